import { and, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { translate, type Locale } from '@tradewind/contract/common/messages';
import { toCents } from '@tradewind/contract/common/money';
import { MONEY_MAX, isCalendarDate } from '@tradewind/contract/common/validation';
import {
  CROWD_FEATURES,
  CROWD_MAX_CONDITIONS,
  CROWD_MAX_DEPTH,
  CROWD_PERIODS,
  type CrowdFeatureDef,
  type CrowdFeatures,
  type CrowdValueType,
} from '@tradewind/contract/crm/crowd.schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { invalidField } from '@/core/http/errors';
import { customers } from '../customer/customer.table';
import { customerOrderSource } from './customer-order-source';

/**
 * A crowd's rule: checked (structure, depth, known features and operators, value types — 422 on `rule`
 * naming what is wrong, nothing saved) and compiled to one selection of crm_customers: customer fields are
 * plain predicates, every order condition a column of the order module's row per customer (its periods,
 * customer-order-source.ts) joined once, and the AND / OR tree is one boolean expression over both. Order
 * features are refused when no order source is registered.
 */

const features = (): CrowdFeatureDef[] => CROWD_FEATURES.filter((f) => f.group !== 'order' || customerOrderSource() !== null);

/** GET /crm/crowds/features: the features this server can compile, with their labels in the caller's language. */
export function crowdFeatures(locale: Locale): CrowdFeatures {
  return {
    list: features().map((f) => ({
      key: f.key,
      label: translate(`crm.crowd_feature_${f.key}`, locale),
      group: f.group,
      period: f.period,
      operators: f.operators.map((o) => ({ key: o.key, label: translate(`crm.crowd_op_${o.key}`, locale), value: o.value })),
      source: f.source ?? null,
      options: (f.options ?? []).map((o) => ({ value: o.value, label: translate(o.label, locale) })),
    })),
    periods: [...CROWD_PERIODS],
    max_depth: CROWD_MAX_DEPTH,
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** A checked condition: its value in the form the compiler uses (cents for money). */
type Checked = { feature: string; op: string; value: number | number[] | string | null; days: number | null };
type CheckedGroup = { logic: 'and' | 'or'; rules: Array<Checked | CheckedGroup> };

function checkValue(type: CrowdValueType, value: unknown, def: CrowdFeatureDef): number | number[] | string | null | undefined {
  switch (type) {
    case 'days':
      return isInt(value, 1, 3650) ? value : undefined;
    case 'count':
      return isInt(value, 0, 1_000_000) ? value : undefined;
    case 'money': {
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
      if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) > MONEY_MAX) return undefined;
      return toCents(text);
    }
    case 'ids':
      return Array.isArray(value) && value.length > 0 && value.length <= 200 && value.every((v) => isInt(v, 1, 2 ** 31 - 1)) ? [...new Set(value as number[])] : undefined;
    case 'enum': {
      if (!def.options) return null; // `never`: no value
      const allowed = def.options.map((o) => o.value);
      return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'number' && allowed.includes(v)) ? [...new Set(value as number[])] : undefined;
    }
    case 'date':
      return typeof value === 'string' && isCalendarDate(value) ? value : undefined;
  }
}

