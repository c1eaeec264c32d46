import { Card, Flex, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { StoreListQuerySchema, type Store } from '@tradewind/contract/system/store.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { rowActionsColumn } from '@/core/list/row-actions';
import { useList } from '@/core/list/use-list';
import { usePermission } from '@/core/permission/use-permission';
import { StatusFilter } from '../../shared/status-filter';
import { useDeleteStoreMutation, storeKeys } from '../api/store.api';
import { STORE_ADD_PATH, storeEditPath } from '../../system.routes';
import { areaText } from '@tradewind/contract/common/address';

/** /system/store/list: the company's stores; add and edit open their own page. */
export function StoreListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<Store>({ keys: storeKeys, path: '/stores', schema: StoreListQuerySchema });
  const remove = useDeleteStoreMutation();
  // No actions column for someone who may only look.
  const canAct = usePermission(['or', 'system:store:update', 'system:store:delete']);
  const orDash = (v: string | null) => v || '-';

  const columns: TableColumnsType<Store> = [
    { title: t('store.name'), dataIndex: 'name', width: 180, render: (v: string, row) => <Space size={6}>{v}{row.is_master ? <Tag color="gold">{t('store.is_master')}</Tag> : null}</Space> },
    { title: t('store.area'), dataIndex: 'area_string', width: 170, render: (v: string | null) => orDash(areaText(v)) },
    { title: t('store.address'), dataIndex: 'address', ellipsis: true, render: orDash },
    {
      title: t('store.contact_name'),
      key: 'contact',
      width: 120,
      render: (_v, row) =>
        row.contact_name || row.contact_phone ? (
          <Flex vertical style={{ lineHeight: 1.3 }}>
            <span>{orDash(row.contact_name)}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{row.contact_phone}</Typography.Text>
          </Flex>
        ) : '-',
    },
    { title: t('store.staff'), key: 'staff', width: 90, align: 'right', render: (_v, row) => t('store.staff_count', { count: row.staff_ids.length }) },
    { title: t('admin.status'), dataIndex: 'status', width: 80, render: (v: number) => (v === 1 ? <Tag color="success">{t('admin.enabled')}</Tag> : <Tag>{t('admin.disabled')}</Tag>) },
    { title: t('admin.created_at'), dataIndex: 'created_at', width: 150 },
  ];
  if (canAct)
    columns.push(
      rowActionsColumn<Store>({
        title: t('admin.actions'),
        width: 120,
        actions: (row) => [
          { permission: 'system:store:update', label: t('admin.edit'), onClick: () => navigate(storeEditPath(row.id)) },
          { permission: 'system:store:delete', confirm: t('store.delete_confirm', { name: row.name }), onDelete: () => remove.mutateAsync(row.id) },
        ],
      }),
    );

  const create = <CreateButton permission="system:store:create" label={t('store.create')} onClick={() => void navigate(STORE_ADD_PATH)} />;
  return (
    <Card size="small">
      <FilterBar list={list} name="store_filters" actions={create} fields={[{ name: 'name', placeholder: t('store.keyword'), width: 200 }, { name: 'status', control: <StatusFilter /> }]} />
      <ListTable<Store> list={list} columns={columns} empty={t('store.empty')} scroll={{ x: 1000 }} />
    </Card>
  );
}
