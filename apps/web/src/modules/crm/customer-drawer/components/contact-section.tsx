import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import type { CustomerContact } from '@tradewind/contract/crm/contact.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { DeleteAction } from '@/core/list/delete-action';
import { useDeleteContactMutation, useContactListQuery } from '../api/customer-detail.api';
import { closeCustomerDrawer } from '../customer-drawer-store';
import { ContactFormModal } from './contact-form-modal';
import { areaText } from '@tradewind/contract/common/address';

/** Where creating an order for a contact leads (the orders issue builds the page). */
export const orderAddPath = (contactId: number) => `/oms/order/add?user_id=${contactId}`;

/**
 * Contacts (crm:user:list): create, edit, delete with a confirmation — never the main contact — and a
 * 'create order' button per contact with oms:order:create.
 */
export function ContactSection({ customerId }: { customerId: number }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const contacts = useContactListQuery(customerId, true);
  const remove = useDeleteContactMutation();
  const [editing, setEditing] = useState<CustomerContact | 'new' | null>(null);
  const canOrder = usePermission('oms:order:create');
  const canUpdate = usePermission('crm:user:update');
  const canDelete = usePermission('crm:user:delete');

  const columns: TableColumnsType<CustomerContact> = [
    {
      title: t('crm_drawer.contact_name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Flex gap={6} align="center" wrap>
          {name}
          {row.is_master === 1 && <Tag color="blue">{t('crm_drawer.contact_master')}</Tag>}
        </Flex>
      ),
    },
    { title: t('crm_drawer.contact_phone'), dataIndex: 'phone', width: 120 },
    { title: t('crm_drawer.contact_sex'), dataIndex: 'sex', width: 70, render: (sex: number) => t(`crm.sex_${sex}`) },
    { title: t('crm_drawer.contact_area'), dataIndex: 'area_string', ellipsis: true, render: (v: string | null) => areaText(v) || '-' },
    {
      title: t('crm_drawer.contact_status'),
      dataIndex: 'status',
      width: 80,
      render: (status: 0 | 1) => <Tag color={status === 1 ? 'success' : 'default'}>{t(`crm_drawer.contact_status_${status}`)}</Tag>,
    },
    ...(canOrder || canUpdate || canDelete
      ? [
          {
            title: t('crm_drawer.actions'),
            key: 'actions',
            width: 190,
            render: (_v: unknown, row: CustomerContact) => (
              <Flex gap={0} wrap>
                {canOrder && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => {
                      closeCustomerDrawer();
                      void navigate(orderAddPath(row.id));
                    }}
                  >
                    {t('crm_drawer.contact_order')}
                  </Button>
                )}
                {canUpdate && (
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t('admin.edit')}
                  </Button>
                )}
                {canDelete && row.is_master !== 1 && (
                  <DeleteAction title={t('crm_drawer.contact_delete_confirm', { name: row.name })} onDelete={() => remove.mutateAsync({ customerId, id: row.id })} />
                )}
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Permission rule="crm:user:create">
        <Flex justify="flex-end">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('crm_drawer.contact_create')}
          </Button>
        </Flex>
      </Permission>
      <Table<CustomerContact>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={contacts.data ?? []}
        loading={contacts.isPending}
        pagination={false}
        data-testid="contact-table"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crm_drawer.contact_empty')} /> }}
      />
      {editing !== null && <ContactFormModal customerId={customerId} contact={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
