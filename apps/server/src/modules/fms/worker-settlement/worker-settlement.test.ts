import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '@tradewind/contract/common/money';
import type { WorkerSettlementCandidates, WorkerSettlementDetail, WorkerSettlementEarners, WorkerSettlementList } from '@tradewind/contract/fms/worker-settlement.schema';
import { queryRows, type Db } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { dateCell, downloadExport } from '@/test/test-exports';
import { recordEarning, type RecordEarningInput } from '../ledger/earning';
import { postMoneyOut } from '../ledger/journal';
import { checkMoneyLedger } from '../ledger/money-check';
import { applySettlementPayment, lockSettlements } from '../settlement/settlement-payment';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;
let seq = 0;

const P = 'fms:worker_settlement_order';
const ACTIONS = ['list', 'create', 'delete', 'remove', 'audit1', 'audit2'].map((a) => `${P}:${a}`);
const URL = '/fms/worker_settlement_order';

beforeAll(async () => {
  const staff = (key: string, roles: string[], stores: 'all' | string[] = 'all') => ({ key, account: `${key}${Math.random().toString(36).slice(2, 8)}`, name: key, password: TEST_PASSWORD, roles, stores });
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'lead', name: '主管', permissions: ACTIONS },
      { key: 'finance', name: '财务', permissions: ACTIONS },
      { key: 'lister', name: '只读', permissions: [`${P}:list`] },
      { key: 'printer', name: '打印', permissions: [`fms/worker_settlement_order/Print`] },
    ],
    staff: [
      staff('admin', ['admin']),
      staff('lead', ['lead']),
      staff('finance', ['finance']),
      staff('lister', ['lister']),
      staff('printer', ['printer']),
      staff('storeB', ['lead'], ['b']),
      staff('picker', []),
      staff('nobody', []),
    ],
  });
  other = await t.tenant({});
});

const inTenant = <R>(fn: (tx: Db) => Promise<R>, owner: TestTenant = tenant) => withTenant(t.app.database.db, owner.tenantId, fn);

async function createWorker(name: string, owner: TestTenant = tenant): Promise<number> {
  seq += 1;
  const [row] = await withSystem(t.app.database.db, (tx) =>
    queryRows<{ id: number }>(tx, sql`INSERT INTO lms_workers (tenant_id, store_id, name, phone, type) VALUES (${owner.tenantId}::int, ${owner.stores.a}::int, ${name}, ${`1380000${String(seq).padStart(4, '0')}`}, 1) RETURNING id`),
  );
  return Number(row.id);
}

/** An earning through the kernel, then (as a fixture) moved to `at` — the app's role may not change created_at. */
async function earn(input: Partial<RecordEarningInput> & Pick<RecordEarningInput, 'targetType' | 'targetId'>, at = '2026-11-10 10:00:00+08', owner: TestTenant = tenant): Promise<number> {
  const n = ++seq;
  const { id } = await inTenant(
    (tx) => recordEarning(tx, { sourceType: 'picking_task', sourceId: n, sourceNo: `PT${n}`, amount: '10.00', storeId: owner.stores.a, staffId: owner.staff.admin, ...input }),
    owner,
  );
  await withSystem(t.app.database.db, (tx) => tx.execute(sql`UPDATE fms_worker_earnings SET created_at = ${at}::timestamptz WHERE id = ${id}::int`));
  return id;
}

type Opts = { token?: string; store?: number; owner?: TestTenant };
const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, input?: Record<string, unknown>, o: Opts = {}) => {
  const owner = o.owner ?? tenant;
  const base = { token: o.token ?? owner.tokens.admin, storeId: o.store ?? owner.stores.a };
  return t.call<T>(method, url, method === 'GET' ? { ...base, query: input } : { ...base, body: input });
};
const create = (body: Record<string, unknown>, o?: Opts) => call<WorkerSettlementDetail>('POST', URL, { start_date: '2026-11-01', end_date: '2026-11-30', ...body }, o);
const detail = (id: number, o?: Opts) => call<WorkerSettlementDetail>('GET', `${URL}/${id}`, undefined, o);
const act = (id: number, action: 'audit1' | 'audit2', o?: Opts & { remark?: string }) => call<WorkerSettlementDetail>('PUT', `${URL}/${id}/${action}`, { remark: o?.remark ?? '' }, o);
const remove = (earningId: number, o?: Opts) => call<WorkerSettlementDetail>('PUT', `${URL}/remove`, { remove_id: earningId }, o);
const owners = (ids: number[]) =>
  inTenant((tx) => queryRows<{ id: number; settlement_id: number | null; settled_at: Date | null }>(tx, sql`SELECT id, settlement_id, settled_at FROM fms_worker_earnings WHERE id = ANY(${`{${ids.join(',')}}`}::int[]) ORDER BY id`));

