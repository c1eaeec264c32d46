import { Button, Descriptions, Flex, Image, Result, Skeleton, Space } from 'antd';
import { SectionTable } from '@/core/documents/section-table';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { actionFlags } from '@tradewind/contract/common/document-states';
import { STOCK_DOC_STATES } from '@tradewind/contract/wms/warehousing-entry.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { SkuNameCell } from '@/modules/pms';
import { purchaseOrderDetailPath } from '../../purchase-order/api/purchase-order.api';
import { useDeleteStockDocMutation, useStockDocActionMutation, useStockDocQuery, type StockDocDetail } from '../api/stock-doc.api';
import { ENTRY_KIND, docPath, type StockDocKind } from '../stock-doc-kind';
import { ENTRY_TYPE_TEXT } from './stock-doc-list';
import { StockDocStatusTag, DOC_STATUS_TEXT } from './stock-doc-status';
import { DocumentLog } from '@/core/documents/document-log';
import { idParamOf } from '@/core/form/record-form-page';
import { DocumentHeader } from '@/core/documents/document-header';
import { LongText } from '@/core/documents/long-text';


/** The document's lines as the detail and print pages show them. */
export function useLineColumns(kind: StockDocKind) {
  const { t } = useI18n();
  return [
    { title: '#', key: 'i', width: 40, render: (_v: unknown, _r: unknown, i: number) => i + 1 },
    { title: t('wms_doc.sku'), key: 'sku', render: (_v: unknown, l: StockDocDetail['lines'][number]) => <SkuNameCell name={l.sku_name} spec={[l.sku_code, l.spec_text].filter(Boolean).join(' · ')} /> },
    { title: t('wms_doc.location'), dataIndex: 'location_code', width: 100, render: (v: string | null) => v ?? '-' },
    { title: t('wms_doc.qty'), key: 'qty', width: 120, align: 'right' as const, render: (_v: unknown, l: StockDocDetail['lines'][number]) => `${l.qty} ${l.unit_name}` },
    { title: t('wms_doc.base_qty'), key: 'base', width: 110, align: 'right' as const, render: (_v: unknown, l: StockDocDetail['lines'][number]) => `${l.base_qty} ${l.base_unit_name}` },
    { title: kind.key === 'warehousing_entry' ? t('wms_doc.cost') : t('wms_doc.price'), dataIndex: 'price', width: 100, align: 'right' as const },
    { title: t('wms_doc.amount'), dataIndex: 'amount', width: 110, align: 'right' as const },
  ];
}

