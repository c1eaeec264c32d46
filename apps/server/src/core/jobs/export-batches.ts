import type { RequestContext } from '@/core/http/request-context';
import type { Exporter } from './exporter';

type Rows = Array<Record<string, unknown>>;

/**
 * An exporter's `batch` over a read that pages by position, in the table's own order (a dashboard's
 * ranking): the cursor is the number of rows written, none after a short batch.
 */
export function offsetBatches<P>(read: (ctx: RequestContext, params: P, offset: number, limit: number) => Promise<Rows>): Exporter<P>['batch'] {
  return async (ctx, params, cursor, limit) => {
    const offset = cursor ?? 0;
    const rows = await read(ctx, params, offset, limit);
    return { rows, cursor: rows.length === limit ? offset + limit : null };
  };
}

/**
 * An exporter's `batch` over a read of the rows after a key (keyset): the cursor is the last row's key
 * (`keyOf`), none after a short batch.
 */
export function keysetBatches<P, R extends Record<string, unknown>>(
  read: (ctx: RequestContext, params: P, after: number | null, limit: number) => Promise<R[]>,
  keyOf: (row: R) => number,
): Exporter<P>['batch'] {
  return async (ctx, params, cursor, limit) => {
    const rows = await read(ctx, params, cursor, limit);
    return { rows, cursor: rows.length === limit ? keyOf(rows[rows.length - 1]) : null };
  };
}
