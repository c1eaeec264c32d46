import { sql, type SQL } from 'drizzle-orm';
import { translate, type MessageKey } from '@tradewind/contract/common/messages';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { formatDate, formatDateTime } from '@tradewind/contract/common/time';
import { EarningSourceType } from '@tradewind/contract/fms/earning.schema';
import { SettlementStatus as S, type SettlementAction, type WorkerSettlementTargetType } from '@tradewind/contract/fms/settlement.schema';
import type {
  CreateWorkerSettlementInput,
  WorkerEarningRow,
  WorkerSettlementCandidates,
  WorkerSettlementCandidatesQuery,
  WorkerSettlementDetail,
  WorkerSettlementEarners,
  WorkerSettlementList,
  WorkerSettlementListQuery,
  WorkerSettlementPeriod,
  WorkerSettlementRow,
} from '@tradewind/contract/fms/worker-settlement.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { escapeLike } from '@/core/db/like';
import { actorOf, listDocumentLogs, writeDocumentLog } from '@/core/documents/document-log';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { transition } from '@/core/documents/transition';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import { pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { intArray, listStores, ownStores } from '@/core/http/store-scope';
import { partyRows } from '../ledger/money-party';
import { auditSettlement, lockSettlement, WORKER_SETTLEMENTS, workerStatusName } from '../settlement/settlement-documents';
import { statusTabs } from '@/core/documents/status-tabs';
import { refuseUnknownIds } from '@/core/http/id-list';
import { tenantName } from '@/modules/system/tenant';

/**
 * Worker settlement orders (工人结算单, README "Worker settlements"): one earner's unsettled earnings of a
 * period in one store, claimed by setting `fms_worker_earnings.settlement_id` with one conditional update,
 * so an earning is on at most one settlement. 1 draft → 2 audit1 → 3 audit2 (another person) → 4 paid by
 * payment notes (settlement-payment.ts). The earners are read from `staff` and from the workers lms
 * registered (ledger/money-party.ts): fms sits below lms and never imports it (docs/trading-model.md §7).
 */

const DOC = 'worker_settlement';
const money = (v: string | null | undefined) => fromCents(toCents(v ?? '0'));
const text = (ctx: RequestContext, key: string, params?: Record<string, string | number>) => translate(key as MessageKey, ctx.locale, params);
const targetTypeName = (ctx: RequestContext, type: string) => text(ctx, `fms.ws_target.${type}`);
function sourceTypeName(ctx: RequestContext, type: string): string {
  const key = `fms.earning_source.${type}`;
  const name = text(ctx, key);
  return name === key ? type : name;
}

/** The earner of `alias`'s target_type / target_id: its staff row or its logistics worker row. */
const earnerJoin = (alias: string) => {
  const of = sql.raw(alias);
  return sql`LEFT JOIN staff AS sf ON ${of}.target_type = 'staff' AND sf.id = ${of}.target_id
           LEFT JOIN ${partyRows('worker')} AS lw ON ${of}.target_type = 'worker' AND lw.id = ${of}.target_id`;
};
const earnerName = sql.raw(`coalesce(sf.name, lw.name, '')`);
const earnerPhone = sql.raw(`coalesce(sf.phone, lw.phone)`);

/** Earnings made on the period's calendar days in the tenant's zone (created_at). */
const inPeriod = (ctx: RequestContext, p: WorkerSettlementPeriod) =>
  sql`e.created_at >= (${p.start_date}::date::timestamp AT TIME ZONE ${ctx.session.timeZone}) AND e.created_at < ((${p.end_date}::date + 1)::timestamp AT TIME ZONE ${ctx.session.timeZone})`;

function checkPeriod(p: WorkerSettlementPeriod): void {
  if (p.start_date > p.end_date) throw invalidField('end_date', 'fms.ws_date_range_invalid');
}

/** The store a settlement is made in: the current one (CurrStoreId), else the caller's first. */
function currentStore(ctx: RequestContext): number {
  const store = ctx.storeId ?? ctx.session.storeIds[0];
  if (store === undefined) throw invalidField('store_id', 'fms.ws_store_required');
  return store;
}

// ---------- earnings ----------

type EarningRecord = { id: number; source_type: string; source_id: number; source_no: string | null; amount: string; detail: unknown; created_at: Date | string; settlement_id: number | null; settled_at: Date | string | null };
const earningSelect = sql`SELECT e.id, e.source_type, e.source_id, e.source_no, e.amount::text AS amount, e.detail, e.created_at, e.settlement_id, e.settled_at FROM fms_worker_earnings AS e`;

type Json = Record<string, unknown>;
const asObject = (v: unknown): Json | null => {
  const parsed = typeof v === 'string' ? (JSON.parse(v) as unknown) : v;
  return parsed !== null && typeof parsed === 'object' ? (parsed as Json) : null;
};

/** '22.000' → '22', '12.500' → '12.5' (the pieces column keeps three decimals). */
const plainNumber = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);