/** The rule checked, or 422 on `rule` with the first fault found. */
export function checkCrowdRule(rule: unknown, locale: Locale = 'zh-CN'): CheckedGroup {
  let conditions = 0;
  const known = new Map(features().map((f) => [f.key, f]));
  const walk = (node: unknown, depth: number): CheckedGroup => {
    if (!isObject(node) || (node.logic !== 'and' && node.logic !== 'or') || !Array.isArray(node.rules)) throw invalidField('rule', 'crm.crowd_rule_invalid');
    if (depth > CROWD_MAX_DEPTH) throw invalidField('rule', 'crm.crowd_rule_too_deep', { depth: CROWD_MAX_DEPTH });
    if (node.rules.length === 0) throw invalidField('rule', 'crm.crowd_rule_empty');
    const rules = node.rules.map((child): Checked | CheckedGroup => {
      if (isObject(child) && 'rules' in child) return walk(child, depth + 1);
      if (!isObject(child) || typeof child.feature !== 'string' || typeof child.op !== 'string') throw invalidField('rule', 'crm.crowd_rule_invalid');
      conditions += 1;
      if (conditions > CROWD_MAX_CONDITIONS) throw invalidField('rule', 'crm.crowd_rule_too_many', { max: CROWD_MAX_CONDITIONS });
      const def = known.get(child.feature);
      if (!def) throw invalidField('rule', 'crm.crowd_rule_unknown_feature', { feature: child.feature.slice(0, 30) });
      const label = { feature: translate(`crm.crowd_feature_${def.key}`, locale) };
      const op = def.operators.find((o) => o.key === child.op);
      if (!op) throw invalidField('rule', 'crm.crowd_rule_bad_operator', label);
      const value = checkValue(op.value, child.value, def);
      if (value === undefined || (op.key === 'never' && child.value !== undefined && child.value !== null)) throw invalidField('rule', 'crm.crowd_rule_bad_value', label);
      const days = child.days ?? null;
      if (def.period ? !(CROWD_PERIODS as readonly unknown[]).includes(days) : days !== null) throw invalidField('rule', 'crm.crowd_rule_bad_period', label);
      return { feature: def.key, op: op.key, value, days: days as number | null };
    });
    return { logic: node.logic, rules };
  };
  return walk(rule, 1);
}

/**
 * The first instant of the day `days` before today in the tenant's time zone: "within the last N days" is
 * today and the N whole days before it, for every feature (the order periods are kept that way by oms).
 * A subquery, so the statement computes it once (an init plan), not for each of a million customers (the time
 * zone's conversion per row cost 250 ms at a million).
 */
const since = (days: number, timeZone: string) => sql`(SELECT ((now() AT TIME ZONE ${timeZone})::date - ${days}::int)::timestamp AT TIME ZONE ${timeZone})`;

/** The alias of oms's per-customer periods (customer-order-source.ts) in a rule's selection. */
const FACTS = 'crowd_order_periods';

/**
 * What a rule's order conditions read: the order module's row per customer — the latest audited order's time
 * and a count and sum per period — joined once (LEFT JOIN: a customer without audited orders has no row,
 * and a condition that such a customer passes says so with COALESCE).
 */
class OrderFacts {
  constructor(
    private readonly tenantId: number,
    private readonly timeZone: string,
  ) {}
  /** whether a condition read the rows */
  used = false;

  private column(name: string): SQL {
    this.used = true;
    return sql.raw(`${FACTS}.${name}`);
  }

  /** Whether a customer has an audited order since `days` ago (or ever). */
  ordered(days: number | 'ever', yes: boolean): SQL {
    const last = this.column('last_ordered_at');
    if (days === 'ever') return sql`${last} IS ${sql.raw(yes ? 'NOT NULL' : 'NULL')}`;
    const from = since(days, this.timeZone);
    return yes ? sql`${last} >= ${from}` : sql`(${last} IS NULL OR ${last} < ${from})`;
  }

  /** The count of audited orders, or their sum in cents, of the last `days` days (one of CROWD_PERIODS); NULL for a customer without a row. */
  aggregate(kind: 'count' | 'sum', days: number): SQL {
    return this.column(`${kind === 'count' ? 'orders' : 'cents'}_${days}`);
  }

  /** `LEFT JOIN (the periods) ON …`, or nothing for a rule without order conditions. */
  join(): SQL {
    const source = customerOrderSource();
    if (!this.used || !source) return sql``;
    return sql`LEFT JOIN (${source.periods(this.tenantId)}) AS ${sql.raw(FACTS)} ON ${sql.raw(FACTS)}.customer_id = ${customers.id}`;
  }
}

const cmp = (op: string): string => (op === 'gte' ? '>=' : op === 'lte' ? '<=' : '=');

