import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListData } from '@tradewind/contract/common/envelope';
import { formatDateTime } from '@tradewind/contract/common/time';
import {
  PickingPayType,
  PickingRuleTarget,
  type CreatePickingPriceRuleInput,
  type PickingPriceRule,
  type PickingPriceRuleListQuery,
  type UpdatePickingPriceRuleInput,
} from '@tradewind/contract/wms/picking.schema';
import { conflictIfTaken, queryOne, queryRows } from '@/core/db/database';
import { escapeLike } from '@/core/db/like';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { categories, skuUnits, skus, spus, units } from '@/modules/pms';
import type { StockContext } from '../stock/posting';
import { milli } from './picking-quantity';

const categoryC = alias(categories, 'c');
const skuS = alias(skus, 's');
const skuUnit = alias(skuUnits, 'su');
const spu = alias(spus, 'p');
const unitU = alias(units, 'u');

/**
 * Picking price rules (docs/trading-model.md §3): what a picker earns for a task's line, by SKU or category, per base
 * unit, per package unit, per kg or per line. One rule per target in a store; the most specific wins
 * (the SKU's, then its category's, then the parent category's …). README "Picking".
 */

type RuleRow = {
  id: number;
  store_id: number;
  target_type: 1 | 2;
  target_id: number;
  target_name: string | null;
  target_code: string | null;
  pay_type: 1 | 2 | 3 | 4;
  unit_id: number | null;
  unit_name: string | null;
  price: string;
  status: 0 | 1;
  remark: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

/** The store a rule is written in: the current store (CurrStoreId), one the caller works in. */
function currentStore(ctx: RequestContext): number {
  if (ctx.storeId === null) throw invalidField('store_id', 'wms.store_required');
  return ctx.storeId;
}

const select = sql`SELECT r.id, r.store_id, r.target_type, r.target_id, r.pay_type, r.unit_id, ${unitU.name} AS unit_name, r.price::text AS price, r.status, r.remark,
    r.created_at, r.updated_at,
    CASE WHEN r.target_type = 1 THEN ${categoryC.name} ELSE trim(${spu.name} || ' ' || coalesce(${skuS.specText}, '')) END AS target_name,
    CASE WHEN r.target_type = 2 THEN ${skuS.code} ELSE '' END AS target_code
  FROM wms_picking_price_rules AS r
  LEFT JOIN ${categories} AS ${categoryC} ON r.target_type = 1 AND ${categoryC.id} = r.target_id
  LEFT JOIN ${skus} AS ${skuS} ON r.target_type = 2 AND ${skuS.id} = r.target_id
  LEFT JOIN ${spus} AS ${spu} ON ${spu.id} = ${skuS.spuId}
  LEFT JOIN ${units} AS ${unitU} ON ${unitU.id} = r.unit_id`;

const toRule = (ctx: RequestContext) => (r: RuleRow): PickingPriceRule => ({
  ...r,
  target_name: r.target_name ?? '',
  target_code: r.target_code ?? '',
  created_at: formatDateTime(r.created_at, ctx.session.timeZone)!,
  updated_at: formatDateTime(r.updated_at, ctx.session.timeZone)!,
});

export async function listPickingPriceRules(ctx: RequestContext, q: PickingPriceRuleListQuery): Promise<ListData<PickingPriceRule>> {
  const stores = ctx.storeId !== null ? [ctx.storeId] : ctx.session.storeIds.length ? [...ctx.session.storeIds] : [0];
  const conds: SQL[] = [sql`r.store_id = ANY(${`{${stores.join(',')}}`}::int[])`];
  if (q.target_type !== undefined) conds.push(sql`r.target_type = ${q.target_type}`);
  if (q.pay_type !== undefined) conds.push(sql`r.pay_type = ${q.pay_type}`);
  if (q.status !== undefined) conds.push(sql`r.status = ${q.status}`);
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`;
    conds.push(sql`(c.name ILIKE ${like} OR s.code ILIKE ${like} OR p.name ILIKE ${like})`);
  }
  const where = sql.join(conds, sql` AND `);
  return paginate(q, {
    rows: (page) => queryRows<RuleRow>(ctx.db, sql`${select} WHERE ${where} ORDER BY r.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
    total: queryRows<{ total: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS total FROM wms_picking_price_rules AS r
          LEFT JOIN ${categories} AS ${categoryC} ON r.target_type = 1 AND ${categoryC.id} = r.target_id
          LEFT JOIN ${skus} AS ${skuS} ON r.target_type = 2 AND ${skuS.id} = r.target_id
          LEFT JOIN ${spus} AS ${spu} ON ${spu.id} = ${skuS.spuId} WHERE ${where}`,
    ),
    map: (rows) => rows.map(toRule(ctx)),
  });
}

async function readRule(ctx: RequestContext, id: number): Promise<PickingPriceRule> {
  const stores = ctx.session.storeIds.length ? [...ctx.session.storeIds] : [0];
  const row = await queryOne<RuleRow>(ctx.db, sql`${select} WHERE r.id = ${id} AND r.store_id = ANY(${`{${stores.join(',')}}`}::int[])`);
  if (!row) throw notFound('wms.rule_not_found');
  return toRule(ctx)(row);
}

/** The target exists in the tenant; a package unit is one of the SKU's (a category's rule: any unit some SKU packs in). */
async function checkTarget(ctx: RequestContext, input: CreatePickingPriceRuleInput): Promise<void> {
  if (input.target_type === PickingRuleTarget.category) {
    const c = await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM ${categories} WHERE id = ${input.target_id}`);
    if (!c) throw invalidField('target_id', 'wms.rule_category_not_found');
  } else {
    const s = await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM ${skus} WHERE id = ${input.target_id}`);
    if (!s) throw invalidField('target_id', 'wms.sku_not_found');
  }
  if (input.pay_type === PickingPayType.packageUnit) {
    const unit =
      input.target_type === PickingRuleTarget.sku
        ? await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM ${skuUnits} WHERE sku_id = ${input.target_id} AND unit_id = ${input.unit_id!} LIMIT 1`)
        : await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM ${units} WHERE id = ${input.unit_id!}`);
    if (!unit) throw invalidField('unit_id', 'wms.rule_unit_invalid');
  }
}

export async function createPickingPriceRule(ctx: RequestContext, input: CreatePickingPriceRuleInput): Promise<PickingPriceRule> {
  const storeId = currentStore(ctx);
  await checkTarget(ctx, input);
  const row = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO wms_picking_price_rules (tenant_id, store_id, target_type, target_id, pay_type, unit_id, price, status, remark, created_by)
        VALUES (${ctx.tenantId}, ${storeId}, ${input.target_type}, ${input.target_id}, ${input.pay_type},
          ${input.pay_type === PickingPayType.packageUnit ? input.unit_id! : null}, ${input.price.toFixed(2)}, ${input.status}, ${input.remark}, ${ctx.staffId})
        ON CONFLICT (tenant_id, store_id, target_type, target_id) DO NOTHING RETURNING id`,
  );
  if (!row) throw conflict('wms.rule_duplicate');
  ctx.audit.targetId = row.id;
  return readRule(ctx, row.id);
}

