import { Button, Empty, Input, Modal, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { CUSTOMER_SEARCH_PAGE_SIZE } from '@tradewind/contract/crm/search.constants';
import { CUSTOMER_SEARCH_LIMIT, type CustomerSearchRow } from '@tradewind/contract/crm/search.schema';
import { usePermission } from '@/core/permission/use-permission';
import { useI18n } from '@/core/i18n/use-i18n';
import type { CustomerSearchParams } from '../api/search.api';
import styles from '../global-customer-search.module.css';

type Props = {
  open: boolean;
  text: string;
  onTextChange: (text: string) => void;
  /** asks for a search of the current text (ignored when empty or while one runs) */
  onSearch: () => void;
  params: CustomerSearchParams | null;
  rows: CustomerSearchRow[];
  total: number;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onView: (id: number) => void;
  onClose: () => void;
};

/** The global search dialog (spec 000 §2): a customer tab with the matches of the keyword. */
export function CustomerSearchDialog({ open, text, onTextChange, onSearch, params, rows, total, loading, onPage, onView, onClose }: Props) {
  const { t } = useI18n();
  const canView = usePermission('crm:customer:detail');
  const columns: TableColumnsType<CustomerSearchRow> = [
    {
      title: t('crm_search.col_store'),
      key: 'store',
      render: (_, r) => (r.store_city ? t('crm_search.store_city', { store: r.store_name, city: r.store_city }) : r.store_name),
    },
    {
      title: t('crm_search.col_id'),
      dataIndex: 'id',
      width: 130,
      render: (id: number, r) => (
        <span>
          {id}
          {r.status === 0 ? (
            <Tag color="red" style={{ marginLeft: 6 }}>
              {t('crm_search.disabled')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    {
      title: t('crm_search.col_name_phone'),
      key: 'name',
      render: (_, r) => (
        <div>
          <div>{r.name}</div>
          <div className={styles.phone}>{r.phone}</div>
        </div>
      ),
    },
    { title: t('crm_search.col_sales'), key: 'sales', render: (_, r) => r.sales_name ?? t('crm_search.none') },
    {
      title: t('crm_search.col_action'),
      key: 'action',
      width: 90,
      render: (_, r) => (
        <Button type="link" size="small" disabled={!canView} onClick={() => onView(r.id)} aria-label={`${t('crm_search.view')} ${r.id}`}>
          {t('crm_search.view')}
        </Button>
      ),
    },
  ];
  const table = (
    <>
      <Input.Search
        value={text}
        onChange={(e) => onTextChange(e.target.value)}
        onSearch={onSearch}
        enterButton={t('crm_search.button')}
        allowClear
        placeholder={t('shell.search_placeholder')}
        loading={loading}
        style={{ marginBottom: 12 }}
      />
      <Table<CustomerSearchRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        rowClassName={(r) => (r.status === 0 ? styles.disabledRow : '')}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crm_search.empty')} /> }}
        pagination={{
          current: params?.page ?? 1,
          pageSize: params?.page_size ?? CUSTOMER_SEARCH_PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => t('crm_search.total', { total: n }),
          onChange: onPage,
        }}
      />
      {total >= CUSTOMER_SEARCH_LIMIT ? <Typography.Text type="secondary">{t('crm.search_limited', { limit: CUSTOMER_SEARCH_LIMIT })}</Typography.Text> : null}
    </>
  );
  return (
    <Modal open={open} title={t('crm_search.title')} onCancel={onClose} footer={null} width={900} destroyOnHidden>
      <Tabs items={[{ key: 'customer', label: t('crm_search.tab_customer'), children: table }]} />
    </Modal>
  );
}
