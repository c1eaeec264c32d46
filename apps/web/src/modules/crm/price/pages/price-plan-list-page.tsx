import { App, Card, Space, Tag, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { PricePlanListQuerySchema, type PricePlan } from '@tradewind/contract/crm/price.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { EnabledCell } from '@/core/list/list-cells';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { rowActionsColumn } from '@/core/list/row-actions';
import { useList } from '@/core/list/use-list';
import { usePermission } from '@/core/permission/use-permission';
import { StatusFilter } from '@/modules/system';
import { ConfigSelect } from '../../customer/components/config-select';
import { pricePlanKeys, useDeletePricePlanMutation, usePricePlanStatusMutation } from '../api/price.api';
import { PRICE_PLAN_ADD_PATH, pricePlanEditPath } from '../../crm.routes';
import { settleAction } from '@/core/feedback/settle-action';

/** /crm/price/list: price plans for customer levels and types; add and edit open their own page. */
export function PricePlanListPage() {
  const { t } = useI18n();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const list = useList<PricePlan>({ keys: pricePlanKeys, path: '/crm/prices', schema: PricePlanListQuerySchema });
  const remove = useDeletePricePlanMutation();
  const status = usePricePlanStatusMutation();
  const canStatus = usePermission('crm:price:status');
  const canAct = usePermission(['or', 'crm:price:update', 'crm:price:delete']);

  const setStatus = (row: PricePlan, on: boolean) => {
    if (on) return status.mutate({ id: row.id, status: 1 });
    modal.confirm({ title: t('crm_price.plan_disable_confirm', { name: row.name }), onOk: settleAction(() => status.mutateAsync({ id: row.id, status: 0 }), (text) => void message.error(text)) });
  };
  const columns: TableColumnsType<PricePlan> = [
    { title: t('crm_price.plan_name'), dataIndex: 'name', width: 180, fixed: 'left' },
    {
      title: t('crm_price.applies_to'),
      key: 'targets',
      width: 260,
      render: (_v, row) => (
        <Space size={[0, 4]} wrap>
          {row.levels.map((l) => <Tag key={`l${l.id}`} color="gold">{l.name}</Tag>)}
          {row.types.map((ty) => <Tag key={`t${ty.id}`} color="cyan">{ty.name}</Tag>)}
        </Space>
      ),
    },
    { title: t('crm_price.item_count'), dataIndex: 'item_count', width: 80, align: 'right' },
    {
      title: t('crm_price.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: number, row) => (
        <EnabledCell on={v === 1} canChange={canStatus} label={t('crm_price.status')} texts={[t('crm_price.enabled'), t('crm_price.disabled')]} loading={status.isPending && status.variables.id === row.id} onChange={(on) => setStatus(row, on)} />
      ),
    },
    { title: t('crm_price.remark'), dataIndex: 'remark', width: 180, ellipsis: true, render: (v: string | null) => v || '-' },
    { title: t('crm_price.creator'), dataIndex: 'created_by_name', width: 100, render: (v: string | null) => v || '-' },
    { title: t('crm_price.updated_at'), dataIndex: 'updated_at', width: 170 },
  ];
  if (canAct)
    columns.push(
      rowActionsColumn<PricePlan>({
        title: t('crm_price.actions'),
        width: 140,
        fixed: 'right',
        actions: (row) => [
          { permission: 'crm:price:update', label: t('crm_price.edit'), onClick: () => navigate(pricePlanEditPath(row.id)) },
          { permission: 'crm:price:delete', confirm: t('crm_price.plan_delete_confirm', { name: row.name }), onDelete: () => remove.mutateAsync(row.id) },
        ],
      }),
    );
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('crm_price.plan_keyword'), width: 200 },
    { name: 'level_id', control: <ConfigSelect list="customer_level" placeholder={t('crm_price.level_filter')} style={{ width: 140 }} /> },
    { name: 'type_id', control: <ConfigSelect list="customer_type" placeholder={t('crm_price.type_filter')} style={{ width: 140 }} /> },
    { name: 'status', control: <StatusFilter placeholder={t('crm_price.status_all')} /> },
  ];
  const create = <CreateButton permission="crm:price:create" label={t('crm_price.plan_create')} onClick={() => void navigate(PRICE_PLAN_ADD_PATH)} />;
  return (
    <Card size="small">
      <FilterBar list={list} name="price_plan_filters" actions={create} fields={filters} />
      <ListTable<PricePlan> list={list} columns={columns} empty={t('crm_price.plan_empty')} scroll={{ x: 1100 }} />
    </Card>
  );
}

