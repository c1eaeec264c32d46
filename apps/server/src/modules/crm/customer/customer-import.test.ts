import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportKind } from '@tradewind/contract/common/import-task.schema';
import { withTenant } from '@/core/db/tenancy';
import { conflict } from '@/core/http/errors';
import { defineImporter } from '@/core/jobs/importer';
import { countStatements } from '@/test/statement-count';
import { csvText, gbk, importCalls, sheetText, xlsxOf } from '@/test/test-imports';
import { multipartBody } from '@/test/test-uploads';
import { TEST_PASSWORD, testTenantSpec, useTestApp, type TestTenant } from '@/test/test-app';
import { customerAddresses } from '../address/address.table';
import { customerUsers } from '../contact/contact.table';
import { poolSettings } from '../pool/pool.table';
import { customerImporter } from './customer.import';
import { customers } from './customer.table';

const t = useTestApp();
let tenant: TestTenant;
const suffix = randomBytes(3).toString('hex');
/** distinct phones per run: 139 + 8 digits */
let phoneSeq = Math.floor(Math.random() * 1e6);
const phone = () => `139${String((phoneSeq += 1)).padStart(8, '0')}`;

const HEADER = ['客户名称', '手机号', '联系人', '客户等级', '归属销售', '所在地区', '详细地址', '备注'];

beforeAll(async () => {
  const base = testTenantSpec('imp');
  const person = (key: string, roles: string[]) => ({ key, account: `${key}${suffix}`, name: key, password: TEST_PASSWORD, roles, stores: 'all' as const, dept: 'head' });
  tenant = await t.tenant({
    roles: [
      ...base.roles,
      { key: 'rep', name: 'Rep', permissions: ['system:import:list', 'crm:customer:create', 'crm:customer:list'] },
      { key: 'viewer', name: 'Viewer', permissions: ['system:import:list'] },
    ],
    staff: [
      ...base.staff.map((s) => ({ ...s, account: `${s.key}${suffix}` })),
      person('rep', ['rep']),
      person('viewer', ['viewer']),
      person('owner', ['rep']),
      person('seller', ['rep']),
      person('capped', ['rep']),
      // an owner who holds only store C (the imports below go to the admin's first store)
      { ...person('elsewhere', ['rep']), stores: ['c'] },
    ],
  });
  expect((await t.call('POST', '/crm/level', { token: tenant.tokens.admin, body: { name: 'A级', sort: 1 } })).code).toBe(200);
});

const customerRows = (phones: string[]) =>
  withTenant(t.app.database.db, tenant.tenantId, (tx) => tx.select().from(customers).where(sql`${customers.phone} IN (${sql.join(phones.map((p) => sql`${p}`), sql`, `)})`));