/** How an earning was worked out, in the caller's language, from what its source recorded in `detail`. */
function detailSummary(ctx: RequestContext, type: string, raw: unknown): string {
  const detail = asObject(raw);
  if (!detail) return '';
  if (type === 'picking_task' && Array.isArray(detail)) return text(ctx, 'fms.ws_detail.picking', { count: detail.length });
  if (type === 'delivery') {
    const roles = Array.isArray(detail.roles) ? detail.roles.map((r) => text(ctx, `fms.ws_role.${String(r)}`)).join('/') : '';
    return text(ctx, 'fms.ws_detail.delivery', { basis: text(ctx, `fms.ws_basis.${String(detail.basis)}`), stops: Number(detail.stops ?? 0), pieces: plainNumber(String(detail.pieces ?? '0')), roles });
  }
  if (type === 'carry_fee') return text(ctx, 'fms.ws_detail.carry_fee', { amount: money(String(detail.amount ?? '0')), loaders: Number(detail.loaders ?? 1) });
  return '';
}

const earningRow = (ctx: RequestContext, e: EarningRecord): WorkerEarningRow => ({
  id: Number(e.id),
  source_type: e.source_type,
  source_type_name: sourceTypeName(ctx, e.source_type),
  source_id: Number(e.source_id),
  source_no: e.source_no,
  amount: money(e.amount),
  detail_summary: detailSummary(ctx, e.source_type, e.detail),
  date: formatDate(e.created_at, ctx.session.timeZone)!,
  created_at: formatDateTime(e.created_at, ctx.session.timeZone)!,
  settlement_id: e.settlement_id === null ? null : Number(e.settlement_id),
  settled_at: formatDateTime(e.settled_at, ctx.session.timeZone),
});

/** Per source type, how many and how much (cents summed exactly). */
/** Sources in one order wherever an earner's are listed: the known ones as the contract names them (picking, delivery, carry fee), then any other by name. */
const KNOWN_SOURCES: readonly string[] = Object.values(EarningSourceType);
function bySourceOrder(a: { source_type: string }, b: { source_type: string }): number {
  const rank = (type: string) => (KNOWN_SOURCES.includes(type) ? KNOWN_SOURCES.indexOf(type) : KNOWN_SOURCES.length);
  return rank(a.source_type) - rank(b.source_type) || a.source_type.localeCompare(b.source_type);
}

function bySource(ctx: RequestContext, rows: ReadonlyArray<{ source_type: string; amount: string }>) {
  const sums = new Map<string, { count: number; cents: number }>();
  for (const r of rows) {
    const s = sums.get(r.source_type) ?? { count: 0, cents: 0 };
    sums.set(r.source_type, { count: s.count + 1, cents: s.cents + toCents(r.amount) });
  }
  return [...sums].map(([type, s]) => ({ source_type: type, source_type_name: sourceTypeName(ctx, type), count: s.count, amount: fromCents(s.cents) })).sort(bySourceOrder);
}

