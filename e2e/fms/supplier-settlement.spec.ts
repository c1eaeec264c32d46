import { describe, expect, it } from 'vitest';
import { confirmPopconfirm, openPage, screenshot, visit } from '../support/browser';
import { apiGet, apiLogin, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';
import { button, fillDateRange, financeReady, generateSettlement, goodsInStock, shown, today, visibleRow } from './finance-fixtures';

const env = useServerAndBrowser();

type Entry = { id: number; number: string; status: number; total_amount: string };
type Envelope = { code: number; message: string; data: unknown };

/** vitest runs a failed test once more on the same tenant: each attempt settles a supplier of its own. */
let attempt = 0;

/** A call whose refusal is the point: the envelope as it came. */
async function send(base: string, token: string, method: 'PUT' | 'POST', path: string, body: unknown): Promise<Envelope> {
  const res = await fetch(`${base}/api/v1${path}`, { method, headers: { authorization: `Bearer ${token}`, 'from-client-type': 'pc', 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as Envelope;
}

describe('the buyer settles a supplier’s month and finance pays it', () => {
  it('杨强 builds the settlement of two receipts, removes the disputed one and passes audit 1; 黄敏 passes audit 2 and pays it by a payment note; the settlement is paid, money-out shows it, the print renders', async () => {
    attempt += 1;
    const base = env.server.baseUrl;
    const api = await financeReady(base, env.account('admin'));
    const admin = api.token;

    // A supplier of the master store with two audited purchase receipts this month: 300.00 and 700.00
    const goods = await goodsInStock(api, `SS${attempt}`);
    const supplierName = `东海饮品批发${attempt}`;
    const supplier = await apiPost<{ id: number }>(base, admin, '/wms/supplier', { name: supplierName, code: `SUP-SS-${attempt}`, store_ids: [goods.storeId] });
    const receipt = async (qty: number, price: number) => {
      const entry = await apiPost<Entry>(base, admin, '/wms/warehousing_entry', { type: 1, warehouse_id: goods.warehouse.id, supplier_id: supplier.id, remark: '供应商送货', lines: [{ sku_id: goods.skuId, unit_id: goods.bottle, qty, price }] });
      return entry.status === 0 ? apiPut<Entry>(base, admin, `/wms/warehousing_entry/${entry.id}/audit`, {}) : entry;
    };
    const kept = await receipt(100, 3);
    const disputed = await receipt(200, 3.5);
    expect([kept.total_amount, disputed.total_amount]).toEqual(['300.00', '700.00']);
    const monthStart = `${today().slice(0, 8)}01`;

    const { context, page } = await openPage(env.browser, base);
    try {
      // 1. The buyer 杨强 builds the settlement of this month's receipts (the page opens on last month)
      await loginWithCookie(context, base, env.account('yangqiang'), 'demo1234');
      await page.goto('/fms/supplier_settlement_order/add');
      await page.getByLabel('供应商').click();
      await page.keyboard.type(supplierName);
      await page.locator('.ant-select-item-option:visible').filter({ hasText: supplierName }).click();
      await fillDateRange([page.locator('.ant-picker-input input').first(), page.locator('.ant-picker-input input').last()], monthStart, today());
      const candidates = shown(page.getByTestId('settlement-candidates'));
      await candidates.getByText(kept.number).waitFor();
      await candidates.getByText(disputed.number).waitFor();
      await shown(page.getByTestId('settlement-formula')).getByText('入库 1000.00 − 退货 0.00 = 结算 1000.00').waitFor();
      await page.getByLabel('备注').fill('本月采购结算');
      await screenshot(page, 'fms-supplier-settlement-add');
      const { detailUrl, settlementId } = await generateSettlement(page, /\/fms\/supplier_settlement_order\/detail\?id=\d+/);
      const head = () => shown(page.locator('.ant-card-head')).first();
      await head().getByText('待审核').waitFor();

      // 2. The supplier disputes the second delivery: removed from the draft; the total is the first alone
      const items = shown(page.getByTestId('settlement-items'));
      await items.locator('.ant-table-row').filter({ hasText: disputed.number }).getByRole('button', button('移除')).click();
      await confirmPopconfirm(page, `从结算单移除 ${disputed.number}？移除后可在以后的结算单中结算。`);
      await items.locator('.ant-table-row').filter({ hasText: disputed.number }).waitFor({ state: 'detached' });
      await page.getByText('入库 300.00 − 退货 0.00 = 结算 300.00').first().waitFor();
      expect(await items.locator('.ant-table-row').count()).toBe(1);

      // 3. Audit 1 by the buyer, with a remark
      await shown(page.getByRole('button', button('采购审核'))).click();
      const dialog = page.locator('.ant-modal:visible');
      await dialog.getByLabel('审核意见').fill('入库单与送货单已核对');
      await dialog.getByRole('button', button('确定')).click();
      await head().getByText('采购已审').waitFor();
      expect(await shown(page.getByRole('button', button('移除'))).count()).toBe(0);
      const number = (await apiGet<{ number: string }>(base, admin, `/fms/supplier_settlement_order/${settlementId}`)).number;

      // The same person may not pass audit 2 after audit 1: the removed receipt, settled on its own by the
      // admin (who holds both audits), is refused at audit 2 — and the page tells the admin so
      const later = await apiPost<{ id: number }>(base, admin, '/fms/supplier_settlement_order', { supplier_id: supplier.id, start_date: monthStart, end_date: today(), remark: '争议送货另行结算', items: [{ source_type: 'warehousing_entry', source_id: disputed.id }] });
      await apiPut(base, admin, `/fms/supplier_settlement_order/${later.id}/audit1`, { remark: null });
      const same = await send(base, admin, 'PUT', `/fms/supplier_settlement_order/${later.id}/audit2`, { remark: null });
      expect(same.code).toBe(409);
      expect(same.message).toBe('财务审核须由第一审核人之外的另一人进行');
      await loginWithCookie(context, base, env.account('admin'), 'admin123');
      await page.goto(`/fms/supplier_settlement_order/detail?id=${later.id}`);
      await shown(page.locator('.ant-alert')).getByText('你已做过采购审核，财务审核须由另一人进行').waitFor();
      expect(await shown(page.getByRole('button', button('财务审核'))).isDisabled()).toBe(true);
      await screenshot(page, 'fms-supplier-settlement-same-auditor');
      // and the buyer holds no audit 2 at all

      const buyer = await apiLogin(base, env.account('yangqiang'), 'demo1234');
      expect((await send(base, buyer, 'PUT', `/fms/supplier_settlement_order/${settlementId}/audit2`, { remark: null })).code).toBe(402);

      // 4. 黄敏 passes audit 2 and pays it from the detail's 付款: the payment note form opens on its open amount
      await loginWithCookie(context, base, env.account('huangmin'), 'demo1234');
      await page.goto(detailUrl);
      await shown(page.getByRole('button', button('财务审核'))).click();
      await page.locator('.ant-modal:visible').getByLabel('审核意见').fill('财务复核无误');
      await screenshot(page, 'fms-supplier-settlement-audit2');
      await page.locator('.ant-modal:visible').getByRole('button', button('确定')).click();
      await head().getByText('财务已审').waitFor();
      await shown(page.getByRole('button', button('付款'))).click();
      await page.waitForURL(/\/fms\/payment_note\/add\?/);
      expect(new URL(page.url()).searchParams.get('settlement_id')).toBe(String(settlementId));
      const payNow = page.getByLabel(`本次核销 ${number}`);
      await expect.poll(() => payNow.inputValue()).toBe('300.00');
      await page.locator('#payment_note_remark').fill('对公转账支付货款');
      await screenshot(page, 'fms-payment-note-form');
      await shown(page.getByRole('button', button('保存'))).click();
      await page.waitForURL(/\/fms\/payment_note\/detail\?id=\d+/);
      const noteId = Number(new URL(page.url()).searchParams.get('id'));
      await shown(page.getByRole('button', { name: /^审\s*核$/ })).click();
      await confirmPopconfirm(page, '审核后将付款并核销结算单，不能撤销。确定审核？');
      await head().getByText('已审核').waitFor();
      await screenshot(page, 'fms-payment-note-detail');
      const noteNo = (await apiGet<{ number: string }>(base, admin, `/fms/payment_note/${noteId}`)).number;

      // 5. The settlement is paid, the payment listed on it
      await visit(page, detailUrl);
      await head().getByText('已付款').waitFor();
      await visibleRow(page, noteNo).getByText('¥300.00').waitFor();
      await screenshot(page, 'fms-supplier-settlement-detail');
      expect(await apiGet<{ status: number; paid_amount: string }>(base, admin, `/fms/supplier_settlement_order/${settlementId}`)).toMatchObject({ status: 4, paid_amount: '300.00' });

      // 6. Money out, the list, the print
      await visit(page, `/fms/money_out/list?doc_no=${noteNo}`);
      await visibleRow(page, noteNo).filter({ hasText: supplierName }).getByText('¥300.00').waitFor();
      await screenshot(page, 'fms-money-out-list');
      await visit(page, '/fms/supplier_settlement_order/list');
      await visibleRow(page, number).getByText('已付款').waitFor();
      await screenshot(page, 'fms-supplier-settlement-list');
      await visit(page, `/fms/supplier_settlement_order/print?id=${settlementId}`);
      await shown(page.getByTestId('settlement-sheet-total')).getByText('叁佰元整', { exact: false }).waitFor();
      await screenshot(page, 'fms-supplier-settlement-print');
    } finally {
      await context.close();
    }
  });
});
