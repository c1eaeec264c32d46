import { sql, type SQL } from 'drizzle-orm';
import { translate, type MessageKey } from '@tradewind/contract/common/messages';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { MONEY_MAX } from '@tradewind/contract/common/validation';
import { SettlementStatus as S, type SupplierSettlementSourceType } from '@tradewind/contract/fms/settlement.schema';
import type {
  CreateSupplierSettlementInput,
  RemoveSupplierSettlementItemInput,
  SupplierSettlement,
  SupplierSettlementCandidates,
  SupplierSettlementCandidatesQuery,
  SupplierSettlementDetail,
  SupplierSettlementFilter,
  SupplierSettlementList,
  SupplierSettlementListQuery,
  SupplierSettlementSource,
  SupplierSettlementSums,
  SupplierSettlementSupplier,
} from '@tradewind/contract/fms/supplier-settlement.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { actorOf, listDocumentLogs, writeDocumentLog } from '@/core/documents/document-log';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { transition } from '@/core/documents/transition';
import { conflict, invalid, invalidField, notFound } from '@/core/http/errors';
import { pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { intArray, listStores, ownStores } from '@/core/http/store-scope';
import { partyRows } from '../ledger/money-party';
import { supplierSettlementSources } from '../ledger/settlement-source';
import { statusTabs } from '@/core/documents/status-tabs';
import { tenantName } from '@/modules/system/tenant';
import { auditSettlement, lockSettlement, SUPPLIER_SETTLEMENTS, supplierStatusName } from '../settlement/settlement-documents';

/**
 * Supplier settlement orders (供应商结算单, fms README "Supplier settlements"): one supplier's audited
 * purchase entries less its purchase refunds of a period in one store, gathered through the sources wms
 * registers; a source is on at most one settlement (the items' unique index decides between two built at
 * once). 1 draft → 2 audit1 → 3 audit2 (another person) → 4 paid (payment notes, applySettlementPayment).
 */

const DOC = 'supplier_settlement';
const ENTRY: SupplierSettlementSourceType = 'warehousing_entry';
const REFUND: SupplierSettlementSourceType = 'purchase_refund';

const name = (ctx: RequestContext, key: string, params?: Record<string, string>) => translate(key as MessageKey, ctx.locale, params);
const sourceTypeName = (ctx: RequestContext, type: string) => name(ctx, `fms.ss_source_type.${type}`);

const time = (ctx: RequestContext, column: SQL) => sql`to_char(${column} AT TIME ZONE ${ctx.session.timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;

type HeaderRow = Omit<SupplierSettlement, 'status_name' | 'open_amount' | 'status'> & { status: number; supplier_contact: string | null; supplier_phone: string | null };

const headerSelect = (ctx: RequestContext) => sql`SELECT s.id, coalesce(s.number, '') AS number, s.status, s.store_id, st.name AS store_name,
    s.supplier_id, sp.name AS supplier_name, sp.code AS supplier_code, sp.contact AS supplier_contact, sp.phone AS supplier_phone,
    to_char(s.start_date, 'YYYY-MM-DD') AS start_date, to_char(s.end_date, 'YYYY-MM-DD') AS end_date,
    s.entry_count, s.refund_count, s.entry_amount::text AS entry_amount, s.refund_amount::text AS refund_amount,
    s.total_amount::text AS total_amount, s.paid_amount::text AS paid_amount, s.remark,
    cs.name AS created_by_name, ${time(ctx, sql`s.created_at`)} AS created_at,
    s.audit1_by, a1.name AS audit1_by_name, ${time(ctx, sql`s.audit1_at`)} AS audit1_at, s.audit1_remark,
    a2.name AS audit2_by_name, ${time(ctx, sql`s.audit2_at`)} AS audit2_at, s.audit2_remark,
    ${time(ctx, sql`s.paid_at`)} AS paid_at, ${time(ctx, sql`s.updated_at`)} AS updated_at
  FROM fms_supplier_settlements AS s
  JOIN stores AS st ON st.id = s.store_id
  JOIN ${partyRows('supplier')} AS sp ON sp.id = s.supplier_id
  LEFT JOIN staff AS cs ON cs.id = s.created_by
  LEFT JOIN staff AS a1 ON a1.id = s.audit1_by
  LEFT JOIN staff AS a2 ON a2.id = s.audit2_by`;

const toRow = (ctx: RequestContext, r: HeaderRow): SupplierSettlement => {
  const { supplier_contact: _c, supplier_phone: _p, ...row } = r;
  return {
    ...row,
    status: Number(r.status) as SupplierSettlement['status'],
    status_name: supplierStatusName(ctx, Number(r.status)),
    open_amount: fromCents(Math.max(0, toCents(r.total_amount) - toCents(r.paid_amount))),
  };
};

// ---------- the list ----------

function listWhere(ctx: RequestContext, q: SupplierSettlementFilter): SQL[] {
  if (q.start_date && q.end_date && q.start_date > q.end_date) throw invalidField('end_date', 'fms.date_range_invalid');
  const conds: SQL[] = [sql`s.store_id = ANY(${listStores(ctx)}::int[])`];
  if (q.keyword) conds.push(sql`s.number ILIKE ${`%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (q.supplier_id !== undefined) conds.push(sql`s.supplier_id = ${q.supplier_id}::int`);
  if (q.start_date) conds.push(sql`s.end_date >= ${q.start_date}::date`);
  if (q.end_date) conds.push(sql`s.start_date <= ${q.end_date}::date`);
  return conds;
}

/**
 * `GET /fms/supplier_settlement_orders`: the tab's page, newest first; per status how many match the other filters; totals of the tab.
 * `before_id` (the export's keyset) starts the page below that id.
 */
export async function listSupplierSettlements(ctx: RequestContext, q: SupplierSettlementListQuery & { before_id?: number }): Promise<SupplierSettlementList> {
  const conds = listWhere(ctx, q);
  const where = sql.join([...conds, ...(q.status !== undefined ? [sql`s.status = ${q.status}::int`] : [])], sql` AND `);
  const { limit, offset } = pageOf(q);
  const [rows, counted, sums] = await Promise.all([
    queryRows<HeaderRow>(ctx.db, sql`${headerSelect(ctx)} WHERE ${where} ${q.before_id ? sql`AND s.id < ${q.before_id}::int` : sql``} ORDER BY s.id DESC LIMIT ${limit} OFFSET ${offset}`),
    queryRows<{ status: number; total: number }>(ctx.db, sql`SELECT s.status, count(*)::int AS total FROM fms_supplier_settlements AS s WHERE ${sql.join(conds, sql` AND `)} GROUP BY s.status`),
    queryOne<{ total: string; paid: string; open: string }>(
      ctx.db,
      sql`SELECT coalesce(sum(s.total_amount), 0)::text AS total, coalesce(sum(s.paid_amount), 0)::text AS paid,
            coalesce(sum(greatest(s.total_amount - s.paid_amount, 0)), 0)::text AS open FROM fms_supplier_settlements AS s WHERE ${where}`,
    ),
  ]);
  const { counts, total } = statusTabs(Object.values(S), counted, q.status);
  return {
    list: rows.map((r) => toRow(ctx, r)),
    pagination: { total, page: q.page, size: q.page_size },
    counts,
    totals: { total_amount: fromCents(toCents(sums!.total)), paid_amount: fromCents(toCents(sums!.paid)), open_amount: fromCents(toCents(sums!.open)) },
  };
}

/** `GET /fms/supplier_settlement_order/suppliers`: every supplier of the tenant, enabled first, by name (as wms registered them: fms sits below wms). */
export async function listSupplierOptions(ctx: RequestContext): Promise<{ list: SupplierSettlementSupplier[] }> {
  const rows = await queryRows<SupplierSettlementSupplier>(ctx.db, sql`SELECT sp.id, sp.name, sp.code, sp.status FROM ${partyRows('supplier')} AS sp ORDER BY sp.status DESC, sp.name, sp.id`);
  return { list: rows.map((r) => ({ ...r, id: Number(r.id), status: Number(r.status) })) };
}

// ---------- gathering the sources ----------

/** The store a new settlement belongs to: the current one, else the caller's first (422 when the caller works in none). */
function storeOf(ctx: RequestContext): number {
  const id = ctx.storeId ?? ctx.session.storeIds[0];
  if (id === undefined) throw invalidField('store_id', 'fms.ss_store_required');
  return id;
}

async function checkSupplier(ctx: RequestContext, supplierId: number): Promise<void> {
  const row = await queryOne<{ id: number }>(ctx.db, sql`SELECT sp.id FROM ${partyRows('supplier')} AS sp WHERE sp.id = ${supplierId}::int`);
  if (!row) throw invalidField('supplier_id', 'fms.ss_supplier_not_found');
}

type Gathered = SupplierSettlementSource & { taken: boolean };

/**
 * Every source of the period (registered kinds, entries first, each oldest first), marked `taken` when on a
 * settlement already. `ids` per kind narrows to chosen documents.
 */
async function gather(ctx: RequestContext, storeId: number, q: SupplierSettlementCandidatesQuery, ids?: Map<string, number[]>): Promise<Gathered[]> {
  const out: Gathered[] = [];
  const sources = supplierSettlementSources().sort((a, b) => b.sign - a.sign);
  for (const source of sources) {
    const chosen = ids?.get(source.type);
    if (ids && !chosen?.length) continue;
    const found = await source.candidates(ctx.db, { storeId, supplierId: q.supplier_id, startDate: q.start_date, endDate: q.end_date, timeZone: ctx.session.timeZone, ids: chosen });
    if (found.length === 0) continue;
    const taken = await queryRows<{ source_id: number }>(
      ctx.db,
      sql`SELECT source_id FROM fms_supplier_settlement_items WHERE source_type = ${source.type} AND source_id = ANY(${intArray(found.map((c) => c.id))}::int[])`,
    );
    const on = new Set(taken.map((r) => Number(r.source_id)));
    for (const c of found) {
      out.push({ source_type: source.type, source_type_name: sourceTypeName(ctx, source.type), source_id: c.id, source_no: c.no, source_date: c.date, warehouse_name: c.warehouseName, amount: c.amount, taken: on.has(c.id) });
    }
  }
  return out;
}

function sumsOf(items: ReadonlyArray<Pick<SupplierSettlementSource, 'source_type' | 'amount'>>): SupplierSettlementSums & { entryCents: number; refundCents: number } {
  let entryCents = 0;
  let refundCents = 0;
  let entries = 0;
  for (const i of items) {
    if (i.source_type === ENTRY) {
      entries += 1;
      entryCents += toCents(i.amount);
    } else refundCents += toCents(i.amount);
  }
  return {
    entry_count: entries,
    refund_count: items.length - entries,
    entry_amount: fromCents(entryCents),
    refund_amount: fromCents(refundCents),
    total_amount: fromCents(entryCents - refundCents),
    entryCents,
    refundCents,
  };
}

const strip = ({ entryCents: _e, refundCents: _r, ...sums }: ReturnType<typeof sumsOf>): SupplierSettlementSums => sums;

/** `GET /fms/supplier_settlement_order/candidates`: the supplier's sources of the period in the current store that no settlement holds, with their sums. */
export async function listCandidates(ctx: RequestContext, q: SupplierSettlementCandidatesQuery): Promise<SupplierSettlementCandidates> {
  const storeId = storeOf(ctx);
  await checkSupplier(ctx, q.supplier_id);
  const list = (await gather(ctx, storeId, q)).filter((c) => !c.taken).map(({ taken: _t, ...c }) => c);
  return { list, totals: strip(sumsOf(list)) };
}

// ---------- create ----------

/** The chosen items, each a source of the period (422 on `items.<i>.source_id`); one already on a settlement is 409. */
async function chosenSources(ctx: RequestContext, storeId: number, input: CreateSupplierSettlementInput, items: NonNullable<CreateSupplierSettlementInput['items']>): Promise<Gathered[]> {
  const ids = new Map<string, number[]>();
  for (const i of items) ids.set(i.source_type, [...(ids.get(i.source_type) ?? []), i.source_id]);
  const found = new Map((await gather(ctx, storeId, input, ids)).map((g) => [`${g.source_type}:${g.source_id}`, g]));
  const seen = new Set<string>();
  const errors: Array<{ field: string; message: string }> = [];
  const chosen = items.flatMap((item, i) => {
    const key = `${item.source_type}:${item.source_id}`;
    const g = found.get(key);
    if (seen.has(key)) errors.push({ field: `items.${i}.source_id`, message: 'fms.ss_item_duplicate' });
    else if (!g) errors.push({ field: `items.${i}.source_id`, message: 'fms.ss_source_not_candidate' });
    seen.add(key);
    return g ? [g] : [];
  });
  if (errors.length) throw invalid(errors);
  const taken = chosen.find((g) => g.taken);
  if (taken) throw conflict('fms.settlement_source_taken');
  return chosen;
}

/**
 * `POST /fms/supplier_settlement_order`: a draft over the chosen sources (absent: every free one of the
 * period). The items go in with ON CONFLICT DO NOTHING: when another settlement took a source first — also
 * one built at the same moment, whose insert this one waits for — fewer rows come back and the whole create
 * is refused (409 `fms.settlement_source_taken`, rolled back). The number `SS…` is the last step.
 */
export async function createSupplierSettlement(ctx: RequestContext, input: CreateSupplierSettlementInput): Promise<SupplierSettlementDetail> {
  const storeId = storeOf(ctx);
  await checkSupplier(ctx, input.supplier_id);
  const sources = input.items ? await chosenSources(ctx, storeId, input, input.items) : (await gather(ctx, storeId, input)).filter((g) => !g.taken);
  if (sources.length === 0) throw conflict('fms.settlement_nothing');
  const sums = sumsOf(sources);
  if (sums.entryCents > MONEY_MAX * 100 || sums.refundCents > MONEY_MAX * 100) throw invalidField('items', 'fms.amount_too_large');
  const head = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO fms_supplier_settlements (tenant_id, store_id, supplier_id, start_date, end_date, status, entry_count, refund_count,
          entry_amount, refund_amount, total_amount, remark, created_by)
        VALUES (${ctx.tenantId}::int, ${storeId}::int, ${input.supplier_id}::int, ${input.start_date}::date, ${input.end_date}::date, ${S.draft}::int,
          ${sums.entry_count}::int, ${sums.refund_count}::int, ${sums.entry_amount}::numeric, ${sums.refund_amount}::numeric, ${sums.total_amount}::numeric,
          ${input.remark ?? null}, ${ctx.staffId}::int) RETURNING id`,
  );
  const id = Number(head!.id);
  const inserted = await queryRows<{ id: number }>(
    ctx.db,
    sql`INSERT INTO fms_supplier_settlement_items (tenant_id, settlement_id, source_type, source_id, source_no, source_date, warehouse_name, amount, sort)
        VALUES ${sql.join(
          sources.map((g, i) => sql`(${ctx.tenantId}::int, ${id}::int, ${g.source_type}, ${g.source_id}::int, ${g.source_no}, ${g.source_date}::date, ${g.warehouse_name}, ${g.amount}::numeric, ${i}::int)`),
          sql`, `,
        )}
        ON CONFLICT DO NOTHING RETURNING id`,
  );
  if (inserted.length !== sources.length) throw conflict('fms.settlement_source_taken');
  await writeDocumentLog(ctx.db, { type: DOC, id, action: 'create', from: null, to: S.draft, by: actorOf(ctx) });
  const number = await takeDocumentNumber(ctx.db, DOC, { timeZone: ctx.session.timeZone });
  await ctx.db.execute(sql`UPDATE fms_supplier_settlements SET number = ${number} WHERE id = ${id}::int`);
  ctx.audit.targetId = id;
  return getSupplierSettlement(ctx, id);
}

