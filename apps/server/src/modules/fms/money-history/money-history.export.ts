import { MoneyHistoryFilterSchema } from '@tradewind/contract/fms/money-history.schema';
import { defineExporter, exportPagesOf, type ExportColumn } from '@/core/jobs/exporter';
import { listMoneyHistories, type Direction } from './money-history.service';

const columns: ExportColumn[] = [
  { header: '发生日期', key: 'occurred_on', width: 12 },
  { header: '类型', key: 'type_name', width: 14 },
  { header: '金额', key: 'amount', width: 12, total: true },
  { header: '方式', key: 'payment_config_name', width: 14 },
  { header: '方式类型', key: 'payment_kind_name', width: 10 },
  { header: '对象类型', key: 'target_type_name', width: 10 },
  { header: '对象', key: 'target_name', width: 20 },
  { header: '单据类型', key: 'doc_type_name', width: 10 },
  { header: '单号', key: 'doc_no', width: 20 },
  { header: '门店', key: 'store_name', width: 14 },
  { header: '备注', key: 'remark', width: 24 },
  { header: '操作人', key: 'staff_name', width: 10 },
  { header: '记账时间', key: 'created_at', width: 18 },
];

const exporterOf = (direction: Direction) =>
  defineExporter({
    key: `fms.money_${direction}`,
    source: direction === 'in' ? '收入流水' : '支出流水',
    permission: `fms:money_${direction}:export`,
    params: MoneyHistoryFilterSchema,
    columns,
    ...exportPagesOf((ctx, q) => listMoneyHistories(ctx, direction, q)),
  });

/** `GET /fms/money_in_histories/export`, `/fms/money_out_histories/export`: the filtered journal through the export centre. */
export const moneyInExporter = exporterOf('in');
export const moneyOutExporter = exporterOf('out');
