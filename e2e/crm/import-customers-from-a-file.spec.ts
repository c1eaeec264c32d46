import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from '../support/browser';
import { apiGet, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\r\n') + '\r\n');

async function sheetRows(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

async function xlsx(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('客户');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('an administrator moves customers in from a spreadsheet', () => {
  it('imports a file with two bad rows, downloads the refused rows, fixes them and imports them again', async () => {
    const phones = [0, 1, 2, 3].map((i) => env.sparePhone(40 + i));
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      const token = await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await page.goto('/crm/customer/list');
      // beside export on the customer list: the import centre with customers chosen
      await page.getByRole('button', { name: /导\s*入/ }).click();
      await page.waitForURL((url) => url.pathname === '/system/import/list');
      // the kinds are read: customers chosen, the upload open
      await expect.poll(() => page.getByRole('button', { name: /下载模板/ }).isEnabled()).toBe(true);

      const file = csv([
        ['客户名称', '手机号', '联系人', '客户等级', '所在地区', '详细地址'],
        ['导入便利店', phones[0], '王店长', '', '上海市 浦东新区', '张江路 1 号'],
        ['号码不对超市', '1380013', '', '', '', ''],
        ['没有等级的店', phones[1], '', '不存在的等级', '', ''],
        ['公海小店', phones[2], '', '', '', ''],
      ]);
      await page.locator('input[type=file]').setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: file });

      // the preview: every bad row before anything is written
      const preview = page.locator('.ant-card').filter({ hasText: '检查结果' });
      await preview.getByText('请输入正确的手机号').waitFor();
      await preview.getByText('该客户等级不存在').waitFor();
      await screenshot(page, 'import-customers-preview');
      await preview.getByRole('button', { name: /开始导入/ }).click();
      // the confirmation says what will happen (2 new on a first try; a retry updates them)
      await page.locator('.ant-modal-confirm').getByText(/有问题的 2 行不会导入/).waitFor();
      await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();

      // the result, and the refused rows with their reason
      const result = page.locator('.ant-card').filter({ hasText: '导入结果' });
      await result.getByRole('button', { name: /下载未导入的行/ }).waitFor();
      await screenshot(page, 'import-customers-result');
      const [download] = await Promise.all([page.waitForEvent('download'), result.getByRole('button', { name: /下载未导入的行/ }).click()]);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      const [header, ...refused] = await sheetRows(Buffer.concat(chunks));
      expect(header.at(-1)).toBe('失败原因');
      expect(refused.map((r) => r[0])).toEqual(['号码不对超市', '没有等级的店']);

      // fixed and imported again: the two rows go in, nothing twice
      const fixed = [header.slice(0, -1), [refused[0][0], phones[3], ...refused[0].slice(2, -1)], [refused[1][0], refused[1][1], refused[1][2], '', ...refused[1].slice(4, -1)]];
      await result.getByRole('button', { name: /继续导入/ }).click();
      await page.locator('input[type=file]').setInputFiles({ name: 'customers_fixed.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await xlsx(fixed) });
      await preview.getByText('没有发现问题，可以导入').waitFor();
      await preview.getByRole('button', { name: /开始导入/ }).click();
      await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
      await result.getByText('全部导入成功').waitFor();

      const listed = await apiGet<{ list: Array<{ phone: string; sales_type: number }> }>(env.server.baseUrl, token, '/crm/customers?page_size=100');
      const imported = listed.list.filter((c) => phones.includes(c.phone));
      expect(imported.map((c) => c.phone).sort()).toEqual([...phones].sort());
      // no owner column: the public pool
      expect(imported.every((c) => c.sales_type === 0)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