describe('the customers import', () => {
  it('lists the kind to those who may create customers and gives its template in their language', async () => {
    const admin = await t.call<ImportKind[]>('GET', '/task/import/kinds', { token: tenant.tokens.admin });
    expect(admin.data.map((k) => k.key)).toContain('crm.customer');
    expect((await t.call<ImportKind[]>('GET', '/task/import/kinds', { token: tenant.tokens.viewer })).data).toEqual([]);
    const link = await t.call<{ file_url: string }>('GET', '/task/import/template', { token: tenant.tokens.admin, query: { kind: 'crm.customer' }, headers: { 'accept-language': 'en-US' } });
    const file = await t.app.inject({ method: 'GET', url: link.data.file_url });
    const [header, example] = await sheetText(file.rawPayload);
    expect(header.slice(0, 3)).toEqual(['Customer ID', '*Customer name', '*Mobile']);
    expect(example[1]).toBe('鲜丰便利店');
  });

  it('checks a file into a preview, imports it in the background, and importing it again creates nothing twice', async () => {
    const calls = importCalls(t, tenant.tokens.admin);
    const phones = [phone(), phone(), phone()];
    const rows = [
      HEADER,
      ['鲜丰便利店', phones[0], '王店长', 'A级', `admin${suffix}`, '上海市 浦东新区', '张江路 100 号', ''],
      ['好邻居超市', phones[1], '', '', '', '', '', '公海客户'],
      ['联华超市, 东店', phones[2], '李经理', '', '', '浙江省 杭州市 西湖区', '文三路 1 号', '"大"客户'],
    ];
    const up = await calls.upload('customers.csv', Buffer.from(csvText(rows)));
    expect(up).toMatchObject({ code: 200, message: '文件已上传，正在检查' });
    expect((await calls.task(up.data.id)).import_status).toBe(1);
    // nothing is written by the check
    await t.app.importRunner.runOnce();
    expect(await calls.task(up.data.id)).toMatchObject({ import_status: 2, total_rows: 3, created_count: 3, updated_count: 0, refused_count: 0 });
    expect(await customerRows(phones)).toHaveLength(0);

    expect((await calls.run(up.data.id)).code).toBe(200);
    expect((await calls.run(up.data.id)).code).toBe(409);
    await t.app.importRunner.runOnce();
    expect(await calls.task(up.data.id)).toMatchObject({ import_status: 4, progress: 100, created_count: 3, updated_count: 0, refused_count: 0, has_refused_file: false });
    const made = await customerRows(phones);
    const byPhone = new Map(made.map((c) => [c.phone, c]));
    expect(byPhone.get(phones[0])).toMatchObject({ name: '鲜丰便利店', salesType: 1, salesId: tenant.staff.admin, areaString: '上海市 上海市 浦东新区' });
    // no owner: the public pool
    expect(byPhone.get(phones[1])).toMatchObject({ salesType: 0, salesId: null, remark: '公海客户' });
    expect(byPhone.get(phones[2])).toMatchObject({ name: '联华超市, 东店', remark: '"大"客户' });
    const third = byPhone.get(phones[2])!.id;
    const [contacts, addresses] = await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
      Promise.all([tx.select().from(customerUsers).where(eq(customerUsers.customerId, third)), tx.select().from(customerAddresses).where(eq(customerAddresses.customerId, third))]),
    );
    expect(contacts).toMatchObject([{ name: '李经理', phone: phones[2], isMaster: 1 }]);
    expect(addresses).toMatchObject([{ contactName: '李经理', address: '文三路 1 号', isDefault: 1 }]);

    // the same file again: every row matches by phone and updates; no customer, contact or address twice
    const again = await calls.importFile('customers.csv', Buffer.from(csvText(rows)));
    expect(again).toMatchObject({ import_status: 4, created_count: 0, updated_count: 3, refused_count: 0 });
    expect(await customerRows(phones)).toHaveLength(3);
    const addressesAfter = await withTenant(t.app.database.db, tenant.tenantId, (tx) => tx.select().from(customerAddresses).where(eq(customerAddresses.customerId, third)));
    expect(addressesAfter).toHaveLength(1);

    // a match updates only the columns the file fills: a file of name, phone and remark keeps the owner and the level
    const partial = await calls.importFile('remarks.csv', Buffer.from(csvText([['客户名称', '手机号', '备注'], ['鲜丰便利店', phones[0], '已核对']])));
    expect(partial).toMatchObject({ import_status: 4, updated_count: 1 });
    const [first] = await customerRows([phones[0]]);
    expect(first).toMatchObject({ remark: '已核对', salesId: tenant.staff.admin, areaString: '上海市 上海市 浦东新区' });
    expect(first.levelId).not.toBeNull();

    // the action log holds the upload, the start and the run's end
    const log = await withTenant(t.app.database.db, tenant.tenantId, (tx) => tx.execute(sql`SELECT action FROM action_logs WHERE target_type = 'import_task' AND target_id = ${String(up.data.id)} ORDER BY id`));
    expect((log as unknown as { rows: Array<{ action: string }> }).rows.map((r) => r.action)).toEqual(['import.upload', 'import.run', 'crm.customer.import.finished']);
  });

  it('shows every bad row before anything is written and hands the refused rows back with their reason', async () => {
    const calls = importCalls(t, tenant.tokens.admin);
    const phones = [phone(), phone(), phone()];
    const file = await xlsxOf([
      HEADER,
      ['坏手机号', '12345', '', '', '', '', '', ''],
      ['好客户', phones[0], '', '', '', '', '', ''],
      ['没有的等级', phones[1], '', 'Z级', '', '', '', ''],
      ['', phones[2], '', '', '', '火星', '', ''],
      ['同号客户', phones[0], '', '', '', '', '', ''],
    ]);
    const up = await calls.upload('bad.xlsx', file);
    expect(up.code).toBe(200);
    await t.app.importRunner.runOnce();
    expect(await calls.task(up.data.id)).toMatchObject({ import_status: 2, total_rows: 5, created_count: 1, refused_count: 4 });
    const problems = await calls.problems(up.data.id);
    expect(problems.map((p) => [p.row_no, p.column_key])).toEqual([[2, 'phone'], [4, 'level'], [5, 'name'], [6, '']]);
    expect(problems[0]).toMatchObject({ column: '手机号', message: '请输入正确的手机号' });
    expect(problems[1].message).toBe('该客户等级不存在');
    expect(problems[3].message).toBe('与文件中前面的行是同一条记录');

    await calls.run(up.data.id);
    await t.app.importRunner.runOnce();
    expect(await calls.task(up.data.id)).toMatchObject({ import_status: 4, created_count: 1, refused_count: 4, has_refused_file: true });
    const [header, ...refused] = await sheetText(await calls.download(up.data.id));
    expect(header).toEqual([...HEADER, '失败原因']);
    expect(refused.map((r) => r[0])).toEqual(['坏手机号', '没有的等级', '', '同号客户']);
    expect(refused[0][8]).toBe('手机号: 请输入正确的手机号');
    // the refused rows, fixed, import as they are (the reason column is left aside)
    const fixed = refused.map((r, i) => [r[0] || '补名客户', i === 0 ? phone() : i === 3 ? phone() : r[1], ...r.slice(2, 3), i === 1 ? 'A级' : r[3], r[4], i === 2 ? '' : r[5], ...r.slice(6)]);
    const second = await calls.importFile('bad_refused.xlsx', await xlsxOf([header, ...fixed]));
    expect(second).toMatchObject({ import_status: 4, created_count: 4, refused_count: 0 });
  });

  it('reads a CSV saved in GBK', async () => {
    const calls = importCalls(t, tenant.tokens.admin);
    const p = phone();
    const done = await calls.importFile('gbk.csv', gbk(csvText([['客户名称', '手机号', '备注'], ['华联超市', p, '中文备注']])));
    expect(done).toMatchObject({ import_status: 4, created_count: 1 });
    expect((await customerRows([p]))[0]).toMatchObject({ name: '华联超市', remark: '中文备注' });
  });

  it('refuses what is not a customers file with a clear 422, and a file of more than 50,000 rows', async () => {
    const calls = importCalls(t, tenant.tokens.admin);
    const big = ['客户名称,手机号'];
    for (let i = 0; i < 50_001; i += 1) big.push(`客户${i},139${String(i).padStart(8, '0')}`);
    const tooMany = await calls.upload('big.csv', Buffer.from(big.join('\n')));
    expect(tooMany).toMatchObject({ status: 200, code: 422 });
    expect(tooMany.message).toMatch(/^一个文件最多 50,000 行/);
    expect(tooMany.data.errors?.[0].field).toBe('file');
    expect(await calls.upload('notes.txt', Buffer.from('PK\u0003\u0004 not a zip'))).toMatchObject({ code: 422, message: '只能导入 XLSX 或 CSV 文件' });
    expect(await calls.upload('broken.xlsx', Buffer.from('PK\u0003\u0004 not a zip'))).toMatchObject({ code: 422, message: '文件无法读取，请用模板另存为 XLSX 或 CSV 后重试' });
    expect(await calls.upload('nophone.csv', Buffer.from('客户名称\n张三\n'))).toMatchObject({ code: 422, message: '缺少必填列：手机号' });
    expect(await calls.upload('header.csv', Buffer.from('客户名称,手机号\n'))).toMatchObject({ code: 422, message: '文件中没有数据行' });
    expect(await calls.upload('x.csv', Buffer.from('客户名称,手机号\n张三,13900000000\n'), 'no.such')).toMatchObject({ code: 422, message: '没有这种导入' });
    const empty = multipartBody({ kind: 'crm.customer' });
    const noFile = await t.app.inject({ method: 'POST', url: '/api/v1/task/import', payload: empty.payload, headers: { ...empty.headers, authorization: `Bearer ${tenant.tokens.admin}` } });
    expect(noFile.json()).toMatchObject({ code: 422, message: '请选择要导入的文件' });
    expect((await t.call('PUT', '/task/import/999999/run', { token: tenant.tokens.admin })).code).toBe(404);
  });

  it('asks for the rights of doing the same by hand: 401 without a session or the page, 402 without the kind’s or the update’s permission', async () => {
    const file = Buffer.from(csvText([['客户名称', '手机号'], ['权限客户', phone()]]));
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/task/import', ...multipartBody({ kind: 'crm.customer' }, { name: 'a.csv', data: file }) });
    expect(anonymous.statusCode).toBe(401);
    expect((await importCalls(t, tenant.tokens.nobody).upload('a.csv', file)).code).toBe(401);
    expect((await importCalls(t, tenant.tokens.viewer).upload('a.csv', file)).code).toBe(402);
    expect((await t.call('GET', '/task/import/template', { token: tenant.tokens.viewer, query: { kind: 'crm.customer' } })).code).toBe(402);
    // a rep may create customers but not change them: a row that matches is refused, one that is new goes in
    const rep = importCalls(t, tenant.tokens.rep);
    const [existing] = await withTenant(t.app.database.db, tenant.tenantId, (tx) => tx.select().from(customers).limit(1));
    const fresh = phone();
    const task = await rep.importFile('rep.csv', Buffer.from(csvText([['客户名称', '手机号', '归属销售'], [existing.name, existing.phone, ''], ['新客户', fresh, `rep${suffix}`]])));
    expect(task).toMatchObject({ import_status: 4, created_count: 1, refused_count: 1 });
    expect((await rep.problems(task.id, 2))[0]).toMatchObject({ row_no: 2, message: '无权修改已有记录' });
    expect((await customerRows([fresh]))[0]).toMatchObject({ salesType: 1 });
    // someone else's task is not found
    expect((await t.call('GET', `/task/import/${task.id}`, { token: tenant.tokens.admin })).code).toBe(404);
  });
});

