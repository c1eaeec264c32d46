import { describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Message, MessageType } from '@tradewind/contract/common/message.schema';
import { withTenant } from '@/core/db/tenancy';
import { useTenantPair, useTestApp, type TestTenant } from '@/test/test-app';
import { sendMessage } from './message.service';

const t = useTestApp();
const [tenant, other] = useTenantPair(() => t.tenant({}));

async function send(to: TestTenant, staffKey: string, type: string, title: string, targetId = 0) {
  await withTenant(t.app.database.db, to.tenantId, (tx) =>
    sendMessage(tx, {
      tenantId: to.tenantId,
      recipients: [to.staff[staffKey]],
      type,
      title,
      content: `${title} content`,
      from: { staffId: to.staff.admin, name: 'Admin' },
      params: targetId ? { target_type: 'customer', target_id: targetId } : null,
    }),
  );
}

const inbox = (token: string, query: Record<string, unknown> = {}) => t.call<ListData<Message>>('GET', '/messages', { token, query });

describe('the message centre', () => {
  it('lists the caller’s messages newest first, by type and unread only, with counts per type', async () => {
    await send(tenant, 'clerk', 'system', 'first');
    await send(tenant, 'clerk', 'customer', 'second', 42);
    await send(tenant, 'admin', 'system', 'not for the clerk');
    const all = await inbox(tenant.tokens.clerk);
    expect(all.data.list.map((m) => m.title)).toEqual(['second', 'first']);
    expect(all.data.list[0]).toMatchObject({ is_read: 0, from_user_name: 'Admin', params: { target_type: 'customer', target_id: 42 } });
    expect(all.data.list[1].params.target_id).toBe(0);
    const types = await t.call<MessageType[]>('GET', '/message/types', { token: tenant.tokens.clerk });
    expect(types.data.find((x) => x.id === 'system')).toEqual({ id: 'system', name: '系统消息', num: 1 });
    expect(types.data.find((x) => x.id === 'customer')?.num).toBe(1);
    const byType = await inbox(tenant.tokens.clerk, { type: 'customer' });
    expect(byType.data.list.map((m) => m.title)).toEqual(['second']);
    expect((await t.call<{ un_read_num: number }>('GET', '/message/un_read_num', { token: tenant.tokens.clerk })).data.un_read_num).toBe(2);
    expect((await t.call<{ un_read_num: number }>('GET', '/common/client_data', { token: tenant.tokens.clerk })).data.un_read_num).toBe(2);
  });

  it('marks read by ids (comma-joined), all, or per type; deletes one or all read', async () => {
    const list = (await inbox(tenant.tokens.clerk)).data.list;
    const read = await t.call<{ updated: number }>('POST', '/message/set_read', { token: tenant.tokens.clerk, form: true, body: { message_ids: `${list[0].id}` } });
    expect(read.data.updated).toBe(1);
    const unreadOnly = await inbox(tenant.tokens.clerk, { only_show_unread: 1 });
    expect(unreadOnly.data.list.map((m) => m.id)).toEqual([list[1].id]);
    await t.call('POST', '/message/set_all_read', { token: tenant.tokens.clerk, body: {} });
    expect((await t.call<{ un_read_num: number }>('GET', '/message/un_read_num', { token: tenant.tokens.clerk })).data.un_read_num).toBe(0);
    const removed = await t.call('DELETE', `/messages/${list[0].id}`, { token: tenant.tokens.clerk });
    expect(removed.message).toBe('删除成功');
    const cleared = await t.call<{ deleted: number }>('DELETE', '/message/all_read', { token: tenant.tokens.clerk });
    expect(cleared.data.deleted).toBe(1);
    expect((await inbox(tenant.tokens.clerk)).data.list).toEqual([]);
  });

  it('never reaches another person’s or another tenant’s messages', async () => {
    await send(other, 'clerk', 'system', 'theirs');
    const theirs = (await inbox(other.tokens.clerk)).data.list[0];
    expect((await t.call('DELETE', `/messages/${theirs.id}`, { token: tenant.tokens.clerk })).code).toBe(404);
    const adminMsg = (await inbox(tenant.tokens.admin)).data.list[0];
    expect((await t.call('DELETE', `/messages/${adminMsg.id}`, { token: tenant.tokens.clerk })).code).toBe(404);
    const read = await t.call<{ updated: number }>('POST', '/message/set_read', { token: tenant.tokens.clerk, body: { message_ids: [theirs.id, adminMsg.id] } });
    expect(read).toMatchObject({ code: 422, data: { errors: [{ field: 'message_ids', message: `找不到 id 为 ${theirs.id}, ${adminMsg.id} 的消息` }] } });
    expect((await inbox(other.tokens.clerk)).data.list[0].is_read).toBe(0);
  });

  it('refuses bad ids and needs a token', async () => {
    expect((await t.call('POST', '/message/set_read', { token: tenant.tokens.clerk, body: { message_ids: 'a,b' } })).code).toBe(422);
    expect((await t.call('POST', '/message/set_read', { token: tenant.tokens.clerk, body: { message_ids: '0x10,1e1' } })).code).toBe(422);
    expect((await t.call('POST', '/message/set_read', { token: tenant.tokens.clerk, body: {} })).code).toBe(422);
    expect((await t.call('GET', '/messages')).status).toBe(401);
  });
});

describe('messages in their reader’s language', () => {
  it('makes a keyed message for each recipient in their own language, and keeps it when they switch', async () => {
    const own = await t.tenant({});
    // The clerk reads English (saved by the web app's language switch); the admin keeps the default.
    expect((await t.call('PUT', '/auth/info', { token: own.tokens.clerk, body: { language: 'en-US' } })).code).toBe(200);
    const sendKeyed = () =>
      withTenant(t.app.database.db, own.tenantId, (tx) =>
        sendMessage(tx, {
          tenantId: own.tenantId,
          recipients: [own.staff.clerk, own.staff.admin],
          type: 'system',
          title: { key: 'export.completed_title' },
          content: { key: 'export.completed_content', params: { name: 'report.xlsx' } },
        }),
      );
    await sendKeyed();
    expect((await inbox(own.tokens.clerk)).data.list[0]).toMatchObject({ title: 'New export completed', content: 'report.xlsx is finished and can be downloaded' });
    expect((await inbox(own.tokens.admin)).data.list[0]).toMatchObject({ title: '导出完成', content: 'report.xlsx 已导出完成，可以下载了' });

    // A message already sent keeps the words it was sent with; the next one follows the new language.
    expect((await t.call('PUT', '/auth/info', { token: own.tokens.clerk, body: { language: 'zh-CN' } })).code).toBe(200);
    await sendKeyed();
    expect((await inbox(own.tokens.clerk)).data.list.map((m) => m.title)).toEqual(['导出完成', 'New export completed']);
  });
});
