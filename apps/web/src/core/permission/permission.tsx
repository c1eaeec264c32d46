import type { ReactNode } from 'react';
import type { PermissionRule } from '@tradewind/contract/common/permission';
import { usePermission } from './use-permission';

/**
 * Renders its children only when the user passes the rule (spec 000 §6: elements failing the check are
 * removed from the page, not disabled). `fallback` is for the rare place that shows a lock instead.
 */
export function Permission({ rule, children, fallback = null }: { rule: PermissionRule | null | undefined; children: ReactNode; fallback?: ReactNode }) {
  return usePermission(rule) ? children : fallback;
}
