import { DocumentLog, type DocumentLogLine } from '@/core/documents/document-log';
import { useI18n } from '@/core/i18n/use-i18n';

/** A picking document's log: when, who, what (and the remark); `actionKey` names another document's action texts (stock counts). */
export function DocLog({ logs, actionKey = (a) => `wms_pick.action_${a}` }: { logs: readonly DocumentLogLine[]; actionKey?: (action: string) => string }) {
  const { t } = useI18n();
  return <DocumentLog title={t('wms_doc.log')} logs={logs} action={(l) => t(actionKey(l.action))} system={t('wms_doc.system')} />;
}
