import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { CustomerAddress } from '@tradewind/contract/crm/address.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { DeleteAction } from '@/core/list/delete-action';
import { LocationTag } from '@/core/map/location-tag';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { addressBodyOf, addressText } from '../address-rules';
import { useDeleteAddressMutation, useSaveAddressMutation, useAddressListQuery } from '../api/customer-detail.api';
import { AddressFormModal } from './address-form-modal';
import { ListEnd } from './list-end';

/**
 * Delivery addresses (crm:address:list; spec 001 §7): create, edit, make default, delete with a
 * confirmation, each button behind its permission. An address at its district's centre says so.
 */
export function AddressSection({ customerId }: { customerId: number }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const addresses = useAddressListQuery(customerId, true);
  const items = addresses.data?.pages.flatMap((p) => p.list) ?? [];
  const save = useSaveAddressMutation();
  const remove = useDeleteAddressMutation();
  const [editing, setEditing] = useState<CustomerAddress | 'new' | null>(null);
  const canUpdate = usePermission('crm:address:update');
  const canDelete = usePermission('crm:address:delete');

  const makeDefault = (a: CustomerAddress) =>
    save.mutate({ customerId, id: a.id, input: addressBodyOf(a, { is_default: 1 }) }, { onSuccess: () => void message.success(t('crm_drawer.address_default_saved')) });

  const columns: TableColumnsType<CustomerAddress> = [
    {
      title: t('crm_drawer.address_consignee'),
      dataIndex: 'contact_name',
      width: 150,
      render: (name: string, row) => (
        <Flex vertical gap={2}>
          <Flex gap={6} align="center" wrap>
            {name}
            {row.is_default === 1 && <Tag color="blue">{t('crm_drawer.address_default')}</Tag>}
          </Flex>
          <Typography.Text type="secondary">{row.contact_phone}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('crm_drawer.address_detail'),
      key: 'address',
      render: (_v: unknown, row) => (
        <Flex vertical gap={4} align="flex-start">
          <span>{addressText(row)}</span>
          <LocationTag longitude={row.longitude} latitude={row.latitude} source={row.location_source} />
        </Flex>
      ),
    },
    ...(canUpdate || canDelete
      ? [
          {
            title: t('crm_drawer.actions'),
            key: 'actions',
            width: 200,
            render: (_v: unknown, row: CustomerAddress) => (
              <Flex gap={0} wrap>
                {canUpdate && row.is_default !== 1 && (
                  <Button type="link" size="small" disabled={save.isPending} onClick={() => makeDefault(row)}>
                    {t('crm_drawer.address_make_default')}
                  </Button>
                )}
                {canUpdate && (
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t('admin.edit')}
                  </Button>
                )}
                {canDelete && <DeleteAction title={t('crm_drawer.address_delete_confirm', { address: addressText(row) })} onDelete={() => remove.mutateAsync({ customerId, id: row.id })} />}
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Permission rule="crm:address:create">
        <Flex justify="flex-end">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('crm_drawer.address_create')}
          </Button>
        </Flex>
      </Permission>
      <Table<CustomerAddress>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={items}
        loading={addresses.isPending}
        pagination={false}
        data-testid="address-table"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crm_drawer.address_empty')} /> }}
      />
      <ListEnd hasNextPage={addresses.hasNextPage} isFetchingNextPage={addresses.isFetchingNextPage} fetchNextPage={addresses.fetchNextPage} count={items.length} />
      {editing !== null && <AddressFormModal customerId={customerId} address={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
