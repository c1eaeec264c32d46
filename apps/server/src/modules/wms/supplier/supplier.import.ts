import { and, eq, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import type { FieldError } from '@tradewind/contract/common/envelope';
import { checkPermission } from '@tradewind/contract/common/permission';
import { textSchema } from '@tradewind/contract/common/validation';
import { AddSupplierSkusSchema, CreateSupplierSchema, SupplierBodySchema, UpdateSupplierSchema, UpdateSupplierSkuSchema, type CreateSupplierInput, type UpdateSupplierInput } from '@tradewind/contract/wms/supplier.schema';
import { AppError, invalid, noPermission } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { defineImporter, type ImportColumn, type ImportProblem, type ImportUnit } from '@/core/jobs/importer';
import { placeOf } from '@/modules/common/area';
import { readSkus, skus, type SkuRecord } from '@/modules/pms';
import { stores } from '@/modules/system/store';
import { addSupplierSkus, updateSupplierSku } from './supplier-sku.service';
import { createSupplier, updateSupplier } from './supplier.service';
import { supplierSkus, supplierStores, suppliers } from './supplier.table';

/**
 * The suppliers import (wms supplier README "Importing suppliers"): one row per supplier SKU (or a row
 * with the supplier alone); consecutive rows with the same supplier code are one supplier with its SKUs,
 * saved or refused as a whole through the form's own services after the form's schemas
 * (`CreateSupplierSchema` / `UpdateSupplierSchema`, `AddSupplierSkusSchema` / `UpdateSupplierSkuSchema`)
 * have checked them. A SKU is named by its code or barcode, a purchase unit and the stores by name.
 */

const body = SupplierBodySchema.shape;
const item = AddSupplierSkusSchema.shape.items.element.shape;
const CASH = ['现结', 'cash', '1'];
const PERIOD = ['账期', 'account period', 'period', '2'];
const ENABLED = ['启用', 'enabled', '1'];
const DISABLED = ['停用', 'disabled', '0'];
const choice = (yes: string[], no: string[], key: string) =>
  textSchema()
    .trim()
    .transform((v) => v.toLowerCase())
    .refine((v) => yes.includes(v) || no.includes(v), key)
    .transform((v) => (yes.includes(v) ? 1 : 0))
    .optional();

/** A row's cells, each through the supplier form's own field schema (same limits, same messages). */
export const SupplierImportRowSchema = z.object({
  code: body.code,
  name: body.name.optional(),
  contact_name: body.contact_name,
  contact_phone: body.contact_phone,
  address: body.address,
  /** 1 cash (现结), 2 account period (账期) */
  settlement: choice(PERIOD, CASH, 'wms.settlement_type_invalid').transform((v) => (v === undefined ? undefined : v === 1 ? 2 : 1)),
  settlement_days: body.settlement_days,
  bank_name: body.bank_name,
  bank_account: body.bank_account,
  bank_holder: body.bank_holder,
  tax_no: body.tax_no,
  stores: textSchema().trim().max(500, 'validation.text_too_long').optional(),
  status: choice(ENABLED, DISABLED, 'wms.import_status_invalid'),
  remark: body.remark,
  sku_code: textSchema().trim().min(1).max(40, 'pms.sku_code_invalid').optional(),
  barcode: textSchema().trim().min(1).max(32, 'pms.barcode_free_invalid').optional(),
  purchase_unit: textSchema().trim().min(1).max(10, 'validation.text_too_long').optional(),
  supplier_sku_code: item.supplier_code,
  purchase_price: item.purchase_price,
  min_qty: item.min_qty,
});
export type SupplierImportRow = z.infer<typeof SupplierImportRowSchema>;
type Unit = ImportUnit<SupplierImportRow, SupplierMatch | null>;
export type SupplierMatch = { supplierId: number };

const SUPPLIER_COLUMNS = ['name', 'contact_name', 'contact_phone', 'address', 'settlement', 'settlement_days', 'bank_name', 'bank_account', 'bank_holder', 'tax_no', 'stores', 'status', 'remark'] as const;
const LINE_COLUMNS = ['purchase_unit', 'supplier_sku_code', 'purchase_price', 'min_qty'] as const;
/** the body's fields that the sheet names otherwise */
const FIELD_COLUMNS: Record<string, string> = { settlement_type: 'settlement', store_ids: 'stores', unit_id: 'purchase_unit', supplier_code: 'supplier_sku_code', province_id: 'address', city_id: 'address', area_id: 'address' };
const columnOf = (field: PropertyKey | undefined) => (field === undefined ? '' : (FIELD_COLUMNS[String(field)] ?? String(field)));
const storeNames = (text: string) => [...new Set(text.split(/[、,，;；]/).map((s) => s.trim()).filter(Boolean))];

// ── what the rows name ─────────────────────────────────────────────────────────────────────────────

type Known = {
  suppliers: Map<number, typeof suppliers.$inferSelect & { storeIds: number[] }>;
  nameHolders: Map<string, number>;
  storesByName: Map<string, number>;
  skuByCode: Map<string, number>;
  skuByBarcode: Map<string, number>;
  skus: Map<number, SkuRecord>;
  /** `${supplierId}:${skuId}` → the supplier SKU's row */
  lines: Map<string, typeof supplierSkus.$inferSelect>;
};

/** Everything the units name, read in bulk: the matched suppliers, their SKUs, stores, SKUs by code and barcode. */
async function readKnown(ctx: RequestContext, units: ReadonlyArray<Unit>): Promise<Known> {
  const rows = units.flatMap((u) => u.rows.map((r) => r.values));
  const ids = units.flatMap((u) => (u.match ? [u.match.supplierId] : []));
  const supplierRows = ids.length ? await ctx.db.select().from(suppliers).where(inArray(suppliers.id, ids)) : [];
  const storeLinks = ids.length ? await ctx.db.select().from(supplierStores).where(inArray(supplierStores.supplierId, ids)) : [];
  const names = [...new Set(rows.map((r) => r.name).filter((v): v is string => !!v))];
  const nameRows = names.length ? await ctx.db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(inArray(suppliers.name, names)) : [];
  const storeRows = rows.some((r) => r.stores) ? await ctx.db.select({ id: stores.id, name: stores.name }).from(stores) : [];
  const codes = [...new Set(rows.map((r) => r.sku_code).filter((v): v is string => !!v))];
  const barcodes = [...new Set(rows.map((r) => r.barcode).filter((v): v is string => !!v))];
  const skuRows =
    codes.length || barcodes.length
      ? await ctx.db
          .select({ id: skus.id, code: skus.code, barcode: skus.barcode })
          .from(skus)
          .where(or(codes.length ? inArray(skus.code, codes) : undefined, barcodes.length ? inArray(skus.barcode, barcodes) : undefined))
      : [];
  const skuIds = skuRows.map((s) => s.id);
  const lineRows = ids.length && skuIds.length ? await ctx.db.select().from(supplierSkus).where(and(inArray(supplierSkus.supplierId, ids), inArray(supplierSkus.skuId, skuIds))) : [];
  return {
    suppliers: new Map(supplierRows.map((s) => [s.id, { ...s, storeIds: storeLinks.filter((l) => l.supplierId === s.id).map((l) => l.storeId) }])),
    nameHolders: new Map(nameRows.map((r) => [r.name, r.id])),
    storesByName: new Map(storeRows.map((s) => [s.name, s.id])),
    skuByCode: new Map(skuRows.map((s) => [s.code, s.id])),
    skuByBarcode: new Map(skuRows.filter((s) => s.barcode).map((s) => [s.barcode!, s.id])),
    skus: await readSkus(ctx, skuIds),
    lines: new Map(lineRows.map((l) => [`${l.supplierId}:${l.skuId}`, l])),
  };
}

// ── rows → the forms' bodies ───────────────────────────────────────────────────────────────────────

type Line = { row: number; skuId: number; existing: typeof supplierSkus.$inferSelect | null; body: Record<string, unknown> };
type Built = { supplier: CreateSupplierInput | UpdateSupplierInput | null; lines: Line[]; problems: ImportProblem[] };

/** The purchase unit named in a cell: the SKU's base unit or one of its package units. */
function unitIdOf(sku: SkuRecord, name: string): number | null {
  if (sku.unit_name === name) return sku.unit_id;
  return sku.units.find((u) => u.unit_name === name)?.unit_id ?? null;
}

/**
 * The supplier the unit's rows make (the saved one with the given cells over it, or a new one) and its
 * SKU lines, each through the form's schema; the problems placed on the rows and columns.
 */
function build(ctx: RequestContext, unit: Unit, known: Known): Built {
  const problems: ImportProblem[] = [];
  const add = (row: number, column: string, message: string, params?: Record<string, string | number>) => problems.push({ row, column, message, params });
  const first = unit.rows[0].no;
  const saved = unit.match ? known.suppliers.get(unit.match.supplierId) : undefined;

  const fields: Record<string, unknown> = saved
    ? {
        id: saved.id,
        name: saved.name,
        code: saved.code,
        contact_name: saved.contactName,
        contact_phone: saved.contactPhone,
        ...placeOf(saved),
        settlement_type: saved.settlementType,
        settlement_days: saved.settlementDays,
        bank_name: saved.bankName,
        bank_account: saved.bankAccount,
        bank_holder: saved.bankHolder,
        tax_no: saved.taxNo,
        store_ids: saved.storeIds,
        status: saved.status,
        remark: saved.remark,
      }
    : { code: unit.values.code, store_ids: [] };
  delete fields.area_string;
  const seen = new Map<string, unknown>();
  for (const r of unit.rows) {
    for (const key of SUPPLIER_COLUMNS) {
      if (!r.given.has(key)) continue;
      const value = r.values[key];
      if (seen.has(key)) {
        if (seen.get(key) !== value) add(r.no, key, 'wms.import_rows_differ', { value: r.cells[key] ?? '' });
        continue;
      }
      seen.set(key, value);
      if (key === 'settlement') fields.settlement_type = value;
      else if (key === 'stores') {
        const ids = storeNames(String(value)).flatMap((name) => {
          const id = known.storesByName.get(name);
          if (id === undefined) add(r.no, 'stores', 'wms.import_store_unknown', { name });
          else if (!ctx.session.storeIds.includes(id) && !(saved?.storeIds ?? []).includes(id)) add(r.no, 'stores', 'wms.import_store_not_yours', { name });
          return id === undefined ? [] : [id];
        });
        // stores it serves that the importer does not work in are kept by the service (as in the form)
        fields.store_ids = ids;
      } else fields[key] = value;
    }
  }
  if (fields.settlement_type === 1) fields.settlement_days = null;
  const nameHolder = typeof fields.name === 'string' ? known.nameHolders.get(fields.name) : undefined;
  if (nameHolder !== undefined && nameHolder !== saved?.id) add(first, 'name', 'wms.supplier_name_taken');
  const parsed = (saved ? UpdateSupplierSchema : CreateSupplierSchema).safeParse(fields);
  if (!parsed.success) for (const issue of parsed.error.issues) add(first, columnOf(issue.path[0]), issue.message);

  // the SKU lines: one per row that names a SKU
  const mayCreate = checkPermission('wms:supplier_sku:create', ctx.session.permissions);
  const mayUpdate = checkPermission('wms:supplier_sku:update', ctx.session.permissions);
  const lines: Line[] = [];
  for (const r of unit.rows) {
    const v = r.values;
    const lineGiven = LINE_COLUMNS.some((k) => r.given.has(k));
    if (!v.sku_code && !v.barcode) {
      if (lineGiven) add(r.no, 'sku_code', 'wms.import_sku_required');
      continue;
    }
    const byCode = v.sku_code ? known.skuByCode.get(v.sku_code) : undefined;
    const byBarcode = v.barcode ? known.skuByBarcode.get(v.barcode) : undefined;
    if (v.sku_code && byCode === undefined) add(r.no, 'sku_code', 'wms.import_sku_unknown', { code: v.sku_code });
    if (v.barcode && byBarcode === undefined) add(r.no, 'barcode', 'wms.import_sku_unknown', { code: v.barcode });
    if (byCode !== undefined && byBarcode !== undefined && byCode !== byBarcode) add(r.no, 'barcode', 'wms.import_barcode_other_sku');
    const skuId = byCode ?? byBarcode;
    const sku = skuId === undefined ? undefined : known.skus.get(skuId);
    if (skuId === undefined || !sku) continue;
    if (lines.some((l) => l.skuId === skuId)) {
      add(r.no, v.sku_code ? 'sku_code' : 'barcode', 'wms.supplier_sku_taken');
      continue;
    }
    const existing = saved ? (known.lines.get(`${saved.id}:${skuId}`) ?? null) : null;
    if (existing ? !mayUpdate : !mayCreate) add(r.no, 'sku_code', 'common.no_operation_permission');
    let unitId: number | null = existing?.unitId ?? null;
    if (v.purchase_unit !== undefined) {
      unitId = unitIdOf(sku, v.purchase_unit);
      if (unitId === null) add(r.no, 'purchase_unit', 'wms.purchase_unit_invalid');
    }
    const line: Record<string, unknown> = existing
      ? { id: existing.id, supplier_code: existing.supplierCode, purchase_price: existing.purchasePrice, unit_id: existing.unitId, min_qty: existing.minQty }
      : { sku_id: skuId };
    if (unitId !== null) line.unit_id = unitId;
    if (r.given.has('supplier_sku_code')) line.supplier_code = v.supplier_sku_code;
    if (r.given.has('purchase_price')) line.purchase_price = v.purchase_price;
    if (r.given.has('min_qty')) line.min_qty = v.min_qty;
    const check = existing ? UpdateSupplierSkuSchema.safeParse(line) : AddSupplierSkusSchema.safeParse({ supplier_id: 1, items: [line] });
    if (!check.success) for (const issue of check.error.issues) add(r.no, columnOf(existing ? issue.path[0] : issue.path[2]), issue.message);
    lines.push({ row: r.no, skuId, existing, body: line });
  }
  return { supplier: parsed.success ? (parsed.data as CreateSupplierInput | UpdateSupplierInput) : null, lines, problems };
}

/** A refusal of the form's service, its field turned into the sheet's column (`items.3.unit_id` → `purchase_unit`). */
function asColumns(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  const errors = (error.data as { errors?: FieldError[] } | null)?.errors;
  if (!errors) return error;
  return invalid(
    errors.map((e) => ({ field: columnOf(e.field.split('.').filter((p) => !/^\d+$/.test(p) && p !== 'items').pop()), message: e.message })),
    error.params,
  );
}

// ── the template ───────────────────────────────────────────────────────────────────────────────────

async function storeList(ctx: RequestContext): Promise<string[]> {
  const mine = ctx.session.storeIds;
  if (mine.length === 0) return [];
  return (await ctx.db.select({ name: stores.name }).from(stores).where(inArray(stores.id, [...mine]))).map((s) => s.name);
}

export const SUPPLIER_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'code', header: { zh: '供应商编码', en: 'Supplier code' }, required: true, example: 'GYS001', note: { zh: '同一供应商的各行相同；据此找到已有供应商', en: 'The same on every row of a supplier; finds a saved supplier' } },
  { key: 'name', header: { zh: '供应商名称', en: 'Supplier name' }, example: '上海饮品批发有限公司', note: { zh: '新供应商必填，最多 50 字', en: 'Required for a new supplier; up to 50 characters' } },
  { key: 'contact_name', header: { zh: '联系人', en: 'Contact' }, example: '王强' },
  { key: 'contact_phone', header: { zh: '联系电话', en: 'Phone' }, example: '13800138000', note: { zh: '11 位手机号', en: 'An 11-digit mobile number' } },
  { key: 'address', header: { zh: '地址', en: 'Address' }, example: '浦东新区康桥路 88 号' },
  {
    key: 'settlement',
    header: { zh: '结算方式', en: 'Settlement' },
    example: '账期',
    values: [
      { zh: '现结', en: 'cash' },
      { zh: '账期', en: 'account period' },
    ],
  },
  { key: 'settlement_days', header: { zh: '账期天数', en: 'Period days' }, example: '30', note: { zh: '账期结算时必填，1–365', en: 'Required for an account period, 1–365' } },
  { key: 'bank_name', header: { zh: '开户银行', en: 'Bank' } },
  { key: 'bank_account', header: { zh: '银行账号', en: 'Bank account' } },
  { key: 'bank_holder', header: { zh: '开户名', en: 'Account holder' } },
  { key: 'tax_no', header: { zh: '税号', en: 'Tax number' }, note: { zh: '15–20 位字母或数字', en: '15–20 letters or digits' } },
  { key: 'stores', header: { zh: '供货门店', en: 'Stores served' }, note: { zh: '门店名称，多个用“、”分隔；须为您所在的门店', en: 'Store names separated by “、” or commas; stores you work in' }, values: storeList },
  {
    key: 'status',
    header: { zh: '状态', en: 'Status' },
    example: '启用',
    values: [
      { zh: '启用', en: 'enabled' },
      { zh: '停用', en: 'disabled' },
    ],
  },
  { key: 'remark', header: { zh: '备注', en: 'Remark' } },
  { key: 'sku_code', header: { zh: 'SKU编码', en: 'SKU code' }, example: 'SKU-1001-1', note: { zh: '已有 SKU 的编码，或填条码', en: 'A saved SKU’s code, or give its barcode' } },
  { key: 'barcode', header: { zh: '条码', en: 'Barcode' } },
  { key: 'purchase_unit', header: { zh: '采购单位', en: 'Purchase unit' }, example: '箱', note: { zh: 'SKU 的基本单位或包装单位；留空为基本单位', en: 'The SKU’s base or package unit; empty: the base unit' } },
  { key: 'supplier_sku_code', header: { zh: '供应商商品编码', en: 'Supplier’s item code' } },
  { key: 'purchase_price', header: { zh: '采购价', en: 'Purchase price' }, example: '36.00', note: { zh: '每采购单位；新供应商品留空取 SKU 成本价', en: 'Per purchase unit; empty for a new line: the SKU’s cost price' } },
  { key: 'min_qty', header: { zh: '最小采购量', en: 'Minimum quantity' }, example: '10' },
];

