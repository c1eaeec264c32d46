import { and, eq, gt } from 'drizzle-orm';
import { formatDateTime } from '@tradewind/contract/common/time';
import { ScanTicketStatus, type ScanTicketStatusValue } from '@tradewind/contract/system/auth.constants';
import type { LoginResult } from '@tradewind/contract/system/auth.schema';
import { writeActionLog } from '@/core/audit/action-log';
import { hashToken, newToken } from '@/core/auth/token';
import { enterTenant } from '@/core/db/tenancy';
import { conflict } from '@/core/http/errors';
import type { PublicContext, RequestContext } from '@/core/http/request-context';
import { issueToken, type AuthSettings } from './auth.service';
import { scanLoginTickets } from './scan-login.table';

/** A QR code is good for two minutes; the waiting page asks for a new one after that. */
export const SCAN_TICKET_TTL_SECONDS = 120;

export async function createTicket(ctx: PublicContext): Promise<{ ticket: string; expires_in: number }> {
  const ticket = newToken();
  await ctx.db.insert(scanLoginTickets).values({
    ticketHash: hashToken(ticket),
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    expiresAt: new Date(Date.now() + SCAN_TICKET_TTL_SECONDS * 1000),
  });
  return { ticket, expires_in: SCAN_TICKET_TTL_SECONDS };
}

/**
 * The waiting page polls its ticket. Once a signed-in session confirmed it, the first poll receives a
 * token for the confirming staff member and the ticket is used up.
 */
export async function pollTicket(ctx: PublicContext, ticket: string, settings: AuthSettings): Promise<{ status: ScanTicketStatusValue } & Partial<LoginResult>> {
  const [row] = await ctx.db.select().from(scanLoginTickets).where(eq(scanLoginTickets.ticketHash, hashToken(ticket))).for('update');
  if (!row) return { status: ScanTicketStatus.expired };
  if (row.status === ScanTicketStatus.confirmed && row.staffId && row.tenantId) {
    await ctx.db.update(scanLoginTickets).set({ status: ScanTicketStatus.used }).where(eq(scanLoginTickets.id, row.id));
    const result = await issueToken(ctx.db, { tenantId: row.tenantId, staffId: row.staffId }, ctx, settings);
    await enterTenant(ctx.db, row.tenantId);
    await writeActionLog(ctx.db, {
      tenantId: row.tenantId,
      staffId: row.staffId,
      staffName: null,
      storeId: null,
      module: 'system',
      action: 'auth.scan_login',
      method: 'GET',
      path: '/auth/scan_login/ticket',
      targetType: 'staff',
      targetId: row.staffId,
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
    return { status: ScanTicketStatus.confirmed, ...result };
  }
  if (row.status === ScanTicketStatus.waiting && row.expiresAt.getTime() <= Date.now()) return { status: ScanTicketStatus.expired };
  return { status: row.status as ScanTicketStatusValue };
}

async function waitingTicket(ctx: RequestContext, ticket: string) {
  const [row] = await ctx.db
    .select()
    .from(scanLoginTickets)
    .where(and(eq(scanLoginTickets.ticketHash, hashToken(ticket)), eq(scanLoginTickets.status, ScanTicketStatus.waiting), gt(scanLoginTickets.expiresAt, new Date())))
    .for('update');
  if (!row) throw conflict('auth.scan_ticket_invalid');
  return row;
}

/** What the confirm page shows about the device asking to sign in. */
export async function describeTicket(ctx: RequestContext, ticket: string) {
  const row = await waitingTicket(ctx, ticket);
  return { ip: row.ip, user_agent: row.userAgent, created_at: formatDateTime(row.createdAt, ctx.session.timeZone), expires_at: formatDateTime(row.expiresAt, ctx.session.timeZone) };
}

export async function confirmTicket(ctx: RequestContext, ticket: string): Promise<null> {
  const row = await waitingTicket(ctx, ticket);
  await ctx.db
    .update(scanLoginTickets)
    .set({ status: ScanTicketStatus.confirmed, staffId: ctx.staffId, tenantId: ctx.tenantId, confirmedAt: new Date() })
    .where(eq(scanLoginTickets.id, row.id));
  ctx.audit.targetType = 'scan_login';
  ctx.audit.targetId = row.id;
  return null;
}

export async function cancelTicket(ctx: RequestContext, ticket: string): Promise<null> {
  const row = await waitingTicket(ctx, ticket);
  await ctx.db.update(scanLoginTickets).set({ status: ScanTicketStatus.cancelled }).where(eq(scanLoginTickets.id, row.id));
  ctx.audit.targetType = 'scan_login';
  ctx.audit.targetId = row.id;
  return null;
}
