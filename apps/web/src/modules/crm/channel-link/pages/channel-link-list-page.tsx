import { useState } from 'react';
import { Card, Modal, QRCode, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { ChannelLinkListQuerySchema, type ChannelLink, type ChannelLinkCustomer } from '@tradewind/contract/crm/channel-link.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { rowActionsColumn } from '@/core/list/row-actions';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { channelLinkKeys, useChannelLinkCustomersQuery, useDeleteChannelLinkMutation } from '../api/channel-link.api';
import { CHANNEL_LINK_ADD_PATH, channelLinkEditPath } from '../../crm.routes';

const fullUrl = (link: ChannelLink) => `${window.location.origin}${link.url}`;

/** The customers a link brought, in a dialog. */
function LinkCustomers({ link, onClose }: { link: ChannelLink; onClose: () => void }) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const rows = useChannelLinkCustomersQuery(link.id, page);
  const columns: TableColumnsType<ChannelLinkCustomer> = [
    { title: t('crm_link.customer_name'), dataIndex: 'name' },
    { title: t('crm_link.contact'), dataIndex: 'contact_name' },
    { title: t('crm_link.phone'), dataIndex: 'phone' },
    { title: t('crm_link.owner'), dataIndex: 'sales_name' },
    { title: t('crm_link.registered_at'), dataIndex: 'registered_at' },
  ];
  return (
    <Modal open title={`${link.name} · ${t('crm_link.customers')}`} footer={null} onCancel={onClose} width={760}>
      <Table<ChannelLinkCustomer>
        rowKey="customer_id"
        size="small"
        loading={rows.isPending}
        dataSource={rows.data?.list ?? []}
        columns={columns}
        pagination={{ current: page, pageSize: 10, total: rows.data?.pagination.total ?? 0, onChange: setPage }}
      />
    </Modal>
  );
}

/** /crm/channel_link/list: the links with their QR code, how many customers each brought, edit and delete. */
export function ChannelLinkListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<ChannelLink, typeof ChannelLinkListQuerySchema>({ keys: channelLinkKeys, path: '/crm/channel_links', schema: ChannelLinkListQuerySchema });
  const remove = useDeleteChannelLinkMutation();
  const [qr, setQr] = useState<ChannelLink | null>(null);
  const [customers, setCustomers] = useState<ChannelLink | null>(null);
  const columns: TableColumnsType<ChannelLink> = [
    { title: t('crm_link.name'), dataIndex: 'name', width: 180 },
    { title: t('crm_link.store'), dataIndex: 'store_name', width: 110 },
    { title: t('crm_link.owner'), dataIndex: 'sales_name', width: 100 },
    { title: t('crm_link.source'), dataIndex: 'source_text', width: 90 },
    { title: t('crm_link.valid_until'), dataIndex: 'valid_until', width: 110, render: (v: string | null) => v ?? t('crm_link.forever') },
    { title: t('crm_link.status'), dataIndex: 'usable', width: 90, render: (usable: boolean) => <Tag color={usable ? 'green' : 'default'}>{t(usable ? 'crm_link.usable' : 'crm_link.unusable')}</Tag> },
    {
      title: t('crm_link.customers'),
      dataIndex: 'customer_count',
      width: 100,
      align: 'right',
      render: (n: number, row) => (
        <Permission rule="crm:channel_link:customers" fallback={<>{n}</>}>
          <Typography.Link onClick={() => setCustomers(row)}>{n}</Typography.Link>
        </Permission>
      ),
    },
    { title: t('admin.created_at'), dataIndex: 'created_at', width: 140 },
    rowActionsColumn<ChannelLink>({
      title: t('admin.actions'),
      fixed: 'right',
      width: 220,
      actions: (row) => [
        { label: t('crm_link.qr'), onClick: () => setQr(row) },
        { permission: 'crm:channel_link:update', label: t('admin.edit'), onClick: () => navigate(channelLinkEditPath(row.id)) },
        { permission: 'crm:channel_link:delete', confirm: t('crm_link.delete_confirm', { name: row.name }), onDelete: () => remove.mutateAsync(row.id) },
      ],
    }),
  ];
  return (
    <Card size="small" extra={<CreateButton permission="crm:channel_link:create" label={t('crm_link.create')} onClick={() => void navigate(CHANNEL_LINK_ADD_PATH)} />}>
      <FilterBar list={list} name="channel_link_filters" fields={[{ name: 'keyword', placeholder: t('crm_link.keyword'), width: 180 }]} />
      <ListTable<ChannelLink> list={list} columns={columns} scroll={{ x: 1200 }} empty={t('crm_link.empty')} />
      {qr ? (
        <Modal open title={qr.name} footer={null} onCancel={() => setQr(null)} width={360}>
          <Space direction="vertical" align="center" style={{ width: '100%' }}>
            <QRCode value={fullUrl(qr)} size={220} />
            <Typography.Paragraph copyable={{ text: fullUrl(qr) }} style={{ wordBreak: 'break-all' }}>
              {fullUrl(qr)}
            </Typography.Paragraph>
          </Space>
        </Modal>
      ) : null}
      {customers ? <LinkCustomers link={customers} onClose={() => setCustomers(null)} /> : null}
    </Card>
  );
}
