import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useNavigate } from 'react-router';
import type { SettlementStatusValue } from '@tradewind/contract/fms/settlement.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { useSession } from '@/core/session/session-context';
import { DetailHeader } from '../components/detail-header';
import { settlementActionsOf } from './settlement-actions';
import { settlementPagePath, type SettlementKind } from './settlement-kind';
import { SettlementStatusTag } from './settlement-status-tag';

type Props = {
  kind: SettlementKind;
  doc: { id: number; number: string; status: SettlementStatusValue; open_amount: string; audit1_by: number | null };
  /** the number's data-testid */
  numberTestId?: string;
  onAudit: (action: 'audit1' | 'audit2') => void;
  /** deletes the draft; the header says so and opens the list */
  onDelete: () => Promise<unknown>;
  /** the payment note form on this settlement */
  payPath: string;
  backText: string;
  /** the header's fields */
  children: ReactNode;
};

/**
 * A settlement detail's header card (the finance DetailHeader): number and state, then the actions its state
 * allows (SETTLEMENT_STATES), each for its permission: 审核 1 and 删除 on a draft, 审核 2 after audit 1, 付款 once
 * finance approved with money open, 打印, back to the list. Whoever passed audit 1 sees why audit 2 is not
 * theirs (the server refuses the same person twice): a note above the fields, and 审核 2 disabled with it.
 */
export function SettlementDetailHeader({ kind, doc: d, numberTestId, onAudit, onDelete, payPath, backText, children }: Props) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const { me } = useSession();
  const can = settlementActionsOf(d);
  const audit2Blocked = can.audit2 && d.audit1_by === me.id ? t(`${kind.ns}.same_auditor`) : undefined;
  const listPath = settlementPagePath(kind, 'list');
  return (
    <DetailHeader
      number={d.number}
      numberTestId={numberTestId}
      tags={<SettlementStatusTag kind={kind} status={d.status} />}
      actions={
        <>
          {can.audit1 ? (
            <Permission rule={`fms:${kind.page}:audit1`}>
              <Button type="primary" onClick={() => onAudit('audit1')}>{t(`${kind.ns}.audit1`)}</Button>
            </Permission>
          ) : null}
          {can.delete ? (
            <Permission rule={`fms:${kind.page}:delete`}>
              <ConfirmAction
                title={t(`${kind.ns}.delete_confirm`, { number: d.number })}
                onConfirm={async () => {
                  await onDelete();
                  void message.success(t('list.deleted'));
                  void navigate(listPath);
                }}
              >
                <Button danger>{t('fms_web.delete')}</Button>
              </ConfirmAction>
            </Permission>
          ) : null}
          {can.audit2 ? (
            <Permission rule={`fms:${kind.page}:audit2`}>
              <Button type="primary" disabled={audit2Blocked !== undefined} title={audit2Blocked} onClick={() => onAudit('audit2')}>
                {t(`${kind.ns}.audit2`)}
              </Button>
            </Permission>
          ) : null}
          {can.pay ? (
            <Permission rule="fms:payment_note:create">
              <Button type="primary" onClick={() => void navigate(payPath)}>{t(`${kind.ns}.pay`)}</Button>
            </Permission>
          ) : null}
          <Permission rule={`fms/${kind.page}/Print`}>
            <Button onClick={() => window.open(settlementPagePath(kind, 'print', d.id), '_blank')}>{t(`${kind.ns}.print`)}</Button>
          </Permission>
        </>
      }
      backText={backText}
      listPath={listPath}
    >
      {audit2Blocked ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={audit2Blocked} /> : null}
      {children}
    </DetailHeader>
  );
}
