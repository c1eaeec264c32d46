import { ActionLogQuerySchema } from '@tradewind/contract/system/action-log.schema';
import { keysetBatches } from '@/core/jobs/export-batches';
import { defineExporter } from '@/core/jobs/exporter';
import { actionLogBefore, countActionLog } from './action-log.service';

/** The action log's export: same filters and data scope, newest first (keyset on id). */
export const actionLogExporter = defineExporter({
  key: 'system.action_log',
  source: '操作日志',
  permission: 'system:action_log:list',
  params: ActionLogQuerySchema.omit({ page: true, page_size: true }),
  columns: [
    { header: 'ID', key: 'id', width: 10 },
    { header: '时间', key: 'created_at', width: 20 },
    { header: '员工', key: 'staff_name' },
    { header: '门店', key: 'store_name' },
    { header: '模块', key: 'module', width: 10 },
    { header: '操作', key: 'action', width: 28 },
    { header: '请求', key: 'method', width: 8 },
    { header: '路径', key: 'path', width: 36 },
    { header: '对象类型', key: 'target_type', width: 14 },
    { header: '对象编号', key: 'target_id', width: 12 },
    { header: 'IP', key: 'ip', width: 16 },
  ],
  count: countActionLog,
  batch: keysetBatches(actionLogBefore, (entry) => entry.id),
});
