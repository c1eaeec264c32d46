import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schedule, ScheduleCalendar } from '@tradewind/contract/crm/schedule.schema';
import type { Visit } from '@tradewind/contract/crm/visit.schema';
import { queryRows } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { registeredTasks } from '@/core/jobs/scheduler';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { crmTenantSpec } from '@/test/fixtures/crm/crm-test-tenant';
import { messageRows, seedCustomer } from '@/test/fixtures/crm/pool-fixtures';
import type { TenantSpec } from '@/modules/system/tenant';
import { runScheduleReminders, SCHEDULE_REMIND_TASK } from './schedule-remind.job';

const t = useTestApp();
const SCHEDULE = ['crm:schedule:index', 'crm:schedule:create', 'crm:schedule:update', 'crm:schedule:delete', 'crm:visit:list', 'crm:visit:create'];

function scheduleTenantSpec(): Partial<TenantSpec> {
  const spec = crmTenantSpec();
  return { ...spec, roles: spec.roles!.map((r) => (r.key === 'rep' || r.key === 'manager' ? { ...r, permissions: [...(r.permissions ?? []), ...SCHEDULE] } : r)) };
}

let tenant: TestTenant;
let customer: number;
let rep2Customer: number;
beforeAll(async () => {
  tenant = await t.tenant(scheduleTenantSpec());
  customer = await seedCustomer(t, tenant, { name: '日程客户', salesType: 1, salesId: tenant.staff.rep1 });
  rep2Customer = await seedCustomer(t, tenant, { name: '别人的客户', salesType: 1, salesId: tenant.staff.rep2 });
});

type Fail = { errors: Array<{ field: string; message: string }> };
const task = (body: Record<string, unknown> = {}) => ({ title: '拜访日程客户', start_time: '2030-03-10 09:00', end_time: '2030-03-10 10:00', ...body });
const create = (token: string, body: Record<string, unknown> = {}) => t.call<Schedule>('POST', '/crm/schedule', { token, body: task(body) });
const calendar = (token: string, query: Record<string, unknown> = {}) =>
  t.call<ScheduleCalendar>('GET', '/crm/schedules', { token, query: { start_date: '2030-03-01', end_date: '2030-03-31', ...query } });
const taskRow = async (id: number) =>
  (await withSystem(t.app.database.db, (tx) => queryRows<{ reminded_at: string | null; deleted_at: string | null; done: number }>(tx, sql`SELECT reminded_at, deleted_at, done FROM crm_schedules WHERE id = ${id}`)))[0];
const reminders = async (staffId: number) => (await messageRows(t, staffId)).filter((m) => m.target_type === 'schedule');

