import type { z } from 'zod';
import type { PermissionRule } from '@tradewind/contract/common/permission';
import { defineExporter, type ExportColumn, type Exporter } from '@/core/jobs/exporter';
import type { RequestContext } from '@/core/http/request-context';

/**
 * An exporter of a dashboard's table: the rows are few (a period's buckets, the stores, the reps, a
 * dimension's groups), read whole when the export runs with the creator's rights, in one batch.
 */
export function defineReportExporter<P>(def: {
  key: string;
  source: string;
  permission: PermissionRule;
  params: z.ZodType<P, unknown>;
  columns: readonly ExportColumn[];
  rows: (ctx: RequestContext, params: P) => Promise<Array<Record<string, unknown>>>;
}): Exporter<P> {
  return defineExporter<P>({
    key: def.key,
    source: def.source,
    permission: def.permission,
    params: def.params,
    columns: def.columns,
    count: async (ctx, params) => (await def.rows(ctx, params)).length,
    batch: async (ctx, params) => ({ rows: await def.rows(ctx, params), cursor: null }),
  });
}