describe('worker settlements: earners, candidates and building', () => {
  it('lists the earners of the current store by the tenant’s calendar days, then settles one earner’s earnings', async () => {
    const worker = await createWorker('司机老王');
    const picker = tenant.staff.picker;
    // 2026-10-31 23:30 in Shanghai is October's; 2026-11-01 00:30 is November's (UTC: both on 10-31)
    const october = await earn({ targetType: 'worker', targetId: worker, amount: '7.00' }, '2026-10-31 23:30:00+08');
    const nov1 = await earn({ targetType: 'worker', targetId: worker, sourceType: 'delivery', amount: '30.50', detail: { basis: 'stop', stops: 3, pieces: '12.000', roles: ['driver'] } }, '2026-11-01 00:30:00+08');
    const nov2 = await earn({ targetType: 'worker', targetId: worker, sourceType: 'carry_fee', amount: '5.25', detail: { order_id: 1, amount: '15.75', loaders: 3 } }, '2026-11-30 23:59:00+08');
    const dec = await earn({ targetType: 'worker', targetId: worker, amount: '1.00' }, '2026-12-01 00:00:00+08');
    const otherStore = await earn({ targetType: 'worker', targetId: worker, amount: '99.00', storeId: tenant.stores.b });
    const picked = await earn({ targetType: 'staff', targetId: picker, amount: '12.30', detail: [{ item_id: 1 }, { item_id: 2 }] });

    const earners = await call<WorkerSettlementEarners>('GET', `${URL}/earners`, { start_date: '2026-11-01', end_date: '2026-11-30' });
    expect(earners.code).toBe(200);
    const mine = earners.data.list.filter((e) => (e.target_type === 'worker' && e.target_id === worker) || (e.target_type === 'staff' && e.target_id === picker));
    expect(mine).toEqual([
      {
        target_type: 'worker',
        target_type_name: '物流工人',
        target_id: worker,
        name: '司机老王',
        phone: expect.any(String),
        count: 2,
        amount: '35.75',
        by_source: [
          // the known sources in the contract's order (picking, delivery, carry fee), as the detail lists them
          { source_type: 'delivery', source_type_name: '配送', count: 1, amount: '30.50' },
          { source_type: 'carry_fee', source_type_name: '搬运费', count: 1, amount: '5.25' },
        ],
      },
      { target_type: 'staff', target_type_name: '员工', target_id: picker, name: 'picker', phone: null, count: 1, amount: '12.30', by_source: [{ source_type: 'picking_task', source_type_name: '拣货任务', count: 1, amount: '12.30' }] },
    ]);
    // store B sees its own earning only
    const inB = await call<WorkerSettlementEarners>('GET', `${URL}/earners`, { start_date: '2026-11-01', end_date: '2026-11-30' }, { store: tenant.stores.b });
    expect(inB.data.list.find((e) => e.target_id === worker)?.amount).toBe('99.00');

    const candidates = await call<WorkerSettlementCandidates>('GET', `${URL}/candidates`, { target_type: 'worker', target_id: worker, start_date: '2026-11-01', end_date: '2026-11-30' });
    expect(candidates.data.totals).toEqual({ count: 2, amount: '35.75' });
    expect(candidates.data.list.map((c) => [c.id, c.date, c.source_type_name, c.detail_summary])).toEqual([
      [nov1, '2026-11-01', '配送', '按站点 · 3 站 · 12 件 · 司机'],
      [nov2, '2026-11-30', '搬运费', '搬运费 15.75，3 人分'],
    ]);
    const en = await t.call<WorkerSettlementCandidates>('GET', `${URL}/candidates`, {
      token: tenant.tokens.admin,
      storeId: tenant.stores.a,
      headers: { 'accept-language': 'en-US' },
      query: { target_type: 'staff', target_id: picker, start_date: '2026-11-01', end_date: '2026-11-30' },
    });
    expect(en.data.list.map((c) => [c.source_type_name, c.detail_summary])).toEqual([['Picking task', '2 lines']]);

    // every unsettled earning of the period and store
    const made = await create({ target_type: 'worker', target_id: worker, remark: '十一月' });
    expect(made.code).toBe(200);
    const s = made.data;
    expect(s).toMatchObject({ status: 1, status_name: '草稿', target_name: '司机老王', target_type_name: '物流工人', earning_count: 2, total_amount: '35.75', paid_amount: '0.00', open_amount: '35.75', remark: '十一月', start_date: '2026-11-01', end_date: '2026-11-30' });
    expect(s.number).toMatch(/^WS\d{8}-\d{4}$/);
    expect(s.earnings.map((e) => e.id)).toEqual([nov1, nov2]);
    expect(s.by_source.map((b) => [b.source_type, b.count, b.amount])).toEqual([
      ['delivery', 1, '30.50'],
      ['carry_fee', 1, '5.25'],
    ]);
    expect(s.logs.map((l) => [l.action, l.from_status, l.to_status, l.remark])).toEqual([['create', null, 1, '十一月']]);
    expect(s.tenant_name).not.toBe('');
    expect((await owners([october, nov1, nov2, dec, otherStore, picked])).map((o) => o.settlement_id)).toEqual([null, s.id, s.id, null, null, null]);
    // the logistics worker's page names the settlement its earnings are on
    const page = await call<{ earnings: Array<{ id: number; settlement_no: string | null }> }>('GET', `/lms/worker/${worker}`);
    expect(page.data.earnings.filter((e) => e.settlement_no === s.number).map((e) => e.id).sort()).toEqual([nov1, nov2].sort());
    // settled earnings are no longer offered; nothing left → 409
    const after = await call<WorkerSettlementEarners>('GET', `${URL}/earners`, { start_date: '2026-11-01', end_date: '2026-11-30' });
    expect(after.data.list.some((e) => e.target_type === 'worker' && e.target_id === worker)).toBe(false);
    expect(await create({ target_type: 'worker', target_id: worker })).toMatchObject({ code: 409, message: expect.stringContaining('没有') });
    // the action log names the settlement
    const logged = await inTenant((tx) => queryRows<{ target_type: string; target_id: string }>(tx, sql`SELECT target_type, target_id FROM action_logs WHERE target_type = 'fms_worker_settlement' ORDER BY id DESC LIMIT 1`));
    expect(logged).toEqual([{ target_type: 'fms_worker_settlement', target_id: String(s.id) }]);

    // the staff picker's earning: chosen one by one
    const forPicker = await create({ target_type: 'staff', target_id: picker, earning_ids: [picked] });
    expect(forPicker.data).toMatchObject({ target_type: 'staff', target_name: 'picker', earning_count: 1, total_amount: '12.30' });
  });

  it('takes only the chosen earnings, each the earner’s in the store and period (422), and refuses those taken (409)', async () => {
    const worker = await createWorker('装卸老张');
    const a = await earn({ targetType: 'worker', targetId: worker, amount: '3.00' });
    const b = await earn({ targetType: 'worker', targetId: worker, amount: '4.00' });
    const c = await earn({ targetType: 'worker', targetId: worker, amount: '5.00' });
    const elsewhere = await earn({ targetType: 'worker', targetId: worker, amount: '5.00', storeId: tenant.stores.b });
    const late = await earn({ targetType: 'worker', targetId: worker, amount: '5.00' }, '2026-12-01 08:00:00+08');
    const someoneElse = await earn({ targetType: 'staff', targetId: tenant.staff.lead, amount: '1.00' });
    for (const bad of [elsewhere, late, someoneElse, 99999999]) {
      const res = await create({ target_type: 'worker', target_id: worker, earning_ids: [a, bad] });
      expect(res).toMatchObject({ code: 422, data: { errors: [{ field: 'earning_ids' }] } });
    }
    const first = await create({ target_type: 'worker', target_id: worker, earning_ids: [a, b, a] });
    expect(first.data).toMatchObject({ earning_count: 2, total_amount: '7.00' });
    const taken = await create({ target_type: 'worker', target_id: worker, earning_ids: [b, c] });
    expect(taken).toMatchObject({ code: 409, message: '所选收益已被其他结算单结算，请刷新后重选' });
    // the refused create changed nothing: c is still free, no settlement left behind
    expect((await owners([c])).map((o) => o.settlement_id)).toEqual([null]);
    const list = await call<WorkerSettlementList>('GET', '/fms/worker_settlement_orders', { target_type: 'worker', target_id: worker });
    expect(list.data.list.map((r) => r.id)).toEqual([first.data.id]);
  });

  it('two settlements built at once: each earning on at most one', async () => {
    const worker = await createWorker('并发工人');
    const ids = await Promise.all([1, 2, 3, 4].map(() => earn({ targetType: 'worker', targetId: worker, amount: '2.50' })));
    const chosen = await Promise.all([create({ target_type: 'worker', target_id: worker, earning_ids: ids }), create({ target_type: 'worker', target_id: worker, earning_ids: ids.slice(1) })]);
    expect(chosen.map((r) => r.code).sort()).toEqual([200, 409]);
    const won = chosen.find((r) => r.code === 200)!.data;
    expect(new Set((await owners(ids)).filter((o) => o.settlement_id !== null).map((o) => o.settlement_id))).toEqual(new Set([won.id]));
    expect(chosen.find((r) => r.code === 409)!.message).toBe('所选收益已被其他结算单结算，请刷新后重选');
    // every unsettled one, twice at once
    const more = await Promise.all([1, 2, 3].map(() => earn({ targetType: 'worker', targetId: worker, amount: '1.00' }, '2026-11-20 12:00:00+08')));
    const all = await Promise.all([create({ target_type: 'worker', target_id: worker }), create({ target_type: 'worker', target_id: worker })]);
    expect(all.map((r) => r.code).sort()).toEqual([200, 409]);
    const winner = all.find((r) => r.code === 200)!.data;
    // the three new ones, and the first earning when the three-earning build won above
    expect(winner.earning_count).toBe(3 + ids.length - won.earning_count);
    expect((await owners(more)).every((o) => o.settlement_id === winner.id)).toBe(true);
    const rows = await inTenant((tx) => queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM fms_worker_settlements WHERE target_type = 'worker' AND target_id = ${worker}::int`));
    expect(rows[0].n).toBe(2);
  });
});

describe('worker settlements: removing, audits, deleting', () => {
  it('removes earnings of a draft only, sums again, and audits twice by two people', async () => {
    const worker = await createWorker('审核工人');
    const ids = [await earn({ targetType: 'worker', targetId: worker, amount: '8.00' }), await earn({ targetType: 'worker', targetId: worker, amount: '2.40' }), await earn({ targetType: 'worker', targetId: worker, amount: '0.60' })];
    const s = (await create({ target_type: 'worker', target_id: worker })).data;
    expect(s.total_amount).toBe('11.00');
    const removed = await remove(ids[1]);
    expect(removed.data).toMatchObject({ id: s.id, earning_count: 2, total_amount: '8.60' });
    expect(removed.data.logs.at(-1)).toMatchObject({ action: 'remove', from_status: 1, to_status: 1, remark: expect.stringContaining('2.40') });
    expect(await remove(ids[1])).toMatchObject({ code: 404 });
    expect(await remove(99999999)).toMatchObject({ code: 404 });
    // the freed earning may go on another settlement
    expect((await create({ target_type: 'worker', target_id: worker })).data.earning_count).toBe(1);

    const one = await act(s.id, 'audit1', { token: tenant.tokens.lead, remark: '核对无误' });
    expect(one.data).toMatchObject({ status: 2, audit1_by_name: 'lead', audit1_remark: '核对无误' });
    expect(await act(s.id, 'audit1', { token: tenant.tokens.lead })).toMatchObject({ code: 409 });
    expect(await remove(ids[0])).toMatchObject({ code: 409 });
    expect(await call('DELETE', `${URL}/${s.id}`)).toMatchObject({ code: 409 });
    expect(await act(s.id, 'audit2', { token: tenant.tokens.lead })).toMatchObject({ code: 409, message: expect.stringContaining('另一人') });
    const two = await act(s.id, 'audit2', { token: tenant.tokens.finance, remark: '同意' });
    expect(two.data).toMatchObject({ status: 3, status_name: '财务已审', audit2_by_name: 'finance', open_amount: '8.60' });
    expect(two.data.logs.map((l) => [l.action, l.from_status, l.to_status])).toEqual([
      ['create', null, 1],
      ['remove', 1, 1],
      ['audit1', 1, 2],
      ['audit2', 2, 3],
    ]);
    expect(await act(s.id, 'audit2', { token: tenant.tokens.admin })).toMatchObject({ code: 409 });
    expect(await act(s.id, 'audit1', { token: tenant.tokens.admin })).toMatchObject({ code: 409, message: expect.stringContaining('财务已审') });
    // not paid yet: the earnings are on it, not settled
    expect((await owners([ids[0], ids[2]])).every((o) => o.settlement_id === s.id && o.settled_at === null)).toBe(true);
  });

  it('two audits at once: one passes, the other is refused', async () => {
    const worker = await createWorker('并发审核');
    await earn({ targetType: 'worker', targetId: worker, amount: '1.00' });
    const s = (await create({ target_type: 'worker', target_id: worker })).data;
    const both = await Promise.all([act(s.id, 'audit1', { token: tenant.tokens.lead }), act(s.id, 'audit1', { token: tenant.tokens.finance })]);
    expect(both.map((r) => r.code).sort()).toEqual([200, 409]);
    const by = both.find((r) => r.code === 200)!.data.audit1_by_name;
    const second = by === 'lead' ? tenant.tokens.finance : tenant.tokens.lead;
    const audits = await Promise.all([act(s.id, 'audit2', { token: second }), act(s.id, 'audit2', { token: tenant.tokens.admin })]);
    expect(audits.map((r) => r.code).sort()).toEqual([200, 409]);
    expect((await detail(s.id)).data.logs.filter((l) => l.action === 'audit2')).toHaveLength(1);
  });

  it('a total of 0.00 is paid on the finance audit; an empty draft cannot be audited', async () => {
    const worker = await createWorker('零元工人');
    const zero = await earn({ targetType: 'worker', targetId: worker, amount: '0' });
    const s = (await create({ target_type: 'worker', target_id: worker })).data;
    expect(s).toMatchObject({ earning_count: 1, total_amount: '0.00' });
    await act(s.id, 'audit1', { token: tenant.tokens.lead });
    const paid = await act(s.id, 'audit2', { token: tenant.tokens.finance });
    expect(paid.data).toMatchObject({ status: 4, status_name: '已付款', paid_amount: '0.00', open_amount: '0.00' });
    expect(paid.data.paid_at).not.toBeNull();
    expect(paid.data.logs.at(-1)).toMatchObject({ action: 'pay', from_status: 3, to_status: 4, remark: '0.00' });
    expect((await owners([zero]))[0].settled_at).not.toBeNull();
    expect(paid.data.earnings[0].settled_at).not.toBeNull();

    const other1 = await earn({ targetType: 'worker', targetId: worker, amount: '6.00' });
    const empty = (await create({ target_type: 'worker', target_id: worker })).data;
    await remove(other1);
    expect(await act(empty.id, 'audit1', { token: tenant.tokens.lead })).toMatchObject({ code: 409, message: '结算单没有收益明细，不能审核；请删除它' });
  });

  it('deletes a draft and frees its earnings; 404 for another tenant’s or store’s', async () => {
    const worker = await createWorker('删除工人');
    const e = await earn({ targetType: 'worker', targetId: worker, amount: '9.99' });
    const s = (await create({ target_type: 'worker', target_id: worker })).data;
    expect(await call('DELETE', `${URL}/${s.id}`, undefined, { owner: other })).toMatchObject({ code: 404 });
    expect(await call('DELETE', `${URL}/${s.id}`, undefined, { token: tenant.tokens.storeB, store: tenant.stores.b })).toMatchObject({ code: 404 });
    expect(await detail(s.id, { token: tenant.tokens.storeB, store: tenant.stores.b })).toMatchObject({ code: 404 });
    expect(await detail(s.id, { owner: other })).toMatchObject({ code: 404 });
    expect(await act(s.id, 'audit1', { owner: other })).toMatchObject({ code: 404 });
    expect(await remove(e, { owner: other })).toMatchObject({ code: 404 });
    expect(await call('DELETE', `${URL}/${s.id}`)).toMatchObject({ code: 200, data: { id: s.id } });
    expect(await detail(s.id)).toMatchObject({ code: 404 });
    expect((await owners([e]))[0].settlement_id).toBeNull();
    expect(await call('DELETE', `${URL}/${s.id}`)).toMatchObject({ code: 404 });
  });
});

describe('worker settlements: the list, the detail’s payments, permissions and bad input', () => {
  it('filters by number, earner, status and period, with counts per status and totals', async () => {
    const worker = await createWorker('列表工人甲');
    await earn({ targetType: 'worker', targetId: worker, amount: '10.00' });
    await earn({ targetType: 'worker', targetId: worker, amount: '20.00' }, '2026-09-15 10:00:00+08');
    const nov = (await create({ target_type: 'worker', target_id: worker })).data;
    const sep = (await create({ target_type: 'worker', target_id: worker, start_date: '2026-09-01', end_date: '2026-09-30' })).data;
    await act(sep.id, 'audit1', { token: tenant.tokens.lead });
    const list = (q: Record<string, unknown>, o?: Opts) => call<WorkerSettlementList>('GET', '/fms/worker_settlement_orders', q, o);
    const byName = await list({ target_keyword: '列表工人' });
    expect(byName.data.list.map((r) => r.id)).toEqual([sep.id, nov.id]);
    expect(byName.data.counts).toEqual({ all: 2, 1: 1, 2: 1, 3: 0, 4: 0 });
    expect(byName.data.totals).toEqual({ earning_count: 2, total_amount: '30.00', paid_amount: '0.00', open_amount: '30.00' });
    expect(byName.data.list[0]).toMatchObject({ target_name: '列表工人甲', store_name: expect.any(String), status_name: '主管已审' });
    const drafts = await list({ target_keyword: '列表工人', status: 1 });
    expect(drafts.data.list.map((r) => r.id)).toEqual([nov.id]);
    expect(drafts.data.pagination.total).toBe(1);
    expect(drafts.data.totals.total_amount).toBe('10.00');
    expect((await list({ keyword: nov.number })).data.list.map((r) => r.id)).toEqual([nov.id]);
    expect((await list({ target_keyword: '列表工人', start_date: '2026-09-01', end_date: '2026-09-30' })).data.list.map((r) => r.id)).toEqual([sep.id]);
    expect((await list({ target_type: 'staff', target_keyword: '列表工人' })).data.list).toEqual([]);
    // the current store's
    expect((await list({ target_keyword: '列表工人' }, { store: tenant.stores.b })).data.list).toEqual([]);
    expect((await list({ target_keyword: '列表工人' }, { owner: other })).data.list).toEqual([]);
  });

  it('shows payment notes paying it; paid in full settles the earnings', async () => {
    const worker = await createWorker('付款工人');
    const e = await earn({ targetType: 'worker', targetId: worker, amount: '50.00' });
    const s = (await create({ target_type: 'worker', target_id: worker })).data;
    await act(s.id, 'audit1', { token: tenant.tokens.lead });
    await act(s.id, 'audit2', { token: tenant.tokens.finance });
    const method = await call<{ id: number }>('POST', '/fms/payment_config', { kind: 1, name: `现金${seq}`, status: 1, is_default: 0 });
    expect(method.code).toBe(200);
    // a payment note as its audit leaves it (payment-note.service): the note, its item, the money-out row, the settlement paid
    const pay = (no: string, amount: string, audited: boolean) =>
      inTenant(async (tx) => {
        const [note] = await queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO fms_payment_notes (tenant_id, number, store_id, target_type, target_id, payment_config_id, payment_kind, amount, allocated_amount, status, pay_date, audited_at)
              VALUES (${tenant.tenantId}::int, ${no}, ${tenant.stores.a}::int, 'worker', ${worker}::int, ${method.data.id}::int, 1, ${amount}::numeric, ${amount}::numeric, ${audited ? 1 : 0}::int, '2026-11-28', ${audited ? sql`now()` : null})
              RETURNING id`,
        );
        await tx.execute(sql`INSERT INTO fms_payment_note_items (tenant_id, note_id, target_type, target_id, target_no, amount) VALUES (${tenant.tenantId}::int, ${note.id}::int, 'worker_settlement', ${s.id}::int, ${s.number}, ${amount}::numeric)`);
        if (!audited) return;
        await postMoneyOut(tx, { storeId: tenant.stores.a, type: 2, paymentConfigId: method.data.id, amount, targetType: 'worker', targetId: worker, docType: 'payment_note', docId: note.id, docNo: no, occurredOn: '2026-11-28', staffId: tenant.staff.admin });
        const locked = (await lockSettlements(tx, 'worker_settlement', [s.id])).get(s.id)!;
        await applySettlementPayment(tx, 'worker_settlement', locked, toCents(amount), { id: note.id, no }, { id: tenant.staff.admin, name: 'admin' });
      });
    await pay('PN-WS-1', '20.00', true);
    await pay('PN-WS-2', '30.00', false);
    let d = (await detail(s.id)).data;
    expect(d).toMatchObject({ status: 3, paid_amount: '20.00', open_amount: '30.00' });
    expect(d.payments.map((p) => [p.note_no, p.note_status, p.amount, p.payment_name])).toEqual([
      ['PN-WS-1', 1, '20.00', `现金${seq}`],
      ['PN-WS-2', 0, '30.00', `现金${seq}`],
    ]);
    expect((await owners([e]))[0].settled_at).toBeNull();
    await pay('PN-WS-3', '30.00', true);
    d = (await detail(s.id)).data;
    expect(d).toMatchObject({ status: 4, paid_amount: '50.00', open_amount: '0.00' });
    expect(d.earnings[0].settled_at).not.toBeNull();
    expect(d.logs.filter((l) => l.action === 'pay').map((l) => [l.from_status, l.to_status])).toEqual([
      [3, 3],
      [3, 4],
    ]);
    // the pending note is never audited here: delete it so the ledger's re-sum sees only what was paid
    await inTenant((tx) => tx.execute(sql`DELETE FROM fms_payment_notes WHERE number = 'PN-WS-2'`));
  });

  it('answers 401 / 402 without each permission; the print permission reads the detail', async () => {
    const worker = await createWorker('权限工人');
    const e = await earn({ targetType: 'worker', targetId: worker, amount: '1.00' });
    const s = (await create({ target_type: 'worker', target_id: worker })).data;
    const lister = { token: tenant.tokens.lister };
    expect((await call('GET', '/fms/worker_settlement_orders', {}, { token: tenant.tokens.nobody })).code).toBe(401);
    expect((await detail(s.id, { token: tenant.tokens.nobody })).code).toBe(401);
    expect((await detail(s.id, { token: tenant.tokens.printer })).code).toBe(200);
    expect((await detail(s.id, lister)).code).toBe(200);
    const period = { start_date: '2026-11-01', end_date: '2026-11-30' };
    expect((await call('GET', `${URL}/earners`, period, lister)).code).toBe(402);
    expect((await call('GET', `${URL}/candidates`, { ...period, target_type: 'worker', target_id: worker }, lister)).code).toBe(402);
    expect((await create({ target_type: 'worker', target_id: worker }, lister)).code).toBe(402);
    expect((await call('DELETE', `${URL}/${s.id}`, undefined, lister)).code).toBe(402);
    expect((await remove(e, lister)).code).toBe(402);
    expect((await act(s.id, 'audit1', lister)).code).toBe(402);
    expect((await act(s.id, 'audit2', lister)).code).toBe(402);
    // nothing changed
    expect((await detail(s.id)).data).toMatchObject({ status: 1, earning_count: 1 });
  });

  it('refuses bad input with the field (422)', async () => {
    const worker = await createWorker('输入工人');
    const field = async (res: Promise<{ code: number; data: unknown }>) => {
      const r = await res;
      expect(r.code).toBe(422);
      return (r.data as { errors: Array<{ field: string }> }).errors.map((x) => x.field);
    };
    expect(await field(create({ target_type: 'supplier', target_id: worker }))).toEqual(['target_type']);
    expect(await field(create({ target_type: 'worker', target_id: 0 }))).toEqual(['target_id']);
    expect(await field(create({ target_type: 'worker', target_id: 99999999 }))).toEqual(['target_id']);
    expect(await field(create({ target_type: 'worker', target_id: worker, start_date: '2026-02-30' }))).toEqual(['start_date']);
    expect(await field(create({ target_type: 'worker', target_id: worker, start_date: '2026-12-01' }))).toEqual(['end_date']);
    expect(await field(create({ target_type: 'worker', target_id: worker, earning_ids: [] }))).toEqual(['earning_ids']);
    expect(await field(create({ target_type: 'worker', target_id: worker, earning_ids: ['x'] }))).toEqual(['earning_ids.0']);
    expect(await field(create({ target_type: 'worker', target_id: worker, remark: 'x'.repeat(201) }))).toEqual(['remark']);
    expect(await field(call('GET', `${URL}/earners`, { start_date: '2026-11-01' }))).toEqual(['end_date']);
    expect(await field(call('GET', `${URL}/earners`, { start_date: '2026-11-02', end_date: '2026-11-01' }))).toEqual(['end_date']);
    expect(await field(call('GET', `${URL}/candidates`, { start_date: '2026-11-01', end_date: '2026-11-30', target_type: 'worker' }))).toEqual(['target_id']);
    expect(await field(call('GET', `${URL}/candidates`, { start_date: '2026-11-01', end_date: '2026-11-30', target_type: 'staff', target_id: 99999999 }))).toEqual(['target_id']);
    expect(await field(call('GET', '/fms/worker_settlement_orders', { status: 9 }))).toEqual(['status']);
    expect(await field(call('GET', '/fms/worker_settlement_orders', { start_date: '2026-11-02', end_date: '2026-11-01' }))).toEqual(['end_date']);
    expect(await field(call('PUT', `${URL}/remove`, { remove_id: 'abc' }))).toEqual(['remove_id']);
    expect(await field(call('PUT', `${URL}/1/audit1`, { remark: 'x'.repeat(201) }))).toEqual(['remark']);
    expect(await field(call('GET', `${URL}/abc`))).toEqual(['id']);
    expect((await detail(99999999)).code).toBe(404);
  });

  it('leaves the money ledger clean', async () => {
    expect(await checkMoneyLedger(t.app.database.db, tenant.tenantId)).toEqual([]);
  });
});

