import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@tradewind/contract/common/time';
import { withTenant } from '@/core/db/tenancy';
import { startExport } from '@/core/jobs/export-route';
import { exportColumnKind, registeredExporters, type Exporter } from '@/core/jobs/exporter';
import { exportRowsFixture, type ExportRowsFixture } from '@/test/fixtures/export-rows-fixture';
import { orderBody } from '@/test/fixtures/oms/order-test-fixture';
import { downloadExport } from '@/test/test-exports';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();
let f: ExportRowsFixture;

/** The analytics' period: the month up to today, in the tenant's (default) time zone. */
const today = todayIn('Asia/Shanghai');
const dayOffset = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const month = { start_date: dayOffset(-30), end_date: today };

/** What an export's parameters need beyond its filters (an export under a path with an id, one account's history, a dashboard's period). */
const paramsOf = (exporter: Exporter<unknown>): Record<string, unknown> =>
  exporter.key.startsWith('bi.') ? biParamsOf(exporter.key) : ({
    'crm.quotation_price': { customer_id: f.customer },
    'crm.crowd_members': { crowd_id: f.crowd },
    'marketing.coupon_codes': { coupon_id: f.coupon },
    'crm.down_public_upcoming': { days: 60 },
    'fms.customer_balance_history': { customer_id: f.periodCustomer },
    'fms.prepay_history': { target_type: 'supplier', target_id: f.supplier },
  })[exporter.key] ?? {};

/** A dashboard's export: its period, and what its list needs (the drill-down's SKU; churn: ten days on, a week without orders). */
const biParamsOf = (key: string): Record<string, unknown> =>
  ({
    'bi.profit.orders': { ...month, sku_id: f.goods.skuIds[0] },
    'bi.customer_churn': { start_date: month.start_date, end_date: dayOffset(10), days: 7 },
    'bi.goods_slow_movers': { ...month, days: 1 },
  })[key] ?? month;

/**
 * The exports whose list page shows a totals row (apps/web: a `TotalsRow` in the table's summary): each
 * declares its summed columns (`total`) and its sheet ends with the totals row.
 */
const LISTS_WITH_TOTALS = [
  'bi.goods', 'bi.goods_sales', 'bi.goods_slow_movers', 'bi.operation.rep', 'bi.operation.store', 'bi.operation.trend', 'bi.profit', 'bi.profit.orders',
  'crm.invoices', 'fms.customer_account', 'fms.money_in', 'fms.money_out', 'fms.payment_note', 'fms.prepay_account', 'fms.receipt_note', 'fms.supplier_settlement_order', 'fms.worker_settlement_order'];

/** Text that a spreadsheet should hold as a number or a date, not as text. */
const DECIMAL_TEXT = /^-?\d+\.\d+$/;
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

beforeAll(async () => {
  // a tenant with goods, stock, customers, an order, and a few records of every exported list
  f = await exportRowsFixture(t);
  await f.ok('POST', '/oms/order', orderBody(f));
});

describe('every export', () => {
  it('writes money and quantities as number cells and dates as Date cells; no text column holds a number or a date as text', async () => {
    const problems: string[] = [];
    const filled: string[] = [];
    for (const exporter of registeredExporters()) {
      const { id } = await withTenant(t.app.database.db, f.tenant.tenantId, (tx) => startExport(f.ctx(tx), exporter, exporter.params.parse(paramsOf(exporter))));
      const [header, ...rows] = await downloadExport(t, f.tenant.tokens.admin, id);
      expect(header, exporter.key).toHaveLength(exporter.columns.length);
      if (rows.length > 0) filled.push(exporter.key);
      // the totals row's label stands in the first free column when the sheet has no text column (a trend's dates)
      const body = exporter.columns.some((c) => c.total) && rows.at(-1)?.includes('合计') ? rows.slice(0, -1) : rows;
      exporter.columns.forEach((column, i) => {
        const kind = exportColumnKind(column);
        for (const value of body.map((r) => r[i])) {
          if (value === undefined || value === null || value === '') continue;
          const where = `${exporter.key}.${column.key} (${kind}): ${JSON.stringify(value)}`;
          if ((kind === 'money' || kind === 'quantity' || kind === 'integer' || kind === 'percent') && typeof value !== 'number') problems.push(where);
          if ((kind === 'date' || kind === 'datetime') && !(value instanceof Date)) problems.push(where);
          if (kind === 'text' && typeof value === 'string' && (DECIMAL_TEXT.test(value) || DATE_TEXT.test(value))) problems.push(where);
        }
      });
    }
    expect(problems, problems.join('\n')).toEqual([]);
    // every export has rows to check: a new export needs a record in exportRowsFixture
    expect(registeredExporters().map((e) => e.key).filter((key) => !filled.includes(key))).toEqual([]);
  });

  it('ends with a totals row where the list shows one: the label, then each summed column the exact sum of the rows above', async () => {
    const withTotals = registeredExporters().filter((e) => e.columns.some((c) => c.total));
    expect(withTotals.map((e) => e.key).sort()).toEqual([...LISTS_WITH_TOTALS].sort());
    const problems: string[] = [];
    for (const exporter of registeredExporters()) {
      const { id } = await withTenant(t.app.database.db, f.tenant.tenantId, (tx) => startExport(f.ctx(tx), exporter, exporter.params.parse(paramsOf(exporter))));
      const [, ...rows] = await downloadExport(t, f.tenant.tokens.admin, id);
      const labelled = (row: unknown[] | undefined) => row !== undefined && row.includes('合计');
      if (!withTotals.includes(exporter)) {
        if (labelled(rows.at(-1))) problems.push(`${exporter.key}: a totals row its list does not show`);
        continue;
      }
      const last = rows.at(-1)!;
      const body = rows.slice(0, -1);
      if (body.length === 0 || !labelled(last)) {
        problems.push(`${exporter.key}: no totals row after its ${body.length} rows`);
        continue;
      }
      exporter.columns.forEach((column, i) => {
        if (!column.total) {
          if (last[i] !== undefined && last[i] !== null && last[i] !== '合计') problems.push(`${exporter.key}.${column.key}: ${JSON.stringify(last[i])} in the totals row`);
          return;
        }
        // cents (or thousandths) added as integers, as a spreadsheet's SUM shows them
        const scale = exportColumnKind(column) === 'quantity' ? 1000 : 100;
        const sum = body.reduce((s: number, r) => s + Math.round(Number(r[i] ?? 0) * scale), 0) / scale;
        if (last[i] !== sum) problems.push(`${exporter.key}.${column.key}: totals ${JSON.stringify(last[i])}, rows sum to ${sum}`);
      });
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
