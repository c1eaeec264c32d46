import { useDeferredValue, useState } from 'react';
import { Alert, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import type { Coupon, IssueResult } from '@tradewind/contract/marketing/coupon.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { CrowdPickSelect, CustomerSelect, useCustomerOptionsQuery } from '@/modules/crm';
import { useClaimCouponMutation, useIssueCouponMutation } from '../api/coupon.api';

/** Several customers the caller sees, searched on the server by name or mobile. */
function CustomersSelect({ value, onChange, id }: { value?: number[]; onChange?: (ids: number[]) => void; id?: string }) {
  const [typed, setTyped] = useState('');
  const keyword = useDeferredValue(typed.trim());
  const found = useCustomerOptionsQuery(keyword);
  const [known, setKnown] = useState(new Map<number, string>());
  const options = (found.data ?? []).map((c) => ({ value: c.id, label: `${c.name} ${c.phone}` }));
  for (const v of value ?? []) if (!options.some((o) => o.value === v)) options.push({ value: v, label: known.get(v) ?? `#${v}` });
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={value}
      onChange={(ids) => {
        setKnown(new Map([...known, ...options.filter((o) => ids.includes(o.value)).map((o) => [o.value, o.label] as const)]));
        onChange?.(ids);
      }}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      options={options}
      loading={found.isFetching}
      style={{ width: '100%' }}
    />
  );
}

/** 发放: the coupon to chosen customers or to a crowd's current members; then how many were issued and why others were skipped. */
export function IssueCouponModal({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const issue = useIssueCouponMutation();
  // crowds are offered to those who may read them (crm:crowd:list)
  const crowds = usePermission('crm:crowd:list');
  const [target, setTarget] = useState<'customers' | 'crowd'>('customers');
  const [customerIds, setCustomerIds] = useState<number[]>([]);
  const [crowdId, setCrowdId] = useState<number | null>(null);
  const [result, setResult] = useState<IssueResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ready = target === 'customers' ? customerIds.length > 0 : crowdId !== null;
  const onOk = () => {
    if (result) return onClose();
    setError(null);
    issue.mutate(
      { id: coupon.id, ...(target === 'customers' ? { customer_ids: customerIds } : { crowd_id: crowdId }) },
      {
        onSuccess: (data) => {
          setResult(data);
          void message.success(t('marketing.coupon_issued', { issued: data.issued, skipped: data.skipped }));
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <Modal open title={`${t('mkt_coupon.issue')} · ${coupon.name}`} onCancel={onClose} onOk={onOk} okText={result ? t('mkt_coupon.done') : t('mkt_coupon.issue')} okButtonProps={{ disabled: !result && !ready, loading: issue.isPending }} width={560}>
      <Typography.Paragraph type="secondary">{t('mkt_coupon.issue_left', { left: coupon.remaining_count, per: coupon.per_customer })}</Typography.Paragraph>
      <Form layout="vertical" name="coupon_issue">
        <Form.Item label={t('mkt_coupon.issue_to')}>
          <Radio.Group value={target} onChange={(e) => setTarget(e.target.value as 'customers' | 'crowd')} disabled={result !== null} options={[{ value: 'customers', label: t('mkt_coupon.issue_customers') }, { value: 'crowd', label: t('mkt_coupon.issue_crowd'), disabled: !crowds }]} />
        </Form.Item>
        {target === 'customers' ? (
          <Form.Item label={t('mkt_coupon.customers')} htmlFor="coupon_issue_customers">
            <CustomersSelect id="coupon_issue_customers" value={customerIds} onChange={setCustomerIds} />
          </Form.Item>
        ) : (
          <Form.Item label={t('mkt_coupon.crowd')} htmlFor="coupon_issue_crowd" extra={t('mkt_coupon.crowd_hint')}>
            <CrowdPickSelect id="coupon_issue_crowd" value={crowdId} onChange={setCrowdId} />
          </Form.Item>
        )}
      </Form>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {result ? (
        <Alert
          type={result.skipped ? 'warning' : 'success'}
          showIcon
          message={t('marketing.coupon_issued', { issued: result.issued, skipped: result.skipped })}
          description={result.reasons.length ? result.reasons.map((r) => `${r.text}: ${r.count}`).join('；') : undefined}
        />
      ) : null}
    </Modal>
  );
}

/** 券码领取: staff types the code a customer brought, for that customer. */
export function ClaimCouponModal({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const claim = useClaimCouponMutation();
  const [form] = Form.useForm<{ customer_id: number | null; code: string }>();
  const onFinish = (v: { customer_id: number | null; code: string }) =>
    claim.mutate(
      { customer_id: v.customer_id ?? 0, code: v.code ?? '' },
      {
        onSuccess: (res) => {
          void message.success(`${res.message}: ${res.data.name}（${res.data.rule_text}）`);
          onClose();
        },
        onError: (e) => form.setFields([{ name: 'code', errors: [e.message] }]),
      },
    );
  return (
    <Modal open title={t('mkt_coupon.claim')} onCancel={onClose} onOk={() => form.submit()} okButtonProps={{ loading: claim.isPending }}>
      <Form form={form} layout="vertical" name="coupon_claim" onFinish={onFinish}>
        <Form.Item name="customer_id" label={t('mkt_coupon.customer')} rules={[{ required: true, message: t('marketing.coupon_customer_required') }]}>
          <CustomerSelect placeholder={t('mkt_coupon.customer_placeholder')} />
        </Form.Item>
        <Form.Item name="code" label={t('mkt_coupon.code')} rules={[{ required: true, message: t('marketing.coupon_code_required') }]}>
          <Input maxLength={32} autoComplete="off" style={{ textTransform: 'uppercase' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