// ---------- detail ----------

/** `GET /fms/supplier_settlement_order/:id`: header, items, the payment note items paying it, the log, the tenant's name (print). 404 outside the caller's stores. */
export async function getSupplierSettlement(ctx: RequestContext, id: number): Promise<SupplierSettlementDetail> {
  const head = await queryOne<HeaderRow>(ctx.db, sql`${headerSelect(ctx)} WHERE s.id = ${id}::int AND s.store_id = ANY(${ownStores(ctx)}::int[])`);
  if (!head) throw notFound('fms.ss_not_found');
  const [items, payments, logs, companyName] = await Promise.all([
    queryRows<{ id: number; source_type: SupplierSettlementSourceType; source_id: number; source_no: string; source_date: string; warehouse_name: string; amount: string }>(
      ctx.db,
      sql`SELECT id, source_type, source_id, coalesce(source_no, '') AS source_no, coalesce(to_char(source_date, 'YYYY-MM-DD'), '') AS source_date,
            coalesce(warehouse_name, '') AS warehouse_name, amount::text AS amount
          FROM fms_supplier_settlement_items WHERE settlement_id = ${id}::int ORDER BY sort, id`,
    ),
    queryRows<{ id: number; note_id: number; number: string; status: number; amount: string; pay_date: string }>(
      ctx.db,
      sql`SELECT pi.id, n.id AS note_id, coalesce(n.number, '') AS number, n.status, pi.amount::text AS amount, to_char(n.pay_date, 'YYYY-MM-DD') AS pay_date
            FROM fms_payment_note_items AS pi JOIN fms_payment_notes AS n ON n.id = pi.note_id
           WHERE pi.target_type = ${DOC} AND pi.target_id = ${id}::int ORDER BY n.id`,
    ),
    listDocumentLogs(ctx.db, DOC, id, ctx.session.timeZone),
    tenantName(ctx),
  ]);
  return {
    ...toRow(ctx, head),
    supplier_contact: head.supplier_contact,
    supplier_phone: head.supplier_phone,
    tenant_name: companyName,
    items: items.map((i) => ({ ...i, id: Number(i.id), source_id: Number(i.source_id), source_type_name: sourceTypeName(ctx, i.source_type) })),
    payments: payments.map((p) => ({ ...p, id: Number(p.id), note_id: Number(p.note_id), status: Number(p.status) })),
    logs,
  };
}

