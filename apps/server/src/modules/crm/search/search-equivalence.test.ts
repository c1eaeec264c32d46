import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Customer } from '@tradewind/contract/crm/customer.schema';
import type { CustomerSearchRow } from '@tradewind/contract/crm/search.schema';
import { withSystem } from '@/core/db/tenancy';
import { useTestApp, TEST_PASSWORD, type TestTenant } from '@/test/test-app';
import { customers } from '../customer/customer.table';
import { customerSearchFields } from './search-fields';
import { customerMatchesByDefinition } from './search-definition';

/**
 * The customer list's keyword (and the global search's matches) against the keyword's definition
 * (search-definition.ts, a plain ILIKE / LIKE scan): the same customers, the same order and the same
 * total for every caller, whatever plan the fast path takes — names whose grams overlap, 1, 2, 3 and 4+
 * characters, letters, pinyin, digits, wildcards, a rep's data scope and the pools.
 */
const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;

type Seed = [name: string, phone: string, owner: 'rep1' | 'rep2' | 'pool' | 'team', store?: 'a' | 'b'];

const NAMES: Seed[] = [
  ['便利店', '13900000001', 'rep1'],
  ['惠民便利店', '13900000002', 'pool'],
  ['便利便利店', '13900000003', 'rep2'],
  ['便利X利店', '13900000004', 'rep1', 'b'],
  ['利店便利', '13900000005', 'team'],
  ['便便利店店', '13912300006', 'rep2', 'b'],
  ['店便利店', '13912300007', 'pool'],
  ['惠民超市', '13912300008', 'rep1'],
  ['惠民超市便利店', '13912300009', 'team', 'b'],
  ['超市惠民', '13600000010', 'rep2'],
  ['王建国', '13600000011', 'rep1'],
  ['汪建国便利店', '13600000012', 'pool'],
  ['王小明超市', '13600000013', 'rep2'],
  ['ABC超市', '13600000014', 'pool'],
  ['abc便利', '13700000015', 'rep1'],
  ['A B商行', '13700000016', 'team'],
  ['百分之%折扣', '13700000017', 'rep2'],
  ['之_折店', '13700000018', 'pool'],
  ['Bianli便利店', '13700000019', 'rep1'],
  ['边里烟酒', '13800000020', 'rep2'],
  ['李明', '13800000021', 'pool'],
  ['李明明便利店', '13800000022', 'rep1', 'b'],
  ['明', '13800000023', 'team'],
  ['9号便利店', '13800000024', 'rep2'],
];

const KEYWORDS = [
  // 1, 2, 3 and 4+ characters, grams overlapping within a name
  '便', '便利', '店便', '便利店', '利店便', '便利店店', '惠民超市', '惠民超市便利店', '建国便利店', '明', 'X利',
  // letters, case, spaces and wildcards
  'abc', 'AbC超', 'a b', '%折', '之_折', '_',
  // pinyin: initials and full pinyin by prefix, full pinyin by substring
  'bl', 'bld', 'bianli', 'lidian', 'wangj', 'mi',
  // digits: phone prefixes short and long, a whole phone
  '139', '139123', '1391230', '13800000023', '9号',
];

/** Keywords also checked in the other orders and on a later page (the admin's). */
const ORDERED = new Set(['便', '便利', '便利店', '利店便', '惠民超市便利店', 'abc', 'bianli', 'wangj', '139123']);

type Reply<T> = { code: number; data: T };

let seeded: number[] = [];

