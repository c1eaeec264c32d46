import { Button, Card, Flex, Space, Tabs, Typography, type TableColumnsType } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { Link, useNavigate } from 'react-router';
import { SupplierSettlementListQuerySchema, type SupplierSettlement, type SupplierSettlementList } from '@tradewind/contract/fms/supplier-settlement.schema';
import { useFeedback } from '@/core/feedback/feedback';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { TotalsRow } from '@/core/list/totals-row';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { useListTotals } from '../../api/fms.api';
import { money } from '../../components/money-text';
import { SUPPLIER_SETTLEMENT } from '../../settlement/settlement-kind';
import { SettlementListActions } from '../../settlement/settlement-list-actions';
import { SettlementStatusTag } from '../../settlement/settlement-status-tag';
import { useSettlementTabs } from '../../settlement/settlement-tabs';
import { SUPPLIER_SETTLEMENT_EXPORT_PATH, SUPPLIER_SETTLEMENT_LIST_PATH, supplierSettlementKeys, supplierSettlementPath, useDeleteSupplierSettlementMutation } from '../api/supplier-settlement.api';
import { SupplierSelect } from '../components/settlement-parts';

/** /fms/supplier_settlement_order/list: status tabs with counts; number, supplier and period; totals of the tab; export of the tab; actions by permission. */
export function SupplierSettlementListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const list = useList<SupplierSettlement>({ keys: supplierSettlementKeys, path: SUPPLIER_SETTLEMENT_LIST_PATH, schema: SupplierSettlementListQuerySchema, exportPath: SUPPLIER_SETTLEMENT_EXPORT_PATH });
  const whole = useListTotals<Pick<SupplierSettlementList, 'totals' | 'counts'>>(supplierSettlementKeys, SUPPLIER_SETTLEMENT_LIST_PATH, list.query as QueryParams).data;
  const remove = useDeleteSupplierSettlementMutation();
  const tabs = useSettlementTabs(SUPPLIER_SETTLEMENT, list, whole?.counts);
  const columns: TableColumnsType<SupplierSettlement> = [
    { title: t('fms_ss.number'), dataIndex: 'number', width: 170, fixed: 'left', render: (v: string, r) => <Link to={supplierSettlementPath('detail', r.id)}>{v}</Link> },
    { title: t('fms_ss.status'), dataIndex: 'status', width: 100, render: (v: SupplierSettlement['status']) => <SettlementStatusTag kind={SUPPLIER_SETTLEMENT} status={v} /> },
    { title: t('fms_ss.supplier'), dataIndex: 'supplier_name', width: 180, render: (v: string, r) => <Typography.Text title={r.supplier_code}>{v}</Typography.Text> },
    { title: t('fms_ss.period'), key: 'period', width: 210, render: (_v, r) => <span style={{ whiteSpace: 'nowrap' }}>{`${r.start_date} ~ ${r.end_date}`}</span> },
    { title: t('fms_ss.doc_count'), key: 'counts', width: 110, align: 'center', render: (_v, r) => `${r.entry_count} / ${r.refund_count}` },
    { title: t('fms_ss.total_amount'), dataIndex: 'total_amount', width: 130, align: 'right', render: money },
    { title: t('fms_ss.paid_amount'), dataIndex: 'paid_amount', width: 120, align: 'right', render: money },
    { title: t('fms_ss.open_amount'), dataIndex: 'open_amount', width: 120, align: 'right', render: money },
    { title: t('fms_ss.created'), key: 'created', width: 170, render: (_v, r) => <Flex vertical style={{ whiteSpace: 'nowrap' }}><span>{r.created_at}</span><Typography.Text type="secondary">{r.created_by_name ?? ''}</Typography.Text></Flex> },
    {
      title: t('fms_ss.actions'),
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_v, r) => (
        <Space size={0}>
          <Button type="link" onClick={() => void navigate(supplierSettlementPath('detail', r.id))}>{t('fms_ss.view')}</Button>
          {r.status === 1 ? (
            <Permission rule="fms:supplier_settlement_order:delete">
              <ConfirmAction
                title={t('fms_ss.delete_confirm')}
                onConfirm={async () => {
                  await remove.mutateAsync(r.id);
                  void message.success(t('fms_ss.deleted'));
                }}
              >
                <Button type="link" danger>{t('fms_ss.delete')}</Button>
              </ConfirmAction>
            </Permission>
          ) : null}
        </Space>
      ),
    },
  ];
  const totals = whole?.totals;
  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="supplier_settlement_filters"
        actions={<SettlementListActions kind={SUPPLIER_SETTLEMENT} exportProps={list.exportProps} />}
        fields={[
          { name: 'keyword', placeholder: t('fms_ss.keyword'), width: 180 },
          { name: 'supplier_id', control: <SupplierSelect placeholder={t('fms_ss.supplier')} style={{ width: 200 }} /> },
          { name: 'dates', placeholder: [t('fms_ss.date_from'), t('fms_ss.date_to')], width: 250 },
        ]}
      />
      <Tabs {...tabs} />
      <ListTable<SupplierSettlement>
        list={list}
        columns={columns}
        empty={t('fms_ss.empty')}
        scroll={{ x: 1300 }}
        summary={() =>
          totals && list.total > 0 ? (
            <TotalsRow
              columns={columns}
              label={t('fms_ss.totals', { total: list.total })}
              totals={{ total_amount: money(totals.total_amount), paid_amount: money(totals.paid_amount), open_amount: money(totals.open_amount) }}
            />
          ) : null
        }
      />
    </Card>
  );
}
