import { and, eq, isNotNull } from 'drizzle-orm';
import { MessageKind } from '@tradewind/contract/common/realtime';
import { SESSION_CHANGED_TOPIC } from '@tradewind/contract/system/permission.constants';
import { allPermissions } from '@/core/auth/permission-registry';
import type { Db } from '@/core/db/database';
import { publish } from '@/core/realtime/realtime-hub';
import { menus } from '../menu/menu.table';

/**
 * What a role of this tenant may hold (README "Decisions the spec left open", role permissions): the
 * permissions the server registers — its routes and the menu catalogue of the modules built so far — and
 * those of the tenant's own menu entries (a custom button's permission, also after a restart, on any node).
 */
export async function grantablePermissions(tx: Db, tenantId: number): Promise<Set<string>> {
  const known = new Set(allPermissions());
  const rows = await tx
    .select({ permission: menus.permission })
    .from(menus)
    .where(and(eq(menus.tenantId, tenantId), isNotNull(menus.permission)));
  for (const row of rows) if (row.permission) known.add(row.permission);
  return known;
}

/**
 * Tells these members' open web apps (or, without `staffIds`, everyone's in the tenant) to refetch
 * `/auth/info`: their menus and permissions changed. Sent at commit, like every realtime event.
 */
export async function publishSessionChanged(tx: Db, tenantId: number, staffIds?: readonly number[]): Promise<void> {
  if (staffIds && staffIds.length === 0) return;
  // NOTIFY payloads are capped: a role held by very many members tells the whole tenant instead.
  const targeted = staffIds && staffIds.length <= 500;
  await publish(tx, {
    tenantId,
    ...(targeted ? { staffIds: [...staffIds] } : {}),
    message: { kind: targeted ? MessageKind.user : MessageKind.broadcast, topic: SESSION_CHANGED_TOPIC, payload: {} },
  });
}
