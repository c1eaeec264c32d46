import type { Page } from 'playwright-core';
import { apiGet, apiPost, apiPut } from './session';

/**
 * Goods the specs make through the API before a person works in the pages, as the goods and warehouse pages
 * make them: a spec's test tenant has no products or stock of the demo.
 */
type List<T> = { list: T[] };
type Spu = { id: number; status: number; skus: Array<{ id: number }> };

/** The unit of this name (made when the tenant has none): its id. */
export async function unitNamed(base: string, token: string, name: string): Promise<number> {
  const units = await apiGet<List<{ id: number; name: string }>>(base, token, '/pms/unit_configs?page_size=100');
  return units.list.find((u) => u.name === name)?.id ?? (await apiPost<{ id: number }>(base, token, '/pms/unit_config', { name, allow_decimal: 0 })).id;
}

export type NewSku = { code: string; unitId: number; salePrice: string; costPrice: string; units?: Array<{ unit_id: number; ratio: number }> };

/** A product of one SKU in a leaf category, submitted and approved (on sale when checking is on): the SKU's id. */
export async function skuOnSale(base: string, token: string, name: string, sku: NewSku): Promise<number> {
  const categories = await apiGet<Array<{ id: number; parent_id: number | null }>>(base, token, '/pms/categories');
  const leaf = categories.find((c) => !categories.some((child) => child.parent_id === c.id))!;
  const skus = [{ spec_value_ids: [], code: sku.code, barcode: null, unit_id: sku.unitId, sale_price: sku.salePrice, cost_price: sku.costPrice, units: sku.units ?? [] }];
  const spu = await apiPost<Spu>(base, token, '/pms/spu', { name, category_id: leaf.id, spec_ids: [], skus });
  if ((await apiPut<Spu>(base, token, `/pms/spu/${spu.id}/submit`, {})).status === 1) await apiPut(base, token, `/pms/spu/${spu.id}/check`, { result: 'approve' });
  return spu.skus[0].id;
}

/**
 * A new warehouse of the master store whose default location A-01 holds `qty` of the SKU in the unit, received
 * by an audited warehousing entry: the warehouse's id and its store's.
 */
export async function warehouseWithStock(base: string, token: string, warehouse: { name: string; code: string }, stock: { skuId: number; unitId: number; qty: number }): Promise<{ id: number; storeId: number }> {
  const store = (await apiGet<Array<{ id: number; is_master: number }>>(base, token, '/stores/all')).find((s) => s.is_master === 1)!;
  const { id } = await apiPost<{ id: number }>(base, token, '/wms/warehouse', { ...warehouse, store_id: store.id });
  const location = await apiPost<{ id: number }>(base, token, '/wms/location', { warehouse_id: id, code: 'A-01' });
  await apiPut(base, token, `/wms/warehouse/${id}/default_location`, { location_id: location.id });
  const entry = await apiPost<{ id: number }>(base, token, '/wms/warehousing_entry', { type: 6, warehouse_id: id, lines: [{ sku_id: stock.skuId, unit_id: stock.unitId, qty: stock.qty }] });
  await apiPut(base, token, `/wms/warehousing_entry/${entry.id}/audit`, {});
  return { id, storeId: store.id };
}

/** Picks the SKU of this code in the SKU picker a button has opened, and closes the picker. */
export async function pickSku(page: Page, code: string): Promise<void> {
  const picker = page.locator('.ant-modal').filter({ has: page.locator('#sku_picker_keyword') });
  await picker.locator('#sku_picker_keyword').fill(code);
  await picker.locator('#sku_picker_keyword').press('Enter');
  await picker.locator('.ant-table-row').filter({ hasText: code }).click();
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await picker.waitFor({ state: 'hidden' });
}
