import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, InputNumber, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { ActivityPreviewResult } from '@tradewind/contract/marketing/activity.schema';
import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import { ApiError } from '@/core/http/http-error';
import { useI18n } from '@/core/i18n/use-i18n';
import { CustomerSelect } from '@/modules/crm';
import { OrderPricingSteps } from '@/modules/oms';
import { SkuNameCell, SkuPicker } from '@/modules/pms';
import { useActivityPreviewMutation, type ActivityBody } from '../api/activity.api';

type CartLine = { sku: SkuPickRow; qty: number };
type PreviewLine = ActivityPreviewResult['lines'][number];

/**
 * "Try a cart" under the activity form: a customer (optional), SKUs and quantities, priced by the server's
 * engine with the activity as edited beside the other activities that are on — each line's steps shown.
 */
export function TryCart({ body }: { body: () => ActivityBody & { id: number | null } }) {
  const { t } = useI18n();
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [lines, setLines] = useState<CartLine[]>([]);
  const [picking, setPicking] = useState(false);
  const preview = useActivityPreviewMutation();
  const result = preview.data;
  const problems = preview.error instanceof ApiError ? (preview.error.fieldErrors.length ? preview.error.fieldErrors.map((e) => `${e.field}: ${e.message}`) : [preview.error.message]) : [];

  const run = () => preview.mutate({ activity: body(), customer_id: customerId, items: lines.map((l) => ({ sku_id: l.sku.id, qty: l.qty })) });
  const columns: TableColumnsType<PreviewLine> = [
    { title: t('marketing_activity.skus'), key: 'sku', width: 220, render: (_v, l) => <SkuNameCell name={l.sku_name} spec={l.sku_code} /> },
    { title: t('marketing_activity.qty'), key: 'qty', width: 90, align: 'right', render: (_v, l) => `${l.qty}${l.unit_name}` },
    { title: t('marketing_activity.customer_price'), dataIndex: 'customer_price', width: 100, align: 'right' },
    { title: t('marketing_activity.price'), dataIndex: 'price', width: 90, align: 'right' },
    { title: t('marketing_activity.amount'), dataIndex: 'amount', width: 100, align: 'right' },
    { title: t('marketing_activity.discount'), dataIndex: 'activity_amount', width: 100, align: 'right' },
    { title: t('marketing_activity.payable'), dataIndex: 'payable', width: 100, align: 'right', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    {
      title: t('marketing_activity.steps'),
      key: 'steps',
      render: (_v, l) => (
        <OrderPricingSteps steps={l.steps} />
      ),
    },
  ];

  return (
    <Card size="small" title={t('marketing_activity.try_cart')} extra={<Typography.Text type="secondary">{t('marketing_activity.try_hint')}</Typography.Text>}>
      <Flex vertical gap={8}>
        <Space wrap>
          <label htmlFor="activity-try-customer">{t('marketing_activity.try_customer')}</label>
          <CustomerSelect id="activity-try-customer" value={customerId} onChange={setCustomerId} style={{ width: 260 }} />
          <Button icon={<PlusOutlined />} onClick={() => setPicking(true)}>
            {t('marketing_activity.try_add')}
          </Button>
          <Button type="primary" disabled={lines.length === 0} loading={preview.isPending} onClick={run}>
            {t('marketing_activity.try_run')}
          </Button>
        </Space>
        {lines.length ? (
          <Flex wrap gap={8}>
            {lines.map((l, i) => (
              <Space.Compact key={l.sku.id}>
                <Button disabled style={{ color: 'inherit' }}>
                  {[l.sku.name, l.sku.spec_text].filter(Boolean).join(' ')}
                </Button>
                <InputNumber aria-label={t('marketing_activity.qty')} precision={3} value={l.qty} onChange={(v) => setLines(lines.map((x, k) => (k === i ? { ...x, qty: Number(v ?? 1) } : x)))} style={{ width: 100 }} />
                <Button aria-label={t('marketing_activity.remove')} icon={<DeleteOutlined />} onClick={() => setLines(lines.filter((_, k) => k !== i))} />
              </Space.Compact>
            ))}
          </Flex>
        ) : null}
        {problems.length ? <Alert type="error" showIcon message={problems.map((p) => <div key={p}>{p}</div>)} /> : null}
        {result ? (
          <>
            <Typography.Text type="secondary">
              {t('marketing_activity.priced_at', { at: result.at })} ·{' '}
              {result.others.length ? t('marketing_activity.others', { names: result.others.map((o) => o.name).join('、') }) : t('marketing_activity.no_others')}
            </Typography.Text>
            {result.included ? null : <Alert type="warning" showIcon message={t('marketing_activity.not_included')} />}
            <Table<PreviewLine> size="small" rowKey={(l, i) => `${l.sku_id}-${i}`} pagination={false} dataSource={result.lines} columns={columns} scroll={{ x: 1100 }} />
            {result.gifts.length ? (
              <Typography.Text>
                {t('marketing_activity.gifts')}：{result.gifts.map((g) => `${g.sku_name} × ${g.qty}${g.unit_name}（${g.activity_name}）`).join('；')}
              </Typography.Text>
            ) : null}
            <Typography.Text strong>{t('marketing_activity.totals', { goods: result.goods_amount, price_off: result.price_off, activity: result.activity_amount, total: result.total })}</Typography.Text>
          </>
        ) : null}
      </Flex>
      <SkuPicker
        open={picking}
        onClose={() => setPicking(false)}
        lockedIds={lines.map((l) => l.sku.id)}
        onConfirm={(picked) => {
          setLines([...lines, ...picked.map((sku) => ({ sku, qty: 1 }))]);
          setPicking(false);
        }}
      />
    </Card>
  );
}
