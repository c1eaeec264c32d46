import { PrepayAccountFilterSchema } from '@tradewind/contract/fms/prepay-account.schema';
import { defineExporter } from '@/core/jobs/exporter';
import { keysetBatches } from '@/core/jobs/export-batches';
import { listPrepayAccounts, prepayAccountBatch } from './prepay-account.service';

/** `GET /fms/finance_prepay_accounts/export`: the suppliers' or workers' prepay accounts with the list's filters, and their totals. */
export const prepayAccountExporter = defineExporter({
  key: 'fms.prepay_account',
  source: '预付款账户',
  permission: ['fms:finance_prepay_account:list', 'fms:finance_prepay_account:export'],
  params: PrepayAccountFilterSchema,
  columns: [
    { header: '类型', key: 'target_type_name', width: 10 },
    { header: 'ID', key: 'target_id', width: 10 },
    { header: '名称', key: 'target_name', width: 24 },
    { header: '编码', key: 'target_code', width: 14 },
    { header: '预付余额', key: 'balance', width: 14, total: true },
    { header: '累计预付', key: 'total_prepay_amount', width: 14, total: true },
    { header: '最近变动', key: 'updated_at', width: 20 },
  ],
  count: async (ctx, params) => (await listPrepayAccounts(ctx, { ...params, page: 1, page_size: 1 })).pagination.total,
  batch: keysetBatches((ctx, params, after, limit) => prepayAccountBatch(ctx, params, after ?? undefined, limit), (row) => row.id),
});
