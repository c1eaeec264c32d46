/**
 * Files for the import centre's tests (API and bench): CSV in UTF-8 or GBK, XLSX through exceljs, the
 * upload as the browser posts it, and the refused rows' file read back.
 */
import ExcelJS from 'exceljs';
import type { ImportProblem, ImportTask } from '@tradewind/contract/common/import-task.schema';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { TestApp } from './test-app';
import { multipartBody } from './test-uploads';

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** Rows as CSV text (a header row first). */
export const csvText = (rows: readonly (readonly string[])[]): string => rows.map((r) => r.map(quote).join(',')).join('\r\n') + '\r\n';

let gbkTable: Map<string, Buffer> | null = null;
/** Text in GBK (what Excel on a Chinese Windows saves a CSV in): the decoder's table turned round. */
export function gbk(text: string): Buffer {
  if (!gbkTable) {
    gbkTable = new Map();
    const decoder = new TextDecoder('gbk');
    for (let a = 0x81; a <= 0xfe; a += 1) {
      for (let b = 0x40; b <= 0xfe; b += 1) {
        if (b === 0x7f) continue;
        const ch = decoder.decode(Uint8Array.of(a, b));
        if (ch.length === 1 && ch !== '\ufffd' && !gbkTable.has(ch)) gbkTable.set(ch, Buffer.from([a, b]));
      }
    }
  }
  return Buffer.concat([...text].map((ch) => (ch.charCodeAt(0) < 0x80 ? Buffer.from(ch) : (gbkTable!.get(ch) ?? Buffer.from('?')))));
}

/** Rows as an XLSX workbook's first sheet. */
export async function xlsxOf(rows: readonly (readonly string[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('data');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The first sheet's rows as text. */
export async function sheetText(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

export type ImportCalls = ReturnType<typeof importCalls>;

/** The import centre's calls as one person makes them. */
export function importCalls(t: TestApp, token: string) {
  return {
    async upload(name: string, data: Buffer, kind = 'crm.customer') {
      const body = multipartBody({ kind }, { name, data });
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/task/import', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
      return { status: res.statusCode, ...(res.json() as { code: number; message: string; data: { id: number; errors?: Array<{ field: string; message: string }> } }) };
    },
    task: async (id: number) => (await t.call<ImportTask>('GET', `/task/import/${id}`, { token })).data,
    problems: async (id: number, phase: 1 | 2 = 1) => (await t.call<ListData<ImportProblem>>('GET', `/task/import/${id}/problems`, { token, query: { phase, page_size: 100 } })).data.list,
    run: (id: number) => t.call<{ id: number }>('PUT', `/task/import/${id}/run`, { token }),
    async download(id: number, file: 'source' | 'refused' = 'refused'): Promise<Buffer> {
      const res = await t.call<{ file_url: string }>('PUT', `/task/import/${id}/download`, { token, query: { file } });
      if (res.code !== 200) throw new Error(`download ${id}: ${res.code} ${res.message}`);
      return (await t.app.inject({ method: 'GET', url: res.data.file_url })).rawPayload;
    },
    /** uploads, checks, runs: the task at the end */
    async importFile(name: string, data: Buffer, kind = 'crm.customer') {
      const up = await this.upload(name, data, kind);
      if (up.code !== 200) throw new Error(`upload ${name}: ${up.code} ${up.message}`);
      await t.app.importRunner.runOnce();
      const checked = await this.task(up.data.id);
      if (checked.import_status !== 2) return checked;
      await this.run(up.data.id);
      await t.app.importRunner.runOnce();
      return this.task(up.data.id);
    },
  };
}
