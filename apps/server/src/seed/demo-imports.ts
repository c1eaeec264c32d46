import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { ImportTask } from '@tradewind/contract/common/import-task.schema';
import { loadStaffSession } from '@/core/auth/session';
import type { Db } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import type { RequestContext } from '@/core/http/request-context';
import type { JobLoop } from '@/core/jobs/job-loop';
import type { FileStorage } from '@/core/storage/file-storage';
import { getImport, runImport, uploadImport } from '@/modules/common/import-task/import-task.service';
import { customerImporter } from '@/modules/crm';
import type { TenantIds } from '@/modules/system/tenant';

/** What the demo's imports need of the app: the storage uploads go to and the import centre's runner. */
export type DemoJobs = { storage: FileStorage; importRunner: Pick<JobLoop, 'runOnce'> };

/** The template's own Chinese headers of the columns the old system's export had, so a renamed column cannot drift. */
const HEADER = ['name', 'phone', 'contact_name', 'type', 'level', 'owner', 'area', 'address', 'remark'].map((key) => {
  const column = customerImporter.columns.find((c) => c.key === key);
  if (!column) throw new Error(`the customers' import has no column ${key}`);
  return column.header.zh;
});

/**
 * The master store's customers as the old system exported them: owners by name, an empty owner for the
 * public pool; phones go on from the demo customers' (13910000001–30). Two rows are refused: a mobile a
 * digit short and a rep who has left (孙丽 is no staff member).
 */
const MOVED_IN: string[][] = [
  ['浦东惠民超市', '13910000031', '刘建军', '零售店', 'B 普通客户', '张伟', '上海市 浦东新区', '川沙路 3100 号', '每周二、五送货'],
  ['张江科技园职工食堂', '13910000032', '马红', '餐饮', 'A 重点客户', '李娜', '上海市 浦东新区', '碧波路 690 号', '月结，开增值税专票'],
  ['金杨菜场粮油铺', '13910000033', '陈小兵', '批发商', 'B 普通客户', '王芳', '上海市 浦东新区', '金杨路 456 号', ''],
  ['世纪公园便利店', '13910000034', '周婷', '零售店', 'C 潜在客户', '', '上海市 浦东新区', '锦绣路 1001 号', ''],
  ['唐镇鲜果铺', '1391000035', '唐晓东', '零售店', 'C 潜在客户', '李娜', '上海市 浦东新区', '唐镇路 58 号', ''],
  ['陆家嘴港式茶餐厅', '13910000036', '黄志强', '餐饮', 'B 普通客户', '张伟', '上海市 浦东新区', '东方路 800 号', '上午 10 点前送到'],
  ['闵行粮油批发部', '13910000037', '李国华', '批发商', 'A 重点客户', '王芳', '上海市 闵行区', '七莘路 1500 号', ''],
  ['徐家汇面包工坊', '13910000038', '吴佳', '餐饮', 'C 潜在客户', '李娜', '上海市 徐汇区', '漕溪北路 88 号', ''],
  ['花木社区超市', '13910000039', '徐明', '零售店', 'B 普通客户', '李娜', '上海市 浦东新区', '梅花路 200 号', ''],
  ['高桥便利店', '13910000040', '丁伟', '零售店', 'C 潜在客户', '孙丽', '上海市 浦东新区', '高桥镇季景路 12 号', ''],
  ['北蔡饮品批发', '13910000041', '钱伟', '批发商', 'B 普通客户', '张伟', '上海市 浦东新区', '沪南路 2000 号', '整箱进货'],
  ['三林烧烤', '13910000042', '孙强', '餐饮', 'C 潜在客户', '', '上海市 浦东新区', '三林路 135 号', ''],
];

