import { useI18n } from '@/core/i18n/use-i18n';
import { DocumentLog, type DocumentLogLine } from './document-log';

/** A document's log in its own card titled 操作记录, lines no person wrote by 系统: the action in the document's words. */
export function DocumentLogCard<L extends DocumentLogLine>({ logs, action }: { logs: readonly L[]; action: (line: L) => string }) {
  const { t } = useI18n();
  return <DocumentLog title={t('document.log')} logs={logs} action={action} system={t('document.system')} />;
}
