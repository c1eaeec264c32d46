import { sql } from 'drizzle-orm';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { translate } from '@tradewind/contract/common/messages';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { todayIn } from '@tradewind/contract/common/time';
import { MoneyInType } from '@tradewind/contract/fms/fms-config.schema';
import { CustomerAccountHistoryType as H } from '@tradewind/contract/fms/balance-history.schema';
import { PAYMENT_KIND } from '@tradewind/contract/fms/payment-config.schema';
import {
  RECEIPT_NOTE_STATES,
  RECEIPT_TARGETS_LIMIT,
  ReceiptNoteSource,
  ReceiptNoteStatus as S,
  type CreateReceiptNoteInput,
  type QuickReceiptNoteInput,
  type ReceiptNoteAction,
  type ReceiptNoteDetail,
  type ReceiptNoteOptions,
  type ReceiptTargetType,
  type ReceiptTargets,
  type UpdateReceiptNoteInput,
} from '@tradewind/contract/fms/receipt-note.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { actorOf, writeDocumentLog } from '@/core/documents/document-log';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { lockDocument, transition, type DocumentTable } from '@/core/documents/transition';
import { AppError, conflict, invalid, invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { ownStores } from '@/core/http/store-scope';
import { notifyListChanged } from '@/core/realtime/list-changed';
import { sendMessage } from '@/modules/common/message';
import { customerOwnerId } from '@/modules/crm';
import { notifyReceiptNoteAudited } from './receipt-note-listener';
import { customers, findVisibleCustomer } from '@/modules/crm/customer';
import { financeManagers } from '../ledger/finance-managers';
import { postMoneyIn } from '../ledger/journal';
import { postCustomerAccount } from '../ledger/posting';
import { postingRemark } from '../ledger/posting-input';
import { settlementSource, type SettlementTarget } from '../ledger/settlement-source';
import { assertAuditorNotMaker, assertQuickAllowed, readPayRules } from '../setting';
import { getReceiptNote, pendingNotesOf, readAccount, readTargets, statusName, targetOf } from './receipt-note.read';

/**
 * Receipt notes (收款单, README "Receipt notes"): saving checks the allocations against the targets as they
 * are now; the audit re-checks them under the targets' locks (the exactness rule: what two notes allocate on
 * one order's last ¥100 is paid once) and posts the account, the targets and the money-in journal.
 */

export const AUDIT_PERMISSION = 'fms:receipt_note:audit';

type Method = { id: number; name: string; kind: number; status: number; deleted: boolean };

const readMethod = async (ctx: RequestContext, id: number) => {
  const row = await queryOne<{ id: number; name: string; kind: number; status: number; deleted: boolean }>(
    ctx.db,
    sql`SELECT id, name, kind, status, deleted_at IS NOT NULL AS deleted FROM fms_payment_configs WHERE id = ${id}::int`,
  );
  return row ? ({ id: Number(row.id), name: row.name, kind: Number(row.kind), status: Number(row.status), deleted: Boolean(row.deleted) } satisfies Method) : null;
};

type Prepared = {
  customerId: number;
  method: Method;
  amount: number;
  allocated: number;
  items: Array<{ type: ReceiptTargetType; id: number; no: string; cents: number; remark: string | null }>;
};

/**
 * The body checked (422 on the field): a customer the caller sees, an enabled method, a date not after today,
 * each item the customer's, payable and at most its open amount now, no target twice, the items' sum at most
 * the amount — all of it when the method is the customer's balance (kind 5).
 */
async function prepare(ctx: RequestContext, input: CreateReceiptNoteInput, customerScope = true): Promise<Prepared> {
  if (customerScope) {
    try {
      await findVisibleCustomer(ctx, input.customer_id);
    } catch (e) {
      if (e instanceof AppError && e.code === ErrorCode.notFound) throw invalidField('customer_id', 'fms.rn_customer_not_found');
      throw e;
    }
  }
  const method = await readMethod(ctx, input.payment_config_id);
  if (!method || method.deleted || method.status !== 1) throw invalidField('payment_config_id', 'fms.payment_config_unavailable');
  if (input.receipt_date > todayIn(ctx.session.timeZone)) throw invalidField('receipt_date', 'fms.rn_date_future');
  const amount = toCents(input.amount);
  const targets = await readTargets(ctx, input.items);
  const errors: Array<{ field: string; message: string }> = [];
  let params: Record<string, string> | undefined;
  const seen = new Set<string>();
  const items: Prepared['items'] = [];
  input.items.forEach((item, i) => {
    const at = `items.${i}`;
    const key = `${item.target_type}:${item.target_id}`;
    if (seen.has(key)) return void errors.push({ field: `${at}.target_id`, message: 'fms.rn_target_duplicate' });
    seen.add(key);
    const t = targets.get(key);
    if (!t) return void errors.push({ field: `${at}.target_id`, message: settlementSource(item.target_type) ? 'fms.rn_target_not_found' : 'fms.rn_source_missing' });
    if (t.customerId !== input.customer_id) {
      params ??= { number: t.no };
      return void errors.push({ field: `${at}.target_id`, message: 'fms.rn_target_other_customer' });
    }
    if (t.refusal) return void errors.push({ field: `${at}.target_id`, message: t.refusal });
    const cents = toCents(item.amount);
    if (cents > t.open) {
      params ??= { number: t.no, open: fromCents(t.open), amount: fromCents(cents) };
      return void errors.push({ field: `${at}.amount`, message: 'fms.rn_target_over_open' });
    }
    items.push({ type: item.target_type, id: t.id, no: t.no, cents, remark: item.remark });
  });
  if (errors.length) throw invalid(errors, params);
  const allocated = items.reduce((s, i) => s + i.cents, 0);
  if (allocated > amount) throw invalidField('amount', 'fms.rn_items_over_amount', { allocated: fromCents(allocated), amount: fromCents(amount) });
  if (method.kind === PAYMENT_KIND.balance && allocated !== amount) throw invalidField('amount', 'fms.rn_balance_must_allocate', { allocated: fromCents(allocated), amount: fromCents(amount) });
  return { customerId: input.customer_id, method, amount, allocated, items };
}

function currentStore(ctx: RequestContext): number {
  if (ctx.storeId !== null) return ctx.storeId;
  if (ctx.session.storeIds.length === 1) return ctx.session.storeIds[0];
  throw invalidField('store_id', 'fms.rn_store_required');
}

async function insertItems(ctx: RequestContext, noteId: number, items: Prepared['items']): Promise<void> {
  if (items.length === 0) return;
  await ctx.db.execute(
    sql`INSERT INTO fms_receipt_note_items (tenant_id, note_id, target_type, target_id, target_no, amount, remark, sort)
        VALUES ${sql.join(
          items.map((i, n) => sql`(${ctx.tenantId}::int, ${noteId}::int, ${i.type}, ${i.id}::int, ${i.no.slice(0, 40)}, ${fromCents(i.cents)}::numeric, ${i.remark}, ${n}::int)`),
          sql`, `,
        )}`,
  );
}

type NewNote = { storeId: number; source: number; receiptDate: string; attachments: string[]; remark: string | null; signInId?: number | null };

async function insertNote(ctx: RequestContext, p: Omit<Prepared, 'method'> & { method: Method | null }, n: NewNote): Promise<{ id: number; number: string }> {
  const row = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO fms_receipt_notes (tenant_id, store_id, customer_id, payment_config_id, payment_kind, amount, allocated_amount, unallocated_amount, status, source,
          receipt_date, attachments, remark, sign_in_id, created_by)
        VALUES (${ctx.tenantId}::int, ${n.storeId}::int, ${p.customerId}::int, ${p.method?.id ?? null}::int, ${p.method?.kind ?? null}::int, ${fromCents(p.amount)}::numeric,
          ${fromCents(p.allocated)}::numeric, ${fromCents(p.amount - p.allocated)}::numeric, ${S.pending}::int, ${n.source}::int, ${n.receiptDate}::date,
          ${JSON.stringify(n.attachments)}::jsonb, ${n.remark}, ${n.signInId ?? null}::int, ${ctx.staffId}::int)
        RETURNING id`,
  );
  const id = Number(row!.id);
  await insertItems(ctx, id, p.items);
  await writeDocumentLog(ctx.db, { type: 'receipt_note', id, action: 'create', from: null, to: S.pending, by: actorOf(ctx) });
  const number = await takeDocumentNumber(ctx.db, 'receipt_note', { timeZone: ctx.session.timeZone });
  await ctx.db.execute(sql`UPDATE fms_receipt_notes SET number = ${number} WHERE id = ${id}::int`);
  return { id, number };
}

/** The holders of the audit permission hear of a note waiting for them (a finance message that opens it). */
async function tellAuditors(ctx: RequestContext, note: { id: number; number: string; customerId: number; amount: number }): Promise<void> {
  const recipients = await financeManagers(ctx, AUDIT_PERMISSION);
  if (recipients.length === 0) return;
  const customer = await queryOne<{ name: string }>(ctx.db, sql`SELECT ${customers.name} FROM ${customers} WHERE ${customers.id} = ${note.customerId}::int`);
  const params = { staff: ctx.session.name, number: note.number, customer: customer?.name ?? '', amount: fromCents(note.amount) };
  await sendMessage(ctx.db, {
    tenantId: ctx.tenantId,
    recipients,
    type: 'finance',
    title: { key: 'fms.rn_msg_title', params },
    content: { key: 'fms.rn_msg_content', params },
    from: { staffId: ctx.staffId, name: ctx.session.name },
    params: { target_type: 'receipt_note', target_id: note.id },
  });
}

/** `POST /fms/receipt_note`: a pending note (log: create) — audited at once when the pay settings switch receipt audit off. */
export async function createReceiptNote(ctx: RequestContext, input: CreateReceiptNoteInput): Promise<ReceiptNoteDetail> {
  const p = await prepare(ctx, input);
  const note = await insertNote(ctx, p, { storeId: currentStore(ctx), source: ReceiptNoteSource.manual, receiptDate: input.receipt_date, attachments: input.attachments, remark: input.remark });
  ctx.audit.targetId = note.id;
  const rules = await readPayRules(ctx.db);
  // audit off saves it audited, unless someone else must audit it (the separation of duties wins)
  if (rules.receiptAudit === 0 && rules.auditByOther === 0) await auditNote(ctx, note.id, null);
  else await tellAuditors(ctx, { ...note, customerId: p.customerId, amount: p.amount });
  return getReceiptNote(ctx, note.id);
}

/** The notes' table as their state changes see it: the caller's stores, 409 naming the state a second action at once finds. */
const NOTES: DocumentTable<ReceiptNoteAction> = {
  type: 'receipt_note',
  table: 'fms_receipt_notes',
  states: RECEIPT_NOTE_STATES,
  scope: (ctx) => sql`store_id = ANY(${ownStores(ctx)}::int[])`,
  notFound: 'fms.rn_not_found',
  conflict: (ctx, status) => conflict('fms.rn_status_changed', { status: statusName(ctx, status) }),
};

type Locked = {
  number: string;
  store_id: number;
  customer_id: number;
  payment_config_id: number | null;
  amount: string;
  allocated_amount: string;
  unallocated_amount: string;
  receipt_date: string;
  created_by: number | null;
  remark: string | null;
};

/** The note under FOR UPDATE, pending (409 naming its state otherwise: a second action at once waits, then finds it audited); 404 outside the caller's stores. */
async function lockNote(ctx: RequestContext, id: number, action: ReceiptNoteAction) {
  const row = await lockDocument<ReceiptNoteAction, Locked>(
    ctx,
    NOTES,
    action,
    id,
    sql`coalesce(number, '') AS number, store_id, customer_id, payment_config_id, amount::text AS amount, allocated_amount::text AS allocated_amount,
        unallocated_amount::text AS unallocated_amount, to_char(receipt_date, 'YYYY-MM-DD') AS receipt_date, created_by, remark`,
  );
  return { ...row, created_by: row.created_by === null ? null : Number(row.created_by), customer_id: Number(row.customer_id), store_id: Number(row.store_id), payment_config_id: row.payment_config_id === null ? null : Number(row.payment_config_id) };
}

/** `PUT /fms/receipt_note`: pending notes only; the header and items are replaced (the store stays the note's). */
export async function updateReceiptNote(ctx: RequestContext, input: UpdateReceiptNoteInput): Promise<ReceiptNoteDetail> {
  const note = await lockNote(ctx, input.id, 'update');
  const p = await prepare(ctx, input);
  await transition(ctx, NOTES, 'update', note, {
    set: sql`customer_id = ${p.customerId}::int, payment_config_id = ${p.method.id}::int, payment_kind = ${p.method.kind}::int,
          amount = ${fromCents(p.amount)}::numeric, allocated_amount = ${fromCents(p.allocated)}::numeric, unallocated_amount = ${fromCents(p.amount - p.allocated)}::numeric,
          receipt_date = ${input.receipt_date}::date, attachments = ${JSON.stringify(input.attachments)}::jsonb, remark = ${input.remark}`,
  });
  await ctx.db.execute(sql`DELETE FROM fms_receipt_note_items WHERE note_id = ${input.id}::int`);
  await insertItems(ctx, input.id, p.items);
  return getReceiptNote(ctx, input.id);
}

/** `DELETE /fms/receipt_note/:id`: pending notes only (their items go with them; nothing was posted). */
export async function deleteReceiptNote(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockNote(ctx, id, 'delete');
  await ctx.db.execute(sql`DELETE FROM fms_receipt_notes WHERE id = ${id}::int`);
  return { id };
}

/** `PUT /fms/receipt_note/:id/audit` */
export async function auditReceiptNote(ctx: RequestContext, id: number): Promise<ReceiptNoteDetail> {
  await auditNote(ctx, id, null, { byOther: true });
  return getReceiptNote(ctx, id);
}

/**
 * The audit, in the caller's transaction: the note locked (pending), its method usable, its targets locked
 * (orders before statements, ascending ids: source.lock) and each item at most its open amount now (409
 * `fms.allocation_over_open`); then the customer's account — kind 5: balance − the allocated total (type 3);
 * receivable items: need_pay − their sum (type 2); the unallocated rest: balance + (type 1) —, each target
 * paid (source.apply), the money-in journal (type 1 allocated, type 2 unallocated; none for kind 5), the note
 * audited and logged.
 */
async function auditNote(ctx: RequestContext, id: number, remark: string | null, check: { byOther: boolean } = { byOther: false }): Promise<void> {
  const note = await lockNote(ctx, id, 'audit');
  if (check.byOther) await assertAuditorNotMaker(ctx, note.created_by);
  if (note.payment_config_id === null) throw invalidField('payment_config_id', 'fms.rn_method_required');
  const method = await readMethod(ctx, note.payment_config_id);
  if (!method || method.deleted || method.status !== 1) throw invalidField('payment_config_id', 'fms.rn_method_unavailable', { name: method?.name ?? '' });
  const items = await queryRows<{ target_type: ReceiptTargetType; target_id: number; target_no: string | null; amount: string }>(
    ctx.db,
    sql`SELECT target_type, target_id, target_no, amount::text AS amount FROM fms_receipt_note_items WHERE note_id = ${id}::int ORDER BY sort, id`,
  );
  const locked = new Map<string, SettlementTarget>();
  for (const type of ['order', 'statement'] as const) {
    const ids = items.filter((i) => i.target_type === type).map((i) => Number(i.target_id));
    if (ids.length === 0) continue;
    const source = settlementSource(type);
    if (!source) throw conflict('fms.rn_source_missing');
    for (const [tid, t] of await source.lock(ctx.db, ids)) locked.set(`${type}:${tid}`, t);
  }
  let receivable = 0;
  const paid: Array<{ type: ReceiptTargetType; id: number; cents: number }> = [];
  for (const i of items) {
    const t = locked.get(`${i.target_type}:${Number(i.target_id)}`);
    if (!t) throw conflict('fms.rn_target_gone', { number: i.target_no ?? '' });
    if (t.refusal) throw conflict(t.refusal, { number: t.no });
    const cents = toCents(i.amount);
    if (cents > t.open) {
      const figures = { number: t.no, open: fromCents(t.open), amount: fromCents(cents), over: fromCents(cents - t.open) };
      throw new AppError(ErrorCode.conflict, 'fms.allocation_over_open', 200, figures, figures);
    }
    if (t.receivable) receivable += cents;
    paid.push({ type: i.target_type, id: t.id, cents });
  }
  const allocated = toCents(note.allocated_amount);
  const unallocated = toCents(note.unallocated_amount);
  const byBalance = method.kind === PAYMENT_KIND.balance;
  if (byBalance && unallocated > 0) throw invalidField('amount', 'fms.rn_balance_must_allocate', { allocated: fromCents(allocated), amount: note.amount });
  // the note's remark rides on every row it posts: the account's history and the money-in journal
  const noteRemark = postingRemark(note.remark);
  const posting = { customerId: note.customer_id, docType: 'receipt_note', docId: id, docNo: note.number, staffId: ctx.staffId, remark: noteRemark };
  if (byBalance && allocated > 0) await postCustomerAccount(ctx.db, { ...posting, field: 'balance', amount: fromCents(-allocated), type: H.orderBalancePay });
  if (receivable > 0) await postCustomerAccount(ctx.db, { ...posting, field: 'need_pay', amount: fromCents(-receivable), type: H.receipt });
  if (unallocated > 0) await postCustomerAccount(ctx.db, { ...posting, field: 'balance', amount: fromCents(unallocated), type: H.prepay });
  for (const p of paid) await settlementSource(p.type)!.apply(ctx, p.id, p.cents, { id, no: note.number });
  if (!byBalance) {
    const journal = { storeId: note.store_id, paymentConfigId: method.id, targetType: 'customer' as const, targetId: note.customer_id, docType: 'receipt_note', docId: id, docNo: note.number, occurredOn: note.receipt_date, staffId: ctx.staffId, remark: noteRemark };
    if (allocated > 0) await postMoneyIn(ctx.db, { ...journal, type: MoneyInType.receipt, amount: fromCents(allocated) });
    if (unallocated > 0) await postMoneyIn(ctx.db, { ...journal, type: MoneyInType.customerPrepay, amount: fromCents(unallocated) });
  }
  const auditedAt = new Date();
  const repId = await customerOwnerId(ctx.db, note.customer_id);
  await transition(ctx, NOTES, 'audit', note, {
    set: sql`payment_kind = ${method.kind}::int, audited_by = ${ctx.staffId}::int, audited_at = ${auditedAt.toISOString()}::timestamptz, rep_id = ${repId}::int`,
    remark,
  });
  await notifyListChanged(ctx, 'fms.receipt_note', [id]);
  // the modules above (bi's rollups) count the receipt on the audit's day
  await notifyReceiptNoteAudited(ctx, { noteId: id, storeId: note.store_id, customerId: note.customer_id, repId, amount: note.amount, paymentKind: method.kind, auditedAt });
}

/**
 * `POST /fms/receipt_note/quick` (create and audit): one order or statement paid now — its open amount unless
 * `amount` says otherwise (more than open: the rest is a prepayment, not for kind 5) — made and audited in one step.
 */
export async function quickReceiptNote(ctx: RequestContext, input: QuickReceiptNoteInput): Promise<ReceiptNoteDetail> {
  await assertQuickAllowed(ctx);
  const targets = await readTargets(ctx, [input]);
  const t = targets.get(`${input.target_type}:${input.target_id}`);
  if (!t) throw invalidField('target_id', settlementSource(input.target_type) ? 'fms.rn_target_not_found' : 'fms.rn_source_missing');
  if (t.refusal) throw invalidField('target_id', t.refusal);
  if (t.open <= 0) throw conflict('fms.rn_nothing_open', { number: t.no });
  const amount = input.amount ?? fromCents(t.open);
  const share = Math.min(toCents(amount), t.open);
  const body: CreateReceiptNoteInput = {
    customer_id: t.customerId,
    payment_config_id: input.payment_config_id,
    amount,
    receipt_date: input.receipt_date ?? todayIn(ctx.session.timeZone),
    attachments: [],
    remark: input.remark,
    items: [{ target_type: input.target_type, target_id: t.id, amount: fromCents(share), remark: null }],
  };
  const p = await prepare(ctx, body);
  const note = await insertNote(ctx, p, { storeId: currentStore(ctx), source: ReceiptNoteSource.quick, receiptDate: body.receipt_date, attachments: [], remark: input.remark });
  ctx.audit.targetId = note.id;
  await auditNote(ctx, note.id, null);
  return getReceiptNote(ctx, note.id);
}

/** `GET /fms/receipt_note/targets`: a visible customer's open orders and statements (oldest first: the order "allocate oldest first" fills them) and its account. */
export async function listReceiptTargets(ctx: RequestContext, customerId: number): Promise<ReceiptTargets> {
  await findVisibleCustomer(ctx, customerId);
  const list: ReceiptTargets['list'] = [];
  for (const type of ['order', 'statement'] as const) {
    const source = settlementSource(type);
    if (!source) continue;
    for (const v of await source.openFor(ctx, customerId, RECEIPT_TARGETS_LIMIT)) list.push(targetOf(ctx, type, v));
  }
  list.sort((a, b) => (a.date === b.date ? a.target_id - b.target_id : a.date < b.date ? -1 : 1));
  const pending = await pendingNotesOf(ctx, list);
  for (const target of list) target.pending_notes = pending.get(`${target.target_type}:${target.target_id}`) ?? [];
  return { list, account: await readAccount(ctx, customerId) };
}

/** `GET /fms/receipt_note/options`: the enabled methods, default first, and whether saving audits at once. */
export async function receiptNoteOptions(ctx: RequestContext): Promise<ReceiptNoteOptions> {
  const rows = await queryRows<{ id: number; name: string; kind: number; is_default: number }>(
    ctx.db,
    sql`SELECT id, name, kind, is_default FROM fms_payment_configs WHERE deleted_at IS NULL AND status = 1 ORDER BY is_default DESC, sort, id`,
  );
  const rules = await readPayRules(ctx.db);
  return {
    payment_methods: rows.map((r) => ({ id: Number(r.id), name: r.name, kind: Number(r.kind), kind_name: translate(`fms.payment_kind.${Number(r.kind)}` as Parameters<typeof translate>[0], ctx.locale), is_default: Number(r.is_default) })),
    receipt_audit: rules.auditByOther === 1 ? 1 : rules.receiptAudit,
    today: todayIn(ctx.session.timeZone),
  };
}

export type SignInReceiptInput = {
  signInId: number;
  orderId: number;
  storeId: number;
  amount: string;
  /** the most the order's item takes (lms: the stop's amount to collect, a sub-order's share); default the order's open amount */
  orderShare?: string;
  customerId?: number;
  remark?: string | null;
};

/**
 * Cash a driver collected at a sign-in (lms, in its transaction): a pending note of source 3 for the
 * cashier to audit — the tenant's enabled cash method if any (the default first), else none (the audit then
 * asks for one); the order as its item, capped at its open amount and at `orderShare`, the rest unallocated
 * (an over-collection: the audit posts it to the customer's balance as a prepayment). Once per sign-in:
 * a second call (also a concurrent one, through the unique index) returns the first note.
 */
export async function createSignInReceiptNote(ctx: RequestContext, input: SignInReceiptInput): Promise<{ id: number; number: string; created: boolean }> {
  const existing = async () => queryOne<{ id: number; number: string | null }>(ctx.db, sql`SELECT id, number FROM fms_receipt_notes WHERE sign_in_id = ${input.signInId}::int`);
  const before = await existing();
  if (before) return { id: Number(before.id), number: before.number ?? '', created: false };
  const amount = toCents(input.amount);
  if (!Number.isInteger(amount) || amount <= 0) throw invalidField('collected_amount', 'fms.rn_amount_positive');
  const order = (await readTargets(ctx, [{ target_type: 'order', target_id: input.orderId }])).get(`order:${input.orderId}`);
  const customerId = input.customerId ?? order?.customerId;
  if (!customerId) throw notFound('fms.rn_target_not_found');
  const cap = input.orderShare === undefined ? amount : toCents(input.orderShare);
  const share = order && !order.refusal && order.customerId === customerId ? Math.max(0, Math.min(amount, order.open, cap)) : 0;
  const cash = await queryOne<{ id: number; name: string; kind: number }>(
    ctx.db,
    sql`SELECT id, name, kind FROM fms_payment_configs WHERE deleted_at IS NULL AND status = 1 AND kind = ${PAYMENT_KIND.cash}::int ORDER BY is_default DESC, sort, id LIMIT 1`,
  );
  const method = cash ? { id: Number(cash.id), name: cash.name, kind: Number(cash.kind), status: 1, deleted: false } : null;
  const items = share > 0 && order ? [{ type: 'order' as const, id: order.id, no: order.no, cents: share, remark: null }] : [];
  const remark = (input.remark ?? translate('fms.rn_sign_in_remark', ctx.locale, { number: order?.no ?? '' })).slice(0, 200);
  // a concurrent call for the same sign-in waits on the unique index, then fails; the caller's transaction is the sign-in's own, so the first one wins
  const note = await insertNote(ctx, { customerId, method, amount, allocated: share, items }, {
    storeId: input.storeId,
    source: ReceiptNoteSource.signIn,
    receiptDate: todayIn(ctx.session.timeZone),
    attachments: [],
    remark,
    signInId: input.signInId,
  });
  await tellAuditors(ctx, { ...note, customerId, amount });
  return { ...note, created: true };
}