/** 杭州分店's own list, checked and waiting to run: three new customers and a new remark for 湖滨果业 (13910000016). */
const WAITING: string[][] = [
  ['西溪农家菜馆', '13910000043', '沈浩', '餐饮', 'B 普通客户', '刘洋', '浙江省 杭州市 西湖区', '天目山路 518 号', ''],
  ['文一路便利店', '13910000044', '蔡琳', '零售店', 'C 潜在客户', '刘洋', '浙江省 杭州市 西湖区', '文一西路 77 号', ''],
  ['湖滨果业', '13910000016', '', '', '', '', '', '', '新店面在后门收货'],
  ['拱墅粮油配送', '13910000045', '丁勇', '批发商', 'A 重点客户', '刘洋', '浙江省 杭州市 拱墅区', '莫干山路 1418 号', ''],
];

/**
 * The import centre's demo, through its own functions as the admin uses the page: the master store's
 * customers moved in from an XLSX (ten created, two refused, their rows in the refused file), and
 * 杭州分店's CSV checked into its preview, waiting to be run. Runs after the seed's transaction has
 * committed: the runner checks and applies in transactions of its own.
 */
export async function seedDemoImports(db: Db, jobs: DemoJobs, ids: TenantIds): Promise<void> {
  const moved = await upload(db, jobs.storage, ids, 'sh', '客户资料（旧系统导出）.xlsx', await xlsx([HEADER, ...MOVED_IN]));
  await settle(db, jobs, ids, moved, 2);
  await asAdmin(db, ids, 'sh', (ctx) => runImport(ctx, moved));
  await settle(db, jobs, ids, moved, 4);
  // Excel's "CSV UTF-8": a BOM, then the rows
  const waiting = await upload(db, jobs.storage, ids, 'hz', '杭州分店客户.csv', Buffer.from(`\ufeff${[HEADER, ...WAITING].map((r) => r.join(',')).join('\r\n')}\r\n`));
  await settle(db, jobs, ids, waiting, 2);
}

/** Runs `fn` as the demo admin working in a store of the demo, in a transaction of the tenant. */
function asAdmin<T>(db: Db, ids: TenantIds, store: string, fn: (ctx: RequestContext) => Promise<T>): Promise<T> {
  return withTenant(db, ids.tenantId, async (tx) => {
    const staffId = ids.staff.admin;
    const session = await loadStaffSession(tx, staffId);
    if (!session) throw new Error('the demo admin cannot act');
    const storeId = ids.stores[store];
    return fn({ db: tx, session, tenantId: ids.tenantId, staffId, storeId, requestedStoreId: storeId, locale: 'zh-CN', ip: '127.0.0.1', requestId: 'seed', audit: {} });
  });
}

/** Uploads a file as the page posts it (a scratch file, as the multipart reader leaves it): the task's id. */
async function upload(db: Db, storage: FileStorage, ids: TenantIds, store: string, filename: string, data: Buffer): Promise<number> {
  const scratch = path.join(os.tmpdir(), `tradewind-demo-import-${randomUUID()}`);
  await fs.promises.writeFile(scratch, data);
  try {
    const body = { fields: { kind: 'crm.customer' }, file: { filename, data: Buffer.alloc(0), truncated: false, path: scratch } };
    return (await asAdmin(db, ids, store, (ctx) => uploadImport(ctx, body, storage))).id;
  } finally {
    await fs.promises.rm(scratch, { force: true });
  }
}

async function xlsx(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('客户');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Turns the runner until the task reaches `status` (2 checked, 4 run). The app's own loop may have
 * claimed it first (`npm start` polls): then this waits for that loop to finish it.
 */
async function settle(db: Db, jobs: DemoJobs, ids: TenantIds, id: number, status: ImportTask['import_status']): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await jobs.importRunner.runOnce();
    const task = await asAdmin(db, ids, 'sh', (ctx) => getImport(ctx, id));
    if (task.import_status === status) return;
    if (task.import_status === 5 || Date.now() > deadline) throw new Error(`demo import ${task.name}: status ${task.import_status} ${task.fail_msg ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
