import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import { CUSTOMER_SEARCH_LIMIT, type CustomerSearchRow } from '@tradewind/contract/crm/search.schema';
import { withSystem } from '@/core/db/tenancy';
import { useTestApp, TEST_PASSWORD, type TestTenant } from '@/test/test-app';
import { customers } from '../customer/customer.table';
import { customerSearchFields } from './search-fields';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;
const ids: Record<string, number> = {};

type Seed = { key: string; name: string; phone: string; store?: 'a' | 'b' | 'c'; owner?: 'rep1' | 'rep2' | null; status?: 0 | 1 };

async function seed(target: TestTenant, rows: Seed[]): Promise<void> {
  await withSystem(t.app.database.db, async (tx) => {
    // one by one, so ids grow in the listed order (newest last)
    for (const r of rows) {
      const owner = r.owner === undefined ? 'rep1' : r.owner;
      const [row] = await tx
        .insert(customers)
        .values({
          tenantId: target.tenantId,
          storeId: target.stores[r.store ?? 'a'],
          name: r.name,
          phone: r.phone,
          status: r.status ?? 1,
          salesType: owner ? 1 : 0,
          salesId: owner ? target.staff[owner] : null,
          ...customerSearchFields(r.name),
        })
        .returning({ id: customers.id });
      ids[r.key] = row.id;
    }
  });
}

const search = (token: string, query: Record<string, unknown>) => t.call<ListData<CustomerSearchRow>>('GET', '/search/customers', { token, query });
const names = (res: { data: ListData<CustomerSearchRow> }) => res.data.list.map((r) => r.name);

