import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import { withSystem } from '@/core/db/tenancy';
import { EXPORT_MAX_ATTEMPTS, EXPORT_STALE_SECONDS } from '@/core/jobs/export-runner';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import type { ExportTask } from './export-task.service';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  tenant = await t.tenant({});
  other = await t.tenant({});
});

const tasks = (token: string, query: Record<string, unknown> = {}) => t.call<ListData<ExportTask>>('GET', '/task/exports', { token, query });

async function download(token: string, id: number): Promise<Buffer> {
  const res = await t.call<{ file_url: string }>('PUT', `/task/export/${id}/download`, { token });
  expect(res.code).toBe(200);
  const file = await t.app.inject({ method: 'GET', url: res.data.file_url });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

async function sheetRows(buffer: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('exports', () => {
  it('runs a staff export in the background, messages the creator and serves the file by a signed link', async () => {
    const started = await t.call<{ id: number }>('GET', '/staffs/export', { token: tenant.tokens.admin, query: { status: 1 } });
    expect(started.code).toBe(200);
    expect(started.message).toBe('导出任务已创建，请到下载中心查看');
    const running = await tasks(tenant.tokens.admin);
    expect(running.data.list[0]).toMatchObject({ id: started.data.id, export_status: 1, source: '员工列表', creator: 'Admin', download_num: 0 });
    expect((await t.call<{ task_num: number }>('GET', '/common/client_data', { token: tenant.tokens.admin })).data.task_num).toBe(1);
    expect((await t.call('PUT', `/task/export/${started.data.id}/download`, { token: tenant.tokens.admin })).code).toBe(409);

    // At least this task: earlier files' tasks share the worker's database and run too.
    expect(await t.app.exportRunner.runOnce()).toBeGreaterThanOrEqual(1);
    const done = (await tasks(tenant.tokens.admin, { export_status: 2 })).data.list[0];
    expect(done).toMatchObject({ id: started.data.id, export_status: 2, progress: 100 });
    expect(done.file_size).toBeGreaterThan(1000);
    expect(done.name).toMatch(/^员工列表_\d{14}\.xlsx$/);
    const inbox = await t.call<ListData<{ title: string; params: { target_type: string } }>>('GET', '/messages', { token: tenant.tokens.admin });
    expect(inbox.data.list[0]).toMatchObject({ title: '导出完成', params: { target_type: 'export_task' } });

    const rows = await sheetRows(await download(tenant.tokens.admin, done.id));
    expect(rows[0]).toEqual(expect.arrayContaining(['ID', '姓名', '手机号', '角色']));
    // enabled staff of this tenant only: admin, clerk, nobody (the disabled member is filtered out)
    expect(rows.slice(1).map((r) => r[1]).sort()).toEqual(['Admin', 'Clerk', 'Nobody']);
    const after = (await tasks(tenant.tokens.admin, { export_status: 2 })).data.list[0];
    expect(after.download_num).toBe(1);
    expect(after.last_download_time).toMatch(/^\d{4}-/);
    expect((await t.call<{ task_num: number }>('GET', '/common/client_data', { token: tenant.tokens.admin })).data.task_num).toBe(0);
    const status = await t.call<{ all: number; finished: number }>('GET', '/task/exports/status', { token: tenant.tokens.admin });
    expect(status.data).toMatchObject({ all: 1, finished: 1 });
  });

  it('refuses a forged or expired link and another person’s task', async () => {
    const started = await t.call<{ id: number }>('GET', '/action/log/export', { token: tenant.tokens.admin });
    await t.app.exportRunner.runOnce();
    const link = (await t.call<{ file_url: string }>('PUT', `/task/export/${started.data.id}/download`, { token: tenant.tokens.admin })).data.file_url;
    expect((await t.app.inject({ method: 'GET', url: link.replace(/signature=[^&]+/, 'signature=forged') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: link.replace(/expires=\d+/, 'expires=1000') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/files/exports/../../etc/passwd?expires=9999999999&signature=x' })).statusCode).toBe(404);
    expect((await t.call('PUT', `/task/export/${started.data.id}/download`, { token: tenant.tokens.clerk })).code).toBe(404);
    expect((await t.call('PUT', `/task/export/${started.data.id}/download`, { token: other.tokens.admin })).code).toBe(404);
    expect((await t.call('DELETE', `/task/export/${started.data.id}`, { token: other.tokens.admin })).code).toBe(404);
  });

  it('needs the list permission to export and valid filters', async () => {
    expect((await t.call('GET', '/staffs/export', { token: tenant.tokens.clerk })).code).toBe(401);
    expect((await t.call('GET', '/staffs/export', { token: tenant.tokens.admin, query: { status: 7 } })).code).toBe(422);
  });

  it('deletes a task and its file', async () => {
    const started = await t.call<{ id: number }>('GET', '/staffs/export', { token: tenant.tokens.admin });
    await t.app.exportRunner.runOnce();
    const link = (await t.call<{ file_url: string }>('PUT', `/task/export/${started.data.id}/download`, { token: tenant.tokens.admin })).data.file_url;
    const res = await t.call('DELETE', `/task/export/${started.data.id}`, { token: tenant.tokens.admin });
    expect(res.message).toBe('删除成功');
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
  });

  it('takes over the task of a worker that died, and fails it with a message after too many tries', async () => {
    const revived = await t.call<{ id: number }>('GET', '/staffs/export', { token: tenant.tokens.admin });
    // A worker on another node claimed it and died: its heartbeat is older than the stale limit.
    await withSystem(t.app.database.db, (tx) =>
      tx.execute(sql`UPDATE export_tasks SET locked_by = 'dead-node', attempts = 1, locked_at = now() - make_interval(secs => ${EXPORT_STALE_SECONDS + 5}) WHERE id = ${revived.data.id}`),
    );
    const hopeless = await t.call<{ id: number }>('GET', '/staffs/export', { token: tenant.tokens.admin });
    await withSystem(t.app.database.db, (tx) =>
      tx.execute(sql`UPDATE export_tasks SET locked_by = 'dead-node', attempts = ${EXPORT_MAX_ATTEMPTS}, locked_at = now() - make_interval(secs => ${EXPORT_STALE_SECONDS + 5}) WHERE id = ${hopeless.data.id}`),
    );
    const fresh = await t.call<{ id: number }>('GET', '/staffs/export', { token: tenant.tokens.admin });
    await withSystem(t.app.database.db, (tx) => tx.execute(sql`UPDATE export_tasks SET locked_by = 'live-node', locked_at = now() WHERE id = ${fresh.data.id}`));

    await t.app.exportRunner.runOnce();
    const byId = new Map((await tasks(tenant.tokens.admin, { page_size: 100 })).data.list.map((x) => [x.id, x]));
    expect(byId.get(revived.data.id)).toMatchObject({ export_status: 2 });
    expect(byId.get(hopeless.data.id)).toMatchObject({ export_status: 3, fail_msg: '导出多次中断，已停止' });
    // a live worker's claim is left alone
    expect(byId.get(fresh.data.id)).toMatchObject({ export_status: 1 });
  });

  it('fails with a message when the creator was disabled before it ran', async () => {
    const own = await t.tenant({});
    const started = await t.call<{ id: number }>('GET', '/staffs/export', { token: own.tokens.admin });
    await t.app.database.db.execute(sql`UPDATE staff SET status = 0 WHERE id = ${own.staff.admin}`);
    await t.app.exportRunner.runOnce();
    const row = await withSystem(t.app.database.db, (tx) => tx.execute(sql`SELECT export_status, fail_msg FROM export_tasks WHERE id = ${started.data.id}`));
    expect((row as unknown as { rows: unknown[] }).rows[0]).toEqual({ export_status: 3, fail_msg: '导出人已被禁用或删除' });
  });
});

describe('an export speaks its creator’s language', () => {
  type Inbox = ListData<{ title: string; content: string; params: { target_id: number } }>;
  const inbox = (token: string) => t.call<Inbox>('GET', '/messages', { token });
  const messageOf = async (token: string, taskId: number) => (await inbox(token)).data.list.find((m) => m.params.target_id === taskId);
  const taskOf = async (token: string, id: number) => (await tasks(token, { page_size: 100 })).data.list.find((x) => x.id === id)!;

  it('names the file, its columns, the source and the message in English for an English reader and in Chinese for a colleague; old ones stay as made', async () => {
    const suffix = randomBytes(3).toString('hex');
    const person = (key: string, name: string) => ({ key, account: `${key}${suffix}`, name, password: TEST_PASSWORD, roles: ['admin'], stores: 'all' as const, dept: 'head' });
    const own = await t.tenant({ staff: [person('emma', 'Emma'), person('wang', '王芳')] });

    // Emma's first export, while she still reads Chinese (the default).
    const old = await t.call<{ id: number }>('GET', '/staffs/export', { token: own.tokens.emma });
    await t.app.exportRunner.runOnce();
    // She switches to English in the web app, which saves it with her (PUT /auth/info).
    expect((await t.call('PUT', '/auth/info', { token: own.tokens.emma, body: { language: 'en-US' } })).code).toBe(200);

    const english = await t.call<{ id: number }>('GET', '/staffs/export', { token: own.tokens.emma });
    const chinese = await t.call<{ id: number }>('GET', '/action/log/export', { token: own.tokens.wang });
    expect(await t.app.exportRunner.runOnce()).toBeGreaterThanOrEqual(2);

    const mine = await taskOf(own.tokens.emma, english.data.id);
    expect(mine).toMatchObject({ export_status: 2, source: 'Staff list' });
    expect(mine.name).toMatch(/^Staff list_\d{14}\.xlsx$/);
    expect(await messageOf(own.tokens.emma, english.data.id)).toMatchObject({ title: 'New export completed', content: `${mine.name} is finished and can be downloaded` });
    expect((await sheetRows(await download(own.tokens.emma, english.data.id)))[0]).toEqual(expect.arrayContaining(['ID', 'Name', 'Mobile', 'Roles']));

    const theirs = await taskOf(own.tokens.wang, chinese.data.id);
    expect(theirs).toMatchObject({ export_status: 2, source: '操作日志' });
    expect(theirs.name).toMatch(/^操作日志_\d{14}\.xlsx$/);
    expect(await messageOf(own.tokens.wang, chinese.data.id)).toMatchObject({ title: '导出完成', content: `${theirs.name} 已导出完成，可以下载了` });
    expect((await sheetRows(await download(own.tokens.wang, chinese.data.id)))[0]).toEqual(expect.arrayContaining(['时间', '员工', '操作']));

    // What was made before the switch keeps its words.
    const before = await taskOf(own.tokens.emma, old.data.id);
    expect(before).toMatchObject({ source: '员工列表' });
    expect(before.name).toMatch(/^员工列表_/);
    expect(await messageOf(own.tokens.emma, old.data.id)).toMatchObject({ title: '导出完成' });
  });

  it('tells an English reader why their export failed in English', async () => {
    const own = await t.tenant({});
    expect((await t.call('PUT', '/auth/info', { token: own.tokens.admin, body: { language: 'en-US' } })).code).toBe(200);
    const started = await t.call<{ id: number }>('GET', '/staffs/export', { token: own.tokens.admin });
    await t.app.database.db.execute(sql`UPDATE staff SET status = 0 WHERE id = ${own.staff.admin}`);
    await t.app.exportRunner.runOnce();
    const row = await withSystem(t.app.database.db, (tx) => tx.execute(sql`SELECT export_status, fail_msg FROM export_tasks WHERE id = ${started.data.id}`));
    expect((row as unknown as { rows: unknown[] }).rows[0]).toEqual({ export_status: 3, fail_msg: 'The person who asked for the export was disabled or removed' });
  });
});
