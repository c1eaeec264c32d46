import { useState } from 'react';
import { Button, Card, Descriptions, Drawer, Empty, Flex, Image, Skeleton, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { LINE_STATUS, LOGISTICS_ORDER_STATUS, STOP_STATUS } from '@tradewind/contract/lms/lms.schema';
import type { LogisticsOrderDetail, SignIn } from '@tradewind/contract/lms/logistics.schema';
import { SectionTable } from '@/core/documents/section-table';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { logisticsPrintPath, useLogisticsOrderQuery } from '../api/logistics.api';
import { CoordinatesText, LogisticsStatusTag, SignInResultTag } from './logistics-tags';
import { SignInModal } from './sign-in-modal';
import { DocumentLog } from '@/core/documents/document-log';
import { addressText } from '@tradewind/contract/common/address';
import { formatVolume } from '@tradewind/contract/common/measure';

/** A sign-in as the drawer and the order page show it: result, signer, time, money, place, photos, the return entry. */
export function SignInDescriptions({ signIn }: { signIn: SignIn }) {
  const { t } = useI18n();
  return (
    <>
      <Descriptions size="small" column={2}>
        <Descriptions.Item label={t('lms_lo.result')}>
          <SignInResultTag result={signIn.result} />
        </Descriptions.Item>
        <Descriptions.Item label={t('lms_lo.signed_at')}>{`${signIn.signed_at} ${signIn.signed_by_name ?? ''}`}</Descriptions.Item>
        {signIn.result === 1 ? (
          <>
            <Descriptions.Item label={t('lms_lo.signer')}>{signIn.signer ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('lms_lo.collected_amount')}>{`¥${signIn.collected_amount} / ¥${signIn.collect_amount}`}</Descriptions.Item>
          </>
        ) : (
          <>
            <Descriptions.Item label={t('lms_lo.fail_reason')}>
              <Typography.Text type="danger">{signIn.fail_reason}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('lms_lo.return_entry')}>
              {signIn.entry_id ? <Link to={`/wms/warehousing_entry/detail?id=${signIn.entry_id}`}>{signIn.entry_no}</Link> : '-'}
            </Descriptions.Item>
          </>
        )}
        <Descriptions.Item label={t('lms_lo.location')}>
          {signIn.longitude === null ? '-' : <CoordinatesText longitude={signIn.longitude} latitude={signIn.latitude} system={signIn.coord_system} />}
        </Descriptions.Item>
        {signIn.remark ? <Descriptions.Item label={t('lms_lo.remark')}>{signIn.remark}</Descriptions.Item> : null}
      </Descriptions>
      {signIn.photos.length > 0 && (
        <Image.PreviewGroup>
          <Space wrap>
            {signIn.photos.map((url) => (
              <Image key={url} src={url} width={72} height={72} style={{ objectFit: 'cover' }} alt={t('lms_lo.photos')} />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
    </>
  );
}

/** The stop of a departed line that is still to be signed for, as the sign-in modal takes it; null otherwise. */
export function pendingStopOf(d: LogisticsOrderDetail) {
  if (!d.stop || d.status !== LOGISTICS_ORDER_STATUS.departed || d.stop.status !== STOP_STATUS.pending || d.stop.line_status !== LINE_STATUS.departed) return null;
  return { stop_id: d.stop.id, logistics_order_no: d.number, customer_name: d.customer_name, address: d.address, collect_amount: d.collect_amount };
}

/** A logistics order's detail (the list's drawer): the unit and its order, the line, driver and helpers, what it carries, the sign-in, the log. */
export function LogisticsOrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useI18n();
  const detail = useLogisticsOrderQuery(id);
  const [signing, setSigning] = useState(false);
  const d = detail.data;
  const stop = d ? pendingStopOf(d) : null;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={d ? <Space><span>{d.number}</span><LogisticsStatusTag status={d.status} /></Space> : t('lms_lo.detail')}
      extra={
        d && (
          <Space>
            {stop && (
              <Permission rule="lms:sign_in:create">
                <Button type="primary" onClick={() => setSigning(true)}>{t('lms_lo.sign')}</Button>
              </Permission>
            )}
            <Permission rule="lms/logistics_order/Print">
              <Button onClick={() => window.open(logisticsPrintPath(d.id), '_blank')}>{t('lms_lo.print')}</Button>
            </Permission>
          </Space>
        )
      }
    >
      {id !== null && detail.isPending ? <Skeleton active /> : null}
      {detail.isError ? <Empty description={t('lms.logistics_order_not_found')} /> : null}
      {d && (
        <Flex vertical gap={12} data-testid="logistics-drawer">
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('lms_lo.order_no')}>
              <Link to={`/oms/order/detail?id=${d.order_id}`}>{d.sub_order_no ?? d.order_no}</Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('lms_lo.outbound_no')}>{d.outbound_no}</Descriptions.Item>
            <Descriptions.Item label={t('lms_lo.customer')}>{d.customer_name}</Descriptions.Item>
            <Descriptions.Item label={t('lms_lo.consignee')}>{`${d.consignee_name} ${d.consignee_phone}`}</Descriptions.Item>
            <Descriptions.Item label={t('lms_lo.address')} span={2}>{addressText(d.area_string, d.address)}</Descriptions.Item>
            <Descriptions.Item label={t('lms_lo.coordinates')} span={2}>
              <CoordinatesText longitude={d.longitude} latitude={d.latitude} system={d.coord_system} source={d.location_source} />
            </Descriptions.Item>
            <Descriptions.Item label={t('lms_lo.delivery_date')}>{`${d.delivery_date} ${d.time_slot ?? ''}`}</Descriptions.Item>
            <Descriptions.Item label={t('lms_lo.warehouse')}>{d.warehouse_name}</Descriptions.Item>
            <Descriptions.Item label={t('lms_lo.load')}>{t('lms_lo.load_text', { pieces: d.pieces, weight: d.weight, volume: formatVolume(d.volume) })}</Descriptions.Item>
            <Descriptions.Item label={t('lms_lo.collect_amount')}>{`¥${d.collect_amount}`}</Descriptions.Item>
            <Descriptions.Item label={t('lms_lo.line')}>
              {d.line_id ? <Link to={`/lms/line/detail?id=${d.line_id}`}>{d.line_no ?? d.line_name ?? d.line_id}</Link> : t('lms_lo.no_line')}
              {d.stop ? ` · ${t('lms_lo.stop_seq', { seq: d.stop.seq })}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('lms_lo.driver')}>
              {[d.driver_name, d.car_plate].filter(Boolean).join(' · ') || '-'}
              {d.helper_names.length ? ` · ${t('lms_lo.helpers')}: ${d.helper_names.join('、')}` : ''}
            </Descriptions.Item>
            {d.order_remark ? <Descriptions.Item label={t('lms_lo.order_remark')} span={2}>{d.order_remark}</Descriptions.Item> : null}
          </Descriptions>
          <SectionTable
            title={t('lms_lo.lines')}
            rowKey="order_item_id"
            rows={d.lines}
            columns={[
              { title: t('lms_lo.sku'), key: 'sku', render: (_v, l) => <span>{l.sku_name}<br /><small>{[l.sku_code, l.spec_text].filter(Boolean).join(' · ')}</small></span> },
              { title: t('lms_lo.shipped_qty'), key: 'qty', align: 'right', render: (_v, l) => `${l.qty} ${l.unit_name}` },
              { title: t('lms_lo.base_qty'), key: 'base', align: 'right', render: (_v, l) => `${l.base_qty} ${l.base_unit_name}` },
            ]}
          />
          <Card size="small" title={t('lms_lo.sign_in')}>{d.sign_in ? <SignInDescriptions signIn={d.sign_in} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lms_lo.not_signed')} />}</Card>
          <DocumentLog title={t('lms_lo.log')} logs={d.logs} action={(l) => t(`lms_lo.action.${l.action}`)} system={t('lms_lo.system')} />
        </Flex>
      )}
      <SignInModal stop={stop} open={signing} onClose={() => setSigning(false)} />
    </Drawer>
  );
}
