import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { StockProcessFilterSchema, StockProcessStatus as S } from '@tradewind/contract/wms/stock-process.schema';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { defineExporter, exportPagesOf } from '@/core/jobs/exporter';
import { createdColumns } from '@/core/jobs/export-columns';
import { skus, spus } from '@/modules/pms';
import { intArray } from '../picking/picking-scope';
import { listStockProcesses, statusName } from './stock-process.read';

const sku = alias(skus, 's');
const spu = alias(spus, 'p');

/** Exporting stock processing runs: the filtered list through the export centre. */

const linesText = async (ctx: RequestContext, ids: number[]) => {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await queryRows<{ doc: number; side: number; text: string }>(
    ctx.db,
    sql`SELECT i.process_doc_id AS doc, i.side, string_agg(${spu.name} || coalesce(nullif(' ' || ${sku.specText}, ' '), '') || ' ' || trim_scale(i.qty)::text || i.unit_name, '、' ORDER BY i.sort, i.id) AS text
          FROM wms_stock_process_items AS i JOIN ${skus} AS ${sku} ON ${sku.id} = i.sku_id JOIN ${spus} AS ${spu} ON ${spu.id} = ${sku.spuId}
         WHERE i.process_doc_id = ANY(${intArray(ids)}::int[]) GROUP BY i.process_doc_id, i.side`,
  );
  return new Map(rows.map((r) => [`${r.doc}:${r.side}`, r.text]));
};

/** `GET /wms/stock_processes/export`: the filtered list through the export centre, newest first (keyset on id), in the creator's language. */
export const stockProcessExporter = defineExporter({
  key: 'wms.stock_process',
  source: '加工单',
  permission: 'wms:stock_process:export',
  params: StockProcessFilterSchema,
  columns: [
    { header: '单号', key: 'number', width: 20 },
    { header: '状态', key: 'status', width: 8 },
    { header: '仓库', key: 'warehouse_name', width: 16 },
    { header: '加工配方', key: 'process_name', width: 18 },
    { header: '加工数量', key: 'quantity', width: 10 },
    { header: '投入', key: 'inputs', width: 36 },
    { header: '产出', key: 'outputs', width: 36 },
    { header: '投入成本', key: 'input_amount', width: 12 },
    { header: '预计损耗率', key: 'loss_rate', width: 12 },
    // the loss as a number beside its unit, so the column sums
    { header: '实际损耗', key: 'loss_qty', width: 10 },
    { header: '损耗单位', key: 'loss_unit', width: 8 },
    { header: '备注', key: 'remark', width: 24 },
    ...createdColumns,
    { header: '审核时间', key: 'audited_at', width: 18 },
  ],
  ...exportPagesOf(listStockProcesses, async (ctx, page) => {
    const texts = await linesText(ctx, page.map((r) => r.id));
    return page.map((r) => ({
      ...r,
      status: statusName(ctx, r.status),
      inputs: texts.get(`${r.id}:1`) ?? '',
      outputs: texts.get(`${r.id}:2`) ?? '',
      input_amount: r.status === S.audited ? r.input_amount : '',
      loss_unit: r.loss_qty === null ? '' : (r.loss_unit ?? ''),
    }));
  }),
});
