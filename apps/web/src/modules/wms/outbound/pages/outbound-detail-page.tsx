import { formatUnitTotals } from '@tradewind/contract/common/unit-totals';
import { Alert, Button, Card, Descriptions, Flex, Result, Skeleton, Space } from 'antd';
import { SectionTable } from '@/core/documents/section-table';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type OutboundDetail } from '@tradewind/contract/wms/outbound.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { useOutboundQuery, usePickingWrite } from '../../picking/api/picking.api';
import { DocumentLogCard } from '@/core/documents/document-log-card';
import { idParamOf } from '@/core/form/record-form-page';
import { StockDocStatusTag } from '../../warehousing-entry/components/stock-doc-status';
import { outboundPath, useOutboundLineColumns } from '../components/outbound-lines';
import { LongText } from '@/core/documents/long-text';
import { useState } from 'react';
import { ExpressModal } from '../components/express-modal';

/** /wms/outbound_delivery_order/detail?id=: header, lines, log; a sale shows the picking it waits for (audit answers 4091 then). */
export function OutboundDetailPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const doc = useOutboundQuery(id);
  const act = usePickingWrite<{ id: number; action: 'audit' | 'cancel' }, OutboundDetail>('put', (b) => `/wms/outbound_delivery_order/${b.id}/${b.action}`, () => ({}));
  const columns = useOutboundLineColumns();
  const [shipping, setShipping] = useState(false);
  if (id !== null && doc.isPending) return <Skeleton active />;
  if (!doc.data) return <Result status="404" title={t('wms_out.not_found')} />;
  const d = doc.data;
  const draft = d.status === 0;
  return (
    <Flex vertical gap={12}>
      <Card
        size="small"
        title={<Space><span>{d.number}</span><StockDocStatusTag status={d.status} /></Space>}
        extra={
          <Space wrap>
            {draft ? (
              <>
                {d.type !== 1 ? (
                  <Permission rule="wms:outbound_delivery_order:update">
                    <Button onClick={() => void navigate(outboundPath('edit', d.id))}>{t('wms.edit')}</Button>
                  </Permission>
                ) : null}
                <Permission rule="wms:outbound_delivery_order:audit">
                  <ConfirmAction title={t('wms_out.audit_confirm')} onConfirm={() => act.mutateAsync({ id: d.id, action: 'audit' })}>
                    <Button type="primary" loading={act.isPending}>{t('wms_doc.audit')}</Button>
                  </ConfirmAction>
                </Permission>
                <Permission rule="wms:outbound_delivery_order:cancel">
                  <ConfirmAction title={t('wms_doc.cancel_confirm')} onConfirm={() => act.mutateAsync({ id: d.id, action: 'cancel' })}>
                    <Button danger>{t('wms_doc.cancel')}</Button>
                  </ConfirmAction>
                </Permission>
              </>
            ) : null}
            {d.status !== 2 ? (
              <Permission rule="wms:outbound_delivery_order:express">
                <Button onClick={() => setShipping(true)}>{t('wms_out.express')}</Button>
              </Permission>
            ) : null}
            <Button onClick={() => window.open(outboundPath('print', d.id), '_blank')}>{t('wms_doc.print')}</Button>
            <Button onClick={() => void navigate(outboundPath('list'))}>{t('form.back')}</Button>
          </Space>
        }
      >
        {draft && d.unfinished_tasks.length ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={
              <span>
                {t('wms_out.unfinished')}
                {d.unfinished_tasks.map((task) => <Link key={task.id} to={`/wms/picking_task/detail?id=${task.id}`} style={{ marginRight: 8 }}>{task.number}</Link>)}
              </span>
            }
          />
        ) : null}
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('wms_out.type')}>{t(`wms_out.type_${d.type}`)}</Descriptions.Item>
          <Descriptions.Item label={t('wms_doc.warehouse')}>{d.warehouse_name}</Descriptions.Item>
          {d.order_no ? <Descriptions.Item label={t('wms_out.order')}><Link to={`/oms/order/detail?id=${d.order_id}`}>{`${d.order_no} ${d.customer_name ?? ''}`}</Link></Descriptions.Item> : null}
          {d.picking_list_number ? <Descriptions.Item label={t('wms_task.wave')}><Link to={`/wms/picking_list/detail?id=${d.picking_list_id}`}>{d.picking_list_number}</Link></Descriptions.Item> : null}
          {d.supplier_name ? <Descriptions.Item label={t('wms_doc.supplier')}>{d.supplier_name}</Descriptions.Item> : null}
          {d.tracking_no ? (
            <Descriptions.Item label={t('wms_out.express_info')}>
              <Space size={4}>{d.courier_name}{d.tracking_url ? <a href={d.tracking_url} target="_blank" rel="noreferrer">{d.tracking_no}</a> : d.tracking_no}</Space>
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('wms_doc.total_qty')}>{formatUnitTotals(d.unit_totals)}</Descriptions.Item>
          <Descriptions.Item label={t('wms_doc.created_by')}>{`${d.created_by_name ?? '-'} ${d.created_at}`}</Descriptions.Item>
          <Descriptions.Item label={t('wms_doc.audited_by')}>{d.audited_at ? `${d.audited_by_name ?? '-'} ${d.audited_at}` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('wms_doc.remark')} span="filled"><LongText text={d.remark} /></Descriptions.Item>
        </Descriptions>
      </Card>
      <SectionTable title={t('wms_doc.section_lines')} rows={d.lines} columns={columns} />
      <DocumentLogCard logs={d.logs} action={(l) => t(`wms_pick.action_${l.action}`)} />
      {shipping ? <ExpressModal outbound={d} onClose={() => setShipping(false)} /> : null}
    </Flex>
  );
}
