import { asc, eq } from 'drizzle-orm';
import { CATEGORY_MAX_LEVEL, type Category, type CreateCategoryInput, type MoveCategoryInput, type UpdateCategoryInput } from '@tradewind/contract/pms/category.schema';
import { formatDateTime } from '@tradewind/contract/common/time';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { assertNameFree } from '../catalogue';
import { categoryHasGoods } from '../goods/goods-use';
import { categories } from './category.table';

type CategoryRow = typeof categories.$inferSelect;

/** The tenant's whole tree in memory (a catalogue has hundreds of categories, not millions). */
class Tree {
  readonly byId: Map<number, CategoryRow>;
  readonly children = new Map<number | null, CategoryRow[]>();

  constructor(rows: CategoryRow[]) {
    this.byId = new Map(rows.map((r) => [r.id, r]));
    for (const r of rows) {
      const list = this.children.get(r.parentId) ?? [];
      list.push(r);
      this.children.set(r.parentId, list);
    }
  }

  /** 1 for a top-level category. */
  level(id: number): number {
    let level = 1;
    for (let at = this.byId.get(id)?.parentId ?? null; at !== null; at = this.byId.get(at)?.parentId ?? null) level += 1;
    return level;
  }

  /** Levels the category and its descendants span (1 for a leaf). */
  height(id: number): number {
    const kids = this.children.get(id) ?? [];
    return 1 + Math.max(0, ...kids.map((k) => this.height(k.id)));
  }

  /** The category and all below it. */
  subtree(id: number): Set<number> {
    const out = new Set([id]);
    for (const k of this.children.get(id) ?? []) for (const d of this.subtree(k.id)) out.add(d);
    return out;
  }

  /** Parents before children, each family by sort then id. */
  ordered(): CategoryRow[] {
    const out: CategoryRow[] = [];
    const walk = (parent: number | null) => {
      for (const r of this.children.get(parent) ?? []) {
        out.push(r);
        walk(r.id);
      }
    };
    walk(null);
    return out;
  }
}

/** `forUpdate`: the tree is about to change shape; concurrent moves wait, so no two of them make a cycle. */
async function loadTree(ctx: RequestContext, forUpdate = false): Promise<Tree> {
  const query = ctx.db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  return new Tree(forUpdate ? await query.for('update') : await query);
}

function toCategory(ctx: RequestContext, tree: Tree, row: CategoryRow): Category {
  return {
    id: row.id,
    parent_id: row.parentId,
    name: row.name,
    image: row.image,
    sort: row.sort,
    is_show: row.isShow === 1 ? 1 : 0,
    level: tree.level(row.id),
    created_at: formatDateTime(row.createdAt, ctx.session.timeZone)!,
  };
}

export async function listCategories(ctx: RequestContext): Promise<Category[]> {
  const tree = await loadTree(ctx);
  return tree.ordered().map((r) => toCategory(ctx, tree, r));
}

export async function getCategory(ctx: RequestContext, id: number): Promise<Category> {
  const tree = await loadTree(ctx);
  const row = tree.byId.get(id);
  if (!row) throw notFound();
  return toCategory(ctx, tree, row);
}

/**
 * Whether `id` (null: a new category) may sit under `parentId`: the parent exists, is not the category
 * or one of its descendants (a cycle), and the category's subtree still ends by the third level.
 */
function checkPlacement(tree: Tree, id: number | null, parentId: number | null): void {
  if (parentId === null) return;
  if (!tree.byId.has(parentId)) throw invalidField('parent_id', 'pms.category_parent_not_found');
  if (id !== null && tree.subtree(id).has(parentId)) throw invalidField('parent_id', 'pms.category_cycle');
  const height = id === null ? 1 : tree.height(id);
  if (tree.level(parentId) + height > CATEGORY_MAX_LEVEL) throw invalidField('parent_id', 'pms.category_too_deep');
}

export async function createCategory(ctx: RequestContext, input: CreateCategoryInput): Promise<Category> {
  const tree = await loadTree(ctx, true);
  checkPlacement(tree, null, input.parent_id);
  await assertNameFree(ctx, categories, input.name, 'pms.category_name_taken');
  const [row] = await ctx.db
    .insert(categories)
    .values({ tenantId: ctx.tenantId, parentId: input.parent_id, name: input.name, image: input.image, sort: input.sort, isShow: input.is_show })
    .returning();
  return getCategory(ctx, row.id);
}

export async function updateCategory(ctx: RequestContext, input: UpdateCategoryInput): Promise<Category> {
  const tree = await loadTree(ctx, true);
  const current = tree.byId.get(input.id);
  if (!current) throw notFound();
  if (input.parent_id !== current.parentId) checkPlacement(tree, input.id, input.parent_id);
  await assertNameFree(ctx, categories, input.name, 'pms.category_name_taken', input.id);
  await ctx.db
    .update(categories)
    .set({ parentId: input.parent_id, name: input.name, image: input.image, sort: input.sort, isShow: input.is_show, updatedAt: new Date() })
    .where(eq(categories.id, input.id));
  return getCategory(ctx, input.id);
}

/** A drag in the tree: under `parent_id` at `position`; the new siblings are numbered 1, 2, 3 … in order. */
export async function moveCategory(ctx: RequestContext, input: MoveCategoryInput): Promise<Category> {
  const tree = await loadTree(ctx, true);
  const current = tree.byId.get(input.id);
  if (!current) throw notFound();
  checkPlacement(tree, input.id, input.parent_id);
  const siblings = (tree.children.get(input.parent_id) ?? []).filter((r) => r.id !== input.id);
  siblings.splice(Math.min(input.position, siblings.length), 0, current);
  const now = new Date();
  for (const [i, row] of siblings.entries()) {
    const moved = row.id === input.id;
    if (!moved && row.sort === i + 1) continue;
    await ctx.db
      .update(categories)
      .set(moved ? { parentId: input.parent_id, sort: i + 1, updatedAt: now } : { sort: i + 1, updatedAt: now })
      .where(eq(categories.id, row.id));
  }
  return getCategory(ctx, input.id);
}

/**
 * A category with subcategories stays (409): its children would lose their place. Goods will hold a
 * category too; that check arrives with the SPU table (module README).
 */
export async function deleteCategory(ctx: RequestContext, id: number): Promise<{ id: number }> {
  const tree = await loadTree(ctx, true);
  if (!tree.byId.has(id)) throw notFound();
  if ((tree.children.get(id) ?? []).length > 0) throw conflict('pms.category_has_children');
  if (await categoryHasGoods(ctx, id)) throw conflict('pms.category_has_goods');
  await ctx.db.delete(categories).where(eq(categories.id, id));
  return { id };
}