/** The earner, read under row-level security: 422 `target_id` when it is not the tenant's. */
async function findEarner(ctx: RequestContext, type: WorkerSettlementTargetType, id: number): Promise<{ name: string; phone: string | null }> {
  const row = await queryOne<{ name: string; phone: string | null }>(
    ctx.db,
    type === 'staff' ? sql`SELECT name, phone FROM staff WHERE id = ${id}::int` : sql`SELECT lw.name, lw.phone FROM ${partyRows('worker')} AS lw WHERE lw.id = ${id}::int`,
  );
  if (!row) throw invalidField('target_id', 'fms.ws_target_not_found');
  return row;
}

/**
 * `GET /fms/worker_settlement_order/earners`: every earner with unsettled earnings in the current store in
 * the period, the most owed first, with how many and how much per source type.
 */
export async function listEarners(ctx: RequestContext, q: WorkerSettlementPeriod): Promise<WorkerSettlementEarners> {
  checkPeriod(q);
  const store = currentStore(ctx);
  const rows = await queryRows<{ target_type: WorkerSettlementTargetType; target_id: number; source_type: string; count: number; amount: string; name: string; phone: string | null }>(
    ctx.db,
    sql`SELECT e.target_type, e.target_id, e.source_type, count(*)::int AS count, sum(e.amount)::text AS amount, ${earnerName} AS name, ${earnerPhone} AS phone
          FROM fms_worker_earnings AS e ${earnerJoin('e')}
         WHERE e.store_id = ${store}::int AND e.settlement_id IS NULL AND ${inPeriod(ctx, q)}
         GROUP BY e.target_type, e.target_id, e.source_type, sf.name, lw.name, sf.phone, lw.phone`,
  );
  const earners = new Map<string, WorkerSettlementEarners['list'][number] & { cents: number }>();
  for (const r of rows) {
    const key = `${r.target_type}:${r.target_id}`;
    const e = earners.get(key) ?? {
      target_type: r.target_type,
      target_type_name: targetTypeName(ctx, r.target_type),
      target_id: Number(r.target_id),
      name: r.name,
      phone: r.phone,
      count: 0,
      amount: '0.00',
      cents: 0,
      by_source: [],
    };
    e.count += Number(r.count);
    e.cents += toCents(r.amount);
    e.amount = fromCents(e.cents);
    e.by_source.push({ source_type: r.source_type, source_type_name: sourceTypeName(ctx, r.source_type), count: Number(r.count), amount: money(r.amount) });
    earners.set(key, e);
  }
  const list = [...earners.values()]
    .sort((a, b) => b.cents - a.cents || a.target_type.localeCompare(b.target_type) || a.target_id - b.target_id)
    .map(({ cents: _cents, ...e }) => ({ ...e, by_source: e.by_source.sort(bySourceOrder) }));
  return { list };
}

const earnerEarnings = (ctx: RequestContext, store: number, q: WorkerSettlementCandidatesQuery) =>
  sql`e.store_id = ${store}::int AND e.target_type = ${q.target_type} AND e.target_id = ${q.target_id}::int AND ${inPeriod(ctx, q)}`;

/** `GET /fms/worker_settlement_order/candidates`: one earner's unsettled earnings of the period in the current store, oldest first. */
export async function listCandidates(ctx: RequestContext, q: WorkerSettlementCandidatesQuery): Promise<WorkerSettlementCandidates> {
  checkPeriod(q);
  const store = currentStore(ctx);
  await findEarner(ctx, q.target_type, q.target_id);
  const rows = await queryRows<EarningRecord>(ctx.db, sql`${earningSelect} WHERE ${earnerEarnings(ctx, store, q)} AND e.settlement_id IS NULL ORDER BY e.created_at, e.id`);
  const list = rows.map((r) => earningRow(ctx, r));
  return { list, totals: { count: list.length, amount: fromCents(rows.reduce((s, r) => s + toCents(r.amount), 0)) } };
}

// ---------- list and detail ----------

