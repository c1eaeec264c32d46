import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ListData } from '@tradewind/contract/common/envelope';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { CreateProcessInput, Process, ProcessListQuery, UpdateProcessInput } from '@tradewind/contract/pms/process.schema';
import { escapeLike } from '@/core/db/like';
import type { FieldError } from '@tradewind/contract/common/envelope';
import { invalid, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { assertNameFree, lockRow } from '../catalogue';
import { skus, spus } from '../goods/goods.table';
import { units } from '../unit/unit.table';
import { processes, processItems } from './process.table';

type ProcessRow = typeof processes.$inferSelect;
const SIDE = { inputs: 1, outputs: 2 } as const;

/** Quantities as typed ('2', '0.5'), not as numeric(12,3) prints them ('2.000'). */
const trimQuantity = (q: string) => (q.includes('.') ? q.replace(/\.?0+$/, '') : q);

/** The recipes' lines with their SKUs, by recipe, each side in its order. */
async function itemsOf(ctx: RequestContext, ids: number[]) {
  if (ids.length === 0) return new Map<number, Pick<Process, 'inputs' | 'outputs'>>();
  const rows = await ctx.db
    .select({ item: processItems, name: spus.name, specText: skus.specText, code: skus.code, unitName: units.name })
    .from(processItems)
    .innerJoin(skus, eq(skus.id, processItems.skuId))
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .innerJoin(units, eq(units.id, skus.unitId))
    .where(inArray(processItems.processId, ids))
    .orderBy(asc(processItems.sort), asc(processItems.id));
  const out = new Map(ids.map((id) => [id, { inputs: [], outputs: [] } as Pick<Process, 'inputs' | 'outputs'>]));
  for (const r of rows) {
    out.get(r.item.processId)![r.item.side === SIDE.inputs ? 'inputs' : 'outputs'].push({
      sku_id: r.item.skuId,
      name: r.name,
      spec_text: r.specText,
      code: r.code,
      unit_name: r.unitName,
      quantity: trimQuantity(r.item.quantity),
    });
  }
  return out;
}

const toProcess = (ctx: RequestContext, r: ProcessRow, items: Pick<Process, 'inputs' | 'outputs'>): Process => ({
  id: r.id,
  name: r.name,
  ...items,
  loss_rate: r.lossRate,
  remark: r.remark,
  status: r.status as 0 | 1,
  created_at: formatDateTime(r.createdAt, ctx.session.timeZone)!,
  updated_at: formatDateTime(r.updatedAt, ctx.session.timeZone)!,
});

/** The recipe's name, or the name or code of a SKU on either side. */
function keywordWhere(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const like = `%${escapeLike(keyword)}%`;
  const bySku = sql`${processes.id} IN (SELECT i.process_id FROM pms_process_items AS i JOIN pms_skus AS s ON s.id = i.sku_id
    JOIN pms_spus AS p ON p.id = s.spu_id WHERE p.name ILIKE ${like} OR s.code ILIKE ${like})`;
  return or(ilike(processes.name, like), bySku);
}

export async function listProcesses(ctx: RequestContext, query: ProcessListQuery): Promise<ListData<Process>> {
  const where = and(keywordWhere(query.keyword), query.status !== undefined ? eq(processes.status, query.status) : undefined);
  return paginate(query, {
    rows: (page) => ctx.db.select().from(processes).where(where).orderBy(desc(processes.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(processes).where(where),
    map: async (rows) => {
      const items = await itemsOf(ctx, rows.map((r) => r.id));
      return rows.map((r) => toProcess(ctx, r, items.get(r.id)!));
    },
  });
}

export async function getProcess(ctx: RequestContext, id: number): Promise<Process> {
  const [row] = await ctx.db.select().from(processes).where(eq(processes.id, id));
  if (!row) throw notFound();
  return toProcess(ctx, row, (await itemsOf(ctx, [id])).get(id)!);
}

/** 422 on `inputs.i.sku_id` / `outputs.i.sku_id` for each SKU the tenant does not have (RLS hides others'). */
async function assertSkus(ctx: RequestContext, input: CreateProcessInput): Promise<void> {
  const ids = [...input.inputs, ...input.outputs].map((i) => i.sku_id);
  const found = new Set((await ctx.db.select({ id: skus.id }).from(skus).where(inArray(skus.id, ids))).map((r) => r.id));
  const errors: FieldError[] = (['inputs', 'outputs'] as const).flatMap((side) =>
    input[side].flatMap((item, i) => (found.has(item.sku_id) ? [] : [{ field: `${side}.${i}.sku_id`, message: 'pms.sku_not_found' }])),
  );
  if (errors.length) throw invalid(errors);
}

async function writeItems(ctx: RequestContext, processId: number, input: CreateProcessInput): Promise<void> {
  const rows = (['inputs', 'outputs'] as const).flatMap((side) =>
    input[side].map((item, i) => ({ tenantId: ctx.tenantId, processId, side: SIDE[side], skuId: item.sku_id, quantity: String(item.quantity), sort: i + 1 })),
  );
  await ctx.db.insert(processItems).values(rows);
}

const fields = (input: CreateProcessInput) => ({ name: input.name, lossRate: input.loss_rate.toFixed(2), remark: input.remark, status: input.status });

export async function createProcess(ctx: RequestContext, input: CreateProcessInput): Promise<Process> {
  await assertSkus(ctx, input);
  await assertNameFree(ctx, processes, input.name, 'pms.process_name_taken');
  const [row] = await ctx.db.insert(processes).values({ tenantId: ctx.tenantId, ...fields(input), createdBy: ctx.staffId }).returning({ id: processes.id });
  await writeItems(ctx, row.id, input);
  return getProcess(ctx, row.id);
}

/** The recipe and its lines as given: the old lines are replaced. */
export async function updateProcess(ctx: RequestContext, input: UpdateProcessInput): Promise<Process> {
  await lockRow(ctx, processes, input.id);
  await assertSkus(ctx, input);
  await assertNameFree(ctx, processes, input.name, 'pms.process_name_taken', input.id);
  await ctx.db.update(processes).set({ ...fields(input), updatedAt: new Date() }).where(eq(processes.id, input.id));
  await ctx.db.delete(processItems).where(eq(processItems.processId, input.id));
  await writeItems(ctx, input.id, input);
  return getProcess(ctx, input.id);
}

/** Deleting is for real: no document refers to a recipe yet (stock processing will copy its lines). */
export async function deleteProcess(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockRow(ctx, processes, id);
  await ctx.db.delete(processes).where(eq(processes.id, id));
  return { id };
}
