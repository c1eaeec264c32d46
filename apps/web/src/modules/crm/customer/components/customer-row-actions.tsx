import { useState } from 'react';
import { Button, Flex, Input, Radio, Switch } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { SALES_TYPE } from '@tradewind/contract/crm/config.schema';
import type { Customer } from '@tradewind/contract/crm/customer.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { useSalesTypeMutation } from '../../pool/api/sales-type.api';
import { useSetCustomerStatusMutation } from '../api/customer.api';

/** 'Claim into private' for a pool customer, behind crm:customer:sales_type and a confirmation. Refusals (cap, cool-down) come as the server's toast. */
export function GrabButton({ customer }: { customer: Pick<Customer, 'id' | 'name' | 'sales_type'> }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const allowed = usePermission('crm:customer:sales_type');
  const setSalesType = useSalesTypeMutation();
  if (!allowed || customer.sales_type === SALES_TYPE.private) return null;
  return (
    <ConfirmAction
      title={t('crm_customer.grab_confirm', { name: customer.name })}
      onConfirm={() =>
        setSalesType.mutateAsync({ id: customer.id, sales_type: SALES_TYPE.private }).then(
          () => void message.success(t('crm_customer.grabbed')),
          () => undefined,
        )
      }
    >
      <Button type="link" loading={setSalesType.isPending}>
        {t('crm_customer.grab')}
      </Button>
    </ConfirmAction>
  );
}

/** Release a private customer to the public or the team pool, with an optional reason (kept in the customer log). */
export function ReleaseButton({ customer }: { customer: Pick<Customer, 'id' | 'name' | 'sales_type'> }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const allowed = usePermission('crm:customer:sales_type');
  const setSalesType = useSalesTypeMutation();
  const [target, setTarget] = useState<0 | 2>(SALES_TYPE.public);
  const [remark, setRemark] = useState('');
  if (!allowed || customer.sales_type !== SALES_TYPE.private) return null;
  return (
    <ConfirmAction
      title={t('crm_customer.release_confirm', { name: customer.name })}
      description={
        <Flex vertical gap={8} style={{ width: 260, marginTop: 4 }}>
          <Radio.Group
            value={target}
            onChange={(e) => setTarget(e.target.value as 0 | 2)}
            options={[
              { value: SALES_TYPE.public, label: t('crm.sales_type_0') },
              { value: SALES_TYPE.team, label: t('crm.sales_type_2') },
            ]}
          />
          <Input.TextArea value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={200} rows={2} placeholder={t('crm_customer.release_reason')} />
        </Flex>
      }
      okButtonProps={{ danger: true }}
      onOpenChange={(open) => {
        if (open) {
          setTarget(SALES_TYPE.public);
          setRemark('');
        }
      }}
      onConfirm={() =>
        setSalesType.mutateAsync({ id: customer.id, sales_type: target, remark: remark.trim() }).then(
          () => void message.success(t('crm_customer.released')),
          () => undefined,
        )
      }
    >
      <Button type="link" danger loading={setSalesType.isPending}>
        {t('crm_customer.release')}
      </Button>
    </ConfirmAction>
  );
}

/** Enable/disable with a confirmation; without crm:customer:status it only shows the state. */
export function CustomerStatusSwitch({ customer }: { customer: Pick<Customer, 'id' | 'name' | 'status'> }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const allowed = usePermission('crm:customer:status');
  const setStatus = useSetCustomerStatusMutation();
  const enabled = customer.status === 1;
  const toggle = <Switch size="small" checked={enabled} disabled={!allowed} loading={setStatus.isPending} aria-label={t('crm_customer.status')} />;
  if (!allowed) return toggle;
  return (
    <ConfirmAction
      title={t(enabled ? 'crm_customer.disable_confirm' : 'crm_customer.enable_confirm', { name: customer.name })}
      okButtonProps={{ danger: enabled }}
      onConfirm={() =>
        setStatus.mutateAsync({ id: customer.id, status: enabled ? 0 : 1 }).then(
          () => void message.success(t('admin.status_changed')),
          () => undefined,
        )
      }
    >
      {toggle}
    </ConfirmAction>
  );
}
