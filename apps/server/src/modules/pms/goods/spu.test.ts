import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import { eanCheckDigit } from '@tradewind/contract/pms/barcode';
import type { SpuDetail, SpuRow } from '@tradewind/contract/pms/spu.schema';
import { withSystem } from '@/core/db/tenancy';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { uploadTestImage } from '@/test/test-uploads';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';

const t = useTestApp();
let tenant: TestTenant;
let admin: string;
/** the catalogue the form's tests build on */
const ids = { category: 0, child: 0, brand: 0, type: 0, piece: 0, box: 0, colour: 0, size: 0, red: 0, blue: 0, small: 0, big: 0 };

const rows = <T>(q: string) => withSystem(t.app.database.db, async (tx) => (await tx.execute(sql.raw(q))).rows as T[]);
const setting = (body: Record<string, unknown>) =>
  t.call('PUT', '/pms/setting/goods', { token: admin, body: { spu_check: 0, sku_code_mode: 1, sku_code_prefix: 'SKU', allow_free_barcode: 0, ...body } });

beforeAll(async () => {
  const prefix = `sp${randomBytes(3).toString('hex')}`;
  const member = (key: string) => ({ key, account: `${prefix}_${key}`, name: key, password: TEST_PASSWORD, roles: [key], stores: 'all' as const });
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'merch', name: 'Merch', permissions: ['pms:spu:list', 'pms:spu:create', 'pms:spu:update', 'pms:spu:submit'] },
      { key: 'checker', name: 'Checker', permissions: ['pms:spu:check'] },
      { key: 'viewer', name: 'Viewer', permissions: ['pms:spu:list'] },
    ],
    staff: [{ ...member('admin'), dept: 'head' }, member('merch'), member('checker'), member('viewer')],
  });
  admin = tenant.tokens.admin;
  const post = async (url: string, body: unknown) => (await t.call<{ id: number; values?: Array<{ id: number }> }>('POST', url, { token: admin, body })).data;
  ids.category = (await post('/pms/category', { name: '饮料' })).id;
  ids.child = (await post('/pms/category', { name: '矿泉水', parent_id: ids.category })).id;
  ids.brand = (await post('/pms/brand', { name: '怡宝' })).id;
  ids.type = (await post('/pms/type', { name: '饮品' })).id;
  ids.piece = (await post('/pms/unit_config', { name: '瓶' })).id;
  ids.box = (await post('/pms/unit_config', { name: '箱' })).id;
  const colour = await post('/pms/spec', { name: '颜色', values: ['红色', '蓝色'] });
  const size = await post('/pms/spec', { name: '规格', values: ['500ml', '1L'] });
  [ids.colour, ids.red, ids.blue] = [colour.id, colour.values![0].id, colour.values![1].id];
  [ids.size, ids.small, ids.big] = [size.id, size.values![0].id, size.values![1].id];
});

let barcodes = 0;
/** A fresh EAN-13 with its check digit. */
const ean = () => {
  barcodes += 1;
  const body = `69${String(Date.now() % 1e6).padStart(6, '0')}${String(barcodes).padStart(4, '0')}`;
  return `${body}${eanCheckDigit(body)}`;
};
const sku = (values: number[], extra: Record<string, unknown> = {}) => ({ spec_value_ids: values, unit_id: ids.piece, sale_price: '3.50', cost_price: '2', units: [], ...extra });
/** An SPU of two specs and four SKUs, the second one in boxes of 12. */
const form = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  category_id: ids.child,
  brand_id: ids.brand,
  type_id: ids.type,
  spec_ids: [ids.colour, ids.size],
  skus: [
    sku([ids.red, ids.small]),
    sku([ids.red, ids.big], { units: [{ unit_id: ids.box, ratio: 12, sale_price: '40' }], barcode: ean() }),
    sku([ids.blue, ids.small], { code: `OWN-${randomBytes(3).toString('hex')}`, market_price: '5' }),
    sku([ids.blue, ids.big], { weight: '1.25' }),
  ],
  ...extra,
});
const create = (body: unknown, token = admin) => t.call<SpuDetail>('POST', '/pms/spu', { token, body });
const put = (url: string, token = admin, body?: unknown) => t.call<SpuDetail>('PUT', url, { token, body });
const edit = (spu: SpuDetail, changes: Record<string, unknown> = {}, token = admin) =>
  put('/pms/spu', token, {
    id: spu.id,
    name: spu.name,
    category_id: spu.category_id,
    brand_id: spu.brand_id,
    type_id: spu.type_id,
    images: spu.images,
    description: spu.description,
    spec_ids: spu.specs.map((s) => s.spec_id),
    skus: spu.skus.map((s) => ({ ...s, units: s.units.map((u) => ({ unit_id: u.unit_id, ratio: u.ratio, sale_price: u.sale_price })) })),
    ...changes,
  });
