/**
 * Goods for API tests of later modules (SKU list, search, recipes, stock, orders): a category, a base
 * unit and a package unit, a spec with one value per SKU, and an SPU with those SKUs, submitted and
 * approved — all through the API, as a merchandiser would make them.
 */
import { randomBytes } from 'node:crypto';
import type { SpuDetail } from '@tradewind/contract/pms/spu.schema';
import type { TestApp } from '@/test/test-app';

export type TestGoodsOptions = {
  /** how many SKUs (one spec value each); 2 when not given */
  skus?: number;
  /** the SPU's name; unique when not given */
  name?: string;
  /** each SKU's sale price, by index; '10.00', '11.00' … when not given */
  prices?: string[];
  /** an existing category to file it under instead of a new one */
  categoryId?: number;
  brandId?: number;
  typeId?: number;
  /** leave it a draft (no submit, no check) */
  draft?: boolean;
};

export type TestGoods = {
  spuId: number;
  skuIds: number[];
  skuCodes: string[];
  categoryId: number;
  /** the SKUs' base unit (个-like) and their package unit (箱-like, ratio 12) */
  unitId: number;
  packageUnitId: number;
  specId: number;
  specValueIds: number[];
  spu: SpuDetail;
};

/** Throws with the answer when a fixture call is refused, so a broken fixture names its reason. */
async function ok<T>(t: TestApp, token: string, method: 'POST' | 'PUT', url: string, body?: unknown): Promise<T> {
  const reply = await t.call<T>(method, url, { token, body });
  if (reply.code !== 200) throw new Error(`${method} ${url}: ${reply.code} ${reply.message} ${JSON.stringify(reply.data)}`);
  return reply.data;
}

/** An SPU on sale with `skus` SKUs, by a member who may create, submit and check goods (a tenant's admin). */
export async function createTestGoods(t: TestApp, token: string, options: TestGoodsOptions = {}): Promise<TestGoods> {
  const tag = randomBytes(3).toString('hex');
  const n = options.skus ?? 2;
  const categoryId = options.categoryId ?? (await ok<{ id: number }>(t, token, 'POST', '/pms/category', { name: `分类${tag}` })).id;
  const unitId = (await ok<{ id: number }>(t, token, 'POST', '/pms/unit_config', { name: `个${tag}` })).id;
  const packageUnitId = (await ok<{ id: number }>(t, token, 'POST', '/pms/unit_config', { name: `箱${tag}` })).id;
  const values = Array.from({ length: n }, (_, i) => `${i + 1}号${tag}`);
  const spec = await ok<{ id: number; values: Array<{ id: number }> }>(t, token, 'POST', '/pms/spec', { name: `规格${tag}`, values });
  const specValueIds = spec.values.map((v) => v.id);
  const created = await ok<SpuDetail>(t, token, 'POST', '/pms/spu', {
    name: options.name ?? `测试商品${tag}`,
    category_id: categoryId,
    brand_id: options.brandId ?? null,
    type_id: options.typeId ?? null,
    spec_ids: [spec.id],
    skus: specValueIds.map((valueId, i) => ({
      spec_value_ids: [valueId],
      unit_id: unitId,
      sale_price: options.prices?.[i] ?? `${10 + i}.00`,
      cost_price: '5.00',
      units: [{ unit_id: packageUnitId, ratio: 12 }],
    })),
  });
  let spu = created;
  if (!options.draft) {
    spu = await ok<SpuDetail>(t, token, 'PUT', `/pms/spu/${created.id}/submit`);
    if (spu.status === 1) spu = await ok<SpuDetail>(t, token, 'PUT', `/pms/spu/${created.id}/check`, { result: 'approve' });
  }
  return {
    spuId: spu.id,
    skuIds: spu.skus.map((s) => s.id),
    skuCodes: spu.skus.map((s) => s.code),
    categoryId,
    unitId,
    packageUnitId,
    specId: spec.id,
    specValueIds,
    spu,
  };
}
