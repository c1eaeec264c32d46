import { UploadOutlined } from '@ant-design/icons';
import { Button, Card, Image, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PHOTO_ORDER_STATUSES, PhotoOrderListQuerySchema, type PhotoOrder } from '@tradewind/contract/oms/photo-order.schema';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { filterTabs, ListTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { CustomerSelect } from '@/modules/crm';
import { photoOrderDetailPath, photoOrderKeys, usePhotoOrderCountsQuery } from '../api/photo-order.api';
import { PhotoOrderActions } from '../components/photo-order-actions';
import { PhotoOrderStatusTag } from '../components/photo-order-status-tag';
import { RejectPhotoOrderDialog } from '../components/reject-photo-order-dialog';
import { UploadPhotoOrderDialog } from '../components/upload-photo-order-dialog';

/** /oms/photo_order/list: status tabs with counts, filters (number / customer, customer, upload dates), upload, convert and reject. */
export function PhotoOrderListPage() {
  const { t } = useI18n();
  const list = useList<PhotoOrder>({ keys: photoOrderKeys, path: '/oms/photo_orders', schema: PhotoOrderListQuerySchema });
  const counts = usePhotoOrderCountsQuery(list.query as QueryParams).data;
  const [uploading, setUploading] = useState(false);
  const [rejecting, setRejecting] = useState<number | null>(null);

  const columns: TableColumnsType<PhotoOrder> = [
    { title: t('oms_photo.photo'), dataIndex: 'photos', width: 80, render: (v: string[]) => (v[0] ? <Image src={v[0]} width={48} height={48} style={{ objectFit: 'cover' }} /> : null) },
    { title: t('oms_photo.number'), dataIndex: 'number', width: 170, render: (v: string, r) => <Link to={photoOrderDetailPath(r.id)}>{v}</Link> },
    { title: t('oms_photo.status'), dataIndex: 'status', width: 90, render: (v: number) => <PhotoOrderStatusTag status={v} /> },
    { title: t('oms_photo.customer'), key: 'customer', width: 200, ellipsis: true, render: (_v, r) => <span>{r.customer_name}<br /><small>{[r.contact_name, r.contact_phone].filter(Boolean).join(' ')}</small></span> },
    { title: t('oms_photo.remark'), dataIndex: 'remark', ellipsis: true, render: (v: string | null) => v ?? '-' },
    {
      title: t('oms_photo.result'),
      key: 'result',
      width: 200,
      ellipsis: true,
      render: (_v, r) => (r.status === 2 ? <Link to={`/oms/order/detail?id=${r.order_id}`}>{r.order_number}</Link> : r.status === 3 ? r.reject_reason : '-'),
    },
    { title: t('oms_photo.created'), dataIndex: 'created_at', width: 170, render: (v: string, r) => <span>{v}<br /><small>{r.created_by_name ?? ''}</small></span> },
    {
      title: t('oms_photo.actions'),
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_v, r) => (
        <Space size={0}>
          <Link to={photoOrderDetailPath(r.id)}><Button type="link" size="small">{t('oms_photo.view')}</Button></Link>
          <PhotoOrderActions order={r} link onReject={setRejecting} />
        </Space>
      ),
    },
  ];
  const tabs = filterTabs(list, { all: t('oms_photo.tab_all'), values: PHOTO_ORDER_STATUSES, label: (s) => t(`oms.photo_status.${s}`), counts: counts ?? {} });
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('oms_photo.keyword'), width: 220 },
    { name: 'customer_id', control: <CustomerSelect placeholder={t('oms_photo.customer_all')} style={{ width: 200 }} /> },
    { name: 'dates', placeholder: [t('oms_photo.date_from'), t('oms_photo.date_to')], width: 240 },
  ];
  return (
    <Card size="small">
      <FilterBar list={list} name="photo_order_filters" fields={filters} />
      <ListTabs
        {...tabs}
        actions={
          <Permission rule="oms:photo_order:create">
            <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>{t('oms_photo.upload')}</Button>
          </Permission>
        }
      />
      <ListTable<PhotoOrder> list={list} columns={columns} empty={t('oms_photo.empty')} scroll={{ x: 1200 }} />
      <UploadPhotoOrderDialog open={uploading} onClose={() => setUploading(false)} />
      <RejectPhotoOrderDialog id={rejecting} onClose={() => setRejecting(null)} />
    </Card>
  );
}
