import { useState } from 'react';
import { Button, Card, Col, Descriptions, Empty, Flex, Row, Skeleton, Statistic, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PrepayHistoryQuerySchema, type PrepayTargetType } from '@tradewind/contract/fms/prepay-account.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { prepayHistoryKeys, usePrepayAccountConfig, usePrepayAccountQuery, type PrepayHistoryRow } from '../api/fms.api';
import { AdjustDialog, type AdjustTarget } from '../components/adjust-dialog';
import { HistoryFilters, historyColumns } from '../components/history-filters';
import { groupDigits } from '@tradewind/contract/common/money';
import { PREPAY_ACCOUNT_LIST_PATH } from '../fms.routes';
import { idParamOf } from '@/core/form/record-form-page';

/** The history's query as the address holds it: the target comes from the account the page shows, sent with the list's defaults. */
const HistoryQuerySchema = PrepayHistoryQuerySchema.partial({ target_type: true, target_id: true });

/** /fms/finance_prepay_account/detail?supplier_id= | ?worker_id= (or ?id=, the account's, from a message): the prepayment held and every movement. */
export function PrepayAccountDetailPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const supplierId = idParamOf(params.get('supplier_id'));
  const workerId = idParamOf(params.get('worker_id'));
  const accountId = idParamOf(params.get('id'));
  const by =
    supplierId !== null ? { target_type: 'supplier' as const, target_id: supplierId } : workerId !== null ? { target_type: 'worker' as const, target_id: workerId } : accountId !== null ? { account_id: accountId } : null;
  const account = usePrepayAccountQuery(by);
  const [adjusting, setAdjusting] = useState<AdjustTarget | null>(null);
  if (by === null || account.isError) return <Empty description={t('fms_web.not_found')}><Link to={PREPAY_ACCOUNT_LIST_PATH}>{t('fms_web.back')}</Link></Empty>;
  if (!account.data) return <Skeleton active />;
  const a = account.data;
  const { target_type: targetType, target_id: id } = a;
  return (
    <Flex vertical gap={12}>
      <Card
        size="small"
        title={<span>{a.target_name} <Tag>{a.target_type_name}</Tag></span>}
        extra={
          <Permission rule="fms:finance_prepay_account:finance_adjust">
            <Button type="primary" onClick={() => setAdjusting({ kind: 'prepay', targetType, targetId: id, name: a.target_name, balance: a.balance })}>{t('fms_web.adjust')}</Button>
          </Permission>
        }
      >
        <Row gutter={12} style={{ marginBottom: 12 }}>
          <Col span={8}>
            <Card size="small">
              <Statistic title={t('fms_web.prepay_balance')} value={a.balance} prefix="¥" formatter={(v) => groupDigits(String(v))} />
            </Card>
          </Col>
          <Col span={8}>
            <Card size="small">
              <Statistic title={t('fms_web.total_prepay_out')} value={a.total_prepay_amount} prefix="¥" formatter={(v) => groupDigits(String(v))} />
            </Card>
          </Col>
        </Row>
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('fms_web.target_code')}>{a.target_code ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('fms_web.target_status')}>{a.target_status === 1 ? t('fms_web.enabled') : t('fms_web.disabled')}</Descriptions.Item>
          <Descriptions.Item label={t('fms_web.updated_at')}>{a.updated_at ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <PrepayHistory targetType={targetType} targetId={id} />
      <AdjustDialog target={adjusting} onClose={() => setAdjusting(null)} />
    </Flex>
  );
}

function PrepayHistory({ targetType, targetId }: { targetType: PrepayTargetType; targetId: number }) {
  const { t } = useI18n();
  const config = usePrepayAccountConfig();
  const list = useList<PrepayHistoryRow, typeof HistoryQuerySchema>({ keys: prepayHistoryKeys, path: '/fms/finance_prepay_account/histories', exportPath: '/fms/finance_prepay_account/histories/export', schema: HistoryQuerySchema, defaults: { target_type: targetType, target_id: targetId } });
  const columns = historyColumns<PrepayHistoryRow>(t);
  return (
    <Card size="small" title={t('fms_web.history')}>
      <HistoryFilters
        list={list}
        name="prepay_history_filters"
        types={config.data?.history_types ?? []}
        exporting={{ permission: 'fms:finance_prepay_account:export', ...list.exportProps }}
      />
      <ListTable<PrepayHistoryRow> list={list} columns={columns} empty={t('fms_web.empty_history')} scroll={{ x: 1000 }} />
    </Card>
  );
}
