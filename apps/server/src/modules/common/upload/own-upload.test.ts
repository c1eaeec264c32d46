import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '@/core/db/tenancy';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { upload, uploadTestImage } from '@/test/test-uploads';

/**
 * The class test of upload fields (issue 31 §7): every body field that holds an upload — an attachment, a
 * photo, an image, a logo, an avatar, a QR code — takes only this tenant's own published uploads. Each
 * field below gets every bad class (script and data urls, outside and cloud-metadata addresses, another
 * tenant's upload, a made-up key of the tenant's own, and for image fields a document of the tenant's own)
 * and must answer 422 naming the field, with nothing written; the tenant's own upload is not refused. A
 * guard over the API document makes sure a field of that name added later is listed here.
 */

const t = useTestApp();
let tenant: TestTenant;
let token: string;
let customer: number;
/** the tenant's settings as they are: PUT /system/setting takes them all */
let setting: Record<string, unknown>;

type Kind = 'image' | 'file';
type Case = {
  method: 'POST' | 'PUT';
  url: string;
  /** the body field; a list field gets `[value]` */
  field: string;
  list?: boolean;
  kind: Kind;
  /** a body that passes the schema, with `value` in the field */
  body: () => Record<string, unknown>;
  /** the table the route writes, its tenant's rows compared before and after the refusals */
  table: string;
};

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const NO_ID = 2147483647;
const line = { sku_id: 1, unit_id: 1, qty: '1' };