describe('schedule', () => {
  it('keeps a person’s tasks with follow-ups due and done, read-only, in the calendar of a range', async () => {
    const made = await create(tenant.tokens.rep1, { customer_id: customer, remark: '带样品', remind_minutes: 30 });
    expect(made.code).toBe(200);
    expect(made.data).toMatchObject({ title: '拜访日程客户', start_time: '2030-03-10 09:00:00', end_time: '2030-03-10 10:00:00', all_day: 0, customer_name: '日程客户', remind_minutes: 30, reminded_at: null, done: 0, staff_id: tenant.staff.rep1 });
    const allDay = await create(tenant.tokens.rep1, { title: '月度盘点', start_time: '2030-03-31', end_time: '2030-04-01', all_day: 1 });
    expect(allDay.data).toMatchObject({ start_time: '2030-03-31 00:00:00', end_time: '2030-04-01 23:59:59', all_day: 1 });
    const visit = await t.call<Visit>('POST', '/crm/visit', { token: tenant.tokens.rep1, body: { customer_id: customer, content: '电话约了拜访', visit_type: 1, next_visit_time: '2030-03-12 14:00' } });
    expect(visit.code).toBe(200);
    const cal = await calendar(tenant.tokens.rep1);
    expect(cal.code).toBe(200);
    expect(cal.data.list.map((e) => [e.kind, e.id, e.start_time, e.editable])).toEqual([
      ['task', made.data.id, '2030-03-10 09:00:00', true],
      ['due', visit.data.id, '2030-03-12 14:00:00', false],
      ['task', allDay.data.id, '2030-03-31 00:00:00', true],
    ]);
    // the follow-up itself was logged today: it shows on today's page
    const today = visit.data.created_at.slice(0, 10);
    const todays = await calendar(tenant.tokens.rep1, { start_date: today, end_date: today });
    expect(todays.data.list.filter((e) => e.kind === 'visit').map((e) => [e.id, e.type_text, e.customer_name])).toEqual([[visit.data.id, '跟进', '日程客户']]);
    // another rep sees none of it and may not ask for it; the super administrator may
    expect((await calendar(tenant.tokens.rep2)).data.list).toEqual([]);
    expect((await calendar(tenant.tokens.rep2, { staff_id: tenant.staff.rep1 })).code).toBe(402);
    expect((await t.call('GET', `/crm/schedule/${made.data.id}`, { token: tenant.tokens.rep2 })).code).toBe(404);
    expect((await calendar(tenant.tokens.admin, { staff_id: tenant.staff.rep1 })).data.list).toHaveLength(3);
    expect((await calendar(tenant.tokens.rep1, { staff_id: 'x' })).code).toBe(422);
    expect((await t.call<Schedule>('GET', `/crm/schedule/${made.data.id}`, { token: tenant.tokens.rep1 })).data.remark).toBe('带样品');
  });

  it('edits, ticks done and deletes only one’s own tasks', async () => {
    const made = (await create(tenant.tokens.rep1)).data;
    const edited = await t.call<Schedule>('PUT', `/crm/schedule/${made.id}`, { token: tenant.tokens.rep1, body: task({ title: '改期拜访', start_time: '2030-03-11 15:00', end_time: '2030-03-11 16:30' }) });
    expect(edited.data).toMatchObject({ title: '改期拜访', start_time: '2030-03-11 15:00:00', end_time: '2030-03-11 16:30:00' });
    expect((await t.call('PUT', `/crm/schedule/${made.id}`, { token: tenant.tokens.rep2, body: task() })).code).toBe(404);
    expect((await t.call('PUT', `/crm/schedule/${made.id}/done`, { token: tenant.tokens.rep2, body: { done: 1 } })).code).toBe(404);
    expect((await t.call<Schedule>('PUT', `/crm/schedule/${made.id}/done`, { token: tenant.tokens.rep1, body: { done: 1 } })).data.done).toBe(1);
    expect((await t.call('DELETE', `/crm/schedule/${made.id}`, { token: tenant.tokens.rep2 })).code).toBe(404);
    expect((await t.call('DELETE', `/crm/schedule/${made.id}`, { token: tenant.tokens.rep1 })).code).toBe(200);
    expect((await t.call('GET', `/crm/schedule/${made.id}`, { token: tenant.tokens.rep1 })).code).toBe(404);
    expect((await taskRow(made.id)).deleted_at).not.toBeNull();
  });

  it('refuses bad input with the field named and nothing saved', async () => {
    const before = (await calendar(tenant.tokens.rep2)).data.list.length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '' }, 'title', '请输入日程标题'],
      [{ title: 'x'.repeat(51) }, 'title', '日程标题不能超过 50 个字符'],
      [{ start_time: '2030-02-30 09:00' }, 'start_time', '请选择开始时间'],
      [{ end_time: 'tomorrow' }, 'end_time', '请选择结束时间'],
      [{ end_time: '2030-03-10 08:00' }, 'end_time', '结束时间不能早于开始时间'],
      [{ remind_minutes: -1 }, 'remind_minutes', '提醒时间为 0 到 10080 分钟'],
      [{ remind_minutes: 10081 }, 'remind_minutes', '提醒时间为 0 到 10080 分钟'],
      [{ all_day: 2 }, 'all_day', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(tenant.tokens.rep2, body);
      expect(res.code, JSON.stringify(body)).toBe(422);
      expect((res.data as unknown as Fail).errors[0], JSON.stringify(body)).toMatchObject({ field, message: expect.stringContaining(message) });
    }
    // a customer the rep cannot see
    expect((await create(tenant.tokens.rep2, { customer_id: customer })).code).toBe(404);
    expect((await create(tenant.tokens.rep1, { customer_id: rep2Customer })).code).toBe(404);
    expect((await calendar(tenant.tokens.rep2)).data.list).toHaveLength(before);
    expect((await calendar(tenant.tokens.rep2, { start_date: '2030-01-01', end_date: '2030-04-01' })).code).toBe(422);
    expect((await calendar(tenant.tokens.rep2, { start_date: '2030-03-02', end_date: '2030-03-01' })).code).toBe(422);
    expect((await t.call('GET', '/crm/schedules', { token: tenant.tokens.rep2 })).code).toBe(422);
    // year 0 parses in JavaScript but is no date to PostgreSQL: refused, not a 500
    expect((await calendar(tenant.tokens.rep2, { start_date: '0000-01-01', end_date: '0000-01-02' })).code).toBe(422);
    expect((await create(tenant.tokens.rep2, { start_time: '0000-01-01 09:00', end_time: '0000-01-01 10:00' })).code).toBe(422);
  });

  it('needs its permissions on every route', async () => {
    const made = (await create(tenant.tokens.rep1)).data;
    const token = tenant.tokens.clerk;
    expect((await calendar(token)).code).toBe(401);
    expect((await t.call('GET', `/crm/schedule/${made.id}`, { token })).code).toBe(401);
    expect((await t.call('GET', '/crm/schedule/staffs', { token })).code).toBe(401);
    expect((await create(token)).code).toBe(402);
    expect((await t.call('PUT', `/crm/schedule/${made.id}`, { token, body: task() })).code).toBe(402);
    expect((await t.call('PUT', `/crm/schedule/${made.id}/done`, { token, body: { done: 1 } })).code).toBe(402);
    expect((await t.call('DELETE', `/crm/schedule/${made.id}`, { token })).code).toBe(402);
  });

  it('reminds once when the reminder comes due, again only when it moves; not a done task', async () => {
    expect(registeredTasks().filter((x) => x.name === SCHEDULE_REMIND_TASK)).toHaveLength(1);
    const rep = tenant.staff.manager;
    const token = tenant.tokens.manager;
    const remind = (await create(token, { title: '提醒我', start_time: '2031-05-10 09:00', end_time: '2031-05-10 09:30', remind_minutes: 30 })).data;
    const done = (await create(token, { title: '已完成的', start_time: '2031-05-10 09:00', end_time: '2031-05-10 09:30', remind_minutes: 30, done: 1 })).data;
    const none = (await create(token, { title: '不提醒', start_time: '2031-05-10 09:00', end_time: '2031-05-10 09:30' })).data;
    const db = t.app.database.db;
    // 08:29 Shanghai: not yet
    await runScheduleReminders({ db, now: new Date('2031-05-10T00:29:00Z') });
    expect(await reminders(rep)).toEqual([]);
    await runScheduleReminders({ db, now: new Date('2031-05-10T00:31:00Z') });
    await runScheduleReminders({ db, now: new Date('2031-05-10T00:35:00Z') });
    expect(await reminders(rep)).toEqual([{ title: '日程提醒', content: '「提醒我」将于 2031-05-10 09:00 开始', type: 'customer', target_type: 'schedule', target_id: remind.id }]);
    expect((await taskRow(remind.id)).reminded_at).not.toBeNull();
    expect((await taskRow(done.id)).reminded_at).toBeNull();
    expect((await taskRow(none.id)).reminded_at).toBeNull();
    // an edit that keeps the reminder's moment does not send it again; one that moves it does
    await t.call('PUT', `/crm/schedule/${remind.id}`, { token, body: task({ title: '提醒我', start_time: '2031-05-10 09:00', end_time: '2031-05-10 11:00', remind_minutes: 30 }) });
    expect((await taskRow(remind.id)).reminded_at).not.toBeNull();
    await t.call('PUT', `/crm/schedule/${remind.id}`, { token, body: task({ title: '提醒我', start_time: '2031-05-11 09:00', end_time: '2031-05-11 11:00', remind_minutes: 30 }) });
    expect((await taskRow(remind.id)).reminded_at).toBeNull();
    await runScheduleReminders({ db, now: new Date('2031-05-11T00:31:00Z') });
    expect((await reminders(rep)).map((m) => m.content)).toEqual(['「提醒我」将于 2031-05-10 09:00 开始', '「提醒我」将于 2031-05-11 09:00 开始']);
  });
});