type HeaderRecord = Omit<WorkerSettlementRow, 'target_type_name' | 'status_name' | 'open_amount' | 'created_at' | 'audit1_at' | 'audit2_at' | 'paid_at'> & {
  created_at: Date | string;
  audit1_at: Date | string | null;
  audit2_at: Date | string | null;
  paid_at: Date | string | null;
};

const fromSettlements = sql`FROM fms_worker_settlements AS ws JOIN stores AS st ON st.id = ws.store_id ${earnerJoin('ws')}`;
const headerSelect = sql`SELECT ws.id, coalesce(ws.number, '') AS number, ws.store_id, st.name AS store_name, ws.target_type, ws.target_id,
    ${earnerName} AS target_name, ${earnerPhone} AS target_phone, ws.start_date::text AS start_date, ws.end_date::text AS end_date, ws.status,
    ws.earning_count, ws.total_amount::text AS total_amount, ws.paid_amount::text AS paid_amount, ws.remark,
    cs.name AS created_by_name, ws.created_at, ws.audit1_by, a1.name AS audit1_by_name, ws.audit1_at, ws.audit1_remark,
    a2.name AS audit2_by_name, ws.audit2_at, ws.audit2_remark, ws.paid_at
  ${fromSettlements}
  LEFT JOIN staff AS cs ON cs.id = ws.created_by LEFT JOIN staff AS a1 ON a1.id = ws.audit1_by LEFT JOIN staff AS a2 ON a2.id = ws.audit2_by`;

function headerRow(ctx: RequestContext, r: HeaderRecord): WorkerSettlementRow {
  const tz = ctx.session.timeZone;
  const total = toCents(r.total_amount);
  const paid = toCents(r.paid_amount);
  return {
    ...r,
    id: Number(r.id),
    store_id: Number(r.store_id),
    target_id: Number(r.target_id),
    target_type_name: targetTypeName(ctx, r.target_type),
    status: Number(r.status) as WorkerSettlementRow['status'],
    status_name: workerStatusName(ctx, Number(r.status)),
    earning_count: Number(r.earning_count),
    total_amount: fromCents(total),
    paid_amount: fromCents(paid),
    open_amount: fromCents(Math.max(0, total - paid)),
    audit1_by: r.audit1_by === null ? null : Number(r.audit1_by),
    created_at: formatDateTime(r.created_at, tz)!,
    audit1_at: formatDateTime(r.audit1_at, tz),
    audit2_at: formatDateTime(r.audit2_at, tz),
    paid_at: formatDateTime(r.paid_at, tz),
  };
}

function listWhere(ctx: RequestContext, q: WorkerSettlementListQuery): SQL[] {
  if (q.start_date && q.end_date && q.start_date > q.end_date) throw invalidField('end_date', 'fms.ws_date_range_invalid');
  const conds: SQL[] = [sql`ws.store_id = ANY(${listStores(ctx)}::int[])`];
  if (q.keyword) conds.push(sql`ws.number ILIKE ${`%${escapeLike(q.keyword)}%`}`);
  if (q.target_type) conds.push(sql`ws.target_type = ${q.target_type}`);
  if (q.target_id !== undefined) conds.push(sql`ws.target_id = ${q.target_id}::int`);
  if (q.target_keyword) {
    const like = `%${escapeLike(q.target_keyword)}%`;
    conds.push(sql`(${earnerName} ILIKE ${like} OR ${earnerPhone} ILIKE ${like})`);
  }
  if (q.start_date) conds.push(sql`ws.end_date >= ${q.start_date}::date`);
  if (q.end_date) conds.push(sql`ws.start_date <= ${q.end_date}::date`);
  return conds;
}

/**
 * `GET /fms/worker_settlement_orders`: the tab's page, newest first; per status how many match the other filters; totals of the tab.
 * `before_id` (the export's keyset) starts the page below that id.
 */