beforeAll(async () => {
  const roles = [
    { key: 'admin', name: 'Admin', isSuper: true },
    { key: 'sales', name: 'Sales', permissions: ['crm:customer:list', 'search:customer:list'], dataScope: 4 as const },
  ];
  const staff = (prefix: string) => [
    { key: 'admin', account: `${prefix}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all' as const, dept: 'head' },
    { key: 'rep1', account: `${prefix}_rep1`, name: 'Rep 1', password: TEST_PASSWORD, roles: ['sales'], stores: ['a', 'b'], dept: 'head' },
    { key: 'rep2', account: `${prefix}_rep2`, name: 'Rep 2', password: TEST_PASSWORD, roles: ['sales'], stores: ['a'], dept: 'head' },
  ];
  const stores = [
    { key: 'a', name: 'Store A', isMaster: true },
    { key: 'b', name: 'Store B' },
  ];
  tenant = await t.tenant({ roles, staff: staff('eq1'), stores });
  other = await t.tenant({ roles, staff: staff('eq2'), stores });
  seeded = await withSystem(t.app.database.db, async (tx) => {
    const out: number[] = [];
    for (const [target, rows] of [[tenant, NAMES], [other, NAMES.slice(0, 8)]] as const) {
      // created out of id order (every third one older), so the list's order is not the ids'
      const values = rows.map(([name, phone, owner, store], i) => ({
        tenantId: target.tenantId,
        storeId: target.stores[store ?? 'a'],
        name,
        phone,
        salesType: owner === 'pool' ? 0 : owner === 'team' ? 2 : 1,
        salesId: owner === 'pool' || owner === 'team' ? null : target.staff[owner],
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i % 3 === 0 ? i : 100 + i)),
        ...customerSearchFields(name),
      }));
      const inserted = await tx.insert(customers).values(values).returning({ id: customers.id });
      if (target === tenant) out.push(...inserted.map((r) => r.id));
    }
    return out;
  });
});

const definitions = new Map<string, Promise<Set<number>>>();

/** The customers the definition matches in the tenant, as a set (once per keyword). */
function definition(keyword: string): Promise<Set<number>> {
  if (!definitions.has(keyword)) definitions.set(keyword, readDefinition(keyword));
  return definitions.get(keyword)!;
}

async function readDefinition(keyword: string): Promise<Set<number>> {
  const rows = await withSystem(t.app.database.db, (tx) =>
    tx.select({ id: customers.id }).from(customers).where(and(eq(customers.tenantId, tenant.tenantId), customerMatchesByDefinition(keyword))),
  );
  return new Set(rows.map((r) => r.id));
}

const list = async (token: string, query: Record<string, unknown>) => {
  const res = (await t.call<ListData<Customer>>('GET', '/crm/customers', { token, query })) as Reply<ListData<Customer>>;
  expect(res.code).toBe(200);
  return { ids: res.data.list.map((c) => c.id), total: res.data.pagination.total };
};

describe('the customer list keyword and the global search against the keyword definition', () => {
  it('seeds a tenant whose names the keywords cut in many ways', () => {
    expect(seeded).toHaveLength(NAMES.length);
  });

  for (const caller of ['admin', 'rep1', 'rep2'] as const) {
    it(`gives ${caller} the definition's customers in the list's order, with its total, on every page and sort`, async () => {
      const token = tenant.tokens[caller];
      // the caller's customers in each order, without a keyword: the scope alone (other orders and pages
      // as the admin: the keyword's condition is the same for every caller)
      const orders = caller === 'admin' ? [{}, { sort: 'id', order: 'asc' }, { sort: 'name', order: 'asc' }] : [{}];
      const ordered = (keyword: string) => (caller === 'admin' && ORDERED.has(keyword) ? orders : orders.slice(0, 1));
      const visible = await Promise.all(orders.map((o) => list(token, { page_size: 100, ...o })));
      for (const keyword of [...KEYWORDS, String(seeded[4])]) {
        const matched = await definition(keyword);
        for (const [i, order] of ordered(keyword).entries()) {
          const expected = visible[i].ids.filter((id) => matched.has(id));
          const got = await list(token, { page_size: 100, keyword, ...order });
          expect({ keyword, order, ...got }).toEqual({ keyword, order, ids: expected, total: expected.length });
        }
        const expected = visible[0].ids.filter((id) => matched.has(id));
        if (ordered(keyword).length > 1) {
          // later pages, small ones: a common keyword's page walks the list in its order (created_at or
          // id, either way) and stops, a rare one's fetches the matches: the same rows, the same total
          for (const [i, order] of orders.slice(0, 2).entries()) {
            const all = visible[i].ids.filter((id) => matched.has(id));
            for (const [page, size] of [[2, 2], [1, 1], [3, 1]]) {
              const got = await list(token, { page, page_size: size, keyword, ...order });
              expect({ keyword, order, page, ...got }).toEqual({ keyword, order, page, ids: all.slice((page - 1) * size, page * size), total: all.length });
            }
          }
        }
        // the global search finds the same customers (fewer than its limit here)
        const search = (await t.call<ListData<CustomerSearchRow>>('GET', '/search/customers', { token, query: { keyword, page_size: 100 } })) as Reply<ListData<CustomerSearchRow>>;
        expect({ keyword, ids: search.data.list.map((r) => r.id).sort((a, b) => a - b), total: search.data.pagination.total }).toEqual({
          keyword,
          ids: [...expected].sort((a, b) => a - b),
          total: expected.length,
        });
      }
    });
  }

  it('finds none of another tenant’s customers with the same names', async () => {
    const mine = await list(other.tokens.admin, { keyword: '便利店', page_size: 100 });
    const theirs = await definition('便利店');
    expect(mine.total).toBe(5);
    expect(mine.ids.some((id) => theirs.has(id))).toBe(false);
  });
});
