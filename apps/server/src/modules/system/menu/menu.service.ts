import { asc, eq, inArray } from 'drizzle-orm';
import { checkPermission } from '@tradewind/contract/common/permission';
import type { MenuItem } from '@tradewind/contract/system/auth.schema';
import { registerPermissions } from '@/core/auth/permission-registry';
import type { Db } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { tenants } from '../tenant/tenant.table';
import { menuSeeds, type MenuSeed } from './menu.catalogue';
import { menus } from './menu.table';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters a statement (ten a row). */
const MENU_ROWS_PER_INSERT = 1000;

/**
 * Inserts the catalogue entries a tenant lacks (by key); existing rows keep the tenant's edits. One INSERT
 * per level of the tree (modules, pages, buttons), not one per entry: a new tenant gets several hundred
 * entries, and a statement each took about a second of a tenant's setup.
 */
export async function syncTenantMenus(tx: Db, tenantId: number): Promise<void> {
  const existing = await tx.select({ id: menus.id, key: menus.key }).from(menus).where(eq(menus.tenantId, tenantId));
  const idByKey = new Map(existing.map((m) => [m.key, m.id]));
  let batch: MenuSeed[] = [];
  const batched = new Set<string>();
  const insert = async () => {
    // the rows in catalogue order (ids ascend as before); a parent's id is known, as it was inserted in an earlier batch
    for (let at = 0; at < batch.length; at += MENU_ROWS_PER_INSERT) {
      const rows = await tx
        .insert(menus)
        .values(
          batch.slice(at, at + MENU_ROWS_PER_INSERT).map((seed) => ({
            tenantId,
            key: seed.key,
            parentId: seed.parent ? (idByKey.get(seed.parent) ?? null) : null,
            type: seed.type,
            name: seed.name,
            icon: seed.icon ?? null,
            router: seed.router ?? null,
            isShow: seed.is_show ?? 1,
            sort: seed.sort,
            permission: seed.permission ?? null,
          })),
        )
        .returning({ id: menus.id, key: menus.key });
      for (const row of rows) idByKey.set(row.key, row.id);
    }
    batch = [];
    batched.clear();
  };
  for (const seed of menuSeeds()) {
    registerPermissions(seed.permission);
    if (idByKey.has(seed.key) || batched.has(seed.key)) continue;
    // a child waits for its parent's id: the batch holding the parent goes in first
    if (seed.parent && batched.has(seed.parent)) await insert();
    batch.push(seed);
    batched.add(seed.key);
  }
  if (batch.length) await insert();
}

export async function syncAllTenantMenus(db: Db): Promise<void> {
  for (const seed of menuSeeds()) registerPermissions(seed.permission);
  await withSystem(db, async (tx) => {
    const rows = await tx.select({ id: tenants.id }).from(tenants);
    for (const t of rows) await syncTenantMenus(tx, t.id);
  });
}

/**
 * The navigation tree a staff member may see: modules and pages whose permission they hold; a module
 * without any visible page is left out. Buttons are permissions, not navigation.
 */
export async function menuTreeFor(tx: Db, granted: ReadonlySet<string>): Promise<MenuItem[]> {
  const rows = await tx
    .select()
    .from(menus)
    .where(inArray(menus.type, [1, 2]))
    .orderBy(asc(menus.sort), asc(menus.id));
  const visible = rows.filter((m) => checkPermission(m.permission, granted));
  const children = new Map<number | null, typeof visible>();
  for (const m of visible) {
    const list = children.get(m.parentId) ?? [];
    list.push(m);
    children.set(m.parentId, list);
  }
  const build = (parentId: number | null): MenuItem[] =>
    (children.get(parentId) ?? [])
      .map((m) => ({
        id: m.id,
        name: m.name,
        icon: m.icon,
        router: m.router,
        is_show: (m.isShow === 1 ? 1 : 0) as 0 | 1,
        type: m.type,
        children: build(m.id),
      }))
      .filter((m) => m.type !== 1 || m.children.length > 0)
      .map(({ type: _type, ...item }) => item);
  return build(null);
}
