import type { ReactNode } from 'react';
import { LockOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { PermissionRule } from '@tradewind/contract/common/permission';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';

/** The lock a section shows in its place when its view permission is missing (spec 001 §2, §6). */
export function LockedSection() {
  const { t } = useI18n();
  return (
    <Flex vertical align="center" gap={8} style={{ padding: '32px 0' }} data-testid="section-locked">
      <LockOutlined style={{ fontSize: 28, color: 'rgba(0,0,0,0.25)' }} />
      <Typography.Text type="secondary">{t('crm.no_view_permission')}</Typography.Text>
    </Flex>
  );
}

/** A drawer section behind its view permission: the children with it, the lock without. */
export function GuardedSection({ rule, children }: { rule: PermissionRule; children: ReactNode }) {
  return (
    <Permission rule={rule} fallback={<LockedSection />}>
      {children}
    </Permission>
  );
}
