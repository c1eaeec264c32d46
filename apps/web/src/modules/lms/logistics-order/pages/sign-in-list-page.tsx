import { useState } from 'react';
import { CheckSquareOutlined } from '@ant-design/icons';
import { Button, Card, Image, Input, Modal, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { SignInListQuerySchema, type LogisticsOrder, type LogisticsOrderList, type SignIn } from '@tradewind/contract/lms/logistics.schema';
import { http } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { filterTabs, ListTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { LOGISTICS_LIST_PATH, logisticsOrderKeys, SIGN_IN_LIST_PATH, signInKeys } from '../api/logistics.api';
import { LogisticsOrderDrawer } from '../components/logistics-order-drawer';
import { SignInResultTag } from '../components/logistics-tags';
import { SignInModal, type SignInStop } from '../components/sign-in-modal';

/** /lms/sign_in/list: every stop signed or failed, newest first; keyword, result, dates; the stops still out for delivery can be signed from here. */
export function SignInListPage() {
  const { t } = useI18n();
  const list = useList<SignIn>({ keys: signInKeys, path: SIGN_IN_LIST_PATH, schema: SignInListQuerySchema });
  const [shown, setShown] = useState<number | null>(null);
  const [pendingOpen, setPendingOpen] = useState(false);
  const columns: TableColumnsType<SignIn> = [
    { title: t('lms_lo.signed_at'), dataIndex: 'signed_at', width: 160, render: (v: string, r) => <span>{v}<br /><small>{r.signed_by_name ?? ''}</small></span> },
    {
      title: t('lms_lo.number'),
      dataIndex: 'logistics_order_no',
      width: 170,
      render: (v: string, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setShown(r.logistics_order_id)}>
          {v}
        </Button>
      ),
    },
    { title: t('lms_lo.customer'), key: 'customer', width: 180, render: (_v, r) => <span>{r.customer_name}<br /><small>{r.sub_order_no ?? r.order_no}</small></span> },
    { title: t('lms_lo.line'), key: 'line', width: 150, render: (_v, r) => <span>{r.line_no ?? '-'}<br /><small>{r.driver_name ?? ''}</small></span> },
    { title: t('lms_lo.result'), dataIndex: 'result', width: 90, render: (v: number) => <SignInResultTag result={v} /> },
    {
      title: t('lms_lo.signer_or_reason'),
      key: 'who',
      width: 200,
      render: (_v, r) => (r.result === 1 ? r.signer : <Typography.Text type="danger">{r.fail_reason}</Typography.Text>),
    },
    { title: t('lms_lo.collected_amount'), key: 'money', width: 130, align: 'right', render: (_v, r) => `${r.collected_amount} / ${r.collect_amount}` },
    {
      title: t('lms_lo.photos'),
      key: 'photos',
      width: 140,
      render: (_v, r) =>
        r.photos.length ? (
          <Image.PreviewGroup>
            <Space size={4}>
              {r.photos.slice(0, 3).map((url) => (
                <Image key={url} src={url} width={36} height={36} style={{ objectFit: 'cover' }} alt={t('lms_lo.photos')} />
              ))}
            </Space>
          </Image.PreviewGroup>
        ) : (
          '-'
        ),
    },
    { title: t('lms_lo.return_entry'), dataIndex: 'entry_no', width: 160, render: (v: string | null) => v ?? '-' },
  ];
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('lms_lo.sign_in_keyword'), width: 260 },
    { name: 'dates', placeholder: [t('lms_lo.signed_from'), t('lms_lo.signed_to')], width: 240 },
  ];
  return (
    <Card size="small">
      <FilterBar list={list} name="sign_in_filters" fields={filters} />
      <ListTabs
        {...filterTabs(list, { filter: 'result', all: t('lms_lo.tab_all'), values: [1, 2], label: (r) => t(`lms.sign_in_result.${r}`) })}
        actions={
          <Permission rule={['and', 'lms:sign_in:create', 'lms:logistics_order:list']}>
            <Button type="primary" icon={<CheckSquareOutlined />} onClick={() => setPendingOpen(true)}>
              {t('lms_lo.sign_pending')}
            </Button>
          </Permission>
        }
      />
      <ListTable<SignIn> list={list} columns={columns} empty={t('lms_lo.sign_in_empty')} scroll={{ x: 1400 }} />
      <LogisticsOrderDrawer id={shown} onClose={() => setShown(null)} />
      <PendingStopsModal open={pendingOpen} onClose={() => setPendingOpen(false)} />
    </Card>
  );
}

/** The logistics orders out on a departed line, each with its sign-in button. */
function PendingStopsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const [keyword, setKeyword] = useState('');
  const [stop, setStop] = useState<SignInStop | null>(null);
  const pending = useQuery({
    queryKey: [...logisticsOrderKeys.lists(), 'departed', keyword],
    queryFn: async ({ signal }) => (await http.get<LogisticsOrderList>(LOGISTICS_LIST_PATH, { query: { status: 2, page_size: 100, customer: keyword || undefined }, signal })).data.list,
    enabled: open,
  });
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={900} title={t('lms_lo.sign_pending')} destroyOnHidden>
      <Input.Search placeholder={t('lms_lo.customer_keyword')} allowClear onSearch={setKeyword} style={{ width: 260, marginBottom: 8 }} />
      <Table<LogisticsOrder>
        rowKey="id"
        size="small"
        loading={pending.isPending}
        dataSource={pending.data ?? []}
        pagination={false}
        scroll={{ y: 420 }}
        locale={{ emptyText: t('lms_lo.no_pending') }}
        columns={[
          { title: t('lms_lo.number'), dataIndex: 'number', width: 160 },
          { title: t('lms_lo.customer'), key: 'c', render: (_v, r) => <span>{r.customer_name}<br /><small>{r.address}</small></span> },
          { title: t('lms_lo.line'), key: 'l', width: 150, render: (_v, r) => <span>{r.line_no}<br /><small>{r.driver_name ?? ''}</small></span> },
          { title: t('lms_lo.collect_amount'), dataIndex: 'collect_amount', width: 90, align: 'right' },
          {
            title: t('lms_lo.actions'),
            key: 'a',
            width: 90,
            render: (_v, r) =>
              r.stop_id ? (
                <Button type="link" size="small" onClick={() => setStop({ stop_id: r.stop_id!, logistics_order_no: r.number, customer_name: r.customer_name, address: r.address, collect_amount: r.collect_amount })}>
                  {t('lms_lo.sign')}
                </Button>
              ) : null,
          },
        ]}
      />
      <SignInModal stop={stop} open={stop !== null} onClose={() => setStop(null)} />
    </Modal>
  );
}
