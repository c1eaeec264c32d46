import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { StockDocType } from '@tradewind/contract/wms/stock.schema';
import { STOCK_DOC_STATES, WarehousingEntryType, type StockDocAction, type StockDocLineInput } from '@tradewind/contract/wms/warehousing-entry.schema';
import { queryOne, queryRows } from '@/core/db/database';
import type { DocumentLineValues } from '@/core/documents/document-columns';
import { actorOf, writeDocumentLog } from '@/core/documents/document-log';
import { takeDocumentNumber, type NumberedDocumentType } from '@/core/documents/document-number';
import { lockDocument, transition, type DocumentTable } from '@/core/documents/transition';
import { conflict, invalid, invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { readSkus, skuUnits, units } from '@/modules/pms';
import { postStockMoves } from '../stock/posting';
import { recordSupplierPurchasePrice } from '../supplier/supplier-sku.service';
import { ident, intArray, storesOf } from './stock-document.read';

const skuUnit = alias(skuUnits, 'su');

/**
 * The shared body of the two receiving documents (warehousing entries, purchase refund orders): a header
 * (store, warehouse, supplier, status 0 draft → 1 audited / 2 cancelled) and lines in a base or package
 * unit, posted to the ledger on audit with the sign of the document (README).
 */
export type StockDocKind = {
  /** the documents' table, its lines' table and the lines' column naming the document */
  table: string;
  itemTable: string;
  parentColumn: string;
  /** for numbers and the document log (and the ledger's doc_type when the kind posts itself) */
  documentType: NumberedDocumentType;
  /** +1 inbound, −1 outbound */
  sign: 1 | -1;
  notFound: string;
  /** extra header columns this kind reads and writes (the entry's type, purchase order) */
  extraColumns: string[];
  /** more header columns read for the list and detail, as SQL over the document `d` */
  extraSelect?: string;
  /** the lines keep the purchase order line they receive (entries) */
  orderLines?: boolean;
  /** false: the kind has no supplier column (outside purchases) */
  supplier?: false;
  /** the list's date filter runs over this date column (the tenant's calendar day) instead of created_at */
  dateColumn?: string;
  /** more text columns the keyword matches besides the number */
  keywordColumns?: string[];
  /** runs in the audit's transaction before the moves post (entries: the purchase order's receipt) */
  beforePost?: (ctx: RequestContext, doc: LockedRow) => Promise<void>;
};

export const STATUS = { draft: 0, audited: 1, cancelled: 2 } as const;

export type DocHeaderInput = {
  warehouse_id: number;
  supplier_id?: number | null;
  remark: string | null;
  lines: StockDocLineInput[];
  /** the kind's extra columns' values, by column (jsonb columns take their JSON text) */
  extra: Record<string, number | string | null>;
};

// ---- quantities and money in integers (thousandths, cents, ten-thousandths) ----

const milli = (text: string): bigint => {
  const [w, f = ''] = text.split('.');
  return BigInt(w) * 1000n + BigInt((f + '000').slice(0, 3));
};
const cents = (n: number): bigint => BigInt(Math.round(n * 100));
const fixed = (v: bigint, scale: number): string => {
  const neg = v < 0n;
  const a = neg ? -v : v;
  const d = 10n ** BigInt(scale);
  const text = `${a / d}.${String(a % d).padStart(scale, '0')}`;
  return neg ? `-${text}` : text;
};
/** a / b rounded half up, both positive */
const divRound = (a: bigint, b: bigint) => (a * 2n + b) / (b * 2n);

type PreparedLine = DocumentLineValues & {
  locationId: number;
  /** per base unit, 4 decimals (the ledger's unit cost) */
  baseCost: string;
  remark: string | null;
  poItemId: number | null;
  qtyMilli: bigint;
  amountCents: bigint;
};

type WarehouseRow = { id: number; store_id: number; status: number; default_location_id: number | null };

/**
 * Checks a document's header and lines against the tenant and the caller's stores (422 on the field:
 * `warehouse_id`, `supplier_id`, `lines.<i>.sku_id|unit_id|qty|location_id`) and works out base
 * quantities and amounts.
 */
async function prepare(ctx: RequestContext, input: DocHeaderInput, supplierRequired: boolean) {
  const wh = await queryOne<WarehouseRow>(
    ctx.db,
    sql`SELECT id, store_id, status, default_location_id FROM wms_warehouses WHERE id = ${input.warehouse_id} AND store_id = ANY(${intArray(storesOf(ctx))}::int[])`,
  );
  if (!wh) throw invalidField('warehouse_id', 'wms.warehouse_not_found');
  if (wh.status !== 1) throw invalidField('warehouse_id', 'wms.warehouse_disabled');
  const supplierId = input.supplier_id ?? null;
  if (supplierId === null && supplierRequired) throw invalidField('supplier_id', 'wms.supplier_required');
  if (supplierId !== null) {
    const s = await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM wms_suppliers WHERE id = ${supplierId}`);
    if (!s) throw invalidField('supplier_id', 'wms.supplier_not_found');
  }
  const skuMap = await readSkus(ctx, [...new Set(input.lines.map((l) => l.sku_id))]);
  const packageUnitIds = [...new Set([...skuMap.values()].flatMap((s) => s.units.map((u) => u.unit_id)))];
  const unitDecimals = new Map(
    (packageUnitIds.length
      ? await queryRows<{ id: number; allow_decimal: number }>(ctx.db, sql`SELECT id, allow_decimal FROM ${units} WHERE id = ANY(${intArray(packageUnitIds)}::int[])`)
      : []
    ).map((u) => [u.id, u.allow_decimal === 1]),
  );
  const locationIds = [...new Set(input.lines.map((l) => l.location_id).filter((v): v is number => typeof v === 'number'))];
  const liveLocations = new Set(
    (locationIds.length
      ? await queryRows<{ id: number }>(
          ctx.db,
          sql`SELECT id FROM wms_locations WHERE id = ANY(${intArray(locationIds)}::int[]) AND warehouse_id = ${wh.id} AND deleted_at IS NULL`,
        )
      : []
    ).map((l) => l.id),
  );
  const errors: Array<{ field: string; message: string }> = [];
  const lines: PreparedLine[] = [];
  input.lines.forEach((l, i) => {
    const at = `lines.${i}`;
    const sku = skuMap.get(l.sku_id);
    if (!sku) return void errors.push({ field: `${at}.sku_id`, message: 'wms.sku_not_found' });
    const pkg = sku.units.find((u) => u.unit_id === l.unit_id);
    const unit =
      l.unit_id === sku.unit_id
        ? { name: sku.unit_name, ratio: '1', decimals: sku.allow_decimal === 1 }
        : pkg
          ? { name: pkg.unit_name, ratio: pkg.ratio, decimals: unitDecimals.get(pkg.unit_id) ?? false }
          : null;
    if (!unit) return void errors.push({ field: `${at}.unit_id`, message: 'wms.doc_unit_invalid' });
    const qtyMilli = milli(l.qty);
    if (!unit.decimals && qtyMilli % 1000n !== 0n) return void errors.push({ field: `${at}.qty`, message: 'wms.doc_qty_no_decimals' });
    const ratioMilli = milli(unit.ratio);
    const baseMicro = qtyMilli * ratioMilli; // millionths
    if (baseMicro % 1000n !== 0n) return void errors.push({ field: `${at}.qty`, message: 'wms.doc_qty_invalid' });
    if (baseMicro / 1000n > 99_999_999_999_999n) return void errors.push({ field: `${at}.qty`, message: 'validation.base_qty_too_large' });
    const locationId = l.location_id ?? wh.default_location_id;
    if (locationId === null) return void errors.push({ field: `${at}.location_id`, message: 'wms.no_location' });
    if (l.location_id != null && !liveLocations.has(l.location_id)) return void errors.push({ field: `${at}.location_id`, message: 'wms.location_not_found' });
    const priceCents = cents(l.price);
    const amountCents = divRound(qtyMilli * priceCents, 1000n);
    lines.push({
      skuId: sku.id,
      unitId: l.unit_id,
      unitName: unit.name,
      ratio: unit.ratio,
      qty: fixed(qtyMilli, 3),
      baseQty: fixed(baseMicro / 1000n, 3),
      locationId,
      price: fixed(priceCents, 2),
      amount: fixed(amountCents, 2),
      // cost of one base unit: price / ratio, to 4 decimals
      baseCost: fixed(divRound(priceCents * 100n * 1000n, ratioMilli), 4),
      remark: l.remark ?? null,
      poItemId: l.purchase_order_item_id ?? null,
      qtyMilli,
      amountCents,
    });
  });
  if (errors.length) throw invalid(errors);
  const totalQty = fixed(lines.reduce((s, l) => s + l.qtyMilli, 0n), 3);
  const totalAmount = fixed(lines.reduce((s, l) => s + l.amountCents, 0n), 2);
  return { warehouse: wh, supplierId, lines, totalQty, totalAmount };
}

/**
 * Lines a statement inserts or posts at most: a form's document has at most 200, but an opening stock entry
 * (made by the import) may hold thousands, and a statement takes at most 65,535 parameters.
 */
export const LINES_PER_STATEMENT = 2000;

async function insertLines(ctx: RequestContext, kind: StockDocKind, id: number, lines: PreparedLine[]): Promise<void> {
  for (let start = 0; start < lines.length; start += LINES_PER_STATEMENT) {
    const values = lines.slice(start, start + LINES_PER_STATEMENT).map(
      (l, j) =>
        sql`(${ctx.tenantId}, ${id}, ${l.skuId}, ${l.unitId}, ${l.unitName}, ${l.ratio}, ${l.qty}, ${l.baseQty}, ${l.locationId}, ${l.price}, ${l.amount}, ${l.remark}, ${start + j}${kind.orderLines ? sql`, ${l.poItemId}` : sql``})`,
    );
    await ctx.db.execute(
      sql`INSERT INTO ${ident(kind.itemTable)} (tenant_id, ${ident(kind.parentColumn)}, sku_id, unit_id, unit_name, ratio, qty, base_qty, location_id, price, amount, remark, sort${sql.raw(kind.orderLines ? ', purchase_order_item_id' : '')})
          VALUES ${sql.join(values, sql`, `)}`,
    );
  }
}

/** Creates a draft (log: create) and gives its id; the number is taken as the transaction's last step. */
export async function createStockDoc(ctx: RequestContext, kind: StockDocKind, input: DocHeaderInput, supplierRequired: boolean, autoAudit: boolean): Promise<number> {
  const p = await prepare(ctx, input, supplierRequired);
  const extraCols = Object.keys(input.extra);
  const row = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO ${ident(kind.table)} (tenant_id, store_id, warehouse_id${kind.supplier === false ? sql`` : sql`, supplier_id`}, status, total_qty, total_amount, remark, created_by
          ${sql.raw(extraCols.map((c) => `, "${c}"`).join(''))})
        VALUES (${ctx.tenantId}, ${p.warehouse.store_id}, ${p.warehouse.id}${kind.supplier === false ? sql`` : sql`, ${p.supplierId}`}, ${STATUS.draft}, ${p.totalQty}, ${p.totalAmount}, ${input.remark}, ${ctx.staffId}
          ${extraCols.length ? sql`, ${sql.join(extraCols.map((c) => sql`${input.extra[c]}`), sql`, `)}` : sql``})
        RETURNING id`,
  );
  const id = row!.id;
  await insertLines(ctx, kind, id, p.lines);
  await writeDocumentLog(ctx.db, { type: kind.documentType, id, action: 'create', from: null, to: STATUS.draft, by: actorOf(ctx) });
  const number = await takeDocumentNumber(ctx.db, kind.documentType, { timeZone: ctx.session.timeZone });
  await ctx.db.execute(sql`UPDATE ${ident(kind.table)} SET number = ${number} WHERE id = ${id}`);
  // receiving without audit (warehouse setting): the entry posts as it is saved
  if (autoAudit) await auditStockDoc(ctx, kind, id, null);
  return id;
}

export type LockedRow = { id: number; number: string; status: number; store_id: number; warehouse_id: number; supplier_id: number | null; [extra: string]: unknown };

/** A kind's table as its state changes see it: the caller's stores (404 otherwise), 409 unless a draft. */
export function stockDocTable(kind: StockDocKind): DocumentTable<StockDocAction> {
  return {
    type: kind.documentType,
    table: kind.table,
    states: STOCK_DOC_STATES,
    scope: (ctx) => sql`store_id = ANY(${intArray(storesOf(ctx))}::int[])`,
    notFound: kind.notFound,
    conflict: () => conflict('wms.doc_not_draft'),
  };
}

/** The document under FOR UPDATE, in the caller's stores (404 otherwise), in a state `action` starts from: a draft (409). */
export async function lockDoc(ctx: RequestContext, kind: StockDocKind, id: number, action: StockDocAction): Promise<LockedRow> {
  return lockDocument<StockDocAction, LockedRow>(ctx, stockDocTable(kind), action, id, sql`*`);
}

export async function updateStockDoc(ctx: RequestContext, kind: StockDocKind, id: number, input: DocHeaderInput, supplierRequired: boolean): Promise<void> {
  await lockDoc(ctx, kind, id, 'update');
  const p = await prepare(ctx, input, supplierRequired);
  const extraCols = Object.keys(input.extra);
  await ctx.db.execute(
    sql`UPDATE ${ident(kind.table)} SET store_id = ${p.warehouse.store_id}, warehouse_id = ${p.warehouse.id}${kind.supplier === false ? sql`` : sql`, supplier_id = ${p.supplierId}`},
          total_qty = ${p.totalQty}, total_amount = ${p.totalAmount}, remark = ${input.remark}, updated_at = now()
          ${sql.join(extraCols.map((c) => sql`, ${ident(c)} = ${input.extra[c]}`), sql``)}
        WHERE id = ${id}`,
  );
  await ctx.db.execute(sql`DELETE FROM ${ident(kind.itemTable)} WHERE ${ident(kind.parentColumn)} = ${id}`);
  await insertLines(ctx, kind, id, p.lines);
}

export async function deleteStockDoc(ctx: RequestContext, kind: StockDocKind, id: number): Promise<{ id: number }> {
  await lockDoc(ctx, kind, id, 'delete');
  await ctx.db.execute(sql`DELETE FROM ${ident(kind.table)} WHERE id = ${id}`);
  return { id };
}

export async function cancelStockDoc(ctx: RequestContext, kind: StockDocKind, id: number, remark: string | null): Promise<void> {
  await transition(ctx, stockDocTable(kind), 'cancel', id, { remark });
}

type ItemRow = { id: number; sku_id: number; unit_id: number; ratio: string; base_qty: string; location_id: number | null; price: string };

/**
 * Posts a draft: its state checked under FOR UPDATE (a second audit waits, then finds it audited: 409),
 * its lines posted through postStockMoves with the document's sign (its 409 rolls everything back); a
 * purchase entry records each SKU's last purchase price with its supplier.
 */
export async function auditStockDoc(ctx: RequestContext, kind: StockDocKind, id: number, remark: string | null): Promise<void> {
  const doc = await lockDoc(ctx, kind, id, 'audit');
  if (kind.beforePost) await kind.beforePost(ctx, doc);
  const items = await queryRows<ItemRow>(
    ctx.db,
    sql`SELECT id, sku_id, unit_id, ratio::text AS ratio, base_qty::text AS base_qty, location_id, price::text AS price
        FROM ${ident(kind.itemTable)} WHERE ${ident(kind.parentColumn)} = ${id} ORDER BY sort, id`,
  );
  const lines = items.map((i) => ({
    itemId: i.id,
    skuId: i.sku_id,
    warehouseId: doc.warehouse_id,
    locationId: i.location_id,
    qty: kind.sign > 0 ? i.base_qty : `-${i.base_qty}`,
    // a customer return comes back at the current average cost (its price is the sale's, not a cost)
    unitCost: kind.sign > 0 && doc.type !== WarehousingEntryType.customerReturn ? fixed(divRound(milli(i.price) * 10n * 1000n, milli(i.ratio)), 4) : null,
  }));
  // a form's document posts at once; an opening entry of thousands of lines in parts (its lines are in SKU
  // order and the import locked every balance of the file first, so the parts keep the ledger's lock order)
  for (let start = 0; start < lines.length; start += LINES_PER_STATEMENT) {
    await postStockMoves(ctx, {
      docType: kind.documentType === 'warehousing_entry' ? StockDocType.warehousingEntry : StockDocType.purchaseRefundOrder,
      docId: id,
      docNo: doc.number,
      field: 'lines',
      lines: lines.slice(start, start + LINES_PER_STATEMENT),
    });
  }
  if (kind.sign > 0 && doc.type === 1 && doc.supplier_id !== null) await recordPurchasePrices(ctx, doc.supplier_id, items);
  await transition(ctx, stockDocTable(kind), 'audit', doc, { set: sql`audited_by = ${ctx.staffId}::int, audited_at = now()`, remark });
}

/**
 * The supplier SKU's last price is per its purchase unit: each line's price is converted through base
 * units (line price / line ratio × purchase unit ratio); a SKU not yet listed takes the base-unit price.
 */
async function recordPurchasePrices(ctx: RequestContext, supplierId: number, items: ItemRow[]): Promise<void> {
  const skuIds = [...new Set(items.map((i) => i.sku_id))];
  const purchaseUnits = new Map(
    (
      await queryRows<{ sku_id: number; ratio: string }>(
        ctx.db,
        sql`SELECT ss.sku_id, coalesce((SELECT ${skuUnit.ratio}::text FROM ${skuUnits} AS ${skuUnit} WHERE ${skuUnit.skuId} = ss.sku_id AND ${skuUnit.unitId} = ss.unit_id LIMIT 1), '1') AS ratio
            FROM wms_supplier_skus AS ss WHERE ss.supplier_id = ${supplierId} AND ss.sku_id = ANY(${intArray(skuIds)}::int[])`,
      )
    ).map((r) => [r.sku_id, r.ratio]),
  );
  const last = new Map<number, ItemRow>();
  for (const i of items) last.set(i.sku_id, i);
  for (const [skuId, i] of last) {
    const targetRatio = milli(purchaseUnits.get(skuId) ?? '1');
    await recordSupplierPurchasePrice(ctx, supplierId, skuId, fixed(divRound(milli(i.price) * targetRatio, milli(i.ratio) * 10n), 2));
  }
}
