import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Form, Input, InputNumber, Select, Skeleton, Space, Tag, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { CouponCodeListQuerySchema, GenerateCodesSchema, type Coupon, type CouponCode } from '@tradewind/contract/marketing/coupon.schema';
import { idParamOf } from '@/core/form/record-form-page';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { ExportButton } from '@/modules/common';
import { COUPON_CODES_API, COUPON_CODES_EXPORT, couponCodeKeysOf, useCouponBatchesQuery, useCouponQuery, useGenerateCodesMutation } from '../api/coupon.api';
import { couponCodePrintPath } from '../../marketing.routes';

/** The page reads the coupon from `?id=`; its code list gets coupon_id from the defaults. */
const CodeQuerySchema = CouponCodeListQuerySchema.partial({ coupon_id: true });

/** /marketing/coupon/code?id=: one coupon's codes — make a batch, follow which were claimed, export, print with QR. */
export function CouponCodePage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const coupon = useCouponQuery(id);
  if (id !== null && coupon.isPending) return <Skeleton active />;
  if (!coupon.data) return <Empty description={t('mkt_coupon.not_found')} />;
  return <CouponCodes coupon={coupon.data} />;
}

function CouponCodes({ coupon }: { coupon: Coupon }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const list = useList<CouponCode, typeof CodeQuerySchema>({ keys: couponCodeKeysOf(coupon.id), path: COUPON_CODES_API, schema: CodeQuerySchema, defaults: { coupon_id: coupon.id }, exportPath: COUPON_CODES_EXPORT });
  const batches = useCouponBatchesQuery(coupon.id);
  const generate = useGenerateCodesMutation(coupon.id);
  const left = coupon.total_count - coupon.code_count;
  const zodRule = useZodRule();
  const printBatch = list.query.batch ?? batches.data?.at(-1)?.batch ?? null;
  const columns: TableColumnsType<CouponCode> = [
    { title: t('mkt_coupon.code'), dataIndex: 'code', width: 160, render: (code: string) => <code>{code}</code> },
    { title: t('mkt_coupon.batch'), dataIndex: 'batch', width: 80 },
    { title: t('mkt_coupon.code_state'), dataIndex: 'state', width: 100, render: (state: number, row) => <Tag color={state ? 'blue' : 'default'}>{row.state_text}</Tag> },
    { title: t('mkt_coupon.customer'), dataIndex: 'customer_name', render: (name: string | null) => name ?? '-' },
    { title: t('mkt_coupon.claimed_at'), dataIndex: 'claimed_at', width: 160, render: (v: string | null) => v ?? '-' },
    { title: t('admin.created_at'), dataIndex: 'created_at', width: 160 },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small" title={coupon.name}>
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('mkt_coupon.rule')}>{coupon.rule_text}</Descriptions.Item>
          <Descriptions.Item label={t('mkt_coupon.validity')}>{coupon.validity_text}</Descriptions.Item>
          <Descriptions.Item label={t('mkt_coupon.status')}>{coupon.status_text}</Descriptions.Item>
          <Descriptions.Item label={t('mkt_coupon.issued')}>{`${coupon.issued_count} / ${coupon.total_count}`}</Descriptions.Item>
          <Descriptions.Item label={t('mkt_coupon.code_count')}>{coupon.code_count}</Descriptions.Item>
        </Descriptions>
        {coupon.status === 1 && coupon.take_type === 2 ? (
          <Permission rule="marketing:coupon:code_create">
            <Form layout="inline" name="coupon_generate" initialValues={{ count: Math.min(100, Math.max(left, 1)) }} onFinish={(v: { count: number | null }) => generate.mutate(v.count ?? 0, { onSuccess: (r) => void message.success(t('mkt_coupon.generated', { batch: r.batch, count: r.count })), onError: (e) => void message.error(e.message) })}>
              <Form.Item name="count" label={t('mkt_coupon.generate_count')} rules={[zodRule(GenerateCodesSchema.shape.count)]} extra={t('mkt_coupon.generate_left', { left })}>
                <InputNumber precision={0} disabled={left <= 0} />
              </Form.Item>
              <Button type="primary" htmlType="submit" disabled={left <= 0} loading={generate.isPending}>
                {t('mkt_coupon.generate')}
              </Button>
            </Form>
          </Permission>
        ) : null}
      </Card>
      <Card
        size="small"
        extra={
          <Space>
            <ExportButton permission="marketing:coupon:export" {...list.exportProps} />
            <Button icon={<PrinterOutlined />} disabled={printBatch === null} onClick={() => printBatch !== null && window.open(couponCodePrintPath(coupon.id, printBatch), '_blank')}>
              {printBatch === null ? t('mkt_coupon.print') : t('mkt_coupon.print_batch', { batch: printBatch })}
            </Button>
          </Space>
        }
      >
        <FilterBar list={list} name="coupon_code_filters">
          <Form.Item name="keyword">
            <Input placeholder={t('mkt_coupon.code')} aria-label={t('mkt_coupon.code')} allowClear style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="batch">
            <Select placeholder={t('mkt_coupon.batch')} aria-label={t('mkt_coupon.batch')} allowClear style={{ width: 160 }} options={(batches.data ?? []).map((b) => ({ value: b.batch, label: t('mkt_coupon.batch_option', { batch: b.batch, count: b.count, claimed: b.claimed }) }))} />
          </Form.Item>
          <Form.Item name="state">
            <Select placeholder={t('mkt_coupon.code_state')} aria-label={t('mkt_coupon.code_state')} allowClear style={{ width: 120 }} options={[0, 1].map((v) => ({ value: v, label: t(`marketing.coupon_code_state_${v}`) }))} />
          </Form.Item>
        </FilterBar>
        <ListTable<CouponCode> list={list} columns={columns} empty={t('mkt_coupon.codes_empty')} />
      </Card>
    </Space>
  );
}
