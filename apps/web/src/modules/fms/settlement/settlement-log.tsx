import { DocumentLog, type DocumentLogLine } from '@/core/documents/document-log';
import { useI18n } from '@/core/i18n/use-i18n';
import type { SettlementKind } from './settlement-kind';

type Props = {
  kind: SettlementKind;
  logs: readonly DocumentLogLine[];
  lineTestId?: string;
};

/** A settlement's log, oldest first: when, who, what, the state it led to, the remark (a removed document or earning, a payment note). */
export function SettlementLog({ kind, logs, lineTestId }: Props) {
  const { t } = useI18n();
  return (
    <DocumentLog
      title={t(`${kind.ns}.log`)}
      logs={logs}
      action={(l) => t(`${kind.ns}.action_${l.action}`)}
      status={(l) => t(`${kind.statusNames}.${l.to_status}`)}
      system={t(`${kind.ns}.system`)}
      lineTestId={lineTestId}
    />
  );
}