export const supplierImporter = defineImporter<SupplierImportRow, SupplierMatch>({
  key: 'wms.supplier',
  title: { zh: '供应商', en: 'Suppliers' },
  permission: 'wms:supplier:create',
  updatePermission: 'wms:supplier:update',
  columns: SUPPLIER_IMPORT_COLUMNS,
  // every cell is text: the row schema's input is wider only because the form's fields also take JSON
  schema: SupplierImportRowSchema as z.ZodType<SupplierImportRow, Record<string, string>>,
  group: (row) => row.code,
  identity: (unit) => `code:${unit.values.code}`,
  async match(ctx, batch) {
    const codes = [...new Set(batch.map((u) => u.values.code))];
    const rows = codes.length ? await ctx.db.select({ id: suppliers.id, code: suppliers.code }).from(suppliers).where(inArray(suppliers.code, codes)) : [];
    const byCode = new Map(rows.map((r) => [r.code, r.id]));
    return batch.map((u) => {
      const id = byCode.get(u.values.code);
      return id === undefined ? null : { supplierId: id };
    });
  },
  async check(ctx, batch) {
    const known = await readKnown(ctx, batch);
    return batch.map((unit) => build(ctx, unit, known).problems);
  },
  async apply(ctx, unit) {
    if (unit.match) await ctx.db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, unit.match.supplierId)).for('update');
    const built = build(ctx, unit, await readKnown(ctx, [unit]));
    if (built.problems.length || !built.supplier) {
      const first = built.problems[0];
      if (first?.message === 'common.no_operation_permission') throw noPermission();
      throw invalid(built.problems.map((p) => ({ field: p.column, message: p.message })), first?.params);
    }
    try {
      const supplierId = unit.match ? (await updateSupplier(ctx, built.supplier as UpdateSupplierInput)).id : (await createSupplier(ctx, built.supplier as CreateSupplierInput)).id;
      for (const line of built.lines.filter((l) => l.existing)) await updateSupplierSku(ctx, UpdateSupplierSkuSchema.parse(line.body));
      const fresh = built.lines.filter((l) => !l.existing);
      for (let i = 0; i < fresh.length; i += 200) await addSupplierSkus(ctx, AddSupplierSkusSchema.parse({ supplier_id: supplierId, items: fresh.slice(i, i + 200).map((l) => l.body) }));
    } catch (error) {
      throw asColumns(error);
    }
    return unit.match ? 'updated' : 'created';
  },
});
