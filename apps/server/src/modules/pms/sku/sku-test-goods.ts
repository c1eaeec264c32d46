/**
 * SKU list and search tests' goods: SPUs with the names, codes and barcodes a test searches for, made
 * through the SPU API (POST /pms/spu, submit, check) as a merchandiser would — never inserted directly.
 */
import { randomBytes } from 'node:crypto';
import { eanCheckDigit } from '@tradewind/contract/pms/barcode';
import type { SpuDetail } from '@tradewind/contract/pms/spu.schema';
import type { TestApp } from '@/test/test-app';

export type SkuSpec = { code?: string; barcode?: string; sale_price?: string };

/** An EAN-13 with its check digit, from 12 digits. */
export const ean13 = (body: string) => `${body}${eanCheckDigit(body)}`;

async function ok<T>(t: TestApp, token: string, method: 'POST' | 'PUT', url: string, body?: unknown): Promise<T> {
  const reply = await t.call<T>(method, url, { token, body });
  if (reply.code !== 200) throw new Error(`${method} ${url}: ${reply.code} ${reply.message} ${JSON.stringify(reply.data)}`);
  return reply.data;
}

export type GoodsMaker = {
  unitId: number;
  packageUnitId: number;
  /** an SPU with one SKU per entry; on sale unless `draft` */
  spu(name: string, categoryId: number, skus: SkuSpec[], options?: { draft?: boolean }): Promise<SpuDetail>;
};

/** A base unit, a package unit (ratio 12 on every SKU) and a spec of 6 values, for SPUs of up to 6 SKUs. */
export async function goodsMaker(t: TestApp, token: string): Promise<GoodsMaker> {
  const tag = randomBytes(3).toString('hex');
  const unitId = (await ok<{ id: number }>(t, token, 'POST', '/pms/unit_config', { name: `个${tag}` })).id;
  const packageUnitId = (await ok<{ id: number }>(t, token, 'POST', '/pms/unit_config', { name: `箱${tag}` })).id;
  const spec = await ok<{ id: number; values: Array<{ id: number }> }>(t, token, 'POST', '/pms/spec', {
    name: `规格${tag}`,
    values: Array.from({ length: 6 }, (_, i) => `${i + 1}号`),
  });
  return {
    unitId,
    packageUnitId,
    spu: async (name, categoryId, skus, options = {}) => {
      const created = await ok<SpuDetail>(t, token, 'POST', '/pms/spu', {
        name,
        category_id: categoryId,
        spec_ids: [spec.id],
        skus: skus.map((s, i) => ({
          spec_value_ids: [spec.values[i].id],
          code: s.code,
          barcode: s.barcode,
          unit_id: unitId,
          sale_price: s.sale_price ?? '10.00',
          cost_price: '5.00',
          units: [{ unit_id: packageUnitId, ratio: 12 }],
        })),
      });
      if (options.draft) return created;
      const submitted = await ok<SpuDetail>(t, token, 'PUT', `/pms/spu/${created.id}/submit`);
      return submitted.status === 1 ? ok<SpuDetail>(t, token, 'PUT', `/pms/spu/${created.id}/check`, { result: 'approve' }) : submitted;
    },
  };
}
