import { useEffect, useState } from 'react';
import { Button, Card, Space, Tabs, type TableColumnsType } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LineListQuerySchema, type Line } from '@tradewind/contract/lms/line.schema';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { filterTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { ExportButton } from '@/modules/common';
import { LINE_EXPORT_PATH, LINE_LIST_PATH, lineKeys, linePath, useLineCountsQuery } from '../api/line.api';
import { LineFormModal } from '../components/line-form-modal';
import { LineStatusTag, LoadCell, hhmm, km, useDuration } from '../components/line-parts';
import '../line.messages';

/** /lms/line/list: status tabs with counts; number or name, day range; export; 新建线路. A message's `?id=` opens the line. */
export function LineListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const opened = params.get('id');
  useEffect(() => {
    if (opened && /^\d+$/.test(opened)) void navigate(linePath('detail', Number(opened)), { replace: true });
  }, [opened, navigate]);
  const list = useList<Line>({ keys: lineKeys, path: LINE_LIST_PATH, schema: LineListQuerySchema, exportPath: LINE_EXPORT_PATH });
  const counts = useLineCountsQuery(list.query as QueryParams).data;
  const duration = useDuration();
  const [creating, setCreating] = useState(false);
  const columns: TableColumnsType<Line> = [
    { title: t('lms_line.number'), dataIndex: 'number', width: 160, fixed: 'left', render: (v: string, r) => <Link to={linePath('detail', r.id)}>{v}</Link> },
    { title: t('lms_line.date'), dataIndex: 'line_date', width: 100 },
    { title: t('lms_line.status'), dataIndex: 'status', width: 80, render: (v: number) => <LineStatusTag status={v} /> },
    { title: t('lms_line.name'), dataIndex: 'name', width: 110, render: (v: string | null) => v ?? '-' },
    { title: t('lms_line.car'), dataIndex: 'car_plate', width: 100 },
    { title: t('lms_line.driver'), key: 'crew', width: 140, render: (_v, r) => [r.driver_name, ...r.helper_names].filter(Boolean).join('、') },
    { title: t('lms_line.stops'), key: 'stops', width: 90, align: 'right', render: (_v, r) => (r.status >= 2 ? `${r.signed_count + r.failed_count}/${r.stop_count}` : r.stop_count) },
    { title: t('lms_line.load'), key: 'load', width: 190, render: (_v, r) => <LoadCell weight={r.total_weight} volume={r.total_volume} weightPct={r.weight_pct} volumePct={r.volume_pct} /> },
    { title: t('lms_line.distance'), dataIndex: 'distance_m', width: 90, align: 'right', render: (v: number) => km(v) },
    { title: t('lms_line.duration'), dataIndex: 'duration_s', width: 100, align: 'right', render: (v: number) => duration(v) },
    { title: t('lms_line.departure'), key: 'start', width: 80, render: (_v, r) => hhmm(r.departed_at ?? r.planned_start) },
    {
      title: t('lms_line.actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_v, r) => (
        <Space size={0}>
          <Button type="link" onClick={() => void navigate(linePath('detail', r.id))}>{t('lms_line.view')}</Button>
          <Permission rule="lms/line/Print">
            <Button type="link" onClick={() => window.open(linePath('print', r.id), '_blank')}>{t('lms_line.print')}</Button>
          </Permission>
        </Space>
      ),
    },
  ];
  const tabs = filterTabs(list, { all: t('lms_line.tab_all'), values: [1, 2, 3, 0], label: (s) => t(`lms.line_status.${s}`), counts: counts ?? {} });
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('lms_line.keyword'), width: 180 },
    { name: 'dates', placeholder: [t('lms_line.date_from'), t('lms_line.date_to')], width: 250 },
  ];
  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="line_filters"
        actions={
          <Space>
            <ExportButton permission="lms:line:export" {...list.exportProps} />
            <CreateButton permission="lms:line:create" label={t('lms_line.create')} onClick={() => setCreating(true)} />
          </Space>
        }
        fields={filters}
      />
      <Tabs {...tabs} />
      <ListTable<Line> list={list} columns={columns} empty={t('lms_line.empty')} scroll={{ x: 1400 }} />
      <LineFormModal open={creating} onClose={() => setCreating(false)} onCreated={(line) => { setCreating(false); void navigate(linePath('detail', line.id)); }} />
    </Card>
  );
}