/** Every upload field of the API, in one place. */
const CASES: Case[] = [
  { method: 'POST', url: '/fms/receipt_note', field: 'attachments', list: true, kind: 'file', table: 'fms_receipt_notes', body: () => ({ customer_id: customer, payment_config_id: 1, amount: '1', receipt_date: today() }) },
  { method: 'PUT', url: '/fms/receipt_note', field: 'attachments', list: true, kind: 'file', table: 'fms_receipt_notes', body: () => ({ id: NO_ID, customer_id: customer, payment_config_id: 1, amount: '1', receipt_date: today() }) },
  { method: 'POST', url: '/fms/payment_note', field: 'attachments', list: true, kind: 'file', table: 'fms_payment_notes', body: () => ({ target_type: 'customer', target_id: customer, pay_date: today() }) },
  { method: 'PUT', url: '/fms/payment_note', field: 'attachments', list: true, kind: 'file', table: 'fms_payment_notes', body: () => ({ id: NO_ID, target_type: 'customer', target_id: customer, pay_date: today() }) },
  { method: 'POST', url: '/wms/purchase_order', field: 'attachments', list: true, kind: 'file', table: 'wms_purchase_orders', body: () => ({ supplier_id: 1, warehouse_id: 1, items: [line] }) },
  { method: 'PUT', url: '/wms/purchase_order', field: 'attachments', list: true, kind: 'file', table: 'wms_purchase_orders', body: () => ({ id: NO_ID, supplier_id: 1, warehouse_id: 1, items: [line] }) },
  { method: 'POST', url: '/wms/outside_purchase_order', field: 'photos', list: true, kind: 'image', table: 'wms_outside_purchase_orders', body: () => ({ warehouse_id: 1, seller_name: '菜场', purchase_date: today(), lines: [line] }) },
  { method: 'PUT', url: '/wms/outside_purchase_order', field: 'photos', list: true, kind: 'image', table: 'wms_outside_purchase_orders', body: () => ({ id: NO_ID, warehouse_id: 1, seller_name: '菜场', purchase_date: today(), lines: [line] }) },
  { method: 'POST', url: '/oms/photo_order', field: 'photos', list: true, kind: 'image', table: 'oms_photo_orders', body: () => ({ customer_id: customer }) },
  { method: 'POST', url: '/oms/order_refund', field: 'photos', list: true, kind: 'image', table: 'oms_order_refunds', body: () => ({ order_id: NO_ID, type: 1, reason: '破损', lines: [{ order_item_id: 1, qty: '1' }] }) },
  { method: 'PUT', url: '/oms/order_refund', field: 'photos', list: true, kind: 'image', table: 'oms_order_refunds', body: () => ({ id: NO_ID, type: 1, reason: '破损', lines: [{ order_item_id: 1, qty: '1' }] }) },
  { method: 'POST', url: '/lms/sign_in', field: 'photos', list: true, kind: 'image', table: 'lms_sign_ins', body: () => ({ stop_id: NO_ID, result: 1, signer: '王老板' }) },
  { method: 'POST', url: '/lms/worker', field: 'photo', kind: 'image', table: 'lms_workers', body: () => ({ name: '装卸工', phone: '13900000001', type: 2 }) },
  { method: 'PUT', url: '/lms/worker', field: 'photo', kind: 'image', table: 'lms_workers', body: () => ({ id: NO_ID, name: '装卸工', phone: '13900000001', type: 2 }) },
  { method: 'POST', url: '/fms/payment_config', field: 'qr_image', kind: 'image', table: 'fms_payment_configs', body: () => ({ kind: 3, name: '微信收款码' }) },
  { method: 'PUT', url: '/fms/payment_config', field: 'qr_image', kind: 'image', table: 'fms_payment_configs', body: () => ({ id: NO_ID, kind: 3, name: '微信收款码' }) },
  { method: 'POST', url: '/crm/customer', field: 'avatar', kind: 'image', table: 'crm_customers', body: () => ({ name: '头像客户', phone: '13900000002' }) },
  { method: 'PUT', url: '/crm/customer', field: 'avatar', kind: 'image', table: 'crm_customers', body: () => ({ id: customer, name: '头像客户', phone: '13900000002' }) },
  { method: 'POST', url: `/crm/customer/{customer}/user`, field: 'avatar', kind: 'image', table: 'crm_customer_users', body: () => ({ name: '联系人', phone: '13900000003', province_id: 1 }) },
  { method: 'PUT', url: `/crm/customer/{customer}/user`, field: 'avatar', kind: 'image', table: 'crm_customer_users', body: () => ({ id: NO_ID, name: '联系人', phone: '13900000003', province_id: 1 }) },
  { method: 'POST', url: '/crm/visit', field: 'images', list: true, kind: 'image', table: 'crm_visits', body: () => ({ customer_id: customer, content: '拜访', visit_type: 1 }) },
  { method: 'POST', url: '/crm/certification', field: 'images', list: true, kind: 'image', table: 'crm_certifications', body: () => ({ customer_id: customer, type: 1, name: '王五', credit_number: '11010519491231002X' }) },
  { method: 'POST', url: '/crm/file', field: 'url', kind: 'file', table: 'crm_customer_files', body: () => ({ customer_id: customer, name: '合同' }) },
  { method: 'POST', url: '/staff', field: 'avatar', kind: 'image', table: 'staff', body: () => ({ name: '新同事', phone: '13900000004', password: 'Passw0rd!' }) },
  { method: 'PUT', url: '/staff', field: 'avatar', kind: 'image', table: 'staff', body: () => ({ id: NO_ID, name: '新同事', phone: '13900000004' }) },
  { method: 'PUT', url: '/auth/info', field: 'avatar', kind: 'image', table: 'staff', body: () => ({}) },
  { method: 'PUT', url: '/system/setting', field: 'logo', kind: 'image', table: 'tenants', body: () => ({ ...setting, logo: undefined }) },
  { method: 'POST', url: '/pms/brand', field: 'logo', kind: 'image', table: 'pms_brands', body: () => ({ name: '图片品牌' }) },
  { method: 'PUT', url: '/pms/brand', field: 'logo', kind: 'image', table: 'pms_brands', body: () => ({ id: NO_ID, name: '图片品牌' }) },
  { method: 'POST', url: '/pms/category', field: 'image', kind: 'image', table: 'pms_categories', body: () => ({ name: '图片分类' }) },
  { method: 'PUT', url: '/pms/category', field: 'image', kind: 'image', table: 'pms_categories', body: () => ({ id: NO_ID, name: '图片分类' }) },
  { method: 'POST', url: '/marketing/feedback', field: 'images', list: true, kind: 'image', table: 'marketing_feedbacks', body: () => ({ customer_id: customer, type: 1, content: '反馈' }) },
];

/** Upload fields checked elsewhere, each with its reason (a product's pictures need a whole product to send). */
const ELSEWHERE: Record<string, string> = {
  'POST /pms/spu images': 'pms/goods/spu.test.ts sends foreign and made-up images (the same check, ownImage)',
  'PUT /pms/spu images': 'pms/goods/spu.test.ts',
  'POST /pms/spu skus.image': 'pms/goods/spu.test.ts',
  'PUT /pms/spu skus.image': 'pms/goods/spu.test.ts',
  'PUT /crm/certification images': 'the same rule as POST (crm/file/stored-upload.ts readImages)',
  'PUT /marketing/shop_page/draft blocks.items.image': 'marketing/shop-page/shop-page.test.ts sends a foreign banner image inside a block (422 on the block item, the draft unchanged)',
};

/** Fields named like uploads that hold none. */
const NOT_UPLOADS: Record<string, string> = {
  'POST /menu icon': 'the name of an Ant Design icon',
  'PUT /menu icon': 'the name of an Ant Design icon',
};

/** Body fields named like these hold an upload; `url` fields are listed by hand (crm's files). */
const UPLOAD_NAME = /(^|_)(attachments?|photos?|images?|img|pics?|picture|avatar|logo|qr_image|qr_code|licen[cs]e_image)$/;

