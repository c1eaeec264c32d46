import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScanTicketStatus } from '@tradewind/contract/system/auth.constants';
import { useTestApp, type TestTenant } from '@/test/test-app';

const t = useTestApp();
let tenant: TestTenant;

beforeAll(async () => {
  tenant = await t.tenant({});
});

type Poll = { status: number; token?: string };
const newTicket = async () => (await t.call<{ ticket: string; expires_in: number }>('POST', '/auth/scan_login/ticket')).data;
const poll = (ticket: string) => t.call<Poll>('GET', '/auth/scan_login/ticket', { query: { ticket } });

describe('scan login', () => {
  it('hands a token to the waiting page once a signed-in session confirms, exactly once', async () => {
    const { ticket, expires_in } = await newTicket();
    expect(expires_in).toBe(120);
    expect((await poll(ticket)).data.status).toBe(ScanTicketStatus.waiting);
    const info = await t.call<{ ip: string }>('GET', '/auth/scan_login/info', { token: tenant.tokens.clerk, query: { ticket } });
    expect(info.code).toBe(200);
    expect((await t.call('POST', '/auth/scan_login/confirm', { token: tenant.tokens.clerk, body: { ticket } })).code).toBe(200);
    const confirmed = await poll(ticket);
    expect(confirmed.data.status).toBe(ScanTicketStatus.confirmed);
    const me = await t.call<{ name: string }>('GET', '/auth/info', { token: confirmed.data.token });
    expect(me.data.name).toBe('Clerk');
    const again = await poll(ticket);
    expect(again.data).toEqual({ status: ScanTicketStatus.used });
    expect((await t.call('POST', '/auth/scan_login/confirm', { token: tenant.tokens.admin, body: { ticket } })).code).toBe(409);
  });

  it('ends a cancelled or expired ticket', async () => {
    const cancelled = await newTicket();
    expect((await t.call('POST', '/auth/scan_login/cancel', { token: tenant.tokens.clerk, body: { ticket: cancelled.ticket } })).code).toBe(200);
    expect((await poll(cancelled.ticket)).data.status).toBe(ScanTicketStatus.cancelled);

    const old = await newTicket();
    await t.app.database.db.execute(sql`UPDATE scan_login_tickets SET expires_at = now() - interval '1 second' WHERE status = 0`);
    expect((await poll(old.ticket)).data.status).toBe(ScanTicketStatus.expired);
    const late = await t.call('POST', '/auth/scan_login/confirm', { token: tenant.tokens.clerk, body: { ticket: old.ticket } });
    expect(late.code).toBe(409);
    expect(late.message).toBe('二维码已失效，请刷新后重新扫码');
  });

  it('needs a session to confirm and a well-formed ticket', async () => {
    const { ticket } = await newTicket();
    expect((await t.call('POST', '/auth/scan_login/confirm', { body: { ticket } })).status).toBe(401);
    expect((await t.call('GET', '/auth/scan_login/ticket', { query: { ticket: '../etc' } })).code).toBe(422);
    expect((await poll('A'.repeat(43))).data.status).toBe(ScanTicketStatus.expired);
  });
});