describe('a customer with several contacts over several rows', () => {
  const CONTACT_HEADER = ['客户名称', '手机号', '联系人', '联系人手机', '联系人备注', '客户等级', '所在地区'];
  const contactsOf = (customerPhone: string) =>
    withTenant(t.app.database.db, tenant.tenantId, (tx) =>
      tx
        .select({ name: customerUsers.name, phone: customerUsers.phone, remark: customerUsers.remark, isMaster: customerUsers.isMaster, sex: customerUsers.sex, status: customerUsers.status, areaString: customerUsers.areaString })
        .from(customerUsers)
        .innerJoin(customers, eq(customers.id, customerUsers.customerId))
        .where(sql`${customers.phone} = ${customerPhone} AND ${customerUsers.deletedAt} IS NULL`)
        .orderBy(customerUsers.id),
    );
  const contactLogs = (customerPhone: string) =>
    withTenant(t.app.database.db, tenant.tenantId, async (tx) => {
      const res = await tx.execute(sql`SELECT l.action FROM crm_customer_logs l JOIN crm_customers c ON c.id = l.customer_id WHERE c.phone = ${customerPhone} AND l.action LIKE 'contact.%' ORDER BY l.id`);
      return (res as unknown as { rows: Array<{ action: string }> }).rows.map((r) => r.action);
    });

  it('makes the customer with its main contact from the first row and one more contact from each further row; the same file again creates nothing', async () => {
    const calls = importCalls(t, tenant.tokens.admin);
    const [p, c1, c2] = [phone(), phone(), phone()];
    const rows = [
      CONTACT_HEADER,
      ['三联超市', p, '王老板', '', '老板', 'A级', '上海市 浦东新区'],
      ['三联超市', p, '李采购', c1, '采购', '', ''],
      ['三联超市', p, '赵仓管', c2, '仓库管理员', 'A级', '上海市 浦东新区'],
    ];
    const first = await calls.importFile('contacts.csv', Buffer.from(csvText(rows)));
    expect(first).toMatchObject({ import_status: 4, created_count: 3, updated_count: 0, refused_count: 0 });
    expect(await customerRows([p])).toHaveLength(1);
    expect(await contactsOf(p)).toEqual([
      { name: '王老板', phone: p, remark: '老板', isMaster: 1, sex: 0, status: 1, areaString: '上海市 上海市 浦东新区' },
      { name: '李采购', phone: c1, remark: '采购', isMaster: 0, sex: 0, status: 1, areaString: '上海市 上海市 浦东新区' },
      { name: '赵仓管', phone: c2, remark: '仓库管理员', isMaster: 0, sex: 0, status: 1, areaString: '上海市 上海市 浦东新区' },
    ]);
    expect(await contactLogs(p)).toEqual(['contact.create', 'contact.create']);

    // the same file again: every contact matches by its mobile within the customer, nothing is made or logged twice
    const again = await calls.importFile('contacts.csv', Buffer.from(csvText(rows)));
    expect(again).toMatchObject({ import_status: 4, created_count: 0, updated_count: 3, refused_count: 0 });
    expect(await customerRows([p])).toHaveLength(1);
    expect(await contactsOf(p)).toHaveLength(3);
    expect(await contactLogs(p)).toEqual(['contact.create', 'contact.create']);

    // a match updates only the columns given: a further row of the mobile and a remark keeps the name
    const partial = await calls.importFile('remark.csv', Buffer.from(csvText([['客户名称', '手机号', '联系人手机', '联系人备注'], ['三联超市', p, '', ''], ['三联超市', p, c1, '采购主管']])));
    expect(partial).toMatchObject({ import_status: 4, updated_count: 2, refused_count: 0 });
    expect((await contactsOf(p))[1]).toMatchObject({ name: '李采购', phone: c1, remark: '采购主管' });
    expect(await contactLogs(p)).toEqual(['contact.create', 'contact.create', 'contact.update']);
  });

  it('applies or refuses a customer’s rows together: a bad further row refuses its customer with the row’s reason, the other customers go in', async () => {
    const calls = importCalls(t, tenant.tokens.admin);
    const [bad, noArea, differs, missing, good] = [phone(), phone(), phone(), phone(), phone()];
    const c = [phone(), phone(), phone(), phone(), phone()];
    const rows = [
      CONTACT_HEADER,
      ['坏手机客户', bad, '王老板', '', '', '', '上海市 浦东新区'],
      ['坏手机客户', bad, '李采购', c[0], '', '', ''],
      ['坏手机客户', bad, '赵仓管', '12345', '', '', ''],
      ['无地区客户', noArea, '', '', '', '', ''],
      ['无地区客户', noArea, '钱会计', c[1], '', '', ''],
      ['不一致客户', differs, '', '', '', 'A级', '上海市 浦东新区'],
      ['不一致客户', differs, '孙采购', c[2], '', 'Z级', ''],
      ['缺手机客户', missing, '', '', '', '', '上海市 浦东新区'],
      ['缺手机客户', missing, '周仓管', '', '', '', ''],
      ['缺手机客户', missing, '吴', c[3], '', '', ''],
      ['好客户', good, '', '', '', '', '上海市 浦东新区'],
      ['好客户', good, '郑采购', c[4], '', '', ''],
    ];
    const up = await calls.upload('bad-contacts.csv', Buffer.from(csvText(rows)));
    await t.app.importRunner.runOnce();
    expect(await calls.task(up.data.id)).toMatchObject({ import_status: 2, total_rows: 12, created_count: 2, refused_count: 10 });
    const problems = await calls.problems(up.data.id);
    expect(problems.map((p) => [p.row_no, p.column_key, p.message])).toEqual([
      [4, 'contact_phone', '请输入正确的手机号'],
      [6, 'area', '请选择所在地区'],
      [8, 'level', '与该客户第一行填写的不同'],
      [10, 'contact_phone', '后续行的联系人须填写联系人手机'],
      [11, 'contact_name', '长度在 2 到 15 个字符'],
    ]);
    await calls.run(up.data.id);
    await t.app.importRunner.runOnce();
    expect(await calls.task(up.data.id)).toMatchObject({ import_status: 4, created_count: 2, refused_count: 10 });
    expect((await customerRows([bad, noArea, differs, missing, good])).map((x) => x.phone)).toEqual([good]);
    expect((await contactsOf(good)).map((x) => x.name)).toEqual(['好客户', '郑采购']);
    // the refused rows' file holds every row of a refused customer, the bad one with its reason
    const [, ...refused] = await sheetText(await calls.download(up.data.id));
    expect(refused).toHaveLength(10);
    expect(refused[2]).toEqual(['坏手机客户', bad, '赵仓管', '12345', '', '', '', '联系人手机: 请输入正确的手机号']);
  });

  it('asks for the contacts’ own permissions on a further row, as the drawer does', async () => {
    // the rep may create customers, not contacts: a customer alone goes in, one with a further contact is refused
    const [alone, withContact] = [phone(), phone()];
    const rep = importCalls(t, tenant.tokens.rep);
    const done = await rep.importFile('rep-contacts.csv', Buffer.from(csvText([CONTACT_HEADER, ['独行客户', alone, '', '', '', '', ''], ['带联系人客户', withContact, '', '', '', '', '上海市 浦东新区'], ['带联系人客户', withContact, '李采购', phone(), '', '', '']])));
    expect(done).toMatchObject({ import_status: 4, created_count: 1, refused_count: 2 });
    expect((await rep.problems(done.id, 2)).map((p) => [p.row_no, p.message])).toEqual([[4, '您没有该操作的权限']]);
    expect((await customerRows([alone, withContact])).map((x) => x.phone)).toEqual([alone]);
  });

  it('gives a template whose example shows a customer with two more contacts, one with a second address', async () => {
    const link = await t.call<{ file_url: string }>('GET', '/task/import/template', { token: tenant.tokens.admin, query: { kind: 'crm.customer' } });
    const [header, ...examples] = await sheetText((await t.app.inject({ method: 'GET', url: link.data.file_url })).rawPayload);
    const at = (key: string) => header.indexOf(key);
    expect(examples.map((r) => [r[at('*客户名称')], r[at('*手机号')], r[at('联系人')], r[at('联系人手机')], r[at('联系人备注')], r[at('所在地区')], r[at('详细地址')]])).toEqual([
      ['鲜丰便利店', '13800138000', '王店长', '', '老板', '上海市 浦东新区', '张江路 100 号'],
      ['鲜丰便利店', '13800138000', '李采购', '13900139001', '采购', '', ''],
      ['鲜丰便利店', '13800138000', '赵仓管', '13900139002', '仓库管理员', '上海市 闵行区', '莘庄工业区春东路 8 号仓库'],
    ]);
  });
});

