import { describe, expect, it } from 'vitest';
import { withSystem } from '@/core/db/tenancy';
import { useTestApp } from '@/test/test-app';
import { consumeCode } from './sms.service';

const t = useTestApp();

describe('POST /common/send_code', () => {
  it('sends a six-digit code through the provider without a token', async () => {
    const res = await t.call<{ expires_in: number }>('POST', '/common/send_code', { body: { phone: '13700000001', purpose: 'register' } });
    expect(res.code).toBe(200);
    expect(res.message).toBe('验证码已发送');
    expect(res.data.expires_in).toBe(300);
    expect(t.sentCodes.at(-1)).toMatchObject({ phone: '13700000001', purpose: 'register' });
    expect(t.sentCodes.at(-1)!.code).toMatch(/^\d{6}$/);
  });

  it('answers 429 to a second request for the same phone within a minute', async () => {
    await t.call('POST', '/common/send_code', { body: { phone: '13700000002' } });
    const again = await t.call('POST', '/common/send_code', { body: { phone: '13700000002' } });
    expect(again.status).toBe(429);
    expect(again.message).toBe('验证码发送太频繁，请稍后再试');
  });

  it('validates the phone with the spec messages', async () => {
    const empty = await t.call('POST', '/common/send_code', { body: { phone: '' } });
    expect(empty.message).toBe('请输入手机号');
    const wrong = await t.call('POST', '/common/send_code', { body: { phone: '12345678901' } });
    expect(wrong.code).toBe(422);
    expect(wrong.message).toBe('请输入正确的手机号');
  });

  it('accepts a code once, and never a wrong or reused one', async () => {
    await t.call('POST', '/common/send_code', { body: { phone: '13700000003', purpose: 'register' } });
    const { code } = t.sentCodes.at(-1)!;
    const db = t.app.database.db;
    expect(await withSystem(db, (tx) => consumeCode(tx, '13700000003', 'register', code === '000000' ? '111111' : '000000'))).toBe(false);
    expect(await withSystem(db, (tx) => consumeCode(tx, '13700000003', 'login', code))).toBe(false);
    expect(await withSystem(db, (tx) => consumeCode(tx, '13700000003', 'register', code))).toBe(true);
    expect(await withSystem(db, (tx) => consumeCode(tx, '13700000003', 'register', code))).toBe(false);
  });
});
