import { and, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkPermission } from '@tradewind/contract/common/permission';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import { optionalText, requiredText } from '@tradewind/contract/common/validation';
import { CustomerAccountHistoryType, type CustomerAccountField } from '@tradewind/contract/fms/balance-history.schema';
import { noteMoneySchema } from '@tradewind/contract/fms/fms-amount.schema';
import { PrepayHistoryType } from '@tradewind/contract/fms/prepay-account.schema';
import { queryRows } from '@/core/db/database';
import { textArray } from '@/core/db/pg-array';
import { conflict, noPermission } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import type { ImportProblem, Importer, ImportUnit } from '@/core/jobs/importer';
import { customerScope, customers } from '@/modules/crm/customer';
import { FINANCE_ADJUST_PERMISSION } from '../customer-account/balance-history.service';
import { openCustomerAccount } from '../customer-account';
import { postCustomerAccount } from '../ledger/posting';
import { partyRows } from '../ledger/money-party';
import { openPrepayAccount, postPrepayAccount } from '../prepay-account';
import { PREPAY_ADJUST_PERMISSION } from '../prepay-account/prepay-account.service';

/**
 * The opening balances import (README "Opening balances", docs/trading-model.md §6): what customers owed
 * (need_pay) and had prepaid (balance), and what was prepaid to suppliers, when the business moved in —
 * posted through the money kernel (`postCustomerAccount`, `postPrepayAccount`) as history rows of their
 * own type (customer 11, prepay 5 `opening`), never written into the balances. A row is one party, applied
 * in a transaction of its own (both of a customer's figures or neither). An account's figure takes one
 * opening: a row naming one already taken is refused, so a file imported twice posts nothing twice.
 */

type PartyType = 'customer' | 'supplier';

export type OpeningBalanceRow = {
  party_type: PartyType;
  party: string;
  name?: string | null;
  need_pay?: string;
  balance?: string;
  remark?: string | null;
};

const PARTY_TYPES: Record<string, PartyType> = { 客户: 'customer', customer: 'customer', 供应商: 'supplier', supplier: 'supplier' };

const amount = noteMoneySchema('zero');
const given = (v: string | undefined): v is string => v !== undefined && /[1-9]/.test(v);

/** One schema for the row: the amounts as a note's (at most 12 whole digits, 2 decimals, never negative). */
const rowSchema = z
  .object({
    party_type: requiredText(10).transform((v, ctx) => {
      const type = PARTY_TYPES[v.toLowerCase()];
      if (!type) ctx.addIssue({ code: 'custom', message: 'fms.opening_party_type_invalid' });
      return type ?? 'customer';
    }),
    party: requiredText(50),
    name: optionalText(50),
    need_pay: amount.optional(),
    balance: amount.optional(),
    remark: optionalText(200),
  })
  .superRefine((row, ctx) => {
    if (row.party_type === 'supplier' && given(row.need_pay)) ctx.addIssue({ code: 'custom', path: ['need_pay'], message: 'fms.opening_need_pay_customer_only' });
    else if (!given(row.need_pay) && !given(row.balance)) ctx.addIssue({ code: 'custom', path: ['balance'], message: 'fms.opening_amount_required' });
  });

const PERMISSION: Record<PartyType, string> = { customer: FINANCE_ADJUST_PERMISSION, supplier: PREPAY_ADJUST_PERMISSION };

type Party = { id: number; name: string };
type Unit = ImportUnit<OpeningBalanceRow, null>;
type Outcome = { party: Party | null; problems: ImportProblem[] };

const norm = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();
const fieldsOf = (row: OpeningBalanceRow): CustomerAccountField[] =>
  row.party_type === 'supplier' ? ['balance'] : (['need_pay', 'balance'] as const).filter((f) => given(row[f]));

/**
 * The openings already taken: customers' by (customer, field), suppliers' by supplier ('balance'), with
 * when they were imported.
 */