describe('a customer with several delivery addresses over several rows', () => {
  const ADDRESS_HEADER = ['客户名称', '手机号', '联系人', '联系人手机', '联系人备注', '所在地区', '详细地址'];
  const byCustomer = (customerPhone: string) => sql`${customers.phone} = ${customerPhone}`;
  const addressesOf = (customerPhone: string) =>
    withTenant(t.app.database.db, tenant.tenantId, (tx) =>
      tx
        .select({ contactName: customerAddresses.contactName, contactPhone: customerAddresses.contactPhone, areaString: customerAddresses.areaString, address: customerAddresses.address, isDefault: customerAddresses.isDefault })
        .from(customerAddresses)
        .innerJoin(customers, eq(customers.id, customerAddresses.customerId))
        .where(sql`${byCustomer(customerPhone)} AND ${customerAddresses.deletedAt} IS NULL`)
        .orderBy(customerAddresses.id),
    );
  const logsOf = (customerPhone: string) =>
    withTenant(t.app.database.db, tenant.tenantId, async (tx) => {
      const res = await tx.execute(sql`SELECT l.action FROM crm_customer_logs l JOIN crm_customers c ON c.id = l.customer_id WHERE c.phone = ${customerPhone} AND (l.action LIKE 'address.%' OR l.action LIKE 'contact.%') ORDER BY l.id`);
      return (res as unknown as { rows: Array<{ action: string }> }).rows.map((r) => r.action);
    });

  it('adds a further row’s area and address as one more delivery address (to the row’s contact, else the main contact); the same file again adds nothing', async () => {
    const calls = importCalls(t, tenant.tokens.admin);
    const [p, c1] = [phone(), phone()];
    const rows = [
      ADDRESS_HEADER,
      ['四海商行', p, '王老板', '', '', '上海市 浦东新区', '张江路 1 号'],
      ['四海商行', p, '', '', '', '上海市 闵行区', '春东路 8 号仓库'],
      ['四海商行', p, '李仓管', c1, '仓库', '浙江省 杭州市 西湖区', '文三路 9 号'],
    ];
    const first = await calls.importFile('addresses.csv', Buffer.from(csvText(rows)));
    expect(first).toMatchObject({ import_status: 4, created_count: 3, updated_count: 0, refused_count: 0 });
    const made = [
      { contactName: '王老板', contactPhone: p, areaString: '上海市 上海市 浦东新区', address: '张江路 1 号', isDefault: 1 },
      { contactName: '王老板', contactPhone: p, areaString: '上海市 上海市 闵行区', address: '春东路 8 号仓库', isDefault: 0 },
      { contactName: '李仓管', contactPhone: c1, areaString: '浙江省 杭州市 西湖区', address: '文三路 9 号', isDefault: 0 },
    ];
    expect(await addressesOf(p)).toEqual(made);
    // the customer keeps the first row's area and address
    expect((await customerRows([p]))[0]).toMatchObject({ areaString: '上海市 上海市 浦东新区', address: '张江路 1 号' });
    const logs = ['contact.create', 'address.create', 'address.create', 'address.create'];
    expect(await logsOf(p)).toEqual(logs);

    // the same file again: one customer, its addresses and its contact, nothing made or logged twice
    const again = await calls.importFile('addresses.csv', Buffer.from(csvText(rows)));
    expect(again).toMatchObject({ import_status: 4, created_count: 0, updated_count: 3, refused_count: 0 });
    expect(await customerRows([p])).toHaveLength(1);
    expect(await addressesOf(p)).toEqual(made);
    expect(await logsOf(p)).toEqual(logs);
  });

  it('refuses a further row with neither a contact nor an address, and an address the address form refuses, with the form’s message', async () => {
    const calls = importCalls(t, tenant.tokens.admin);
    const [empty, unknown, noArea, noAddress, good] = [phone(), phone(), phone(), phone(), phone()];
    const rows = [
      ADDRESS_HEADER,
      ['空行客户', empty, '', '', '', '上海市 浦东新区', '张江路 2 号'],
      ['空行客户', empty, '', '', '', '上海市 浦东新区', ''],
      ['火星客户', unknown, '', '', '', '', ''],
      ['火星客户', unknown, '', '', '', '火星', '某路 1 号'],
      ['缺地区客户', noArea, '', '', '', '上海市 浦东新区', '张江路 3 号'],
      ['缺地区客户', noArea, '', '', '', '', '某路 2 号'],
      ['缺地址客户', noAddress, '', '', '', '', ''],
      ['缺地址客户', noAddress, '', '', '', '上海市 闵行区', ''],
      ['好地址客户', good, '', '', '', '', ''],
      ['好地址客户', good, '', '', '', '上海市 闵行区', '春东路 9 号'],
    ];
    const up = await calls.upload('bad-addresses.csv', Buffer.from(csvText(rows)));
    await t.app.importRunner.runOnce();
    expect(await calls.task(up.data.id)).toMatchObject({ import_status: 2, total_rows: 10, created_count: 2, refused_count: 8 });
    expect((await calls.problems(up.data.id)).map((x) => [x.row_no, x.column_key, x.message])).toEqual([
      [3, '', '同一客户的后续行须填写一位联系人（联系人手机）或一个收货地址（所在地区、详细地址）'],
      [5, 'area', '地区不存在'],
      [7, 'area', '请选择所在地区'],
      [9, 'address', '请输入详细地址'],
    ]);
    await calls.run(up.data.id);
    await t.app.importRunner.runOnce();
    expect(await calls.task(up.data.id)).toMatchObject({ import_status: 4, created_count: 2, refused_count: 8 });
    expect((await customerRows([empty, unknown, noArea, noAddress, good])).map((x) => x.phone)).toEqual([good]);
    // a customer without an area of its own ships its further row's address to its main contact
    expect(await addressesOf(good)).toEqual([{ contactName: '好地址客户', contactPhone: good, areaString: '上海市 上海市 闵行区', address: '春东路 9 号', isDefault: 1 }]);
  });

  it('asks for the address drawer’s permission for a further row’s new address', async () => {
    const rep = importCalls(t, tenant.tokens.rep);
    const p = phone();
    const done = await rep.importFile('rep-addresses.csv', Buffer.from(csvText([ADDRESS_HEADER, ['仓库客户', p, '', '', '', '上海市 浦东新区', '张江路 5 号'], ['仓库客户', p, '', '', '', '上海市 闵行区', '春东路 5 号']])));
    expect(done).toMatchObject({ import_status: 4, created_count: 0, refused_count: 2 });
    expect((await rep.problems(done.id, 2)).map((x) => [x.row_no, x.column_key, x.message])).toEqual([[3, 'address', '您没有该操作的权限']]);
  });
});

