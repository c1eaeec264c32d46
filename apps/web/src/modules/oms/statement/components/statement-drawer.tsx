import { PrinterOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Flex, Space, Spin, Table, Tag } from 'antd';
import { Link } from 'react-router';
import type { StatementItem } from '@tradewind/contract/oms/statement.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { statementPrintPath, useStatementQuery } from '../api/statement.api';
import { ReceiveMoneyButton, TargetReceiptsTable } from '../../order/components/target-receipts';
import { StatementActions } from './statement-actions';
import { StatementStatusTag } from './statement-status-tag';
import { DocumentLog } from '@/core/documents/document-log';
import { LongText } from '@/core/documents/long-text';

/** One statement: the customer and period, its orders and refunds with their amounts, the totals, received and open, the receipt notes that paid it, the log and the actions (收款 while open). */
export function StatementDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useI18n();
  const statement = useStatementQuery(id);
  const s = statement.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={s ? <Space><span data-testid="statement-number">{s.number}</span><StatementStatusTag status={s.status} /></Space> : t('oms_statement.detail')}
      extra={
        s && (
          <Space>
            {s.payable && <ReceiveMoneyButton size="small" customerId={s.customer_id} target={{ statement_id: s.id }} />}
            <StatementActions statement={s} size="small" onDeleted={onClose} />
            <Button icon={<PrinterOutlined />} onClick={() => window.open(statementPrintPath(s.id), '_blank')}>{t('oms_statement.print')}</Button>
          </Space>
        )
      }
    >
      {!s ? (
        <Spin />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('oms_statement.customer')}>{s.customer_name} {s.customer_phone}</Descriptions.Item>
            <Descriptions.Item label={t('oms_statement.account_period')}>{s.account_period_name ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('oms_statement.period')}>{`${s.start_date} ~ ${s.end_date}`}</Descriptions.Item>
            <Descriptions.Item label={t('oms_statement.due_date')}>{s.due_date}</Descriptions.Item>
            <Descriptions.Item label={t('oms_statement.order_amount')}>¥{s.order_amount}（{s.order_count}）</Descriptions.Item>
            <Descriptions.Item label={t('oms_statement.refund_amount')}>-¥{s.refund_amount}（{s.refund_count}）</Descriptions.Item>
            <Descriptions.Item label={t('oms_statement.total_amount')}><strong data-testid="statement-total">¥{s.total_amount}</strong></Descriptions.Item>
            <Descriptions.Item label={t('oms.payment.received_amount')}>
              <span data-testid="statement-received">¥{s.received_amount}</span>
              <span style={{ marginLeft: 8 }}>{t('oms.payment.open_amount')} ¥{s.open_amount}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('oms_statement.source')}>{t(`oms.statement_source.${s.source}`)}</Descriptions.Item>
            {s.confirmed_user_name && <Descriptions.Item label={t('oms_statement.confirmed_by')}>{`${s.confirmed_user_name} ${s.confirmed_at ?? ''}`}</Descriptions.Item>}
            {s.settled_at && <Descriptions.Item label={t('oms_statement.settled')}>{`${s.settled_at} ${s.settle_remark ?? ''}`}</Descriptions.Item>}
            <Descriptions.Item label={t('oms_statement.remark')} span="filled"><LongText text={s.remark} /></Descriptions.Item>
          </Descriptions>
          <Table<StatementItem>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={s.items}
            columns={[
              { title: t('oms_statement.kind'), dataIndex: 'kind', width: 90, render: (v: number) => <Tag color={v === 1 ? 'blue' : 'orange'}>{t(`oms_statement.kind_${v}`)}</Tag> },
              {
                title: t('oms_statement.doc_number'),
                dataIndex: 'number',
                render: (v: string, i) => <Link to={i.kind === 1 ? `/oms/order/detail?id=${i.order_id}` : `/oms/order_refund/detail?id=${i.refund_id}`}>{v}</Link>,
              },
              { title: t('oms_statement.doc_date'), dataIndex: 'doc_date', width: 120 },
              { title: t('oms_statement.amount'), dataIndex: 'amount', width: 120, align: 'right', render: (v: string, i) => (i.kind === 2 ? `-${v}` : v) },
            ]}
          />
          <div>
            <h4 style={{ margin: '0 0 8px' }}>{t('oms.payment.receipts')}</h4>
            <TargetReceiptsTable receipts={s.receipts} />
          </div>
          {/* a statement sent by the schedule carries the remark 'scheduled': its line names the system instead */}
          <DocumentLog
            logs={s.logs.map((l) => (l.remark === 'scheduled' ? { ...l, remark: null } : l))}
            action={(l) => t(`oms_statement.action.${l.action}`)}
            system={t('oms_statement.log_system')}
          />
        </Flex>
      )}
    </Drawer>
  );
}
