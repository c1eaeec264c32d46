import { translate } from '@tradewind/contract/common/messages';
import { LineFilterSchema } from '@tradewind/contract/lms/line.schema';
import { defineExporter } from '@/core/jobs/exporter';
import { listLines } from './line.read';

/** The line list through the export centre (`GET /lms/lines/export`), its filters as the list's, a page a batch: the cursor is the next page. */
export const lineExporter = defineExporter({
  key: 'lms.line',
  source: '线路',
  permission: 'lms:line:export',
  params: LineFilterSchema,
  columns: [
    { header: '线路单号', key: 'number', width: 20 },
    { header: '日期', key: 'line_date', width: 12 },
    { header: '状态', key: 'status', width: 10 },
    { header: '名称', key: 'name', width: 14 },
    { header: '车辆', key: 'car_plate', width: 12 },
    { header: '司机', key: 'driver_name', width: 10 },
    { header: '跟车', key: 'helpers', width: 16 },
    { header: '站点数', key: 'stop_count', width: 8 },
    { header: '件数', key: 'total_pieces', width: 8 },
    { header: '重量(kg)', key: 'total_weight', width: 10 },
    { header: '体积(m³)', key: 'total_volume', width: 10 },
    { header: '里程(km)', key: 'distance_km', width: 10 },
    { header: '时长(分)', key: 'duration_min', width: 10 },
    { header: '发车时间', key: 'departed_at', width: 18 },
    { header: '完成时间', key: 'completed_at', width: 18 },
  ],
  count: async (ctx, params) => (await listLines(ctx, { ...params, page: 1, page_size: 1 })).pagination.total,
  batch: async (ctx, params, cursor, limit) => {
    const page = cursor ?? 1;
    const list = (await listLines(ctx, { ...params, page, page_size: limit })).list;
    return {
      rows: list.map((l) => ({
        ...l,
        status: translate(`lms.line_status.${l.status}`, ctx.locale),
        helpers: l.helper_names.join('、'),
        distance_km: (l.distance_m / 1000).toFixed(1),
        duration_min: Math.round(l.duration_s / 60),
      })),
      cursor: list.length === limit ? page + 1 : null,
    };
  },
});
