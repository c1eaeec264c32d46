import { Alert, Flex, Progress, Typography } from 'antd';
import type { PoolQuota } from '@tradewind/contract/crm/pool.schema';
import { useI18n } from '@/core/i18n/use-i18n';

/** "My private customers: 3 / cap 5, 2 more can be claimed", with the cool-down rule when there is one. */
export function PoolQuotaSummary({ quota }: { quota: PoolQuota }) {
  const { t } = useI18n();
  const { owned, max_customers: max, remaining, cooldown_days: cooldown } = quota;
  const reached = remaining === 0;
  return (
    <Alert
      type={reached ? 'warning' : 'info'}
      showIcon
      style={{ marginBottom: 12 }}
      title={
        <Flex gap={12} align="center" wrap data-testid="pool-quota">
          <span>
            {t('crm_pool.owned')}<Typography.Text strong>{owned}</Typography.Text> / {max > 0 ? t('crm_pool.cap', { max }) : t('crm_pool.no_cap')}
          </span>
          {max > 0 ? <Progress percent={Math.min(100, Math.round((owned / max) * 100))} size="small" style={{ width: 160, margin: 0 }} status={reached ? 'exception' : 'active'} showInfo={false} aria-label={t('crm_pool.owned')} /> : null}
          {remaining === null ? null : reached ? (
            <Typography.Text type="warning">{t('crm_pool.cap_reached')}</Typography.Text>
          ) : (
            <Typography.Text type="success">{t('crm_pool.remaining', { remaining })}</Typography.Text>
          )}
          {cooldown > 0 ? <Typography.Text type="secondary">{t('crm_pool.cooldown_note', { days: cooldown })}</Typography.Text> : null}
        </Flex>
      }
    />
  );
}