beforeAll(async () => {
  const rep = ['search:customer:list', 'crm:customer:detail'];
  const roles = [
    { key: 'admin', name: 'Admin', isSuper: true },
    { key: 'sales', name: 'Sales', permissions: rep, dataScope: 4 as const },
    { key: 'clerk', name: 'Clerk', permissions: ['crm:customer:list'], dataScope: 1 as const },
  ];
  const staff = (prefix: string) => [
    { key: 'admin', account: `${prefix}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all' as const, dept: 'head' },
    { key: 'rep1', account: `${prefix}_rep1`, name: '李娜', password: TEST_PASSWORD, roles: ['sales'], stores: ['a', 'b'], dept: 'head' },
    { key: 'rep2', account: `${prefix}_rep2`, name: '王芳', password: TEST_PASSWORD, roles: ['sales'], stores: ['a'], dept: 'head' },
    { key: 'clerk', account: `${prefix}_clerk`, name: 'Clerk', password: TEST_PASSWORD, roles: ['clerk'], stores: 'all' as const, dept: 'head' },
  ];
  const stores = [
    { key: 'a', name: 'S1 Store A', isMaster: true, areaString: '上海市 市辖区 浦东新区' },
    { key: 'b', name: 'S1 Store B', areaString: '浙江省 杭州市 西湖区' },
    { key: 'c', name: 'S1 Store C' },
  ];
  tenant = await t.tenant({ roles, staff: staff('s1'), stores });
  other = await t.tenant({ roles, staff: staff('s2') });
  await seed(tenant, [
    { key: 'shop', name: '王小明超市', phone: '13912345678' },
    { key: 'rival', name: '张伟便利店', phone: '13912340000', owner: 'rep2' },
    { key: 'oldWang', name: '老王烟酒', phone: '13700001111', owner: null },
    { key: 'disabled', name: '王芳', phone: '13600002222', store: 'b', status: 0 },
    { key: 'abc', name: 'ABC超市', phone: '13500003333', owner: null },
    { key: 'longPhone', name: '赵六', phone: '139123456780', store: 'c' },
    { key: 'percent', name: '百分之%折扣', phone: '13300004444', owner: null },
  ]);
  await seed(other, [{ key: 'otherWang', name: '王大锤', phone: '13912345678' }]);
});

describe('GET /search/customers', () => {
  it('finds names by one Chinese character: those starting with it first, then the rest, newest first', async () => {
    const res = await search(tenant.tokens.admin, { keyword: '王' });
    expect(res.code).toBe(200);
    expect(names(res)).toEqual(['王芳', '王小明超市', '老王烟酒']);
    expect(res.data.list.map((r) => r.match)).toEqual([1, 1, 2]);
    expect(res.data.pagination).toEqual({ total: 3, page: 1, size: 20 });
  });

  it('answers the dialog columns: store with its city, id, status, name, phone and sales owner or none', async () => {
    const res = await search(tenant.tokens.admin, { keyword: '王芳' });
    expect(res.data.list).toEqual([
      {
        id: ids.disabled,
        name: '王芳',
        phone: '13600002222',
        status: 0,
        store_id: tenant.stores.b,
        store_name: expect.stringContaining('Store B'),
        store_city: '杭州市',
        sales_id: tenant.staff.rep1,
        sales_name: '李娜',
        match: 1,
      },
    ]);
    const pool = await search(tenant.tokens.admin, { keyword: '烟酒' });
    expect(pool.data.list[0]).toMatchObject({ id: ids.oldWang, store_city: '上海市', sales_id: null, sales_name: null, status: 1, match: 2 });
    const noArea = await search(tenant.tokens.admin, { keyword: '赵六' });
    expect(noArea.data.list[0]).toMatchObject({ store_id: tenant.stores.c, store_city: null });
  });

  it('finds names by two Chinese characters anywhere in the name', async () => {
    expect(names(await search(tenant.tokens.admin, { keyword: '超市' }))).toEqual(['ABC超市', '王小明超市']);
    expect(names(await search(tenant.tokens.admin, { keyword: '王小' }))).toEqual(['王小明超市']);
    expect(names(await search(tenant.tokens.admin, { keyword: '小王' }))).toEqual([]);
  });

  it('finds names by three or more characters, case-insensitively, and treats % and _ as text', async () => {
    expect(names(await search(tenant.tokens.admin, { keyword: '小明超' }))).toEqual(['王小明超市']);
    expect(names(await search(tenant.tokens.admin, { keyword: '便利店' }))).toEqual(['张伟便利店']);
    expect((await search(tenant.tokens.admin, { keyword: 'abc超' })).data.list.map((r) => [r.name, r.match])).toEqual([['ABC超市', 1]]);
    // starting the name (3, 4 and 5+ characters) ranks before holding it
    expect((await search(tenant.tokens.admin, { keyword: '小明超' })).data.list.map((r) => r.match)).toEqual([2]);
    for (const keyword of ['王小明', '王小明超', '王小明超市']) {
      expect((await search(tenant.tokens.admin, { keyword })).data.list.map((r) => [r.name, r.match])).toEqual([['王小明超市', 1]]);
    }
    expect(names(await search(tenant.tokens.admin, { keyword: '王小明超市场' }))).toEqual([]);
    expect(names(await search(tenant.tokens.admin, { keyword: '之%折' }))).toEqual(['百分之%折扣']);
    expect(names(await search(tenant.tokens.admin, { keyword: '%' }))).toEqual(['百分之%折扣']);
    expect(names(await search(tenant.tokens.admin, { keyword: '之_折' }))).toEqual([]);
  });

  it('finds pinyin initials by prefix and full pinyin by prefix or substring', async () => {
    expect(names(await search(tenant.tokens.admin, { keyword: 'wxm' }))).toEqual(['王小明超市']);
    // up to four letters the prefixes are read from the keys, longer ones from the btrees: one answer
    expect(names(await search(tenant.tokens.admin, { keyword: 'WX' }))).toEqual(['王小明超市']);
    expect(names(await search(tenant.tokens.admin, { keyword: 'wxmc' }))).toEqual(['王小明超市']);
    expect(names(await search(tenant.tokens.admin, { keyword: 'WXMCS' }))).toEqual(['王小明超市']);
    expect(names(await search(tenant.tokens.admin, { keyword: 'wangxiao' }))).toEqual(['王小明超市']);
    const sub = await search(tenant.tokens.admin, { keyword: 'chaoshi' });
    expect(names(sub)).toEqual(['ABC超市', '王小明超市']);
    expect(sub.data.list.map((r) => r.match)).toEqual([2, 2]);
    // 'abc' starts the name and the pinyin: a prefix match
    const abc = await search(tenant.tokens.admin, { keyword: 'abc' });
    expect(abc.data.list.map((r) => [r.name, r.match])).toEqual([['ABC超市', 1]]);
    // initials 'lwyj' of 老王烟酒, full pinyin 'wang' inside it and 王小明超市 / 王芳 at the start
    expect(names(await search(tenant.tokens.admin, { keyword: 'lwy' }))).toEqual(['老王烟酒']);
    expect(names(await search(tenant.tokens.admin, { keyword: 'wang' }))).toEqual(['王芳', '王小明超市', '老王烟酒']);
    expect(names(await search(tenant.tokens.admin, { keyword: 'wz' }))).toEqual([]);
  });

  it('matches an all-digit keyword against the exact id and phones by prefix, exact matches first', async () => {
    const byId = await search(tenant.tokens.admin, { keyword: String(ids.abc) });
    expect(byId.data.list[0]).toMatchObject({ id: ids.abc, match: 0 });
    expect(byId.data.list.filter((r) => r.match === 0)).toHaveLength(1);
    const exact = await search(tenant.tokens.admin, { keyword: '13912345678' });
    expect(exact.data.list.map((r) => [r.id, r.match])).toEqual([
      [ids.shop, 0],
      [ids.longPhone, 1],
    ]);
    expect(names(await search(tenant.tokens.admin, { keyword: '1391234' }))).toEqual(['赵六', '张伟便利店', '王小明超市']);
    // up to six digits the prefix is read from the keys, longer ones from the phone btree: one answer
    expect(names(await search(tenant.tokens.admin, { keyword: '139123' }))).toEqual(['赵六', '张伟便利店', '王小明超市']);
    expect(names(await search(tenant.tokens.admin, { keyword: '137' }))).toEqual(['老王烟酒']);
    // digits never match inside a phone, nor an id written with leading zeros
    expect(names(await search(tenant.tokens.admin, { keyword: '12345678' }))).toEqual([]);
    expect((await search(tenant.tokens.admin, { keyword: `00${ids.abc}` })).data.list).toEqual([]);
    // beyond the id range: phones only, no error
    expect((await search(tenant.tokens.admin, { keyword: '99999999999999999999' })).code).toBe(200);
  });

  it('applies the data scope: a rep never finds another rep’s private customer, by name, phone, pinyin or id', async () => {
    const rep1 = tenant.tokens.rep1;
    expect(names(await search(rep1, { keyword: '王' }))).toEqual(['王芳', '王小明超市', '老王烟酒']);
    expect(names(await search(rep1, { keyword: '便利' }))).toEqual([]);
    expect(names(await search(rep1, { keyword: '张伟便利店' }))).toEqual([]);
    expect(names(await search(rep1, { keyword: 'zwbld' }))).toEqual([]);
    expect(names(await search(rep1, { keyword: '13912340000' }))).toEqual([]);
    expect(names(await search(rep1, { keyword: String(ids.rival) }))).toEqual([]);
    // store c is not rep1's: their own customer there stays out of reach too
    expect(names(await search(rep1, { keyword: '赵六' }))).toEqual([]);
    // rep2 holds store a only: the pool customers there and their own, not rep1's
    expect(names(await search(tenant.tokens.rep2, { keyword: '王' }))).toEqual(['老王烟酒']);
    expect(names(await search(tenant.tokens.rep2, { keyword: 'zwbld' }))).toEqual(['张伟便利店']);
  });

  it('needs search:customer:list', async () => {
    const res = await search(tenant.tokens.clerk, { keyword: '王' });
    // a read the user may not make answers like a page they may not view
    expect(res.code).toBe(401);
    expect(res.message).toBe('您没有查看该页面的权限');
    const anonymous = await t.call('GET', '/search/customers', { query: { keyword: '王' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.code).toBe(401);
  });

  it('answers from the session as it is now, not as this node last saw it: scope widened, right or store taken, token revoked', async () => {
    // Repeated reads with one token run on the session the node remembers while the fresh one loads
    // (route's readOnly): each change must show in the very next answer.
    const third = await t.tenant({
      roles: [{ key: 'sales', name: 'Sales', permissions: ['search:customer:list'], dataScope: 4 }],
      staff: [
        { key: 'rep1', account: 's3_rep1', name: 'Rep One', password: TEST_PASSWORD, roles: ['sales'], stores: ['a', 'b'] },
        { key: 'rep2', account: 's3_rep2', name: 'Rep Two', password: TEST_PASSWORD, roles: ['sales'], stores: ['a'] },
      ],
      stores: [
        { key: 'a', name: 'S3 Store A', isMaster: true },
        { key: 'b', name: 'S3 Store B' },
      ],
    });
    await seed(third, [
      { key: 'mine', name: '王一', phone: '13900000001', owner: 'rep1' },
      { key: 'theirs', name: '王二', phone: '13900000002', owner: 'rep2' },
    ]);
    const token = third.tokens.rep1;
    const change = (statement: ReturnType<typeof sql>) => withSystem(t.app.database.db, (tx) => tx.execute(statement));
    for (let i = 0; i < 3; i++) expect(names(await search(token, { keyword: '王' }))).toEqual(['王一']);
    await change(sql`UPDATE roles SET data_scope = 1 WHERE tenant_id = ${third.tenantId}`);
    expect(names(await search(token, { keyword: '王' }))).toEqual(['王二', '王一']);
    await change(sql`UPDATE roles SET data_scope = 4 WHERE tenant_id = ${third.tenantId}`);
    expect(names(await search(token, { keyword: '王' }))).toEqual(['王一']);
    expect((await t.call('GET', '/search/customers', { token, query: { keyword: '王' }, storeId: third.stores.b })).code).toBe(200);
    await change(sql`DELETE FROM staff_stores WHERE staff_id = ${third.staff.rep1} AND store_id = ${third.stores.b}`);
    expect((await t.call('GET', '/search/customers', { token, query: { keyword: '王' }, storeId: third.stores.b })).code).toBe(405);
    await change(sql`UPDATE roles SET permissions = '{}' WHERE tenant_id = ${third.tenantId}`);
    expect((await search(token, { keyword: '王' })).code).toBe(401);
    await change(sql`UPDATE roles SET permissions = '{search:customer:list}' WHERE tenant_id = ${third.tenantId}`);
    expect(names(await search(token, { keyword: '王' }))).toEqual(['王一']);
    // a bad keyword is refused as always, and a revoked token is refused before anything is read
    expect((await search(token, { keyword: '' })).code).toBe(422);
    await change(sql`UPDATE auth_tokens SET revoked_at = now(), revoked_reason = 'logout' WHERE staff_id = ${third.staff.rep1}`);
    const revoked = await search(token, { keyword: '王' });
    expect(revoked.status).toBe(401);
    expect(revoked.data).toBeNull();
  });

  it('refuses an empty, blank, missing or too long keyword and bad pages with field errors', async () => {
    for (const query of [{ keyword: '' }, { keyword: '   ' }, {}]) {
      const res = await t.call<{ errors: Array<{ field: string; message: string }> }>('GET', '/search/customers', { token: tenant.tokens.admin, query });
      expect(res.code).toBe(422);
      expect(res.data.errors).toEqual([{ field: 'keyword', message: '请输入客户ID、名称或手机号' }]);
    }
    const long = await t.call<{ errors: Array<{ field: string }> }>('GET', '/search/customers', { token: tenant.tokens.admin, query: { keyword: '王'.repeat(51) } });
    expect(long.code).toBe(422);
    expect(long.data.errors[0].field).toBe('keyword');
    expect((await search(tenant.tokens.admin, { keyword: '王', page: 0 })).code).toBe(422);
    expect((await search(tenant.tokens.admin, { keyword: '王', page_size: 'x' })).code).toBe(422);
    const en = await t.call('GET', '/search/customers', { token: tenant.tokens.admin, query: { keyword: '' }, headers: { 'accept-language': 'en-US' } });
    expect(en.message).toBe('Please enter a customer ID, name or phone');
  });

  it('pages through the matches', async () => {
    const first = await search(tenant.tokens.admin, { keyword: '王', page: 1, page_size: 2 });
    const second = await search(tenant.tokens.admin, { keyword: '王', page: 2, page_size: 2 });
    expect(names(first)).toEqual(['王芳', '王小明超市']);
    expect(names(second)).toEqual(['老王烟酒']);
    expect(second.data.pagination).toEqual({ total: 3, page: 2, size: 2 });
    const beyond = await search(tenant.tokens.admin, { keyword: '王', page: 3, page_size: 2 });
    expect(beyond.data.list).toEqual([]);
    expect(beyond.data.pagination.total).toBe(3);
  });

  it('answers 20 customers a page when the caller names no page size (spec 000 §9)', async () => {
    const own = await t.tenant({});
    await seed(own, Array.from({ length: 25 }, (_, i) => ({ key: `page-${i}`, name: `翻页客户${i}`, phone: `1370000${String(i).padStart(4, '0')}`, owner: null })));
    const first = await search(own.tokens.admin, { keyword: '翻页' });
    expect(first.data.pagination).toEqual({ total: 25, page: 1, size: 20 });
    expect(first.data.list).toHaveLength(20);
    const second = await search(own.tokens.admin, { keyword: '翻页', page: 2 });
    expect(second.data.list).toHaveLength(5);
  });

  it('keeps tenants apart', async () => {
    expect(names(await search(other.tokens.admin, { keyword: '王' }))).toEqual(['王大锤']);
    expect(names(await search(other.tokens.admin, { keyword: '13912345678' }))).toEqual(['王大锤']);
    // ids are short digit strings, which also start phones: the exact-id match must not cross tenants
    expect((await search(other.tokens.admin, { keyword: String(ids.shop) })).data.list.map((r) => r.id)).not.toContain(ids.shop);
    expect((await search(tenant.tokens.admin, { keyword: String(ids.otherWang) })).data.list.map((r) => r.id)).not.toContain(ids.otherWang);
    expect(names(await search(tenant.tokens.admin, { keyword: '大锤' }))).toEqual([]);
  });

  it('follows a customer’s pool, owner and store in a rep’s search by name (the postings carry them)', async () => {
    const rep1 = tenant.tokens.rep1;
    const move = (set: Partial<typeof customers.$inferInsert>) => withSystem(t.app.database.db, (tx) => tx.update(customers).set(set).where(sql`id = ${ids.rival}`));
    // by name grams, by short initials and phone prefixes (the keys) and by a long phone prefix (the btree)
    const keywords = ['张伟', '张伟便利店', 'zwbl', '1391234', '139123'];
    const finds = async () => (await Promise.all(keywords.map((keyword) => search(rep1, { keyword })))).map((r) => names(r).filter((n) => n === '张伟便利店').length);
    const none = keywords.map(() => 0);
    const all = keywords.map(() => 1);
    expect(await finds()).toEqual(none);
    await move({ salesType: 0, salesId: null });
    expect(await finds()).toEqual(all);
    await move({ salesType: 1, salesId: tenant.staff.rep1, storeId: tenant.stores.c });
    expect(await finds()).toEqual(none);
    await move({ storeId: tenant.stores.b });
    expect(await finds()).toEqual(all);
    // a new phone: its old prefixes no longer lead to it, the new ones do
    await move({ phone: '18612340000' });
    expect(names(await search(rep1, { keyword: '139123' }))).not.toContain('张伟便利店');
    expect(names(await search(rep1, { keyword: '1861' }))).toEqual(['张伟便利店']);
    await move({ phone: '13912340000', salesId: tenant.staff.rep2, storeId: tenant.stores.a });
    expect(await finds()).toEqual(none);
    expect(names(await search(tenant.tokens.rep2, { keyword: '张伟' }))).toEqual(['张伟便利店']);
    expect(names(await search(tenant.tokens.rep2, { keyword: 'zwbl' }))).toEqual(['张伟便利店']);
  });

  it('finds customers written through the customer calls (the gram trigger runs under RLS)', async () => {
    const created = await t.call<{ id: number }>('POST', '/crm/customer', { token: tenant.tokens.admin, storeId: tenant.stores.a, body: { name: '晨曦便利店', phone: '13811112222' } });
    expect(created.code).toBe(200);
    const found = await search(tenant.tokens.admin, { keyword: '晨曦' });
    expect(found.data.list.map((r) => [r.id, r.match])).toEqual([[created.data.id, 1]]);
    expect(names(await search(tenant.tokens.admin, { keyword: 'cxbld' }))).toEqual(['晨曦便利店']);
  });

  it('follows renames, and stops counting at the search limit', async () => {
    await withSystem(t.app.database.db, (tx) => tx.update(customers).set({ name: '赵小明超市', ...customerSearchFields('赵小明超市') }).where(sql`id = ${ids.shop}`));
    expect(names(await search(tenant.tokens.admin, { keyword: '王' }))).toEqual(['王芳', '老王烟酒']);
    expect(names(await search(tenant.tokens.admin, { keyword: '赵小' }))).toEqual(['赵小明超市']);
    expect(names(await search(tenant.tokens.admin, { keyword: 'zxm' }))).toEqual(['赵小明超市']);

    const extra = CUSTOMER_SEARCH_LIMIT + 5;
    await withSystem(t.app.database.db, (tx) =>
      tx.execute(sql`INSERT INTO crm_customers (tenant_id, store_id, name, phone, sales_type, name_pinyin, name_initials)
        SELECT ${tenant.tenantId}::int, ${tenant.stores.a}::int, '批量客户' || g, '150' || lpad(g::text, 8, '0'), 0, 'piliangkehu' || g, 'plkh' || g
        FROM generate_series(1, ${extra}::int) AS g`),
    );
    const first = await search(tenant.tokens.admin, { keyword: '批量' });
    expect(first.data.pagination.total).toBe(CUSTOMER_SEARCH_LIMIT);
    expect(first.data.list[0].name).toBe(`批量客户${extra}`);
    const last = await search(tenant.tokens.admin, { keyword: '批量', page: CUSTOMER_SEARCH_LIMIT / 20 });
    expect(last.data.list).toHaveLength(20);
    expect(last.data.list[19].name).toBe('批量客户6');
    expect((await search(tenant.tokens.admin, { keyword: '批量', page: CUSTOMER_SEARCH_LIMIT / 20 + 1 })).data.list).toEqual([]);
    expect((await search(tenant.tokens.admin, { keyword: 'plkh' })).data.pagination.total).toBe(CUSTOMER_SEARCH_LIMIT);
    expect((await search(tenant.tokens.admin, { keyword: '150' })).data.pagination.total).toBe(CUSTOMER_SEARCH_LIMIT);
    expect(names(await search(tenant.tokens.admin, { keyword: '15000000042' }))).toEqual(['批量客户42']);
  });

  it('puts names merely containing the keyword after the better matches while those are fewer than the limit, and none past it', async () => {
    const insert = (names: string, phones: string) =>
      withSystem(t.app.database.db, (tx) =>
        tx.execute(sql`INSERT INTO crm_customers (tenant_id, store_id, name, phone, sales_type, name_pinyin, name_initials)
          SELECT ${tenant.tenantId}::int, ${tenant.stores.a}::int, n.name, ${phones} || lpad(n.i::text, 8, '0'), 0, 'x', 'x'
          FROM unnest(${sql.raw(names)}) WITH ORDINALITY AS n(name, i)`),
      );
    const lastPage = CUSTOMER_SEARCH_LIMIT / 20;
    // limit − 1 names starting with 甲乙 (rank 1), then three newer ones holding it inside (rank 2)
    await insert(`array(SELECT '甲乙客户' || g FROM generate_series(1, ${CUSTOMER_SEARCH_LIMIT - 1}) AS g)`, '151');
    await insert(`ARRAY['客户甲乙1', '客户甲乙2', '客户甲乙3']`, '152');
    const before = await search(tenant.tokens.admin, { keyword: '甲乙', page: lastPage });
    expect(before.data.pagination.total).toBe(CUSTOMER_SEARCH_LIMIT);
    expect(before.data.list.map((r) => [r.name, r.match]).slice(-2)).toEqual([['甲乙客户1', 1], ['客户甲乙3', 2]]);
    // one more at the start: the limit's worth of better matches leaves no room for the others
    await insert(`ARRAY['甲乙客户新']`, '153');
    const after = await search(tenant.tokens.admin, { keyword: '甲乙', page: lastPage });
    expect(after.data.pagination.total).toBe(CUSTOMER_SEARCH_LIMIT);
    expect(after.data.list.map((r) => r.match)).toEqual(Array(20).fill(1));
    expect(after.data.list.at(-1)?.name).toBe('甲乙客户1');
    // with fewer better matches the contained ones come back (a rep's scope counts only what they see)
    expect(names(await search(tenant.tokens.admin, { keyword: '户甲乙' }))).toEqual(['客户甲乙3', '客户甲乙2', '客户甲乙1']);
  });
});
