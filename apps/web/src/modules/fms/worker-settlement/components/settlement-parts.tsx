import { useState } from 'react';
import { Card, Empty, Form, Input, Modal, Tag, Timeline, Typography } from 'antd';
import type { SettlementStatusValue } from '@tradewind/contract/fms/settlement.schema';
import type { WorkerSettlementDetail } from '@tradewind/contract/fms/worker-settlement.schema';
import { useI18n } from '@/core/i18n/use-i18n';

const COLOR = { 1: 'default', 2: 'processing', 3: 'warning', 4: 'success' } as const;

/** 草稿 / 主管已审 / 财务已审 / 已付款 */
export function SettlementStatusTag({ status }: { status: SettlementStatusValue }) {
  const { t } = useI18n();
  return <Tag color={COLOR[status]}>{t(`fms.settlement_status.${status}`)}</Tag>;
}

/** An audit's dialog: what is approved and an optional remark; closes when the call succeeds. */
export function AuditDialog({ title, hint, open, saving, onOk, onClose }: { title: string; hint: string; open: boolean; saving: boolean; onOk: (remark: string | null) => Promise<unknown>; onClose: () => void }) {
  const { t } = useI18n();
  const [remark, setRemark] = useState('');
  return (
    <Modal
      title={title}
      open={open}
      okText={t('fms_ws.audit_ok')}
      confirmLoading={saving}
      destroyOnHidden
      onCancel={onClose}
      onOk={async () => {
        await onOk(remark.trim() || null);
        setRemark('');
        onClose();
      }}
    >
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('fms_ws.audit_remark')}>
          <Input.TextArea aria-label={t('fms_ws.audit_remark')} value={remark} maxLength={200} showCount rows={3} onChange={(e) => setRemark(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The settlement's log, oldest first: when, who, what, from → to, the remark. */
export function SettlementLog({ logs }: { logs: WorkerSettlementDetail['logs'] }) {
  const { t } = useI18n();
  return (
    <Card size="small" title={t('fms_ws.log')}>
      {logs.length === 0 ? (
        <Empty />
      ) : (
        <Timeline
          items={logs.map((l) => ({
            key: l.id,
            children: (
              <Typography.Text data-testid="ws-log-line">
                {l.created_at} · {l.staff_name ?? t('fms_ws.system')} · {t(`fms_ws.action_${l.action}`)} → {t(`fms.settlement_status.${l.to_status}`)}
                {l.remark ? ` · ${l.remark}` : ''}
              </Typography.Text>
            ),
          }))}
        />
      )}
    </Card>
  );
}
