import type { z } from 'zod';
import { isMessageKey, translate, type Locale } from '@tradewind/contract/common/messages';
import type { PermissionRule } from '@tradewind/contract/common/permission';
import type { RequestContext } from '@/core/http/request-context';

/**
 * What a column holds, so the writer can make a cell a spreadsheet can compute with: `money` and
 * `quantity` numbers (formatted '#,##0.00' and up to three decimals), `integer`, `percent` (the list's
 * number of percent, '5.00', written as the fraction 0.05 formatted '0.00%': it shows 5.00% and a formula
 * multiplies by it as a rate), `date` and `datetime` real Excel dates (the tenant's wall-clock time, as
 * the list shows it), `text` as given.
 */
export type ExportColumnKind = 'text' | 'money' | 'quantity' | 'integer' | 'percent' | 'date' | 'datetime';

/**
 * `kind` may be left out where the key says it (exportColumnKind); declare it where the key is ambiguous.
 * `total`: the list shows this column's sum in its totals row, so the export ends with a totals row too
 * (exportTotals), holding the sum of the rows written.
 */
export type ExportColumn = { header: string; key: string; width?: number; kind?: ExportColumnKind; total?: boolean };

const MONEY_KEYS = new Set(['amount', 'balance', 'cost', 'price', 'value', 'need_pay', 'payment_amount', 'prepay_used']);
const QUANTITY_KEYS = new Set(['qty', 'quantity', 'on_hand', 'reserved', 'available', 'stock', 'loss', 'balance_after', 'weight', 'volume', 'total_weight', 'total_volume', 'distance_km']);
const INTEGER_KEYS = new Set(['id', 'customer_id', 'target_id', 'pieces', 'total_pieces', 'duration_min', 'line_count', 'stop_count']);

/**
 * A column's kind: the declared one, else what its key says by the names every module uses (`*_amount`,
 * `*_price`, `*_cost` money; `*_qty` quantities; `*_count` integers; `*_rate` percentages; `*_date`,
 * `*_on` dates; `*_at` date-times), else text.
 */
export function exportColumnKind(column: ExportColumn): ExportColumnKind {
  if (column.kind) return column.kind;
  const key = column.key;
  if (MONEY_KEYS.has(key) || /_(amount|price|cost)$/.test(key)) return 'money';
  if (QUANTITY_KEYS.has(key) || /_qty$/.test(key)) return 'quantity';
  if (INTEGER_KEYS.has(key) || /_count$/.test(key)) return 'integer';
  if (/_rate$/.test(key)) return 'percent';
  if (/_(date|on)$/.test(key)) return 'date';
  if (/_at$/.test(key)) return 'datetime';
  return 'text';
}

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A row value as the cell of its kind, with the number format to show it: decimal text ('5000.00') becomes
 * a number, 'YYYY-MM-DD[ HH:mm:ss]' a Date at that wall-clock time (Excel dates have no zone). A value
 * that is not what its kind expects (empty, a dash) goes as it is.
 */
export function exportCell(kind: ExportColumnKind, value: unknown): { value: unknown; numFmt?: string } {
  if (value === null || value === undefined || value === '' || kind === 'text') return { value };
  if (kind === 'date' || kind === 'datetime') {
    const m = typeof value === 'string' ? DATE_TEXT.exec(value) : null;
    if (!m) return { value };
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
    return { value: new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s)), numFmt: kind === 'date' ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm:ss' };
  }
  const n = typeof value === 'number' ? value : typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : null;
  if (n === null || !Number.isFinite(n)) return { value };
  if (kind === 'money') return { value: n, numFmt: '#,##0.00' };
  if (kind === 'integer') return { value: n, numFmt: '0' };
  // ten-thousandths of a percent stay exact: 5.25 % is 0.0525, not 0.052500000000000005
  if (kind === 'percent') return { value: Number((n / 100).toFixed(6)), numFmt: '0.00%' };
  if (Number.isInteger(n)) return { value: n, numFmt: '#,##0' };
  return { value: n, numFmt: '#,##0.###' };
}

/** How many of a kind's smallest step make 1: money sums in cents, quantities in thousandths, so a sum is exact. */
const TOTAL_SCALE: Partial<Record<ExportColumnKind, number>> = { money: 100, quantity: 1000, integer: 1 };

/**
 * The totals row of an export whose list shows one (a column with `total`; null when none has): `add`
 * each written row's cells, then `cells` is the last row — the label (export.totals, in the creator's
 * language) in the first text column that is not summed, each summed column's exact sum as a number of its
 * kind's format, the other columns empty.
 */
