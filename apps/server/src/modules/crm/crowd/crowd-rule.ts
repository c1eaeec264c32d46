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
 * naming what is wrong, nothing saved) and compiled to one SQL condition over crm_customers. Order features
 * read the order module's audited orders (customer-order-source.ts) and are refused when none is registered.
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

const since = (days: number) => sql`(now() - make_interval(days => ${days}))`;

/** `id IN (customers whose audited orders since … satisfy having)`, or none of its complement when a customer without orders passes. */
function orderCondition(tenantId: number, from: SQL | null, having: (count: SQL, cents: SQL) => SQL, zeroPasses: boolean): SQL {
  const source = customerOrderSource();
  if (!source) return sql`false`;
  const orders = source.auditedOrders(tenantId);
  const cond = having(sql`count(*)`, sql`sum(o.amount_cents)`);
  const ids = sql`SELECT o.customer_id FROM (${orders}) o ${from ? sql`WHERE o.ordered_at >= ${from}` : sql``} GROUP BY o.customer_id HAVING ${zeroPasses ? sql`NOT (${cond})` : cond}`;
  // NOT EXISTS, not NOT IN: an anti join; NOT IN over more ids than work_mem hashes rescans them per customer
  return zeroPasses ? sql`NOT EXISTS (SELECT 1 FROM (${ids}) AS x WHERE x.customer_id = ${customers.id})` : sql`${customers.id} IN (${ids})`;
}

const cmp = (op: string): string => (op === 'gte' ? '>=' : op === 'lte' ? '<=' : '=');

function compileCondition(c: Checked, tenantId: number, timeZone: string): SQL {
  const ids = c.value as number[];
  const within = (column: AnyPgColumn) =>
    c.op === 'within' ? sql`${column} >= ${since(c.value as number)}` : sql`(${column} IS NULL OR ${column} < ${since(c.value as number)})`;
  const inList = (column: AnyPgColumn) => (c.op === 'in' ? inArray(column, ids) : or(isNull(column), not(inArray(column, ids)))!);
  switch (c.feature) {
    case 'last_order':
      // within: at least one audited order since; not within / never: none since (or ever)
      if (c.op === 'never') return orderCondition(tenantId, null, (count) => sql`${count} = 0`, true);
      return c.op === 'within'
        ? orderCondition(tenantId, since(c.value as number), (count) => sql`${count} > 0`, false)
        : orderCondition(tenantId, since(c.value as number), (count) => sql`${count} = 0`, true);
    case 'order_count': {
      const n = c.value as number;
      const test = (v: number) => (c.op === 'gte' ? v >= n : c.op === 'lte' ? v <= n : v === n);
      return orderCondition(tenantId, since(c.days!), (count) => sql`${count} ${sql.raw(cmp(c.op))} ${n}`, test(0));
    }
    case 'order_amount': {
      const cents = c.value as number;
      const zero = c.op === 'gte' ? 0 >= cents : 0 <= cents;
      return orderCondition(tenantId, since(c.days!), (_, sum) => sql`${sum} ${sql.raw(cmp(c.op))} ${cents}`, zero);
    }
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
      return c.op === 'within' ? sql`${customers.createdAt} >= ${since(c.value as number)}` : sql`${customers.createdAt} < ${since(c.value as number)}`;
    default:
      throw new Error(`crowd feature without a compiler: ${c.feature}`);
  }
}

function compileGroup(g: CheckedGroup, tenantId: number, timeZone: string): SQL {
  const parts = g.rules.map((r) => ('rules' in r ? compileGroup(r, tenantId, timeZone) : compileCondition(r, tenantId, timeZone)));
  return sql`(${(g.logic === 'and' ? and(...parts) : or(...parts))!})`;
}

/** The customers of the tenant a rule picks, as a condition over crm_customers (the rule is checked first). */
export function crowdCondition(rule: unknown, tenantId: number, timeZone: string, locale: Locale = 'zh-CN'): SQL {
  return compileGroup(checkCrowdRule(rule, locale), tenantId, timeZone);
}
