import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Alert, Button, Card, DatePicker, Empty, Flex, Form, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { type SupplierSettlementSource } from '@tradewind/contract/fms/supplier-settlement.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { supplierSettlementPath, useCreateSupplierSettlementMutation, useSettlementCandidatesQuery } from '../api/supplier-settlement.api';
import { settlementSums } from '../components/settlement-sums';
import { SourceTypeTag, SupplierSelect, signedAmount } from '../components/settlement-parts';
import { useLeavePage } from '@/core/routing/leave-page';

const DAY = 'YYYY-MM-DD';

type AddValues = { supplier_id?: number | null; period?: [Dayjs, Dayjs] | null; remark?: string };

const keyOf = (s: Pick<SupplierSettlementSource, 'source_type' | 'source_id'>) => `${s.source_type}:${s.source_id}`;

/**
 * /fms/supplier_settlement_order/add: the supplier and the period (last month by default), then the free
 * purchase receipts and refunds of the period in the current store, all checked; unchecked ones stay for a
 * later settlement. The sums follow the checks: receipts − refunds = total.
 */
export function SupplierSettlementAddPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const leave = useLeavePage();
  const [form] = Form.useForm<AddValues>();
  const supplierId = Form.useWatch('supplier_id', form);
  const period = Form.useWatch('period', form);
  const query = { supplier_id: supplierId ?? undefined, start_date: period?.[0]?.format(DAY), end_date: period?.[1]?.format(DAY) };
  const candidates = useSettlementCandidatesQuery(query);
  const create = useCreateSupplierSettlementMutation();
  const { message } = useFeedback();
  // unchecked sources, for the query they were unchecked in (a new supplier or period starts all checked)
  const queryKey = JSON.stringify(query);
  const [unchecked, setUnchecked] = useState<{ key: string; keys: Set<string> }>({ key: queryKey, keys: new Set() });
  const off = unchecked.key === queryKey ? unchecked.keys : new Set<string>();
  const rows = candidates.data?.list ?? [];
  const chosen = rows.filter((r) => !off.has(keyOf(r)));
  const sums = settlementSums(chosen);
  const lastMonth = dayjs().subtract(1, 'month');

  const submit = async (values: AddValues) => {
    if (chosen.length === 0) return void message.warning(t('fms_ss.none_chosen'));
    const saved = await create.mutateAsync({
      supplier_id: values.supplier_id!,
      start_date: values.period![0].format(DAY),
      end_date: values.period![1].format(DAY),
      remark: values.remark || null,
      items: chosen.map((r) => ({ source_type: r.source_type, source_id: r.source_id })),
    });
    leave(supplierSettlementPath('detail', saved.id));
  };

  const columns: TableColumnsType<SupplierSettlementSource> = [
    { title: t('fms_ss.source_type'), dataIndex: 'source_type', width: 140, render: (v: SupplierSettlementSource['source_type'], r) => <SourceTypeTag type={v} name={r.source_type_name} /> },
    { title: t('fms_ss.source_no'), dataIndex: 'source_no', width: 170 },
    { title: t('fms_ss.source_date'), dataIndex: 'source_date', width: 120 },
    { title: t('fms_ss.warehouse'), dataIndex: 'warehouse_name' },
    { title: t('fms_ss.amount'), key: 'amount', width: 140, align: 'right', render: (_v, r) => signedAmount(r) },
  ];
  return (
    <Flex vertical gap={12}>
      <Card size="small" title={t('route.fms_supplier_settlement_order_add')}>
        <Form<AddValues> form={form} layout="inline" initialValues={{ period: [lastMonth.startOf('month'), lastMonth.endOf('month')] }} onFinish={(v) => void submit(v)} style={{ rowGap: 12 }}>
          <Form.Item name="supplier_id" label={t('fms_ss.supplier')} rules={[{ required: true, message: t('fms_ss.supplier_required') }]}>
            <SupplierSelect placeholder={t('fms_ss.supplier_required')} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="period" label={t('fms_ss.period')} rules={[{ required: true, message: t('fms_ss.period_required') }]}>
            <DatePicker.RangePicker allowClear={false} style={{ width: 260 }} />
          </Form.Item>
          <Form.Item name="remark" label={t('fms_ss.remark')}>
            <Input maxLength={200} placeholder={t('fms_ss.remark_placeholder')} style={{ width: 280 }} />
          </Form.Item>
        </Form>
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>{t('fms_ss.period_hint')}</Typography.Paragraph>
      </Card>
      <Card size="small" title={t('fms_ss.sources')} extra={rows.length ? <Typography.Text type="secondary">{t('fms_ss.pick_hint')}</Typography.Text> : null}>
        {!query.supplier_id || !query.start_date ? (
          <Empty description={t('fms_ss.choose_first')} />
        ) : (
          <Table<SupplierSettlementSource>
            rowKey={keyOf}
            size="small"
            pagination={false}
            loading={candidates.isFetching}
            dataSource={rows}
            columns={columns}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fms_ss.no_sources')} /> }}
            rowSelection={{
              selectedRowKeys: chosen.map(keyOf),
              onChange: (keys) => setUnchecked({ key: queryKey, keys: new Set(rows.map(keyOf).filter((k) => !keys.includes(k))) }),
            }}
            scroll={{ y: 480 }}
            data-testid="settlement-candidates"
          />
        )}
        <Flex justify="space-between" align="center" style={{ marginTop: 12 }} wrap gap={8}>
          <Space size="large" wrap>
            <span>{t('fms_ss.counts', { entries: sums.entryCount, refunds: sums.refundCount })}</span>
            <Typography.Text strong data-testid="settlement-formula">{t('fms_ss.formula', { entries: sums.entries, refunds: sums.refunds, total: sums.total })}</Typography.Text>
          </Space>
          <Space>
            <Button onClick={() => void navigate(supplierSettlementPath('list'))}>{t('fms_ss.back')}</Button>
            <Button type="primary" loading={create.isPending} disabled={chosen.length === 0} onClick={() => form.submit()}>{t('fms_ss.save')}</Button>
          </Space>
        </Flex>
        {sums.totalCents <= 0 && chosen.length > 0 ? <Alert type="warning" showIcon style={{ marginTop: 12 }} title={t('fms.ss_nothing_to_pay', { total: sums.total })} /> : null}
      </Card>
    </Flex>
  );
}