/** /wms/<doc>/detail?id=: header, lines, the document log, and the actions its state allows. */
export function StockDocDetailView({ kind }: { kind: StockDocKind }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const doc = useStockDocQuery(kind, id);
  const act = useStockDocActionMutation(kind);
  const remove = useDeleteStockDocMutation(kind);
  const columns = useLineColumns(kind);
  if (id !== null && doc.isPending) return <Skeleton active />;
  if (!doc.data) return <Result status="404" title={t(`${kind.text}.not_found`)} />;
  const d = doc.data;
  // by state here; each button's Permission checks the kind's own permission
  const can = actionFlags(STOCK_DOC_STATES, d.status);
  return (
    <Flex vertical gap={12}>
      <DocumentHeader
        number={d.number}
        tag={<StockDocStatusTag status={d.status} />}
        actions={
          <>
            {can.update && (
              <Permission rule={`wms:${kind.key}:update`}>
                <Button onClick={() => void navigate(docPath(kind, 'edit', d.id))}>{t('wms.edit')}</Button>
              </Permission>
            )}
            {can.audit && (
              <Permission rule={`wms:${kind.key}:audit`}>
                <ConfirmAction title={t(`${kind.text}.audit_confirm`)} onConfirm={() => act.mutateAsync({ id: d.id, action: 'audit' })}>
                  <Button type="primary" loading={act.isPending && act.variables?.action === 'audit'}>{t('wms_doc.audit')}</Button>
                </ConfirmAction>
              </Permission>
            )}
            {can.cancel && (
              <Permission rule={`wms:${kind.key}:cancel`}>
                <ConfirmAction title={t('wms_doc.cancel_confirm')} onConfirm={() => act.mutateAsync({ id: d.id, action: 'cancel' })}>
                  <Button danger>{t('wms_doc.cancel')}</Button>
                </ConfirmAction>
              </Permission>
            )}
            {can.delete && (
              <Permission rule={`wms:${kind.key}:delete`}>
                <ConfirmAction title={t('wms_doc.delete_confirm')} onConfirm={async () => { await remove.mutateAsync(d.id); void navigate(docPath(kind, 'list')); }}>
                  <Button danger type="text">{t('wms_doc.delete')}</Button>
                </ConfirmAction>
              </Permission>
            )}
            <Button onClick={() => window.open(docPath(kind, 'print', d.id), '_blank')}>{t('wms_doc.print')}</Button>
            <Button onClick={() => void navigate(docPath(kind, 'list'))}>{t('form.back')}</Button>
          </>
        }
      >
        <Descriptions size="small" column={3}>
          {d.type !== undefined ? <Descriptions.Item label={t('wms_entry.type')}>{t(ENTRY_TYPE_TEXT[d.type])}</Descriptions.Item> : null}
          {d.purchase_order_number && d.purchase_order_id ? <Descriptions.Item label={t('wms_entry.purchase_order')}><Link to={purchaseOrderDetailPath(d.purchase_order_id)}>{d.purchase_order_number}</Link></Descriptions.Item> : null}
          <Descriptions.Item label={t('wms_doc.store')}>{d.store_name}</Descriptions.Item>
          <Descriptions.Item label={t('wms_doc.warehouse')}>{d.warehouse_name}</Descriptions.Item>
          {d.seller_name !== undefined ? (
            <>
              <Descriptions.Item label={t('wms_outside.purchase_date')}>{d.purchase_date}</Descriptions.Item>
              <Descriptions.Item label={t('wms_outside.seller')}>{d.seller_name}</Descriptions.Item>
              <Descriptions.Item label={t('wms_outside.place')}>{d.seller_place ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('wms_outside.buyer')}>{d.buyer_name ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('wms_outside.entry')}>
                {d.entry_id ? <Link to={docPath(ENTRY_KIND, 'detail', d.entry_id)}>{d.entry_number}</Link> : t('wms_outside.entry_none')}
              </Descriptions.Item>
            </>
          ) : (
            <Descriptions.Item label={t('wms_doc.supplier')}>{d.supplier_name ?? '-'}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('wms_doc.total_amount')}>{d.total_amount}</Descriptions.Item>
          <Descriptions.Item label={t('wms_doc.created_by')}>{`${d.created_by_name ?? '-'} ${d.created_at}`}</Descriptions.Item>
          <Descriptions.Item label={t('wms_doc.audited_by')}>{d.audited_at ? `${d.audited_by_name ?? '-'} ${d.audited_at}` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('wms_doc.remark')} span="filled"><LongText text={d.remark} /></Descriptions.Item>
          {d.photos !== undefined ? (
            <Descriptions.Item label={t('wms_outside.photos')} span={3}>
              {d.photos.length ? (
                <Image.PreviewGroup>
                  <Space wrap data-testid="op-photos">
                    {d.photos.map((url) => <Image key={url} src={url} width={72} height={72} style={{ objectFit: 'cover' }} />)}
                  </Space>
                </Image.PreviewGroup>
              ) : (
                '-'
              )}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </DocumentHeader>
      <SectionTable title={t('wms_doc.section_lines')} rows={d.lines} columns={columns} scroll={{ x: 800 }} />
      <DocumentLog
        title={t('wms_doc.log')}
        logs={d.logs}
        action={(l) => t(`wms_doc.action_${l.action}`)}
        status={(l) => t(DOC_STATUS_TEXT[l.to_status as 0 | 1 | 2])}
        system={t('wms_doc.system')}
      />
    </Flex>
  );
}
