import { Card, Progress, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { StockCountListQuerySchema, type StockCount } from '@tradewind/contract/wms/stock-count.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { ExportButton } from '@/modules/common';
import { stockCountKeys } from '../api/stock-count.api';
import { StockCountStatusTag, useScopeText } from '../components/stock-count-status';
import { docDatesFilter, docWarehouseFilter } from '../../components/doc-list-filters';
import { StatusTabs } from '../../components/status-tabs';

export const countPath = (page: string, id?: number) => `/wms/stock_count/${page}${id === undefined ? '' : `?id=${id}`}`;

/** /wms/stock_count/list: status tabs, number / warehouse / date range, progress, export. */
export function StockCountListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const scopeText = useScopeText();
  const list = useList<StockCount>({ keys: stockCountKeys, path: '/wms/stock_counts', schema: StockCountListQuerySchema, exportPath: '/wms/stock_counts/export' });
  return (
    <Card size="small" styles={{ body: { paddingTop: 0 } }}>
      <StatusTabs
        list={list}
        values={[0, 1, 2, 3, 4]}
        label={(s) => t(`wms.count_status.${s}`)}
        actions={<CreateButton permission="wms:stock_count:create" label={t('wms_count.create')} onClick={() => void navigate(countPath('add'))} />}
      />
      <FilterBar
        list={list}
        name="stock_count_filters"
        actions={<Permission rule="wms:stock_count:export"><ExportButton {...list.exportProps} /></Permission>}
        fields={[{ name: 'keyword', placeholder: t('wms_doc.number'), width: 180 }, docWarehouseFilter(t), docDatesFilter(t)]}
      />
      <ListTable<StockCount>
        list={list}
        empty={t('wms_count.empty')}
        scroll={{ x: 1100 }}
        columns={[
          { title: t('wms_doc.number'), dataIndex: 'number', width: 170, render: (v: string, r) => <Link to={countPath('detail', r.id)}>{v}</Link> },
          { title: t('wms_doc.warehouse'), dataIndex: 'warehouse_name', width: 140 },
          { title: t('wms_count.scope'), key: 'scope', width: 220, render: (_v, r) => <>{scopeText(r)}{r.blind ? <Tag style={{ marginLeft: 6 }}>{t('wms_count.blind')}</Tag> : null}</> },
          { title: t('wms_count.progress'), key: 'progress', width: 150, render: (_v, r) => (r.line_count ? <Progress size="small" percent={Math.floor((r.counted_count / r.line_count) * 100)} format={() => `${r.counted_count}/${r.line_count}`} /> : '-') },
          { title: t('wms_count.gain_loss'), key: 'diff', width: 160, render: (_v, r) => (r.gain_amount === null ? '-' : `+${r.gain_amount} / -${r.loss_amount}`) },
          { title: t('wms_doc.status'), dataIndex: 'status', width: 90, render: (v: StockCount['status']) => <StockCountStatusTag status={v} /> },
          { title: t('wms_doc.created_at'), dataIndex: 'created_at', width: 150 },
        ]}
      />
    </Card>
  );
}