type Schema = { properties?: Record<string, Schema>; items?: Schema; oneOf?: Schema[]; anyOf?: Schema[]; allOf?: Schema[] };

/** Body field paths (`skus.image`) whose last name reads like an upload. */
function uploadFields(schema: Schema | undefined, prefix = ''): string[] {
  if (!schema) return [];
  const out: string[] = [];
  for (const [name, s] of Object.entries(schema.properties ?? {})) {
    if (UPLOAD_NAME.test(name)) out.push(prefix + name);
    out.push(...uploadFields(s, `${prefix}${name}.`));
  }
  if (schema.items) out.push(...uploadFields(schema.items, prefix));
  for (const s of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) out.push(...uploadFields(s, prefix));
  return [...new Set(out)];
}

/** A fingerprint of the tenant's rows of a table (the tenant's own row of `tenants`). */
const rowsOf = (table: string) =>
  withSystem(t.app.database.db, async (tx) => {
    const where = table === 'tenants' ? `r.id = ${tenant.tenantId}` : `r.tenant_id = ${tenant.tenantId}`;
    const result = await tx.execute(sql.raw(`SELECT count(*)::text || ':' || coalesce(md5(string_agg(r::text, ',' ORDER BY r::text)), '') AS f FROM "${table}" AS r WHERE ${where}`));
    return (result.rows[0] as { f: string }).f;
  });

beforeAll(async () => {
  tenant = await t.tenant({});
  token = tenant.tokens.admin;
  const made = await t.call<{ id: number }>('POST', '/crm/customer', { token, storeId: tenant.stores.a, body: { name: '上传客户', phone: '13900000009' } });
  expect(made.code).toBe(200);
  customer = made.data.id;
  setting = (await t.call<Record<string, unknown>>('GET', '/system/setting', { token })).data;
});

describe('upload fields', () => {
  it('are every field of the API named like an upload', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
    };
    const listed = new Set([...CASES.map((c) => `${c.method} ${c.url.replace('{customer}', '{id}')} ${c.field}`), ...Object.keys(ELSEWHERE), ...Object.keys(NOT_UPLOADS)]);
    const found: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        if (method !== 'post' && method !== 'put') continue;
        for (const content of Object.values(op.requestBody?.content ?? {})) {
          for (const field of uploadFields(content.schema)) found.push(`${method.toUpperCase()} ${path.replace(/^\/api\/v1/, '')} ${field}`);
        }
      }
    }
    expect([...new Set(found)].filter((f) => !listed.has(f))).toEqual([]);
  });

  it('refuse anything but this tenant’s own uploads (422 on the field, nothing written) and take the tenant’s own', async () => {
    const other = await t.tenant({});
    const foreign = await uploadTestImage(t, other.tokens.admin);
    const own = await uploadTestImage(t, token);
    const ownDocument = (await upload(t, token, 'file', 'note.txt', Buffer.from(`a note ${Date.now()}`))).url;
    const madeUp = `uploads/${tenant.tenantId}/202601/${'a'.repeat(64)}.png`;
    const bad = (kind: Kind) => [
      'javascript:alert(document.cookie)',
      'data:image/png;base64,iVBORw0KGgo=',
      'https://evil.example.com/a.png',
      'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
      foreign,
      foreign.replace(/^.*?(uploads\/)/, '$1'),
      madeUp,
      ...(kind === 'image' ? [ownDocument] : []),
    ];
    for (const c of CASES) {
      const url = c.url.replace('{customer}', String(customer));
      const before = await rowsOf(c.table);
      for (const value of bad(c.kind)) {
        const res = await t.call<{ errors: { field: string }[] }>(c.method, url, { token, storeId: tenant.stores.a, body: { ...c.body(), [c.field]: c.list ? [value] : value } });
        const where = `${c.method} ${c.url} ${c.field} = ${value}`;
        expect(res.code, where).toBe(422);
        // a list's refusal names the entry (crm's images name the list)
        expect(res.data.errors.map((e) => e.field.replace(/\.0$/, '')), where).toEqual([c.field]);
      }
      expect(await rowsOf(c.table), `${c.method} ${c.url}`).toBe(before);
      const accepted = await t.call<{ errors?: { field: string }[] }>(c.method, url, { token, storeId: tenant.stores.a, body: { ...c.body(), [c.field]: c.list ? [own] : own } });
      const refusedFields = accepted.code === 422 ? (accepted.data.errors ?? []).map((e) => e.field) : [];
      expect(refusedFields.filter((f) => f.startsWith(c.field)), `${c.method} ${c.url} ${c.field} own upload`).toEqual([]);
    }
  });
});
