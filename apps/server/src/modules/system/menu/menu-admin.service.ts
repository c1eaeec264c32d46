import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { CreateMenuInput, MenuNode, UpdateMenuInput } from '@tradewind/contract/system/menu.schema';
import { registerPermissions } from '@/core/auth/permission-registry';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { publishSessionChanged } from '../permission/grantable-permissions';
import { menus } from './menu.table';

type MenuRow = typeof menus.$inferSelect;

/** The whole tree with buttons: the menu editor and the role editor's permission tree. */
export async function fullMenuTree(ctx: RequestContext): Promise<MenuNode[]> {
  const rows = await ctx.db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
  const build = (parentId: number | null): MenuNode[] =>
    rows
      .filter((m) => m.parentId === parentId)
      .map((m) => ({
        id: m.id,
        key: m.key,
        parent_id: m.parentId,
        type: m.type as MenuNode['type'],
        name: m.name,
        icon: m.icon,
        router: m.router,
        is_show: m.isShow === 1 ? 1 : 0,
        sort: m.sort,
        permission: m.permission,
        children: build(m.id),
      }));
  return build(null);
}

async function findMenu(ctx: RequestContext, id: number): Promise<MenuRow> {
  const [row] = await ctx.db.select().from(menus).where(eq(menus.id, id));
  if (!row) throw notFound();
  return row;
}

/** Modules sit at the top, pages under modules (or page groups), buttons under pages. */
async function checkParent(ctx: RequestContext, input: CreateMenuInput, selfId?: number): Promise<void> {
  if (!input.parent_id) {
    if (input.type !== 1) throw invalidField('parent_id', 'menu.bad_parent');
    return;
  }
  if (input.parent_id === selfId) throw invalidField('parent_id', 'menu.bad_parent');
  const parent = await findMenu(ctx, input.parent_id).catch(() => {
    throw invalidField('parent_id', 'common.not_found');
  });
  if (parent.type === 3 || (input.type === 1 && parent.type !== 1) || (input.type === 3 && parent.type !== 2)) throw invalidField('parent_id', 'menu.bad_parent');
}

function values(input: CreateMenuInput) {
  return {
    parentId: input.parent_id ?? null,
    type: input.type,
    name: input.name,
    icon: input.icon,
    router: input.router ?? null,
    isShow: input.is_show,
    sort: input.sort,
    permission: input.permission ?? null,
  };
}

export async function createMenu(ctx: RequestContext, input: CreateMenuInput): Promise<{ id: number }> {
  await checkParent(ctx, input);
  registerPermissions(input.permission);
  const [row] = await ctx.db
    .insert(menus)
    .values({ tenantId: ctx.tenantId, key: `custom.${randomUUID()}`, ...values(input) })
    .returning({ id: menus.id });
  await publishSessionChanged(ctx.db, ctx.tenantId);
  return row;
}

/** Edits stay with the tenant: the catalogue sync never overwrites an existing entry. */
export async function updateMenu(ctx: RequestContext, input: UpdateMenuInput): Promise<{ id: number }> {
  await findMenu(ctx, input.id);
  await checkParent(ctx, input, input.id);
  registerPermissions(input.permission);
  await ctx.db.update(menus).set({ ...values(input), updatedAt: new Date() }).where(eq(menus.id, input.id));
  // Names, order, visibility and permissions of menus show in everyone's side menu: refresh it live.
  await publishSessionChanged(ctx.db, ctx.tenantId);
  return { id: input.id };
}

export async function deleteMenu(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await findMenu(ctx, id);
  const [child] = await ctx.db.select({ id: menus.id }).from(menus).where(eq(menus.parentId, id)).limit(1);
  if (child) throw conflict('menu.has_children');
  await ctx.db.delete(menus).where(eq(menus.id, id));
  await publishSessionChanged(ctx.db, ctx.tenantId);
  return { id };
}
