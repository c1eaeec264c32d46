import type { z } from 'zod';
import { isMessageKey, translate, type Locale } from '@tradewind/contract/common/messages';
import type { PermissionRule } from '@tradewind/contract/common/permission';
import type { RequestContext } from '@/core/http/request-context';

export type ExportColumn = { header: string; key: string; width?: number };

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