export async function updatePickingPriceRule(ctx: RequestContext, input: UpdatePickingPriceRuleInput): Promise<PickingPriceRule> {
  await readRule(ctx, input.id);
  await checkTarget(ctx, input);
  await conflictIfTaken('wms.rule_duplicate', () =>
    ctx.db.execute(
      sql`UPDATE wms_picking_price_rules SET target_type = ${input.target_type}, target_id = ${input.target_id}, pay_type = ${input.pay_type},
            unit_id = ${input.pay_type === PickingPayType.packageUnit ? input.unit_id! : null}, price = ${input.price.toFixed(2)}, status = ${input.status},
            remark = ${input.remark}, updated_at = now()
          WHERE id = ${input.id}`,
    ),
  );
  ctx.audit.targetId = input.id;
  return readRule(ctx, input.id);
}

// ---------- earnings ----------

export type EarningLine = { itemId: number; skuId: number; pickedQty: string };
export type LineEarning = { itemId: number; ruleId: number | null; payType: number | null; cents: bigint };

/**
 * What each picked line earns under the store's enabled rules: the SKU's own rule, else the nearest
 * category up the SKU's category tree. Per base unit: picked × price; per package unit: picked ÷ the
 * unit's ratio × price; per kg: picked × the SKU's weight (kg per base unit) × price; per line: the price
 * when anything was picked. Each line rounds half up to the cent; lines without a rule earn 0.
 */
