import { keysetBatches } from '@/core/jobs/export-batches';
import { defineExporter } from '@/core/jobs/exporter';
import { countUpcomingReleases, UpcomingExportParamsSchema, upcomingReleasesAfter } from './pool-upcoming';

/** The customers about to fall into the public pool as a spreadsheet (export centre), read when the export runs, by id. */
export const upcomingExporter = defineExporter({
  key: 'crm.down_public_upcoming',
  source: '即将掉入公海的客户',
  permission: 'crm:down_public:export',
  params: UpcomingExportParamsSchema,
  columns: [
    { header: '客户ID', key: 'customer_id', width: 8 },
    { header: '客户名称', key: 'customer_name', width: 24 },
    { header: '负责人', key: 'sales_name' },
    { header: '门店', key: 'store_name' },
    { header: '客户等级', key: 'level_text' },
    { header: '预计掉入时间', key: 'due_at', width: 20 },
    { header: '原因', key: 'reason_text', width: 16 },
    { header: '最后跟进', key: 'last_visit_at', width: 20 },
    { header: '最后下单', key: 'last_order_at', width: 20 },
  ],
  count: countUpcomingReleases,
  batch: keysetBatches(upcomingReleasesAfter, (row) => row.id),
});