// ---------- actions ----------

/** `DELETE /fms/supplier_settlement_order/:id`: a draft only; its items go with it and their sources are free again. */
export async function deleteSupplierSettlement(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockSettlement(ctx, SUPPLIER_SETTLEMENTS, 'delete', id);
  await ctx.db.execute(sql`DELETE FROM fms_supplier_settlements WHERE id = ${id}::int`);
  return { id };
}

/**
 * `PUT /fms/supplier_settlement_order/:id/audit1` (purchasing): 1 → 2. A total of zero or less is refused
 * (409 `fms.ss_nothing_to_pay`): there is nothing to pay the supplier — remove refunds to a later settlement
 * or delete this one.
 */
export async function audit1SupplierSettlement(ctx: RequestContext, id: number, remark: string | null | undefined): Promise<SupplierSettlementDetail> {
  const row = await lockSettlement(ctx, SUPPLIER_SETTLEMENTS, 'audit1', id);
  if (toCents(row.total_amount) <= 0) throw conflict('fms.ss_nothing_to_pay', { total: fromCents(toCents(row.total_amount)) });
  await auditSettlement(ctx, SUPPLIER_SETTLEMENTS, 'audit1', row, remark ?? null);
  return getSupplierSettlement(ctx, id);
}

/** `PUT /fms/supplier_settlement_order/:id/audit2` (finance): 2 → 3, by another person than audit1 (409 `fms.settlement_same_auditor`; the table checks it too). */
export async function audit2SupplierSettlement(ctx: RequestContext, id: number, remark: string | null | undefined): Promise<SupplierSettlementDetail> {
  const row = await lockSettlement(ctx, SUPPLIER_SETTLEMENTS, 'audit2', id);
  await auditSettlement(ctx, SUPPLIER_SETTLEMENTS, 'audit2', row, remark ?? null);
  return getSupplierSettlement(ctx, id);
}