describe('an importer that applies the whole file in one transaction (the opening stock’s way)', () => {
  // a made-up kind: each row adds its line to the run's state, `finish` "posts" them at once
  const posted: string[][] = [];
  defineImporter<{ code: string }, null, string[]>({
    key: 'test.file_batch',
    title: { zh: '测试批量', en: 'Test batch' },
    permission: 'crm:customer:create',
    columns: [{ key: 'code', header: { zh: '编码', en: 'Code' }, required: true }],
    schema: z.object({ code: z.string().max(10, 'validation.text_too_long') }),
    transaction: 'file',
    match: async (_ctx, units) => units.map(() => null),
    begin: () => [],
    apply: async (_ctx, unit, lines) => {
      if (unit.values.code === 'late') throw conflict('import.row_duplicate');
      lines.push(unit.values.code);
      return 'created';
    },
    finish: async (_ctx, lines) => {
      posted.push([...lines]);
    },
  });

  it('applies every valid row together and finishes once; one row refused when applied refuses the file', async () => {
    const calls = importCalls(t, tenant.tokens.admin);
    const good = await calls.importFile('batch.csv', Buffer.from(csvText([['编码'], ['a'], ['b'], ['much too long a code']])), 'test.file_batch');
    expect(good).toMatchObject({ import_status: 4, created_count: 2, refused_count: 1 });
    expect(posted).toEqual([['a', 'b']]);
    const bad = await calls.importFile('batch.csv', Buffer.from(csvText([['编码'], ['c'], ['late'], ['d']])), 'test.file_batch');
    expect(bad).toMatchObject({ import_status: 4, created_count: 0, refused_count: 3 });
    expect(posted).toHaveLength(1);
    const problems = await calls.problems(bad.id, 2);
    expect(problems.map((p) => [p.row_no, p.message])).toEqual([
      [2, '整个文件未导入：第 3 行 记录已存在'],
      [3, '记录已存在'],
      [4, '整个文件未导入：第 3 行 记录已存在'],
    ]);
  });
});