const count = async () => (await t.call<ListData<SpuRow>>('GET', '/pms/spus', { token: admin })).data.pagination.total;

describe('SPUs', () => {
  it('the fixture makes an approved SPU with its SKUs and package units', async () => {
    const goods = await createTestGoods(t, admin, { skus: 3 });
    expect(goods.spu).toMatchObject({ status: 2, sku_count: 3, price_min: '10.00', price_max: '12.00' });
    expect(goods.spu.skus[0]).toMatchObject({ spec_value_ids: [goods.specValueIds[0]], sale_price: '10.00', cost_price: '5.00', min_order_qty: '1', units: [{ unit_id: goods.packageUnitId, ratio: '12' }] });
    expect(new Set(goods.skuCodes).size).toBe(3);
  });

  it('are created with the SKU matrix, spec texts, generated codes, package units, own images and a sanitised description', async () => {
    await setting({ sku_code_prefix: 'TW' });
    const image = await uploadTestImage(t, admin);
    const made = await create(
      form('怡宝纯净水', {
        images: [image],
        selling_points: '好喝',
        attributes: [{ name: '产地', value: '深圳' }],
        description: `<p onclick="x()">好水<script>alert(1)</script></p><img src=x onerror=alert(1)><img src="${image}"><a href="javascript:alert(1)">a</a>`,
      }),
    );
    expect(made.code).toBe(200);
    const spu = made.data;
    expect(spu).toMatchObject({ status: 0, name: '怡宝纯净水', cover: image, category_name: '矿泉水', brand_name: '怡宝', type_name: '饮品', sku_count: 4, price_min: '3.50', creator_name: 'admin' });
    expect(spu.description).toBe(`<p>好水</p><img src="${image}"><a>a</a>`);
    expect(spu.specs.map((s) => [s.name, s.values.map((v) => v.value)])).toEqual([
      ['颜色', ['红色', '蓝色']],
      ['规格', ['500ml', '1L']],
    ]);
    expect(spu.skus.map((s) => s.spec_text)).toEqual(['红色 / 500ml', '红色 / 1L', '蓝色 / 500ml', '蓝色 / 1L']);
    expect(spu.skus[0].code).toMatch(/^TW\d{6}$/);
    expect(spu.skus[2].code).toMatch(/^OWN-/);
    const barcode = spu.skus[1].barcode!;
    expect(spu.skus[1]).toMatchObject({ units: [{ unit_id: ids.box, unit_name: '箱', ratio: '12', sale_price: '40.00' }] });
    expect(spu.skus[2]).toMatchObject({ market_price: '5.00', cost_price: '2.00' });
    expect(spu.skus[3].weight).toBe('1.25');
    expect((await t.call<SpuDetail>('GET', `/pms/spu/${spu.id}`, { token: admin })).data).toEqual(spu);

    // list: keyword on name, SKU code and barcode; category subtree; brand; status; counts per status
    const list = async (query: Record<string, unknown>) => (await t.call<ListData<SpuRow>>('GET', '/pms/spus', { token: admin, query })).data.list.map((r) => r.id);
    for (const keyword of ['纯净', spu.skus[0].code.toLowerCase(), barcode]) expect(await list({ keyword }), keyword).toEqual([spu.id]);
    expect(await list({ keyword: barcode.slice(0, 12) })).toEqual([]);
    expect(await list({ category_id: ids.category, status: 0 })).toEqual([spu.id]);
    expect(await list({ brand_id: ids.brand, type_id: ids.type })).toEqual([spu.id]);
    expect(await list({ keyword: '纯净', status: 2 })).toEqual([]);
    const counts = await t.call<Record<string, number>>('GET', '/pms/spus/status_counts', { token: admin, query: { keyword: '纯净', status: 2 } });
    expect(counts.data).toEqual({ '0': 1, '1': 0, '2': 0, '3': 0, '4': 0 });
  });

  it('edits keep SKUs by id, add and drop combinations, log price changes and refuse another SPU’s SKU', async () => {
    const spu = (await create(form('编辑测试'))).data;
    const other = await createTestGoods(t, admin, { skus: 1 });
    const [a, b, , d] = spu.skus;
    // drop red/1L and blue/500ml, add nothing new; change prices of the first; drop a spec? no: same specs
    const changed = await edit(spu, {
      skus: [
        { ...a, sale_price: '4.20', market_price: '6', cost_price: '2.00', units: [{ unit_id: ids.box, ratio: 24 }] },
        { ...d, units: [] },
        sku([ids.red, ids.big], { code: '' }),
      ],
    });
    expect(changed.code).toBe(200);
    expect(changed.data.skus.map((s) => s.id).slice(0, 2)).toEqual([a.id, d.id]);
    expect(changed.data.skus[2].id).not.toBe(b.id);
    expect(changed.data.skus[2].spec_text).toBe('红色 / 1L');
    expect(changed.data.skus[0]).toMatchObject({ sale_price: '4.20', market_price: '6.00', units: [{ ratio: '24' }] });
    expect(await rows(`SELECT count(*)::int AS n FROM pms_skus WHERE id = ${b.id}`)).toEqual([{ n: 0 }]);
    const logs = await rows<{ field: string; old_value: string | null; new_value: string; staff_id: number }>(
      `SELECT field, old_value, new_value, staff_id FROM pms_sku_price_logs WHERE sku_id = ${a.id} ORDER BY field`,
    );
    expect(logs).toEqual([
      { field: 'market_price', old_value: null, new_value: '6.00', staff_id: tenant.staff.admin },
      { field: 'sale_price', old_value: '3.50', new_value: '4.20', staff_id: tenant.staff.admin },
    ]);
    expect(await rows(`SELECT count(*)::int AS n FROM pms_sku_price_logs WHERE sku_id = ${d.id}`)).toEqual([{ n: 0 }]);
    const stranger = await edit(changed.data, { skus: [...changed.data.skus.slice(0, 2), { ...changed.data.skus[2], id: other.skuIds[0] }] });
    expect(stranger).toMatchObject({ code: 422, data: { errors: [{ field: 'skus.2.id' }] } });
    // a SPU without specs: one SKU
    const plain = await edit(changed.data, { spec_ids: [], skus: [sku([], { id: a.id })] });
    expect(plain.data.skus).toMatchObject([{ id: a.id, spec_text: '', spec_value_ids: [] }]);
    expect(plain.data.specs).toEqual([]);
  });

  it('refuse bad input with 422 on the field or 409, and change nothing', async () => {
    const taken = (await create(form('已存在'))).data;
    const foreignImage = await uploadTestImage(t, (await t.tenant({})).tokens.admin);
    const before = await count();
    const refused: Array<[string, Record<string, unknown>, number, string]> = [
      ['duplicate name', { name: ' 已存在 ' }, 409, ''],
      ['no SKU', { skus: [] }, 422, 'skus'],
      ['absurd price', { skus: [sku([ids.red, ids.small], { sale_price: '10000000.01' })] , spec_ids: [ids.colour, ids.size] }, 422, 'skus.0.sale_price'],
      ['negative price', { skus: [sku([ids.red, ids.small], { cost_price: '-1' })] }, 422, 'skus.0.cost_price'],
      ['three decimals', { skus: [sku([ids.red, ids.small], { sale_price: '1.005' })] }, 422, 'skus.0.sale_price'],
      ['package ratio 1', { skus: [sku([ids.red, ids.small], { units: [{ unit_id: ids.box, ratio: 1 }] })] }, 422, 'skus.0.units.0.ratio'],
      ['package ratio 0.5', { skus: [sku([ids.red, ids.small], { units: [{ unit_id: ids.box, ratio: 0.5 }] })] }, 422, 'skus.0.units.0.ratio'],
      ['package unit is the base', { skus: [sku([ids.red, ids.small], { units: [{ unit_id: ids.piece, ratio: 6 }] })] }, 422, 'skus.0.units.0.unit_id'],
      ['image of another tenant', { images: [foreignImage] }, 422, 'images.0'],
      ['made-up image', { skus: [sku([ids.red, ids.small], { image: 'https://evil.example/a.png' })] }, 422, 'skus.0.image'],
      ['value of the wrong spec', { skus: [sku([ids.small, ids.red])] }, 422, 'skus.0.spec_value_ids'],
      ['one value short', { skus: [sku([ids.red])] }, 422, 'skus.0.spec_value_ids'],
      ['same combination twice', { skus: [sku([ids.red, ids.small]), sku([ids.red, ids.small])] }, 422, 'skus.1.spec_value_ids'],
      ['unknown category', { category_id: 999999999 }, 422, 'category_id'],
      ['unknown brand', { brand_id: 999999999 }, 422, 'brand_id'],
      ['unknown unit', { skus: [sku([ids.red, ids.small], { unit_id: 999999999 })] }, 422, 'skus.0.unit_id'],
      ['unknown spec', { spec_ids: [999999999], skus: [sku([ids.red])] }, 422, 'spec_ids'],
      ['check digit', { skus: [sku([ids.red, ids.small], { barcode: '6901234567891' })] }, 422, 'skus.0.barcode'],
      ['free barcode not allowed', { skus: [sku([ids.red, ids.small], { barcode: 'ABC-1' })] }, 422, 'skus.0.barcode'],
      ['code of another SPU', { skus: [sku([ids.red, ids.small], { code: taken.skus[0].code })] }, 409, ''],
      ['barcode of another SPU', { skus: [sku([ids.red, ids.small], { barcode: taken.skus[1].barcode })] }, 409, ''],
      ['bad code', { skus: [sku([ids.red, ids.small], { code: 'a b' })] }, 422, 'skus.0.code'],
      ['video elsewhere', { video: 'http://evil.example/v.mp4' }, 422, 'video'],
      ['ten images', { images: Array.from({ length: 10 }, () => foreignImage) }, 422, 'images'],
    ];
    for (const [what, change, code, field] of refused) {
      const reply = await create(form(`坏${what}`, change));
      expect(reply.code, what).toBe(code);
      if (field) expect((reply.data as unknown as { errors: Array<{ field: string }> }).errors.map((e) => e.field), what).toContain(field);
    }
    expect(await create(form('已存在'), admin).then((r) => r.message)).toBe('商品名称已存在');
    expect((await t.call('POST', '/pms/spu', { token: admin, body: form('x', { name: '已存在' }), headers: { 'accept-language': 'en-US' } })).message).toBe(
      'A product with this name already exists',
    );
    expect((await create(form('x', { skus: [sku([ids.red, ids.small], { code: taken.skus[0].code })] }))).message).toBe('SKU 编码已存在');
    expect(await count()).toBe(before);

    // manual codes: a SKU without one is refused; free barcodes when allowed
    await setting({ sku_code_mode: 2, allow_free_barcode: 1 });
    const manual = await create(form('手动编码', { spec_ids: [], skus: [sku([])] }));
    expect(manual).toMatchObject({ code: 422, message: '请输入 SKU 编码（商品设置为手动编码）', data: { errors: [{ field: 'skus.0.code' }] } });
    const free = await create(form('自由条码', { spec_ids: [], skus: [sku([], { code: `M-${randomBytes(3).toString('hex')}`, barcode: 'ABC-1' })] }));
    expect(free.data.skus[0].barcode).toBe('ABC-1');
    await setting({});
    // the SKU that was a 409 or 422 was never written
    expect(await count()).toBe(before + 1);
  });

  it('keep their own product code: unique, found by the list, kept by a save that leaves it out, cleared by an empty one', async () => {
    const code = `PC-${randomBytes(3).toString('hex')}`;
    const made = await create(form(`编码商品${code}`, { code }));
    expect(made.code, made.message).toBe(200);
    expect(made.data.code).toBe(code);
    expect((await create(form(`编码商品二${code}`, { code }))).message).toBe('商品编码已存在');
    expect((await create(form(`编码商品三${code}`, { code: 'no spaces' }))).code).toBe(422);
    expect((await t.call<ListData<SpuRow>>('GET', '/pms/spus', { token: admin, query: { keyword: code } })).data.list.map((r) => r.id)).toEqual([made.data.id]);
    const kept = await edit(made.data, { selling_points: '新卖点' });
    expect(kept.data.code).toBe(code);
    const cleared = await edit(kept.data, { code: '' });
    expect(cleared.data.code).toBeNull();
  });

  it('keep a SKU a processing recipe names: neither dropped from the matrix nor deleted with its SPU (409)', async () => {
    const goods = await createTestGoods(t, admin, { skus: 2, draft: true });
    await withSystem(t.app.database.db, async (tx) => {
      const [recipe] = (await tx.execute(sql.raw(`INSERT INTO pms_processes (tenant_id, name) VALUES (${tenant.tenantId}, '拆箱${goods.spuId}') RETURNING id`))).rows as Array<{ id: number }>;
      await tx.execute(sql.raw(`INSERT INTO pms_process_items (tenant_id, process_id, side, sku_id, quantity) VALUES (${tenant.tenantId}, ${recipe.id}, 1, ${goods.skuIds[1]}, 1)`));
    });
    const dropped = await edit(goods.spu, { skus: [goods.spu.skus[0]].map((s) => ({ ...s, units: [] })) });
    expect(dropped).toMatchObject({ code: 409, message: `SKU「${goods.skuCodes[1]}」已被加工方案使用，不能删除` });
    expect((await t.call('DELETE', `/pms/spu/${goods.spuId}`, { token: admin })).code).toBe(409);
    expect((await t.call<SpuDetail>('GET', `/pms/spu/${goods.spuId}`, { token: admin })).data.sku_count).toBe(2);
  });

  it('keep a SKU any later table still names (a foreign key without cascade): 409, nothing changed', async () => {
    const goods = await createTestGoods(t, admin, { skus: 2, draft: true });
    const table = `test_sku_refs_${randomBytes(3).toString('hex')}`;
    await rows(`CREATE TABLE ${table} (tenant_id integer NOT NULL, sku_id integer NOT NULL, FOREIGN KEY (tenant_id, sku_id) REFERENCES pms_skus (tenant_id, id))`);
    try {
      await rows(`INSERT INTO ${table} VALUES (${tenant.tenantId}, ${goods.skuIds[1]})`);
      const dropped = await edit(goods.spu, { name: '改名不生效', skus: [{ ...goods.spu.skus[0], units: [] }] });
      expect(dropped).toMatchObject({ code: 409, message: 'SKU 已被库存或单据使用，不能删除' });
      expect((await t.call('DELETE', `/pms/spu/${goods.spuId}`, { token: admin })).code).toBe(409);
      expect((await t.call<SpuDetail>('GET', `/pms/spu/${goods.spuId}`, { token: admin })).data).toMatchObject({ name: goods.spu.name, sku_count: 2 });
    } finally {
      await rows(`DROP TABLE ${table}`);
    }
  });

  it('copy as a unique draft with new codes and no barcodes', async () => {
    const source = (await create(form('复制源'))).data;
    const copy = (await t.call<SpuDetail>('POST', `/pms/spu/${source.id}/copy`, { token: admin })).data;
    const again = (await t.call<SpuDetail>('POST', `/pms/spu/${source.id}/copy`, { token: admin, headers: { 'accept-language': 'en-US' } })).data;
    const third = (await t.call<SpuDetail>('POST', `/pms/spu/${source.id}/copy`, { token: admin })).data;
    expect([copy.name, again.name, third.name]).toEqual(['复制源 (副本)', '复制源 (copy)', '复制源 (副本 2)']);
    expect(copy).toMatchObject({ status: 0, sku_count: 4, brand_id: ids.brand });
    expect(copy.skus.map((s) => s.spec_text)).toEqual(source.skus.map((s) => s.spec_text));
    expect(copy.skus.every((s) => s.barcode === null)).toBe(true);
    expect(copy.skus.map((s) => s.code).filter((c) => source.skus.some((s) => s.code === c))).toEqual([]);
    expect(copy.skus[1].units).toMatchObject([{ unit_id: ids.box, ratio: '12' }]);
    expect((await t.call('POST', '/pms/spu/999999999/copy', { token: admin })).code).toBe(404);
  });

  it('move through their states, each with its own call, and re-check a new name of an approved SPU', async () => {
    await setting({ spu_check: 1 });
    const merch = tenant.tokens.merch;
    const checker = tenant.tokens.checker;
    const spu = (await create(form('状态机'), merch)).data;
    expect((await put(`/pms/spu/${spu.id}/submit`, merch)).data).toMatchObject({ status: 1 });
    expect((await put(`/pms/spu/${spu.id}/submit`, merch)).code).toBe(409);
    expect(await edit(spu, { name: '审核中改名' }, merch)).toMatchObject({ code: 409, message: '商品正在审核中，审核完成前不能编辑' });
    const later = (await create(form('后提交'), merch)).data;
    await put(`/pms/spu/${later.id}/submit`, merch);
    const pending = await t.call<ListData<SpuRow>>('GET', '/pms/spu/checks', { token: checker, query: { keyword: '提交' } });
    expect(pending.data.list.map((r) => r.id)).toEqual([later.id]);
    const queue = await t.call<ListData<SpuRow>>('GET', '/pms/spu/checks', { token: checker });
    expect(queue.data.list.map((r) => r.id)).toEqual([spu.id, later.id]);
    expect(queue.data.list.every((r) => r.status === 1 && r.submitted_at !== null)).toBe(true);
    expect((await put(`/pms/spu/${later.id}/check`, checker, { result: 'approve' })).data.status).toBe(2);
    expect((await t.call('GET', `/pms/spu/${spu.id}`, { token: checker })).code).toBe(200);

    expect(await put(`/pms/spu/${spu.id}/check`, checker, { result: 'reject' })).toMatchObject({ code: 422, data: { errors: [{ field: 'reason' }] } });
    expect((await put(`/pms/spu/${spu.id}/check`, checker, { result: 'reject', reason: '图片不清楚' })).data).toMatchObject({ status: 3, reject_reason: '图片不清楚', checker_name: 'checker' });
    const inbox = await rows<{ title: string; content: string }>(`SELECT title, content FROM messages WHERE staff_id = ${tenant.staff.merch} ORDER BY id`);
    expect(inbox).toEqual([
      { title: '商品审核结果', content: '商品「后提交」已审核通过并上架' },
      { title: '商品审核结果', content: '商品「状态机」被驳回：图片不清楚' },
    ]);
    const fixed = await edit((await t.call<SpuDetail>('GET', `/pms/spu/${spu.id}`, { token: merch })).data, { name: '状态机改' }, merch);
    expect(fixed.data).toMatchObject({ status: 3, name: '状态机改' });
    expect((await put(`/pms/spu/${spu.id}/submit`, merch)).data).toMatchObject({ status: 1, reject_reason: null });
    const approved = (await put(`/pms/spu/${spu.id}/check`, checker, { result: 'approve' })).data;
    expect(approved).toMatchObject({ status: 2, approved: { name: '状态机改', images: [], description: '' } });
    expect(approved.checked_at).not.toBeNull();

    // prices need no re-check; a new name does
    const priced = await edit(approved, { skus: approved.skus.map((s) => ({ ...s, sale_price: '9.90', units: [] })) }, merch);
    expect(priced.data).toMatchObject({ status: 2, price_min: '9.90' });
    const renamed = await edit(priced.data, { name: '状态机新名' }, merch);
    expect(renamed.data).toMatchObject({ status: 1, approved: { name: '状态机改' } });
    expect((await put(`/pms/spu/${spu.id}/check`, checker, { result: 'approve' })).data.status).toBe(2);

    expect((await put(`/pms/spu/${spu.id}/on_sale`)).code).toBe(409);
    expect((await t.call('DELETE', `/pms/spu/${spu.id}`, { token: admin })).code).toBe(409);
    expect((await put(`/pms/spu/${spu.id}/off_sale`)).data.status).toBe(4);
    expect((await put(`/pms/spu/${spu.id}/off_sale`)).code).toBe(409);
    expect((await put(`/pms/spu/${spu.id}/on_sale`)).data.status).toBe(2);
    expect((await put(`/pms/spu/${spu.id}/off_sale`)).data.status).toBe(4);
    expect((await t.call('DELETE', `/pms/spu/${spu.id}`, { token: admin })).code).toBe(200);
    expect((await t.call('GET', `/pms/spu/${spu.id}`, { token: admin })).code).toBe(404);
    expect(await rows(`SELECT count(*)::int AS n FROM pms_skus WHERE spu_id = ${spu.id}`)).toEqual([{ n: 0 }]);

    // checking off: submit puts it on sale at once
    await setting({ spu_check: 0 });
    const direct = (await create(form('直接上架'))).data;
    expect((await put(`/pms/spu/${direct.id}/submit`)).data).toMatchObject({ status: 2, approved: { name: '直接上架' } });
    expect((await put('/pms/spu/999999999/submit')).code).toBe(404);
  });

  it('move once when two calls race (conditional updates)', async () => {
    await setting({ spu_check: 1 });
    const spu = (await create(form('并发审核'))).data;
    await put(`/pms/spu/${spu.id}/submit`);
    const twice = await Promise.all([put(`/pms/spu/${spu.id}/check`, admin, { result: 'approve' }), put(`/pms/spu/${spu.id}/check`, admin, { result: 'reject', reason: 'x' })]);
    expect(twice.map((r) => r.code).sort()).toEqual([200, 409]);
    const offs = await Promise.all([put(`/pms/spu/${spu.id}/off_sale`), put(`/pms/spu/${spu.id}/off_sale`)]);
    const status = (await t.call<SpuDetail>('GET', `/pms/spu/${spu.id}`, { token: admin })).data.status;
    // the approve won: one off_sale moves it; the reject won: both off_sale calls are refused
    expect(offs.map((r) => r.code).sort()).toEqual(status === 4 ? [200, 409] : [409, 409]);
    await setting({ spu_check: 0 });
  });

  it('answer each call only with its permission', async () => {
    const spu = (await create(form('权限'))).data;
    const { merch, checker, viewer } = tenant.tokens;
    expect((await t.call('GET', '/pms/spus', { token: checker })).code).toBe(401);
    expect((await t.call('GET', '/pms/spu/checks', { token: merch })).code).toBe(402);
    expect((await t.call('GET', '/pms/spus/status_counts', { token: checker })).code).toBe(401);
    expect((await t.call('GET', `/pms/spu/${spu.id}`, { token: viewer })).code).toBe(200);
    expect((await create(form('无权'), viewer)).code).toBe(402);
    expect((await edit(spu, {}, viewer)).code).toBe(402);
    expect((await t.call('POST', `/pms/spu/${spu.id}/copy`, { token: viewer })).code).toBe(402);
    expect((await put(`/pms/spu/${spu.id}/submit`, viewer)).code).toBe(402);
    expect((await put(`/pms/spu/${spu.id}/check`, merch, { result: 'approve' })).code).toBe(402);
    expect((await put(`/pms/spu/${spu.id}/on_sale`, merch)).code).toBe(402);
    expect((await put(`/pms/spu/${spu.id}/off_sale`, merch)).code).toBe(402);
    expect((await t.call('DELETE', `/pms/spu/${spu.id}`, { token: merch })).code).toBe(402);
    expect((await t.call('DELETE', `/pms/spu/${spu.id}`, { token: checker })).code).toBe(402);
    // another tenant sees none of it
    const stranger = (await t.tenant({})).tokens.admin;
    expect((await t.call('GET', `/pms/spu/${spu.id}`, { token: stranger })).code).toBe(404);
    expect((await put(`/pms/spu/${spu.id}/submit`, stranger)).code).toBe(404);
    const logged = await rows<{ action: string; target_type: string }>(`SELECT action, target_type FROM action_logs WHERE target_id = '${spu.id}' AND target_type = 'pms_spu'`);
    expect(logged).toEqual([{ action: 'pms:spu:create', target_type: 'pms_spu' }]);
  });
});