export async function earningsOf(ctx: StockContext, storeId: number, lines: readonly EarningLine[]): Promise<LineEarning[]> {
  if (lines.length === 0) return [];
  const skuIds = [...new Set(lines.map((l) => l.skuId))];
  const rules = await queryRows<{ sku_id: number; rule_id: number; pay_type: number; price: string; ratio: string | null; weight: string | null }>(
    ctx.db,
    sql`WITH RECURSIVE chain AS (
          SELECT ${skuS.id} AS sku_id, ${spu.categoryId} AS category_id, 1 AS depth
            FROM ${skus} AS ${skuS} JOIN ${spus} AS ${spu} ON ${spu.id} = ${skuS.spuId} WHERE ${skuS.id} = ANY(${`{${skuIds.join(',')}}`}::int[])
          UNION ALL
          SELECT chain.sku_id, ${categoryC.parentId}, chain.depth + 1 FROM chain JOIN ${categories} AS ${categoryC} ON ${categoryC.id} = chain.category_id
           WHERE ${categoryC.parentId} IS NOT NULL AND chain.depth < 10
        ),
        candidates AS (
          SELECT ${skuS.id} AS sku_id, r.*, 0 AS depth FROM ${skus} AS ${skuS}
            JOIN wms_picking_price_rules AS r ON r.target_type = 2 AND r.target_id = ${skuS.id}
           WHERE ${skuS.id} = ANY(${`{${skuIds.join(',')}}`}::int[])
          UNION ALL
          SELECT chain.sku_id, r.*, chain.depth FROM chain
            JOIN wms_picking_price_rules AS r ON r.target_type = 1 AND r.target_id = chain.category_id
        )
        SELECT DISTINCT ON (k.sku_id) k.sku_id, k.id AS rule_id, k.pay_type, k.price::text AS price,
          (SELECT ${skuUnit.ratio}::text FROM ${skuUnits} AS ${skuUnit} WHERE ${skuUnit.skuId} = k.sku_id AND ${skuUnit.unitId} = k.unit_id LIMIT 1) AS ratio,
          (SELECT ${skuS.weight}::text FROM ${skus} AS ${skuS} WHERE ${skuS.id} = k.sku_id) AS weight
          FROM candidates AS k WHERE k.store_id = ${storeId} AND k.status = 1
         ORDER BY k.sku_id, k.depth`,
  );
  const bySku = new Map(rules.map((r) => [r.sku_id, r]));
  return lines.map((l) => {
    const rule = bySku.get(l.skuId);
    if (!rule) return { itemId: l.itemId, ruleId: null, payType: null, cents: 0n };
    const picked = milli(l.pickedQty); // thousandths
    const price = milli(rule.price) / 10n; // cents
    let micro: bigint; // amount in cents × 1000
    switch (rule.pay_type) {
      case PickingPayType.baseUnit:
        micro = picked * price;
        break;
      case PickingPayType.packageUnit: {
        // a package unit the SKU no longer has pays nothing (its ratio is unknown)
        const ratio = rule.ratio === null ? 0n : milli(rule.ratio);
        micro = ratio === 0n ? 0n : (picked * price * 1000n) / ratio;
        break;
      }
      case PickingPayType.kg: {
        const kg = rule.weight === null ? 0n : milli(rule.weight);
        micro = (picked * kg * price) / 1000n;
        break;
      }
      default:
        micro = picked > 0n ? price * 1000n : 0n;
    }
    return { itemId: l.itemId, ruleId: rule.rule_id, payType: rule.pay_type, cents: (micro + 500n) / 1000n };
  });
}