describe('an importer that applies its rows 3 to a transaction, each in a savepoint (the customers’ way)', () => {
  // the customers' own apply, then a refusal after the row is written for a name starting '失败'
  defineImporter({
    ...customerImporter,
    key: 'test.savepoint_batch',
    unitsPerTransaction: 3,
    laneOf: () => 'one',
    apply: async (ctx, unit, cache, memo) => {
      const outcome = await customerImporter.apply(ctx, unit, cache, memo);
      if (unit.values.name.startsWith('失败')) throw conflict('import.row_duplicate');
      return outcome;
    },
  });

  it('rolls a row refused when applied back to its savepoint: nothing of it stays, the rows beside it in the transaction do', async () => {
    const calls = importCalls(t, tenant.tokens.admin);
    const phones = [phone(), phone(), phone(), phone()];
    const rows = [HEADER, ['保存一', phones[0], '', '', `admin${suffix}`, '上海市 浦东新区', '张江路 1 号', ''], ['失败二', phones[1], '', '', `admin${suffix}`, '上海市 浦东新区', '张江路 2 号', ''], ['保存三', phones[2], '', '', '', '', '', ''], ['保存四', phones[3], '', '', '', '', '', '']];
    const done = await calls.importFile('savepoints.csv', Buffer.from(csvText(rows)), 'test.savepoint_batch');
    expect(done).toMatchObject({ import_status: 4, created_count: 3, refused_count: 1 });
    expect((await customerRows(phones)).map((c) => c.name).sort()).toEqual(['保存一', '保存三', '保存四'].sort());
    const contacts = await withTenant(t.app.database.db, tenant.tenantId, (tx) => tx.select().from(customerUsers).where(eq(customerUsers.phone, phones[1])));
    expect(contacts).toEqual([]);
    const problems = await calls.problems(done.id, 2);
    expect(problems.map((p) => [p.row_no, p.message])).toEqual([[3, '记录已存在']]);
  });
});

