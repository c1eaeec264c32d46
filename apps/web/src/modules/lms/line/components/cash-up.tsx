import { Button, Card, Table, Typography, type TableColumnsType } from 'antd';
import type { LineDetail, LineStop } from '@tradewind/contract/lms/line.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { sheetStyles as s } from '@/core/print/print-sheet';
import { cashUpPath } from '../api/line.api';
import { differenceText, totalDifferenceText } from './cash-difference';

const cashStops = (line: LineDetail) => line.stops.filter((x) => Number(x.collect_amount) > 0 || Number(x.collected_amount ?? 0) > 0);

/**
 * The driver's cash-up of a line (现金对账): each stop's amount to collect, what the sign-in collected,
 * the difference and its reason, with the totals the server works out (`cashUpOf`, the contract's one rule).
 * On the line detail page once the line has left; printed through the line print page's cash view.
 */
export function CashUpSection({ line }: { line: LineDetail }) {
  const { t } = useI18n();
  const columns: TableColumnsType<LineStop> = [
    { title: t('lms_line.seq'), dataIndex: 'seq', width: 50 },
    { title: t('lms_line.customer'), dataIndex: 'customer_name', width: 160 },
    { title: t('lms_lo.number'), dataIndex: 'logistics_order_no', width: 170 },
    { title: t('lms_line.collect'), dataIndex: 'collect_amount', width: 100, align: 'right' },
    { title: t('lms_line.collected'), key: 'collected', width: 100, align: 'right', render: (_v, r) => (r.status === 0 ? <Typography.Text type="secondary">{t('lms_line.pending')}</Typography.Text> : (r.collected_amount ?? '0.00')) },
    { title: t('lms_line.difference'), key: 'difference', width: 90, align: 'right', render: (_v, r) => <DifferenceText text={differenceText(r)} /> },
    { title: t('lms_line.amount_reason'), dataIndex: 'amount_reason', render: (v: string | null) => v ?? '' },
  ];
  return (
    <Card
      size="small"
      title={t('lms_line.cash_up')}
      data-testid="line-cash-up"
      extra={
        <Permission rule="lms/line/Print">
          <Button onClick={() => window.open(cashUpPath(line.id), '_blank')}>{t('lms_line.cash_up_print')}</Button>
        </Permission>
      }
    >
      <Table<LineStop>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={cashStops(line)}
        columns={columns}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>{t('lms_line.total')}</Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">{line.total_collect}</Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">{line.total_collected}</Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right"><DifferenceText text={totalDifferenceText(line)} /></Table.Summary.Cell>
            <Table.Summary.Cell index={6} />
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}

function DifferenceText({ text }: { text: string }) {
  return <Typography.Text type={text.startsWith('-') ? 'danger' : text.startsWith('+') ? 'warning' : undefined}>{text}</Typography.Text>;
}

/** The cash-up on paper (inside the line print page's PrintSheet): the same rows and totals. */
export function CashUpTable({ line }: { line: LineDetail }) {
  const { t } = useI18n();
  return (
    <table className={s.lines}>
      <thead>
        <tr>
          <th>{t('lms_line.seq')}</th>
          <th>{t('lms_line.customer')}</th>
          <th>{t('lms_lo.number')}</th>
          <th className={s.num}>{t('lms_line.collect')}</th>
          <th className={s.num}>{t('lms_line.collected')}</th>
          <th className={s.num}>{t('lms_line.difference')}</th>
          <th>{t('lms_line.amount_reason')}</th>
        </tr>
      </thead>
      <tbody>
        {cashStops(line).map((stop) => (
          <tr key={stop.id}>
            <td>{stop.seq}</td>
            <td>{stop.customer_name}</td>
            <td>{stop.logistics_order_no}</td>
            <td className={s.num}>{stop.collect_amount}</td>
            <td className={s.num}>{stop.status === 0 ? t('lms_line.pending') : (stop.collected_amount ?? '0.00')}</td>
            <td className={s.num}>{differenceText(stop)}</td>
            <td>{stop.amount_reason ?? ''}</td>
          </tr>
        ))}
        <tr>
          <td colSpan={3}>{t('lms_line.total')}</td>
          <td className={s.num}>{line.total_collect}</td>
          <td className={s.num}>{line.total_collected}</td>
          <td className={s.num}>{totalDifferenceText(line)}</td>
          <td />
        </tr>
      </tbody>
    </table>
  );
}