describe('worker settlement export', () => {
  it('exports the filtered tab through the export centre, in the creator’s language; the list’s permission; bad filters 422', async () => {
    const worker = await createWorker('导出工人甲');
    await earn({ targetType: 'worker', targetId: worker, amount: '12.50' }, '2027-01-05 10:00:00+08');
    await earn({ targetType: 'worker', targetId: worker, sourceType: 'carry_fee', amount: '0.75', detail: { order_id: 1, amount: '1.50', loaders: 2 } }, '2027-01-06 10:00:00+08');
    await earn({ targetType: 'worker', targetId: worker, amount: '3.00' }, '2027-02-03 10:00:00+08');
    const jan = (await create({ target_type: 'worker', target_id: worker, start_date: '2027-01-01', end_date: '2027-01-31', remark: '一月' })).data;
    expect((await act(jan.id, 'audit1', { token: tenant.tokens.lead })).data.status).toBe(2);
    const feb = (await create({ target_type: 'worker', target_id: worker, start_date: '2027-02-01', end_date: '2027-02-28' })).data;
    const exportOf = (query: Record<string, unknown>, o?: Opts) => call<{ id: number }>('GET', '/fms/worker_settlement_orders/export', query, o);
    const filter = { target_keyword: '导出工人' };

    // the tab of those past audit 1: one row, as the list shows it
    const started = await exportOf({ ...filter, status: 2 });
    expect(started.code).toBe(200);
    expect(started.data.id).toBeGreaterThan(0);
    const sheet = await downloadExport(t, tenant.tokens.admin, started.data.id);
    expect(sheet[0]).toEqual([
      '结算单号', '状态', '对象类型', '结算对象', '手机号', '开始日期', '结束日期', '收益条数', '结算金额', '已付金额', '未付金额',
      '门店', '备注', '制单人', '制单时间', '主管审核人', '主管审核时间', '财务审核人', '财务审核时间',
    ]);
    const shown = (await call<WorkerSettlementList>('GET', '/fms/worker_settlement_orders', { ...filter, status: 2 })).data.list;
    expect(shown.map((r) => r.id)).toEqual([jan.id]);
    const row = shown[0];
    expect(sheet.slice(1)).toEqual([
      [jan.number, '主管已审', '物流工人', '导出工人甲', row.target_phone, dateCell('2027-01-01'), dateCell('2027-01-31'), 2, 13.25, 0, 13.25, row.store_name, '一月', 'admin', dateCell(row.created_at), 'lead', dateCell(row.audit1_at)],
      // the totals row, as the list shows it: earnings counted, the money summed
      ['合计', undefined, undefined, undefined, undefined, undefined, undefined, 2, 13.25, 0, 13.25],
    ]); // no audit 2 yet: its two cells are empty (the row ends there)
    expect(row.audit1_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // every tab, narrowed by the period: February's draft alone
    const febOnly = await downloadExport(t, tenant.tokens.admin, (await exportOf({ ...filter, start_date: '2027-02-01', end_date: '2027-02-28' })).data.id);
    expect(febOnly.slice(1).map((r) => [r[0], r[1], r[8]])).toEqual([
      [feb.number, '草稿', 3],
      ['合计', undefined, 3],
    ]);

    // whoever sees the list may export it; the print permission alone or none is a page the member may not view (catalogue: 401)
    expect((await exportOf(filter, { token: tenant.tokens.lister })).code).toBe(200);
    expect((await exportOf(filter, { token: tenant.tokens.printer })).code).toBe(401);
    expect((await exportOf(filter, { token: tenant.tokens.nobody })).code).toBe(401);
    // bad filters are refused when asked for, with the field, and start nothing
    expect((await exportOf({ start_date: '2027-02-01', end_date: '2027-01-01' })).data).toMatchObject({ errors: [{ field: 'end_date' }] });
    expect((await exportOf({ status: 9 })).data).toMatchObject({ errors: [{ field: 'status' }] });
    expect((await exportOf({ target_type: 'supplier' })).data).toMatchObject({ errors: [{ field: 'target_type' }] });

    // an English reader gets English headers, states and source
    expect((await t.call('PUT', '/auth/info', { token: tenant.tokens.lister, body: { language: 'en-US' } })).code).toBe(200);
    const english = await exportOf({ ...filter, status: 2 }, { token: tenant.tokens.lister });
    const en = await downloadExport(t, tenant.tokens.lister, english.data.id);
    expect(en[0].slice(0, 4)).toEqual(['Number', 'Status', 'Earner type', 'Earner']);
    expect(en[1].slice(1, 3)).toEqual(['First audit passed', 'Logistics worker']);
    const tasks = await t.call<{ list: Array<{ id: number; source: string }> }>('GET', '/task/exports', { token: tenant.tokens.lister });
    expect(tasks.data.list.find((x) => x.id === english.data.id)?.source).toBe('Worker settlements');
  });
});