async function takenOpenings(ctx: RequestContext, customerIds: number[], supplierIds: number[]): Promise<Map<string, string>> {
  const [mine, theirs] = await Promise.all([
    customerIds.length
      ? queryRows<{ id: number; field: string; at: Date | string }>(
          ctx.db,
          sql`SELECT customer_id AS id, field, min(created_at) AS at FROM fms_balance_histories
               WHERE type = ${CustomerAccountHistoryType.opening} AND customer_id = ANY(${`{${customerIds.join(',')}}`}::int[]) GROUP BY customer_id, field`,
        )
      : Promise.resolve([]),
    supplierIds.length
      ? queryRows<{ id: number; at: Date | string }>(
          ctx.db,
          sql`SELECT target_id AS id, min(created_at) AS at FROM fms_prepay_histories
               WHERE type = ${PrepayHistoryType.opening} AND target_type = 'supplier' AND target_id = ANY(${`{${supplierIds.join(',')}}`}::int[]) GROUP BY target_id`,
        )
      : Promise.resolve([]),
  ]);
  const when = (at: Date | string) => formatDateTime(at, ctx.session.timeZone) ?? '';
  return new Map([...mine.map((r) => [`customer:${r.id}:${r.field}`, when(r.at)] as const), ...theirs.map((r) => [`supplier:${r.id}:balance`, when(r.at)] as const)]);
}

/**
 * Resolves rows in bulk: a customer by phone among those the importing person sees (crm's scope), a
 * supplier by code, else by name (one of that name); the name, when given, must be the party's; the
 * person must hold the adjustment permission of the party's kind; and a figure's opening must not be taken.
 */
async function resolveUnits(ctx: RequestContext, units: ReadonlyArray<Pick<Unit, 'values'>>): Promise<Outcome[]> {
  const phones = [...new Set(units.filter((u) => u.values.party_type === 'customer').map((u) => u.values.party))];
  const supplierTexts = [...new Set(units.filter((u) => u.values.party_type === 'supplier').map((u) => u.values.party))];
  const [customerRows, supplierRows] = await Promise.all([
    phones.length
      ? ctx.db
          .select({ id: customers.id, name: customers.name, phone: customers.phone })
          .from(customers)
          .where(and(inArray(customers.phone, phones), customerScope(ctx)))
      : Promise.resolve([]),
    supplierTexts.length
      ? queryRows<{ id: number; name: string; code: string }>(
          ctx.db,
          sql`SELECT t.id, t.name, t.code FROM ${partyRows('supplier')} AS t
               WHERE t.code = ANY(${textArray(supplierTexts)}::text[]) OR t.name = ANY(${textArray(supplierTexts)}::text[])`,
        )
      : Promise.resolve([]),
  ]);
  const taken = await takenOpenings(
    ctx,
    customerRows.map((c) => c.id),
    supplierRows.map((s) => s.id),
  );
  return units.map(({ values: v }): Outcome => {
    const problems: ImportProblem[] = [];
    let party: Party | undefined;
    if (v.party_type === 'customer') {
      party = customerRows.find((c) => c.phone === v.party);
      if (!party) problems.push({ column: 'party', message: 'fms.opening_customer_unknown', params: { phone: v.party } });
    } else {
      const byName = supplierRows.filter((s) => s.name === v.party);
      party = supplierRows.find((s) => s.code === v.party) ?? (byName.length === 1 ? byName[0] : undefined);
      if (!party) problems.push({ column: 'party', message: byName.length > 1 ? 'fms.opening_supplier_ambiguous' : 'fms.opening_supplier_unknown', params: { name: v.party } });
    }
    if (!checkPermission(PERMISSION[v.party_type], ctx.session.permissions)) {
      problems.push({ column: 'party_type', message: 'fms.opening_no_permission', params: { party: translate(`fms.opening_party.${v.party_type}`, ctx.locale) } });
    }
    if (party && v.name && norm(v.name) !== norm(party.name)) problems.push({ column: 'name', message: 'fms.opening_name_mismatch', params: { name: party.name } });
    if (party) {
      for (const field of fieldsOf(v)) {
        const at = taken.get(`${v.party_type}:${party.id}:${field}`);
        if (at) problems.push({ column: field, message: 'fms.opening_taken', params: { field: translate(`fms.opening_field.${field}`, ctx.locale), time: at } });
      }
    }
    return { party: problems.length ? null : party!, problems };
  });
}