/**
 * An order aggregate compared: a customer without orders in the period has the aggregate zero, so where
 * zero passes the missing row counts as zero (COALESCE); where it fails the bare comparison is NULL for
 * them — as good as false, since a rule only combines with AND and OR and is only used as a WHERE — and the
 * planner may then join the pass as an inner join.
 */
function compare(value: SQL, op: string, bound: number): SQL {
  const zeroPasses = op === 'gte' ? 0 >= bound : op === 'lte' ? 0 <= bound : bound === 0;
  return sql`${zeroPasses ? sql`coalesce(${value}, 0)` : value} ${sql.raw(cmp(op))} ${bound}`;
}

function compileCondition(c: Checked, facts: OrderFacts, timeZone: string): SQL {
  const ids = c.value as number[];
  const within = (column: AnyPgColumn) =>
    c.op === 'within' ? sql`${column} >= ${since(c.value as number, timeZone)}` : sql`(${column} IS NULL OR ${column} < ${since(c.value as number, timeZone)})`;
  const inList = (column: AnyPgColumn) => (c.op === 'in' ? inArray(column, ids) : or(isNull(column), not(inArray(column, ids)))!);
  switch (c.feature) {
    case 'last_order': {
      // within: an audited order since; not within: none since; never: none ever
      if (c.op === 'never') return facts.ordered('ever', false);
      return facts.ordered(c.value as number, c.op === 'within');
    }
    case 'order_count':
      return compare(facts.aggregate('count', c.days!), c.op, c.value as number);
    case 'order_amount':
      return compare(facts.aggregate('sum', c.days!), c.op, c.value as number);
    case 'last_visit':
      return within(customers.lastVisitAt);
    case 'level':
      return inList(customers.levelId);
    case 'type':
      return inList(customers.typeId);
    case 'store':
      return c.op === 'in' ? inArray(customers.storeId, ids) : not(inArray(customers.storeId, ids));
    case 'owner':
      return inList(customers.salesId);
    case 'sales_type':
      return inArray(customers.salesType, ids);
    case 'status':
      return inArray(customers.status, ids);
    case 'created_at':
      if (c.op === 'after') return sql`${customers.createdAt} >= (${c.value as string}::date::timestamp AT TIME ZONE ${timeZone})`;
      if (c.op === 'before') return sql`${customers.createdAt} < (${c.value as string}::date::timestamp AT TIME ZONE ${timeZone})`;
      return c.op === 'within' ? sql`${customers.createdAt} >= ${since(c.value as number, timeZone)}` : sql`${customers.createdAt} < ${since(c.value as number, timeZone)}`;
    default:
      throw new Error(`crowd feature without a compiler: ${c.feature}`);
  }
}

function compileGroup(g: CheckedGroup, facts: OrderFacts, timeZone: string): SQL {
  const parts = g.rules.map((r) => ('rules' in r ? compileGroup(r, facts, timeZone) : compileCondition(r, facts, timeZone)));
  return sql`(${(g.logic === 'and' ? and(...parts) : or(...parts))!})`;
}

/**
 * The customers of the tenant a rule picks, as `FROM crm_customers [LEFT JOIN the order periods] WHERE …`
 * (the rule is checked first: 422 on `rule`). The caller selects what it needs from it — `count(*)`, or
 * `crm_customers.id` to insert the members — after making the periods current when `readsOrders` (the
 * source's `ensurePeriods`).
 */
export function crowdSelection(rule: unknown, tenantId: number, timeZone: string, locale: Locale = 'zh-CN'): { from: SQL; readsOrders: boolean } {
  const checked = checkCrowdRule(rule, locale);
  const facts = new OrderFacts(tenantId, timeZone);
  const condition = compileGroup(checked, facts, timeZone);
  return { from: sql`FROM ${customers} ${facts.join()} WHERE ${customers.tenantId} = ${tenantId} AND ${condition}`, readsOrders: facts.used };
}
