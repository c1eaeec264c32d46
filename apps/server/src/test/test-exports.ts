import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** Runs the export runner once and reads the finished task's workbook: its first sheet's rows, header first. */
export async function downloadExport(t: TestApp, token: string, id: number): Promise<unknown[][]> {
  await t.app.exportRunner.runOnce();
  const res = await t.call<{ file_url: string }>('PUT', `/task/export/${id}/download`, { token });
  expect(res.code).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await t.app.inject({ method: 'GET', url: res.data.file_url })).rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The cell an export writes for a list's date or time text ('YYYY-MM-DD[ HH:mm:ss]'): a Date at that wall-clock time. */
export function dateCell(text: string | null): Date | null {
  return text === null ? null : new Date(`${text.replace(' ', 'T')}Z`);
}
