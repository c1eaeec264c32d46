import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Staff, StaffInvite } from '@tradewind/contract/system/staff.schema';
import { useTestApp, type TestTenant } from '@/test/test-app';

const t = useTestApp();
let tenant: TestTenant;

beforeAll(async () => {
  tenant = await t.tenant({});
});

async function codeFor(phone: string): Promise<string> {
  expect((await t.call('POST', '/common/send_code', { body: { phone, purpose: 'join' } })).code).toBe(200);
  return t.sentCodes.filter((c) => c.phone === phone).at(-1)!.code;
}

describe('joining through an invite link', () => {
  it('creates a member awaiting approval, tells the admins, and lets them in once approved', async () => {
    const invite = await t.call<StaffInvite>('POST', '/staff/invite', { token: tenant.tokens.admin, body: { dept_id: tenant.departments.head } });
    expect(invite.code).toBe(200);
    expect(invite.data.path).toBe(`/user/join?invite=${invite.data.code}`);
    const about = await t.call<{ company: string; department: string }>('GET', '/auth/invite', { query: { invite: invite.data.code } });
    expect(about.data).toMatchObject({ company: expect.stringMatching(/^Tenant /), department: 'Head office' });

    // The admin reads English: the message is made in the reader's language, not the joiner's.
    expect((await t.call('PUT', '/auth/info', { token: tenant.tokens.admin, body: { language: 'en-US' } })).code).toBe(200);
    const joined = await t.call('POST', '/auth/join', { body: { invite: invite.data.code, name: '新同事', phone: '13711112222', code: await codeFor('13711112222'), password: 'join1234' } });
    expect(joined.code).toBe(200);
    expect(joined.message).toBe('申请已提交，请等待管理员审核');
    const pending = await t.call<ListData<Staff>>('GET', '/staffs', { token: tenant.tokens.admin, query: { is_audit: 0 } });
    expect(pending.data.list).toEqual([expect.objectContaining({ name: '新同事', is_audit: 0, roles: [], stores: [], department: expect.objectContaining({ name: 'Head office' }) })]);
    const inbox = await t.call<ListData<{ title: string }>>('GET', '/messages', { token: tenant.tokens.admin });
    expect(inbox.data.list[0].title).toBe('A new member asks to join');
    await t.call('PUT', '/auth/info', { token: tenant.tokens.admin, body: { language: 'zh-CN' } });

    const refused = await t.call('POST', '/auth/login', { body: { account: '13711112222', password: 'join1234' } });
    expect(refused.message).toBe('账号正在等待管理员审核');
    await t.call('PUT', `/staff/${pending.data.list[0].id}/audit`, { token: tenant.tokens.admin, body: { pass: 1 } });
    expect(await t.login('13711112222', 'join1234')).toBeTruthy();
  });

  it('refuses an unknown or expired link, a wrong code and a phone in use', async () => {
    expect((await t.call('GET', '/auth/invite', { query: { invite: 'A'.repeat(43) } })).code).toBe(404);
    const invite = await t.call<StaffInvite>('POST', '/staff/invite', { token: tenant.tokens.admin, body: {} });
    const body = { invite: invite.data.code, name: 'X', phone: '13711113333', password: 'join1234' };
    const wrong = await t.call('POST', '/auth/join', { body: { ...body, code: '000000' === (await codeFor('13711113333')) ? '111111' : '000000' } });
    expect(wrong.message).toBe('验证码错误或已过期');
    // A phone already in the inviting company is refused; one working for another company may join.
    const colleague = await t.call('POST', '/staff', { token: tenant.tokens.admin, body: { name: 'P', phone: '13711114444', password: 'secret123' } });
    expect(colleague.code).toBe(200);
    const taken = await t.call('POST', '/auth/join', { body: { ...body, phone: '13711114444', code: await codeFor('13711114444') } });
    expect(taken.code).toBe(409);
    expect(taken.message).toBe('本公司已有员工使用该手机号');
    const elsewhere = await t.tenant({ staff: [{ key: 'p', phone: '13711116666', name: 'Q', password: 'secret123', roles: [], stores: ['a'] }] });
    expect(elsewhere.staff.p).toBeGreaterThan(0);
    const joined = await t.call('POST', '/auth/join', { body: { ...body, phone: '13711116666', code: await codeFor('13711116666') } });
    expect(joined.code).toBe(200);
    await t.app.database.db.execute(sql`UPDATE staff_invites SET expires_at = now() - interval '1 second'`);
    const expired = await t.call('POST', '/auth/join', { body: { ...body, phone: '13711115555', code: '123456' } });
    expect(expired.message).toBe('邀请链接无效或已过期');
  });

  it('needs system:staff:create to make a link', async () => {
    expect((await t.call('POST', '/staff/invite', { token: tenant.tokens.clerk, body: {} })).code).toBe(402);
    expect((await t.call('POST', '/staff/invite', { token: tenant.tokens.admin, body: { dept_id: 999999 } })).code).toBe(422);
  });
});