export function exportTotals(columns: readonly ExportColumn[], label: string): { add(cells: ReadonlyArray<{ value: unknown }>): void; cells(): Array<{ value: unknown; numFmt?: string }> } | null {
  const kinds = columns.map(exportColumnKind);
  const summed = columns.map((c, i) => (c.total === true ? (TOTAL_SCALE[kinds[i]] ?? null) : null));
  if (summed.every((scale) => scale === null)) return null;
  const sums = columns.map(() => 0);
  // the label goes where text belongs (a date or id column keeps only its own kind), else in the first free column
  const free = summed.map((scale, i) => (scale === null ? i : -1)).filter((i) => i >= 0);
  const labelAt = free.find((i) => kinds[i] === 'text') ?? free[0];
  return {
    add(cells) {
      cells.forEach((cell, i) => {
        const scale = summed[i];
        if (scale !== null && typeof cell.value === 'number') sums[i] += Math.round(cell.value * scale);
      });
    },
    cells: () =>
      columns.map((_c, i) => {
        const scale = summed[i];
        if (scale === null) return { value: i === labelAt ? label : null };
        return exportCell(kinds[i], sums[i] / scale);
      }),
  };
}

/**
 * A list that can be exported: any module declares its columns and how to read its rows in batches
 * (keyset: the batch returns the cursor of the next one), and gets `GET …/export` and the export centre.
 * Rows are read with the creator's rights at the time the export runs (data scope included).
 */
export type Exporter<P = unknown> = {
  key: string;
  /**
   * what the export centre shows as the source (Chinese, as the list's page title); the contract's
   * message `export.source.<key>` gives it in each language (exportSource), this is the fallback
   */
  source: string;
  permission: PermissionRule;
  params: z.ZodType<P, unknown>;
  columns: readonly ExportColumn[];
  count(ctx: RequestContext, params: P): Promise<number>;
  batch(ctx: RequestContext, params: P, cursor: number | null, limit: number): Promise<{ rows: Array<Record<string, unknown>>; cursor: number | null }>;
};

type ListPage<R> = { list: R[]; pagination: { total: number } };

/**
 * An exporter's `count` and `batch` over a list service that lists newest first and takes `before_id`
 * (keyset on id), as the list pages read it: `rows` makes a batch's rows of a page (names for codes,
 * joined lines), else the list's rows go as they are.
 */
export function exportPagesOf<P, R extends { id: number }>(
  list: (ctx: RequestContext, q: P & { page: number; page_size: number; before_id?: number }) => Promise<ListPage<R>>,
  rows: (ctx: RequestContext, page: R[]) => Array<Record<string, unknown>> | Promise<Array<Record<string, unknown>>> = (_ctx, page) => page,
): Pick<Exporter<P>, 'count' | 'batch'> {
  return {
    count: async (ctx, params) => (await list(ctx, { ...params, page: 1, page_size: 1 })).pagination.total,
    batch: async (ctx, params, cursor, limit) => {
      const page = await list(ctx, { ...params, page: 1, page_size: limit, before_id: cursor ?? undefined });
      return { rows: await rows(ctx, page.list), cursor: page.list.length === limit ? page.list[page.list.length - 1].id : null };
    },
  };
}

const exporters = new Map<string, Exporter<unknown>>();

export function defineExporter<P>(exporter: Exporter<P>): Exporter<P> {
  exporters.set(exporter.key, exporter as Exporter<unknown>);
  return exporter;
}

export function exporterOf(key: string): Exporter<unknown> | undefined {
  return exporters.get(key);
}

/** Every exporter registered so far (each module registers its own when it loads). */
export function registeredExporters(): Array<Exporter<unknown>> {
  return [...exporters.values()];
}

/** The source of an export (and the start of its file name) in the creator's language. */
export function exportSource(exporter: Pick<Exporter<unknown>, 'key' | 'source'>, locale: Locale): string {
  const key = `export.source.${exporter.key}`;
  return isMessageKey(key) ? translate(key, locale) : exporter.source;
}

/** A column's header in the creator's language: `export.column.<exporter key>.<column key>`, else its own. */
export function exportHeader(exporter: Pick<Exporter<unknown>, 'key'>, column: ExportColumn, locale: Locale): string {
  const key = `export.column.${exporter.key}.${column.key}`;
  return isMessageKey(key) ? translate(key, locale) : column.header;
}
