import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useNavigate, useSearchParams } from 'react-router';
import { STOCK_COUNT_STATES, type StockCountLine } from '@tradewind/contract/wms/stock-count.schema';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { useDocumentActions } from '@/core/permission/use-document-actions';
import { SkuNameCell } from '@/modules/pms';
import { useStockCountAction, useStockCountQuery } from '../api/stock-count.api';
import { DocumentLogCard } from '@/core/documents/document-log-card';
import { FillBookAction } from '../components/fill-book-action';
import { StockCountStatusTag, useScopeText } from '../components/stock-count-status';
import { countPath } from './stock-count-list-page';

const signed = (v: string | null) => (v === null ? '-' : Number(v) > 0 ? `+${v}` : v);
const diffColor = (v: string | null) => (v === null || Number(v) === 0 ? undefined : Number(v) > 0 ? '#237804' : '#cf1322');

/** /wms/stock_count/detail?id=: the scope, progress, each line's book, later moves, count and difference, the actions, the log. */
export function StockCountDetailPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const query = useStockCountQuery(id);
  const act = useStockCountAction();
  const scopeText = useScopeText();
  const [chosen, setChosen] = useState<number[]>([]);
  const can = useDocumentActions(STOCK_COUNT_STATES, query.data?.status ?? -1);
  if (id !== null && query.isPending) return <Skeleton active />;
  if (!query.data) return <Result status="404" title={t('wms.count_not_found')} />;
  const c = query.data;
  const book = c.book_visible === 1;
  const run = (action: 'start' | 'submit' | 'audit' | 'cancel') => act.mutateAsync({ id: c.id, action });
  const recordsOf = (line: StockCountLine) => c.records.filter((r) => r.item_id === line.id);
  return (
    <Flex vertical gap={12}>
      <Card
        size="small"
        title={<Space><span>{c.number}</span><StockCountStatusTag status={c.status} />{c.blind ? <Tag>{t('wms_count.blind')}</Tag> : null}</Space>}
        extra={
          <Space wrap>
            {can.update && <Button onClick={() => void navigate(countPath('edit', c.id))}>{t('wms.edit')}</Button>}
            {can.start && (
              <ConfirmAction title={t('wms_count.start_confirm')} onConfirm={() => run('start')}><Button type="primary" loading={act.isPending}>{t('wms_count.start')}</Button></ConfirmAction>
            )}
            {can.count && <Button type="primary" onClick={() => void navigate(countPath('work', c.id))}>{t('wms_count.work')}</Button>}
            <FillBookAction count={c} />
            {can.submit && (
              <ConfirmAction title={t('wms_count.submit_confirm')} onConfirm={() => run('submit')}><Button loading={act.isPending}>{t('wms_count.submit')}</Button></ConfirmAction>
            )}
            {can.recount && (
              <ConfirmAction title={t('wms_count.recount_confirm', { count: chosen.length })} disabled={chosen.length === 0} onConfirm={() => act.mutateAsync({ id: c.id, action: 'recount', body: { item_ids: chosen } }).then(() => setChosen([]))}>
                <Button disabled={chosen.length === 0}>{t('wms_count.recount')}{chosen.length ? ` (${chosen.length})` : ''}</Button>
              </ConfirmAction>
            )}
            {can.audit && (
              <ConfirmAction title={t('wms_count.audit_confirm')} onConfirm={() => run('audit')}><Button type="primary" loading={act.isPending}>{t('wms_doc.audit')}</Button></ConfirmAction>
            )}
            {can.cancel && (
              <ConfirmAction title={t('wms_count.cancel_confirm')} onConfirm={() => run('cancel')}><Button danger>{t('wms_doc.cancel')}</Button></ConfirmAction>
            )}
            {c.line_count ? (
              <Permission rule="wms/stock_count/Print"><Button onClick={() => window.open(countPath('print', c.id), '_blank')}>{t('wms_count.print_sheet')}</Button></Permission>
            ) : null}
            <Button onClick={() => void navigate(countPath('list'))}>{t('form.back')}</Button>
          </Space>
        }
      >
        {c.status === 2 ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('wms_count.review_hint')} /> : null}
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
          <Descriptions.Item label={t('wms_doc.warehouse')}>{c.warehouse_name}</Descriptions.Item>
          <Descriptions.Item label={t('wms_count.scope')}>{scopeText(c)}</Descriptions.Item>
          <Descriptions.Item label={t('wms_count.progress')}>{`${c.counted_count} / ${c.line_count}`}{c.recount_round ? ` · ${t('wms_count.round', { round: c.recount_round })}` : ''}</Descriptions.Item>
          <Descriptions.Item label={t('wms_doc.created_by')}>{`${c.created_by_name ?? '-'} ${c.created_at}`}</Descriptions.Item>
          <Descriptions.Item label={t('wms_count.started')}>{c.started_at ? `${c.started_by_name ?? '-'} ${c.started_at}` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('wms_count.submitted')}>{c.submitted_at ? `${c.submitted_by_name ?? '-'} ${c.submitted_at}` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('wms_doc.audited_by')}>{c.audited_at ? `${c.audited_by_name ?? '-'} ${c.audited_at}` : '-'}</Descriptions.Item>
          {c.gain_qty !== null ? (
            <Descriptions.Item label={t('wms_count.gain_loss')}>
              <Typography.Text type="success">{`+${c.gain_qty} (${c.gain_amount})`}</Typography.Text> / <Typography.Text type="danger">{`-${c.loss_qty} (${c.loss_amount})`}</Typography.Text>
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('wms_doc.remark')}>{c.remark ?? '-'}</Descriptions.Item>
        </Descriptions>
        {!book && c.blind ? <Typography.Text type="secondary">{t('wms_count.book_hidden')}</Typography.Text> : null}
      </Card>
      <Card size="small" title={t('wms_doc.section_lines')}>
        {c.status === 0 ? (
          <Typography.Text type="secondary">{t('wms_count.draft_hint')}</Typography.Text>
        ) : (
          <Table<StockCountLine>
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 980 }}
            dataSource={c.lines}
            rowSelection={c.status === 2 ? { selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(Number)) } : undefined}
            expandable={{
              rowExpandable: (l) => recordsOf(l).length > 0,
              expandedRowRender: (l) => (
                <Space direction="vertical" size={2}>
                  {recordsOf(l).map((r) => <Typography.Text key={r.id} type="secondary">{`${r.created_at} · ${r.staff_name ?? '-'} · ${r.qty}${r.round ? ` · ${t('wms_count.round', { round: r.round })}` : ''}`}</Typography.Text>)}
                </Space>
              ),
            }}
            columns={[
              { title: t('wms_doc.location'), dataIndex: 'location_code', width: 90 },
              { title: t('wms_doc.sku'), key: 'sku', width: 220, render: (_v, l) => <SkuNameCell name={l.sku_name} spec={[l.sku_code, l.spec_text].filter(Boolean).join(' · ')} /> },
              { title: t('wms_count.book'), dataIndex: 'book_qty', width: 80, align: 'right', render: (v: string | null) => v ?? '***' },
              { title: t('wms_count.moved'), dataIndex: 'moved_qty', width: 90, align: 'right', render: (v: string | null) => signed(v) },
              { title: t('wms_count.expected'), dataIndex: 'expected_qty', width: 80, align: 'right', render: (v: string | null) => v ?? '***' },
              {
                title: t('wms_count.counted'),
                key: 'counted',
                width: 170,
                render: (_v, l) => (
                  <Space size={4}>
                    <strong>{l.counted_qty ?? '-'}</strong>
                    <span>{l.unit_name}</span>
                    {l.recount ? <Tag color="orange">{t('wms_count.recount')}</Tag> : null}
                    {l.added ? <Tag>{t('wms_count.added')}</Tag> : null}
                    {l.counted_by_name ? <Typography.Text type="secondary">{l.counted_by_name}</Typography.Text> : null}
                  </Space>
                ),
              },
              { title: t('wms_count.diff'), dataIndex: 'diff_qty', width: 80, align: 'right', render: (v: string | null) => <span style={{ color: diffColor(v) }}>{signed(v)}</span> },
              { title: t('wms_count.diff_amount'), dataIndex: 'diff_amount', width: 100, align: 'right', render: (v: string | null) => <span style={{ color: diffColor(v) }}>{signed(v)}</span> },
            ]}
          />
        )}
      </Card>
      <DocumentLogCard logs={c.logs} action={(l) => t(`wms_count.action_${l.action}`)} />
    </Flex>
  );
}

