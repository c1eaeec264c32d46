import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { translate, type MessageKey } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import {
  PAYMENT_KIND,
  maskAccountNo,
  type CreatePaymentConfigInput,
  type PaymentConfig,
  type PaymentConfigListQuery,
  type UpdatePaymentConfigInput,
} from '@tradewind/contract/fms/payment-config.schema';
import type { Db } from '@/core/db/database';
import { notDeleted } from '@/core/db/soft-delete';
import { conflict, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { paymentConfigs } from './payment-config.table';

type Row = typeof paymentConfigs.$inferSelect;

/**
 * Who uses a payment method, so it is not disabled or deleted from under them. Receipt and payment notes
 * (issue 20, part two) register theirs: for 'delete' every note naming the method, for 'disable' the
 * notes not yet audited (an audited note keeps its method whatever becomes of it). Each answers how
 * many documents use it; any above zero refuses the change (409 fms.payment_config_in_use).
 */
export type PaymentConfigUse = { count: (db: Db, configId: number, action: 'disable' | 'delete') => Promise<number> };
const uses: PaymentConfigUse[] = [];
export function registerPaymentConfigUse(use: PaymentConfigUse): void {
  uses.push(use);
}

/** `change_kind` counts as `delete` (every note naming the method): a note's kind — cash or the customer's balance — is what it posted. */
async function refuseInUse(ctx: RequestContext, row: Row, action: 'disable' | 'delete' | 'change_kind'): Promise<void> {
  let count = 0;
  for (const use of uses) count += await use.count(ctx.db, row.id, action === 'change_kind' ? 'delete' : action);
  if (count > 0) throw conflict('fms.payment_config_in_use', { name: row.name, count, action: translate(`fms.payment_action.${action}`, ctx.locale) });
}

const kindName = (ctx: RequestContext, kind: number) => translate(`fms.payment_kind.${kind}` as MessageKey, ctx.locale);

function toConfig(ctx: RequestContext, r: Row, masked: boolean): PaymentConfig {
  const tz = ctx.session.timeZone;
  return {
    id: r.id,
    kind: r.kind,
    kind_name: kindName(ctx, r.kind),
    name: r.name,
    account_name: r.accountName,
    bank_name: r.bankName,
    account_no: masked ? maskAccountNo(r.accountNo) : r.accountNo,
    qr_image: r.qrImage,
    status: r.status === 1 ? 1 : 0,
    is_default: r.isDefault === 1 ? 1 : 0,
    sort: r.sort,
    remark: r.remark,
    created_at: formatDateTime(r.createdAt, tz)!,
    updated_at: formatDateTime(r.updatedAt, tz)!,
  };
}

/** `GET /fms/payment_config`: the tenant's methods (not deleted) by sort then age; account numbers masked. */
export async function listPaymentConfigs(ctx: RequestContext, q: PaymentConfigListQuery): Promise<{ list: PaymentConfig[] }> {
  const rows = await ctx.db
    .select()
    .from(paymentConfigs)
    .where(and(notDeleted(paymentConfigs), q.status !== undefined ? eq(paymentConfigs.status, q.status) : undefined, q.kind !== undefined ? eq(paymentConfigs.kind, q.kind) : undefined))
    .orderBy(asc(paymentConfigs.sort), asc(paymentConfigs.id));
  return { list: rows.map((r) => toConfig(ctx, r, true)) };
}

async function findConfig(ctx: RequestContext, id: number, lock = false): Promise<Row> {
  const query = ctx.db.select().from(paymentConfigs).where(and(eq(paymentConfigs.id, id), notDeleted(paymentConfigs)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('fms.payment_config_not_found');
  return row;
}

/** `GET /fms/payment_config/{id}`: one method with its whole account number (the edit form). */
export async function getPaymentConfig(ctx: RequestContext, id: number): Promise<PaymentConfig> {
  return toConfig(ctx, await findConfig(ctx, id), false);
}

/** Writes of one tenant's methods queue here, so the name, balance-method and default checks see each other. */
const lockConfigs = (ctx: RequestContext) => ctx.db.execute(sql`SELECT pg_advisory_xact_lock(${0x0f3c01}::int, ${ctx.tenantId}::int)`);

async function checkUnique(ctx: RequestContext, input: CreatePaymentConfigInput, id: number | null): Promise<void> {
  const others = await ctx.db
    .select({ name: paymentConfigs.name, kind: paymentConfigs.kind })
    .from(paymentConfigs)
    .where(and(notDeleted(paymentConfigs), id === null ? undefined : ne(paymentConfigs.id, id)));
  if (others.some((o) => o.name === input.name)) throw conflict('fms.payment_name_taken', { name: input.name });
  if (input.kind === PAYMENT_KIND.balance && others.some((o) => o.kind === PAYMENT_KIND.balance)) throw conflict('fms.payment_balance_exists');
}

/** The stored fields: cash and the customer balance carry no account. */
function valuesOf(input: CreatePaymentConfigInput) {
  const bare = input.kind === PAYMENT_KIND.cash || input.kind === PAYMENT_KIND.balance;
  return {
    kind: input.kind,
    name: input.name,
    accountName: bare ? null : input.account_name,
    bankName: bare ? null : input.bank_name,
    accountNo: bare ? null : input.account_no,
    qrImage: bare ? null : input.qr_image,
    status: input.status,
    isDefault: input.is_default,
    sort: input.sort,
    remark: input.remark,
  };
}

const clearDefault = (ctx: RequestContext) => ctx.db.update(paymentConfigs).set({ isDefault: 0 }).where(and(eq(paymentConfigs.isDefault, 1), notDeleted(paymentConfigs)));

/** `POST /fms/payment_config`: a new method; made the default, it takes that from the old one. */
export async function createPaymentConfig(ctx: RequestContext, input: CreatePaymentConfigInput): Promise<PaymentConfig> {
  await lockConfigs(ctx);
  await checkUnique(ctx, input, null);
  if (input.is_default === 1) await clearDefault(ctx);
  const [row] = await ctx.db
    .insert(paymentConfigs)
    .values({ tenantId: ctx.tenantId, ...valuesOf(input), createdBy: ctx.staffId })
    .returning();
  return toConfig(ctx, row, false);
}

/**
 * `PUT /fms/payment_config`: the whole method. The default stays the default (409
 * fms.payment_default_locked when this would disable it or take the flag away: make another the
 * default first); disabling a method in use is refused (registerPaymentConfigUse).
 */
export async function updatePaymentConfig(ctx: RequestContext, input: UpdatePaymentConfigInput): Promise<PaymentConfig> {
  await lockConfigs(ctx);
  const before = await findConfig(ctx, input.id, true);
  await checkUnique(ctx, input, before.id);
  if (before.isDefault === 1 && (input.is_default === 0 || input.status === 0)) throw conflict('fms.payment_default_locked');
  if (before.status === 1 && input.status === 0) await refuseInUse(ctx, before, 'disable');
  if (input.kind !== before.kind) await refuseInUse(ctx, before, 'change_kind');
  if (input.is_default === 1 && before.isDefault !== 1) await clearDefault(ctx);
  const [row] = await ctx.db
    .update(paymentConfigs)
    .set({ ...valuesOf(input), updatedAt: new Date() })
    .where(eq(paymentConfigs.id, before.id))
    .returning();
  return toConfig(ctx, row, false);
}

/** `PUT /fms/payment_config/{id}/status`: enable or disable (not the default; not a method in use). */
export async function setPaymentConfigStatus(ctx: RequestContext, id: number, status: 0 | 1): Promise<PaymentConfig> {
  await lockConfigs(ctx);
  const before = await findConfig(ctx, id, true);
  if (before.status === status) throw conflict('fms.payment_status_same');
  if (status === 0) {
    if (before.isDefault === 1) throw conflict('fms.payment_default_locked');
    await refuseInUse(ctx, before, 'disable');
  }
  const [row] = await ctx.db.update(paymentConfigs).set({ status, updatedAt: new Date() }).where(eq(paymentConfigs.id, id)).returning();
  return toConfig(ctx, row, true);
}

/** `PUT /fms/payment_config/{id}/default`: this enabled method becomes the one default. */
export async function setDefaultPaymentConfig(ctx: RequestContext, id: number): Promise<PaymentConfig> {
  await lockConfigs(ctx);
  const before = await findConfig(ctx, id, true);
  if (before.status !== 1) throw conflict('fms.payment_default_disabled');
  if (before.isDefault !== 1) await clearDefault(ctx);
  const [row] = await ctx.db.update(paymentConfigs).set({ isDefault: 1, updatedAt: new Date() }).where(eq(paymentConfigs.id, id)).returning();
  return toConfig(ctx, row, true);
}

/** `DELETE /fms/payment_config/{id}`: soft, so documents keep naming it; not the default, not one in use. */
export async function deletePaymentConfig(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockConfigs(ctx);
  const before = await findConfig(ctx, id, true);
  if (before.isDefault === 1) throw conflict('fms.payment_default_locked');
  await refuseInUse(ctx, before, 'delete');
  await ctx.db.update(paymentConfigs).set({ deletedAt: new Date(), status: 0 }).where(eq(paymentConfigs.id, id));
  return { id };
}

/** Every method not deleted, enabled or not (the journals' method filter), in the list's order. */
export async function paymentMethodOptions(ctx: RequestContext) {
  const rows = await ctx.db.select().from(paymentConfigs).where(notDeleted(paymentConfigs)).orderBy(asc(paymentConfigs.sort), asc(paymentConfigs.id));
  return rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind, kind_name: kindName(ctx, r.kind), status: r.status, is_default: r.isDefault }));
}