/**
 * `PUT /fms/supplier_settlement_order/remove`: the item of that source document leaves its settlement, which
 * must be a draft (409 otherwise; 404 when no settlement of the caller's stores holds it). The totals are
 * summed again from the items; the log names the removed document. The source is free for a later settlement.
 */
export async function removeSupplierSettlementItem(ctx: RequestContext, input: RemoveSupplierSettlementItemInput): Promise<SupplierSettlementDetail> {
  const held = await queryOne<{ settlement_id: number }>(
    ctx.db,
    sql`SELECT settlement_id FROM fms_supplier_settlement_items WHERE source_type = ${input.remove_type} AND source_id = ${input.remove_id}::int`,
  );
  if (!held) throw notFound('fms.ss_item_not_found');
  const id = Number(held.settlement_id);
  const row = await lockSettlement(ctx, SUPPLIER_SETTLEMENTS, 'remove', id);
  const removed = await queryOne<{ source_no: string | null }>(
    ctx.db,
    sql`DELETE FROM fms_supplier_settlement_items WHERE settlement_id = ${id}::int AND source_type = ${input.remove_type} AND source_id = ${input.remove_id}::int RETURNING source_no`,
  );
  if (!removed) throw notFound('fms.ss_item_not_found');
  await ctx.db.execute(
    sql`UPDATE fms_supplier_settlements AS s SET entry_count = x.entries, refund_count = x.refunds, entry_amount = x.entry_amount, refund_amount = x.refund_amount,
          total_amount = x.entry_amount - x.refund_amount, updated_at = now()
        FROM (SELECT count(*) FILTER (WHERE source_type = ${ENTRY})::int AS entries, count(*) FILTER (WHERE source_type = ${REFUND})::int AS refunds,
                coalesce(sum(amount) FILTER (WHERE source_type = ${ENTRY}), 0) AS entry_amount, coalesce(sum(amount) FILTER (WHERE source_type = ${REFUND}), 0) AS refund_amount
                FROM fms_supplier_settlement_items WHERE settlement_id = ${id}::int) AS x
       WHERE s.id = ${id}::int`,
  );
  await transition(ctx, SUPPLIER_SETTLEMENTS, 'remove', row, { remark: removed.source_no ?? `${input.remove_type} ${input.remove_id}` });
  return getSupplierSettlement(ctx, id);
}
