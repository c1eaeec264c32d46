import { Card, Empty, Timeline, Typography } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import type { SettlementKind } from './settlement-kind';

/** A line of either kind's log (the contract's DocumentLogSchema). */
type LogLine = { id: number; action: string; to_status: number; remark: string | null; staff_name: string | null; created_at: string };

type Props = {
  kind: SettlementKind;
  logs: readonly LogLine[];
  lineTestId?: string;
};

/** A settlement's log, oldest first: when, who, what, the state it led to, the remark (a removed document or earning, a payment note). */
export function SettlementLog({ kind, logs, lineTestId }: Props) {
  const { t } = useI18n();
  return (
    <Card size="small" title={t(`${kind.ns}.log`)}>
      {logs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Timeline
          items={logs.map((l) => ({
            key: l.id,
            children: (
              <Typography.Text data-testid={lineTestId}>
                {l.created_at} · {l.staff_name ?? t(`${kind.ns}.system`)} · {t(`${kind.ns}.action_${l.action}`)} → {t(`${kind.statusNames}.${l.to_status}`)}
                {l.remark ? ` · ${l.remark}` : ''}
              </Typography.Text>
            ),
          }))}
        />
      )}
    </Card>
  );
}