describe('the reads every row repeats, made once a transaction (the customers’ import)', () => {
  // every row in one transaction whatever its owner; and the same without the transaction's memo, to compare
  defineImporter({ ...customerImporter, key: 'test.one_transaction', laneOf: () => 'one' });
  defineImporter({ ...customerImporter, key: 'test.no_memo', apply: (ctx, unit, cache) => customerImporter.apply(ctx, unit, cache) });

  /** statements the run of `rows` sends (the check before it not counted) */
  const runStatements = async (kind: string, rows: string[][]) => {
    const calls = importCalls(t, tenant.tokens.admin);
    const up = await calls.upload('count.csv', Buffer.from(csvText([HEADER, ...rows])), kind);
    await t.app.importRunner.runOnce();
    await calls.run(up.data.id);
    const n = await countStatements(() => t.app.importRunner.runOnce());
    expect(await calls.task(up.data.id)).toMatchObject({ import_status: 4, created_count: rows.length, refused_count: 0 });
    return n;
  };
  const ownedRows = (n: number) => Array.from({ length: n }, (_, i) => [`计数客户${i}`, phone(), '', '', `owner${suffix}`, '上海市 浦东新区', `张江路 ${i} 号`, '']);

  it('sends 8 statements fewer a row with an owner and an address, and no more than 16', async () => {
    // the difference between 22 rows and 2 is 20 rows' own statements: the run's and the transaction's are
    // alike (rounded: another job loop's poll may land in a count, 3 statements)
    const perRow = async (kind: string) => Math.round(((await runStatements(kind, ownedRows(22))) - (await runStatements(kind, ownedRows(2)))) / 20);
    const memo = await perRow('crm.customer');
    const plain = await perRow('test.no_memo');
    // the customer setting, the area's path (twice) and centre, the owner's staff row and store, the pool
    // setting and the staff names for the ownership log line: once a transaction
    expect(plain - memo).toBe(8);
    // the savepoint, the phone, the cap's lock, the customer, its contact, 2 log lines, the ownership row, the
    // owner's message (2), the coupon listener; the address: its customer locked, counted, the default
    // cleared, the address, its log line
    expect(memo).toBeLessThanOrEqual(16);
  });

  it('still refuses each row by its own owner, area and cap when the rows share a transaction', async () => {
    const calls = importCalls(t, tenant.tokens.admin);
    const phones = Array.from({ length: 8 }, () => phone());
    const db = t.app.database.db;
    await withTenant(db, tenant.tenantId, (tx) =>
      tx.insert(poolSettings).values({ tenantId: tenant.tenantId, maxCustomers: 2 }).onConflictDoUpdate({ target: poolSettings.tenantId, set: { maxCustomers: 2 } }),
    );
    try {
      const done = await calls.importFile(
        'shared.csv',
        Buffer.from(
          csvText([
            HEADER,
            ['同事务一', phones[0], '', '', `seller${suffix}`, '上海市 浦东新区', '张江路 1 号', ''],
            ['别店销售', phones[1], '', '', `elsewhere${suffix}`, '', '', ''],
            ['同事务三', phones[2], '', '', `seller${suffix}`, '浙江省 杭州市 西湖区', '文三路 1 号', ''],
            ['别店销售二', phones[3], '', '', `elsewhere${suffix}`, '', '', ''],
            ['停用销售', phones[4], '', '', `disabled${suffix}`, '', '', ''],
            ['上限一', phones[5], '', '', `capped${suffix}`, '', '', ''],
            ['上限二', phones[6], '', '', `capped${suffix}`, '', '', ''],
            ['上限三', phones[7], '', '', `capped${suffix}`, '', '', ''],
          ]),
        ),
        'test.one_transaction',
      );
      expect(done).toMatchObject({ import_status: 4, created_count: 4, refused_count: 4 });
      const problems = await calls.problems(done.id, 2);
      expect(problems.map((p) => [p.row_no, p.column_key, p.message])).toEqual([
        [3, 'sales_id', '该员工没有客户所在门店的权限'],
        [5, 'sales_id', '该员工没有客户所在门店的权限'],
        [6, 'sales_id', '该员工不存在或已禁用'],
        [9, '', '您的私海客户已达上限 2 个'],
      ]);
      const made = new Map((await customerRows(phones)).map((c) => [c.phone, c]));
      expect([...made.keys()].sort()).toEqual([phones[0], phones[2], phones[5], phones[6]].sort());
      expect(made.get(phones[0])!.storeId).not.toBe(tenant.stores.c);
      expect(made.get(phones[0])).toMatchObject({ salesId: tenant.staff.seller, areaString: '上海市 上海市 浦东新区' });
      expect(made.get(phones[2])).toMatchObject({ salesId: tenant.staff.seller, areaString: '浙江省 杭州市 西湖区' });
      // each address at its own district's centre
      const addresses = await withTenant(db, tenant.tenantId, (tx) => tx.select().from(customerAddresses).where(sql`${customerAddresses.customerId} IN (${made.get(phones[0])!.id}, ${made.get(phones[2])!.id})`));
      const byCustomer = new Map(addresses.map((a) => [a.customerId, a]));
      expect(byCustomer.get(made.get(phones[0])!.id)).toMatchObject({ areaString: '上海市 上海市 浦东新区', locationSource: 'district' });
      expect(byCustomer.get(made.get(phones[2])!.id)).toMatchObject({ areaString: '浙江省 杭州市 西湖区', locationSource: 'district' });
      expect(byCustomer.get(made.get(phones[0])!.id)!.longitude).not.toBe(byCustomer.get(made.get(phones[2])!.id)!.longitude);
    } finally {
      await withTenant(db, tenant.tenantId, (tx) => tx.update(poolSettings).set({ maxCustomers: 0 }).where(eq(poolSettings.tenantId, tenant.tenantId)));
    }
  });
});