describe('schedule of the people a manager’s data scope covers', () => {
  type Staff = { id: number; name: string; dept_name: string | null; is_self: boolean };
  let org: TestTenant;
  beforeAll(async () => {
    const spec = scheduleTenantSpec();
    const roles = spec.roles!.find((r) => r.key === 'rep')!.permissions!;
    const rep = spec.staff!.find((p) => p.key === 'rep1')!;
    org = await t.tenant({
      ...spec,
      departments: [
        { key: 'sales', name: '销售部' },
        { key: 'east', name: '华东组', parent: 'sales' },
        { key: 'west', name: '华西组' },
      ],
      roles: [...spec.roles!, { key: 'store_lead', name: 'Store lead', permissions: roles, dataScope: 2 }, { key: 'dept_lead', name: 'Dept lead', permissions: roles, dataScope: 3 }],
      staff: [
        ...spec.staff!.map((p) => (p.key === 'rep1' ? { ...p, dept: 'east' } : p.key === 'rep2' ? { ...p, dept: 'west' } : p)),
        { ...rep, key: 'lead_b', account: `${rep.account}_lb`, name: 'Lead B', roles: ['store_lead'], stores: ['b'] },
        { ...rep, key: 'lead_sales', account: `${rep.account}_ls`, name: 'Lead Sales', roles: ['dept_lead'], stores: ['a'], dept: 'sales' },
      ],
    });
  });
  const staffOf = async (token: string) => {
    const res = await t.call<{ list: Staff[] }>('GET', '/crm/schedule/staffs', { token });
    expect(res.code).toBe(200);
    return res.data.list;
  };

  it('lists whose calendars the caller reads: themselves first, then the people of their stores or departments', async () => {
    const ids = async (token: string) => (await staffOf(token)).map((p) => p.id);
    const rep1 = await staffOf(org.tokens.rep1);
    expect(rep1).toEqual([{ id: org.staff.rep1, name: 'Rep One', dept_name: '华东组', is_self: true }]);
    // store scope (store b): the members holding store b — not rep1 / rep2 of store a; the disabled member never
    const storeLead = await ids(org.tokens.lead_b);
    expect(storeLead[0]).toBe(org.staff.lead_b);
    expect(storeLead).toEqual(expect.arrayContaining([org.staff.repb, org.staff.manager]));
    expect(storeLead).not.toContain(org.staff.rep1);
    // department scope (销售部 and 华东组 below it): rep1, not rep2 of 华西组
    const deptLead = await ids(org.tokens.lead_sales);
    expect(deptLead).toEqual([org.staff.lead_sales, org.staff.rep1]);
    const all = await ids(org.tokens.manager);
    expect(all[0]).toBe(org.staff.manager);
    expect(all).toEqual(expect.arrayContaining([org.staff.rep1, org.staff.rep2, org.staff.repb, org.staff.lead_b]));
    expect(all).not.toContain(org.staff.gone);
  });

  it('reads the calendar of a person within the scope, their tasks read-only; 404 outside it, 402 to one who sees only their own', async () => {
    const made = (await create(org.tokens.rep1, { title: '华东拜访' })).data;
    expect(made.editable).toBe(true);
    const seen = await calendar(org.tokens.lead_sales, { staff_id: org.staff.rep1 });
    expect(seen.code).toBe(200);
    expect(seen.data.staff_id).toBe(org.staff.rep1);
    expect(seen.data.list.map((e) => [e.kind, e.id, e.editable])).toEqual([['task', made.id, false]]);
    const opened = await t.call<Schedule>('GET', `/crm/schedule/${made.id}`, { token: org.tokens.lead_sales });
    expect(opened.data).toMatchObject({ id: made.id, staff_id: org.staff.rep1, editable: false });
    // reading is not changing: the task stays the owner's
    expect((await t.call('PUT', `/crm/schedule/${made.id}`, { token: org.tokens.lead_sales, body: task() })).code).toBe(404);
    expect((await t.call('PUT', `/crm/schedule/${made.id}/done`, { token: org.tokens.lead_sales, body: { done: 1 } })).code).toBe(404);
    expect((await t.call('DELETE', `/crm/schedule/${made.id}`, { token: org.tokens.lead_sales })).code).toBe(404);
    // outside the scope: another department, another store, no such member, another tenant's member
    expect(await calendar(org.tokens.lead_sales, { staff_id: org.staff.rep2 })).toMatchObject({ code: 404, message: '该员工不存在或不在您的数据权限范围内' });
    expect((await calendar(org.tokens.lead_b, { staff_id: org.staff.rep1 })).code).toBe(404);
    // store scope: a member of the lead's store is within it, their task readable
    const inStore = (await create(org.tokens.repb, { title: '杭州拜访' })).data;
    expect((await calendar(org.tokens.lead_b, { staff_id: org.staff.repb })).data.list.map((e) => [e.id, e.editable])).toEqual([[inStore.id, false]]);
    expect((await t.call<Schedule>('GET', `/crm/schedule/${inStore.id}`, { token: org.tokens.lead_b })).data).toMatchObject({ title: '杭州拜访', editable: false });
    expect((await t.call('GET', `/crm/schedule/${made.id}`, { token: org.tokens.lead_b })).code).toBe(404);
    expect((await calendar(org.tokens.manager, { staff_id: 99999999 })).code).toBe(404);
    expect((await calendar(org.tokens.manager, { staff_id: tenant.staff.rep1 })).code).toBe(404);
    // the whole tenant (scope 1): any member, read-only; a super administrator may change it
    expect((await calendar(org.tokens.manager, { staff_id: org.staff.rep1 })).data.list.map((e) => e.editable)).toEqual([false]);
    expect((await calendar(org.tokens.admin, { staff_id: org.staff.rep1 })).data.list.map((e) => e.editable)).toEqual([true]);
    // own records only: asking for anyone else is refused outright
    expect(await calendar(org.tokens.rep2, { staff_id: org.staff.rep1 })).toMatchObject({ code: 402, message: '只能查看自己的日程' });
    expect((await calendar(org.tokens.rep2, { staff_id: org.staff.rep2 })).data.staff_id).toBe(org.staff.rep2);
  });
});
