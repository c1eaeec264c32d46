import { useState } from 'react';
import { Button, Card, Form, Input, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { CouponListQuerySchema, type Coupon } from '@tradewind/contract/marketing/coupon.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { rowActionsColumn } from '@/core/list/row-actions';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { COUPONS_API, couponKeys, useCouponActionMutation, useDeleteCouponMutation } from '../api/coupon.api';
import { ClaimCouponModal, IssueCouponModal } from '../components/coupon-dialogs';
import { COUPON_ADD_PATH, couponCodePath, couponEditPath } from '../../marketing.routes';

const STATUS_COLORS: Record<number, string> = { 1: 'green', 2: 'orange', 0: 'default' };

/** /marketing/coupon/list: coupons with their terms and counts (issued / used / expired); issue, codes, stop, void. */
export function CouponListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<Coupon, typeof CouponListQuerySchema>({ keys: couponKeys, path: COUPONS_API, schema: CouponListQuerySchema });
  const remove = useDeleteCouponMutation();
  const action = useCouponActionMutation();
  const [issuing, setIssuing] = useState<Coupon | null>(null);
  const [claiming, setClaiming] = useState(false);
  const options = (prefix: string, values: readonly number[]) => values.map((value) => ({ value, label: t(`${prefix}${value}`) }));
  const columns: TableColumnsType<Coupon> = [
    {
      title: t('mkt_coupon.name'),
      dataIndex: 'name',
      width: 220,
      render: (name: string, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary">{row.rule_text}</Typography.Text>
        </Space>
      ),
    },
    { title: t('mkt_coupon.type'), dataIndex: 'type_text', width: 90 },
    { title: t('mkt_coupon.scope'), dataIndex: 'scope_text', width: 160, render: (text: string, row) => (row.scope_type === 0 ? text : `${text}: ${row.scope_names.slice(0, 3).join('、')}${row.scope_names.length > 3 ? '…' : ''}`) },
    { title: t('mkt_coupon.take_type'), dataIndex: 'take_type_text', width: 100 },
    { title: t('mkt_coupon.validity'), dataIndex: 'validity_text', width: 200 },
    { title: t('mkt_coupon.issued'), dataIndex: 'issued_count', width: 110, align: 'right', render: (n: number, row) => `${n} / ${row.total_count}` },
    { title: t('mkt_coupon.used'), dataIndex: 'used_count', width: 80, align: 'right' },
    { title: t('mkt_coupon.expired'), dataIndex: 'expired_count', width: 80, align: 'right' },
    {
      title: t('mkt_coupon.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: number, row) => <Tag color={row.ended && status === 1 ? 'default' : STATUS_COLORS[status]}>{row.ended && status === 1 ? t('mkt_coupon.ended') : row.status_text}</Tag>,
    },
    { title: t('admin.created_at'), dataIndex: 'created_at', width: 150 },
    rowActionsColumn<Coupon>({
      title: t('admin.actions'),
      fixed: 'right',
      width: 300,
      wrap: true,
      actions: (row) => [
        row.status !== 0 && { permission: 'marketing:coupon:update', label: t('admin.edit'), onClick: () => navigate(couponEditPath(row.id)) },
        row.status === 1 && row.take_type === 1 && !row.ended && { permission: 'marketing:coupon:issue', label: t('mkt_coupon.issue'), onClick: () => setIssuing(row) },
        row.take_type === 2 && { permission: 'marketing:coupon:code', label: t('mkt_coupon.codes'), onClick: () => navigate(couponCodePath(row.id)) },
        row.status === 1 && { permission: 'marketing:coupon:stop', label: t('mkt_coupon.stop'), confirm: t('mkt_coupon.stop_confirm', { name: row.name }), onClick: () => action.mutateAsync({ id: row.id, action: 'stop' }) },
        row.status !== 0 && { permission: 'marketing:coupon:void', label: t('mkt_coupon.void'), danger: true, confirm: t('mkt_coupon.void_confirm', { name: row.name }), onClick: () => action.mutateAsync({ id: row.id, action: 'void' }) },
        row.issued_count === 0 && { permission: 'marketing:coupon:delete', confirm: t('mkt_coupon.delete_confirm', { name: row.name }), onDelete: () => remove.mutateAsync(row.id) },
      ],
    }),
  ];
  return (
    <Card
      size="small"
      extra={
        <Space>
          <Permission rule="marketing:coupon:claim">
            <Button onClick={() => setClaiming(true)}>{t('mkt_coupon.claim')}</Button>
          </Permission>
          <CreateButton permission="marketing:coupon:create" label={t('mkt_coupon.create')} onClick={() => void navigate(COUPON_ADD_PATH)} />
        </Space>
      }
    >
      <FilterBar list={list} name="coupon_filters">
        <Form.Item name="keyword">
          <Input placeholder={t('mkt_coupon.keyword')} aria-label={t('mkt_coupon.keyword')} allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="type">
          <Select placeholder={t('mkt_coupon.type')} aria-label={t('mkt_coupon.type')} allowClear options={options('marketing.coupon_type_', [1, 2])} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="take_type">
          <Select placeholder={t('mkt_coupon.take_type')} aria-label={t('mkt_coupon.take_type')} allowClear options={options('marketing.coupon_take_type_', [1, 2, 3])} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="status">
          <Select placeholder={t('mkt_coupon.status')} aria-label={t('mkt_coupon.status')} allowClear options={options('marketing.coupon_status_', [1, 2, 0])} style={{ width: 120 }} />
        </Form.Item>
      </FilterBar>
      <ListTable<Coupon> list={list} columns={columns} scroll={{ x: 1500 }} empty={t('mkt_coupon.empty')} />
      {issuing ? <IssueCouponModal coupon={issuing} onClose={() => setIssuing(null)} /> : null}
      {claiming ? <ClaimCouponModal onClose={() => setClaiming(false)} /> : null}
    </Card>
  );
}
