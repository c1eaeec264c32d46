import { Card, Empty, Timeline, Typography } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';

type Log = { id: number; action: string; remark: string | null; staff_name: string | null; created_at: string };

/** A picking document's log: when, who, what (and the remark); `actionKey` names another document's action texts (stock counts). */
export function DocLog({ logs, actionKey = (a) => `wms_pick.action_${a}` }: { logs: readonly Log[]; actionKey?: (action: string) => string }) {
  const { t } = useI18n();
  return (
    <Card size="small" title={t('wms_doc.log')}>
      {logs.length === 0 ? (
        <Empty />
      ) : (
        <Timeline
          items={logs.map((l) => ({
            key: l.id,
            children: (
              <Typography.Text>
                {l.created_at} · {l.staff_name ?? t('wms_doc.system')} · {t(actionKey(l.action))}
                {l.remark ? ` · ${l.remark}` : ''}
              </Typography.Text>
            ),
          }))}
        />
      )}
    </Card>
  );
}

export const idOf = (text: string | null) => (text && /^\d+$/.test(text) ? Number(text) : null);