export async function listWorkerSettlements(ctx: RequestContext, q: WorkerSettlementListQuery & { before_id?: number }): Promise<WorkerSettlementList> {
  const conds = listWhere(ctx, q);
  const filters = sql.join(conds, sql` AND `);
  const where = sql.join([...conds, ...(q.status !== undefined ? [sql`ws.status = ${q.status}::int`] : [])], sql` AND `);
  const { limit, offset } = pageOf(q);
  const [rows, counted, sums] = await Promise.all([
    queryRows<HeaderRecord>(ctx.db, sql`${headerSelect} WHERE ${where} ${q.before_id ? sql`AND ws.id < ${q.before_id}::int` : sql``} ORDER BY ws.id DESC LIMIT ${limit}::int OFFSET ${offset}::int`),
    queryRows<{ status: number; total: number }>(ctx.db, sql`SELECT ws.status, count(*)::int AS total ${fromSettlements} WHERE ${filters} GROUP BY ws.status`),
    queryOne<{ earning_count: number; total_amount: string; paid_amount: string; open_amount: string }>(
      ctx.db,
      sql`SELECT coalesce(sum(ws.earning_count), 0)::int AS earning_count, coalesce(sum(ws.total_amount), 0)::text AS total_amount,
                 coalesce(sum(ws.paid_amount), 0)::text AS paid_amount, coalesce(sum(greatest(ws.total_amount - ws.paid_amount, 0)), 0)::text AS open_amount
            ${fromSettlements} WHERE ${where}`,
    ),
  ]);
  const { counts, total } = statusTabs(Object.values(S), counted, q.status);
  return {
    list: rows.map((r) => headerRow(ctx, r)),
    pagination: { total, page: q.page, size: q.page_size },
    counts,
    totals: { earning_count: Number(sums?.earning_count ?? 0), total_amount: money(sums?.total_amount), paid_amount: money(sums?.paid_amount), open_amount: money(sums?.open_amount) },
  };
}

/** `GET /fms/worker_settlement_order/:id`: header, earnings, payments, log; 404 outside the caller's stores. */
export async function getWorkerSettlement(ctx: RequestContext, id: number): Promise<WorkerSettlementDetail> {
  const head = await queryOne<HeaderRecord>(ctx.db, sql`${headerSelect} WHERE ws.id = ${id}::int AND ws.store_id = ANY(${ownStores(ctx)}::int[])`);
  if (!head) throw notFound('fms.ws_not_found');
  const [earnings, payments, logs, companyName] = await Promise.all([
    queryRows<EarningRecord>(ctx.db, sql`${earningSelect} WHERE e.settlement_id = ${id}::int ORDER BY e.created_at, e.id`),
    queryRows<{ note_id: number; note_no: string; note_status: number; pay_date: string; payment_name: string | null; amount: string; created_by_name: string | null; audited_at: Date | string | null }>(
      ctx.db,
      sql`SELECT n.id AS note_id, coalesce(n.number, '') AS note_no, n.status AS note_status, n.pay_date::text AS pay_date, pc.name AS payment_name,
                 i.amount::text AS amount, cs.name AS created_by_name, n.audited_at
            FROM fms_payment_note_items AS i JOIN fms_payment_notes AS n ON n.id = i.note_id
            LEFT JOIN fms_payment_configs AS pc ON pc.id = n.payment_config_id LEFT JOIN staff AS cs ON cs.id = n.created_by
           WHERE i.target_type = ${DOC} AND i.target_id = ${id}::int ORDER BY n.id`,
    ),
    listDocumentLogs(ctx.db, DOC, id, ctx.session.timeZone),
    tenantName(ctx),
  ]);
  return {
    ...headerRow(ctx, head),
    tenant_name: companyName,
    by_source: bySource(ctx, earnings),
    earnings: earnings.map((e) => earningRow(ctx, e)),
    payments: payments.map((p) => ({ ...p, note_id: Number(p.note_id), note_status: Number(p.note_status), amount: money(p.amount), audited_at: formatDateTime(p.audited_at, ctx.session.timeZone) })),
    logs,
  };
}

// ---------- building and changing ----------