/**
 * Posts one row in its own transaction: the party's account locked first (opened on first use), the
 * opening checked again under that lock — a second import of the same row at the same moment waits for
 * the first and is refused — then each figure posted through the kernel.
 */
async function applyOpening(ctx: RequestContext, unit: Unit): Promise<'created'> {
  const v = unit.values;
  if (!checkPermission(PERMISSION[v.party_type], ctx.session.permissions)) throw noPermission();
  const refuse = (p: ImportProblem) => conflict(p.message, p.params);
  const [found] = await resolveUnits(ctx, [unit]);
  if (!found.party) throw refuse(found.problems[0]);
  const id = found.party.id;
  if (v.party_type === 'customer') await openCustomerAccount(ctx.db, id);
  else await openPrepayAccount(ctx.db, 'supplier', id);
  // under the account's lock: an import of the same row that committed meanwhile is seen now
  const [locked] = await resolveUnits(ctx, [unit]);
  if (!locked.party) throw refuse(locked.problems[0]);
  const common = { docType: 'opening_balance', remark: v.remark ?? translate('fms.opening_remark', ctx.locale), staffId: ctx.staffId };
  if (v.party_type === 'customer') {
    for (const field of fieldsOf(v)) {
      await postCustomerAccount(ctx.db, { ...common, customerId: id, field, amount: v[field]!, type: CustomerAccountHistoryType.opening });
    }
  } else {
    await postPrepayAccount(ctx.db, { ...common, targetType: 'supplier', targetId: id, amount: v.balance!, type: PrepayHistoryType.opening });
  }
  return 'created';
}

/** `fms.opening_balance`: registered by the module at start (index.ts). */
export const openingBalanceImporter: Importer<OpeningBalanceRow, null> = {
  key: 'fms.opening_balance',
  title: { zh: '期初余额', en: 'Opening balances' },
  // as by hand: a finance adjustment of customer accounts or of prepay accounts (each row needs its kind's)
  permission: ['or', FINANCE_ADJUST_PERMISSION, PREPAY_ADJUST_PERMISSION],
  columns: [
    {
      key: 'party_type',
      header: { zh: '类型', en: 'Type' },
      required: true,
      example: '客户',
      values: [
        { zh: '客户', en: 'Customer' },
        { zh: '供应商', en: 'Supplier' },
      ],
    },
    { key: 'party', header: { zh: '客户手机号 / 供应商编码', en: 'Customer phone / supplier code' }, required: true, example: '13800000000', note: { zh: '客户填手机号；供应商填编码或名称', en: 'A customer’s phone; a supplier’s code or name' } },
    { key: 'name', header: { zh: '名称', en: 'Name' }, example: '张三超市', note: { zh: '可不填；填写时须与系统中的名称一致', en: 'Optional; when given, it must be the name on record' } },
    { key: 'need_pay', header: { zh: '应收欠款', en: 'Receivable' }, example: '1200.00', note: { zh: '客户欠的货款（元），不小于 0，最多两位小数；供应商不填', en: 'What the customer owes, 0 or more, at most two decimals; empty for a supplier' } },
    { key: 'balance', header: { zh: '预存余额', en: 'Prepaid balance' }, example: '500.00', note: { zh: '客户预存的余额，或预付给供应商的款（元），不小于 0', en: 'The customer’s prepaid balance, or what was prepaid to the supplier; 0 or more' } },
    { key: 'remark', header: { zh: '备注', en: 'Remark' }, note: { zh: '最多 200 字；不填：期初余额导入', en: 'At most 200 characters; empty: “Opening balance import”' } },
  ],
  schema: rowSchema as unknown as z.ZodType<OpeningBalanceRow, Record<string, string>>,
  identity: (unit) => `${unit.values.party_type}:${norm(unit.values.party)}`,
  // an opening is never updated: every row posts (one already taken is refused by `check`)
  match: async (_ctx, units) => units.map(() => null),
  check: async (ctx, units) => (await resolveUnits(ctx, units)).map((o) => o.problems),
  apply: (ctx, unit) => applyOpening(ctx, unit),
};