/** The settlement's count and total again from the earnings on it. */
async function retotal(ctx: RequestContext, id: number): Promise<void> {
  await ctx.db.execute(
    sql`UPDATE fms_worker_settlements AS ws SET earning_count = x.n, total_amount = x.total, updated_at = now()
          FROM (SELECT count(*)::int AS n, coalesce(sum(amount), 0) AS total FROM fms_worker_earnings WHERE settlement_id = ${id}::int) AS x
         WHERE ws.id = ${id}::int`,
  );
}

/**
 * `POST /fms/worker_settlement_order`: a draft of the earner's unsettled earnings of the period in the current
 * store — those chosen (each must be the earner's in that store and period: 422 `earning_ids`), or all of them.
 * The earnings are locked in id order (two builds never deadlock), then claimed with one conditional update;
 * fewer claimed than chosen means another settlement took some first: 409 `fms.settlement_earning_taken` and
 * the whole create rolls back. Nothing unsettled: 409 `fms.settlement_nothing`. Number `WS…` last.
 */
export async function createWorkerSettlement(ctx: RequestContext, input: CreateWorkerSettlementInput): Promise<WorkerSettlementDetail> {
  checkPeriod(input);
  const store = currentStore(ctx);
  await findEarner(ctx, input.target_type, input.target_id);
  const mine = earnerEarnings(ctx, store, input);
  let ids: number[];
  if (input.earning_ids) {
    ids = [...new Set(input.earning_ids)].sort((a, b) => a - b);
    const found = await queryRows<{ id: number }>(ctx.db, sql`SELECT e.id FROM fms_worker_earnings AS e WHERE e.id = ANY(${intArray(ids)}::int[]) AND ${mine}`);
    refuseUnknownIds('earning_ids', ids, found.map((r) => Number(r.id)), 'fms.ws_earning_invalid');
  } else {
    ids = (await queryRows<{ id: number }>(ctx.db, sql`SELECT e.id FROM fms_worker_earnings AS e WHERE ${mine} AND e.settlement_id IS NULL ORDER BY e.id`)).map((r) => Number(r.id));
    if (ids.length === 0) throw conflict('fms.settlement_nothing');
  }
  const row = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO fms_worker_settlements (tenant_id, store_id, target_type, target_id, start_date, end_date, status, remark, created_by)
        VALUES (${ctx.tenantId}::int, ${store}::int, ${input.target_type}, ${input.target_id}::int, ${input.start_date}::date, ${input.end_date}::date, ${S.draft}::int, ${input.remark}, ${ctx.staffId}::int)
        RETURNING id`,
  );
  const id = Number(row!.id);
  ctx.audit.targetId = id;
  await ctx.db.execute(sql`SELECT e.id FROM fms_worker_earnings AS e WHERE e.id = ANY(${intArray(ids)}::int[]) ORDER BY e.id FOR UPDATE`);
  const claimed = await queryRows<{ id: number }>(
    ctx.db,
    sql`UPDATE fms_worker_earnings AS e SET settlement_id = ${id}::int
         WHERE e.id = ANY(${intArray(ids)}::int[]) AND e.settlement_id IS NULL AND e.settled_at IS NULL AND ${mine} RETURNING e.id`,
  );
  if (claimed.length < ids.length) throw conflict('fms.settlement_earning_taken');
  await retotal(ctx, id);
  await writeDocumentLog(ctx.db, { type: DOC, id, action: 'create', from: null, to: S.draft, remark: input.remark, by: actorOf(ctx) });
  const number = await takeDocumentNumber(ctx.db, DOC, { timeZone: ctx.session.timeZone });
  await ctx.db.execute(sql`UPDATE fms_worker_settlements SET number = ${number} WHERE id = ${id}::int`);
  return getWorkerSettlement(ctx, id);
}

/** A worker settlement locked for `action` (settlement-documents.ts lockSettlement), with its earnings' count. */
const lockWorkerSettlement = async (ctx: RequestContext, id: number, action: SettlementAction) => {
  const row = await lockSettlement<{ earning_count: number }>(ctx, WORKER_SETTLEMENTS, action, id, sql`earning_count`);
  return { ...row, earning_count: Number(row.earning_count) };
};

/** `DELETE /fms/worker_settlement_order/:id`: a draft only; its earnings are free again. */
export async function deleteWorkerSettlement(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockWorkerSettlement(ctx, id, 'delete');
  await ctx.db.execute(sql`UPDATE fms_worker_earnings SET settlement_id = NULL WHERE settlement_id = ${id}::int`);
  await ctx.db.execute(sql`DELETE FROM fms_worker_settlements WHERE id = ${id}::int`);
  return { id };
}

/** `PUT …/:id/audit1`: 1 → 2. A settlement left without earnings (all removed) is refused (409 `fms.ws_empty`): delete it instead. */
export async function audit1WorkerSettlement(ctx: RequestContext, id: number, remark: string | null): Promise<WorkerSettlementDetail> {
  const s = await lockWorkerSettlement(ctx, id, 'audit1');
  if (s.earning_count === 0) throw conflict('fms.ws_empty');
  await auditSettlement(ctx, WORKER_SETTLEMENTS, 'audit1', s, remark);
  return getWorkerSettlement(ctx, id);
}

/**
 * `PUT …/:id/audit2`: 2 → 3 by another person than audit1 (409 `fms.settlement_same_auditor`; the table's
 * CHECK says it too). A total of 0.00 (earnings recorded at 0) has nothing to pay and no payment note can
 * carry it, so it is paid at once (→ 4, its earnings settled), logged as `pay` with 0.00.
 */
export async function audit2WorkerSettlement(ctx: RequestContext, id: number, remark: string | null): Promise<WorkerSettlementDetail> {
  const s = await lockWorkerSettlement(ctx, id, 'audit2');
  await auditSettlement(ctx, WORKER_SETTLEMENTS, 'audit2', s, remark);
  if (toCents(s.total_amount) === 0) {
    await transition(ctx, WORKER_SETTLEMENTS, 'pay', { id, status: S.audit2Passed }, { to: S.paid, set: sql`paid_at = now()`, remark: '0.00' });
    await ctx.db.execute(sql`UPDATE fms_worker_earnings SET settled_at = now() WHERE settlement_id = ${id}::int AND settled_at IS NULL`);
  }
  return getWorkerSettlement(ctx, id);
}

/**
 * `PUT /fms/worker_settlement_order/remove` `{ remove_id }`: takes an earning off its settlement, which must
 * be a draft (409); 404 when the earning is on none. The totals are summed again; the log names the earning.
 */
export async function removeWorkerSettlementEarning(ctx: RequestContext, earningId: number): Promise<WorkerSettlementDetail> {
  const earning = await queryOne<{ settlement_id: number | null }>(ctx.db, sql`SELECT settlement_id FROM fms_worker_earnings WHERE id = ${earningId}::int`);
  if (!earning || earning.settlement_id === null) throw notFound('fms.ws_earning_not_found');
  const s = await lockWorkerSettlement(ctx, Number(earning.settlement_id), 'remove');
  // under the settlement's lock: a removal at once of the same earning finds it gone
  const freed = await queryOne<{ source_type: string; source_no: string | null; source_id: number; amount: string }>(
    ctx.db,
    sql`UPDATE fms_worker_earnings SET settlement_id = NULL WHERE id = ${earningId}::int AND settlement_id = ${s.id}::int
        RETURNING source_type, source_no, source_id, amount::text AS amount`,
  );
  if (!freed) throw notFound('fms.ws_earning_not_found');
  await retotal(ctx, s.id);
  await transition(ctx, WORKER_SETTLEMENTS, 'remove', s, { remark: `${sourceTypeName(ctx, freed.source_type)} ${freed.source_no ?? `#${freed.source_id}`} ${money(freed.amount)}` });
  return getWorkerSettlement(ctx, s.id);
}
