import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { csvText, gbk, xlsxOf } from '@/test/test-imports';
import { checkInflatedSize, csvRowsOf, readImportFile, UnreadableFile, type FileRow } from './import-file';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradewind-import-file-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const collect = async (rows: AsyncIterable<FileRow>) => {
  const out: FileRow[] = [];
  for await (const row of rows) out.push(row);
  return out;
};

/** The bytes cut into chunks of `size` (the last one shorter). */
function* chunksOf(bytes: Uint8Array, size: number): Generator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

describe('import files', () => {
  it('reads a 10,000-row XLSX of Chinese text exactly (no character split between the reader’s chunks)', async () => {
    const words = ['瓶', '箱装矿泉水', '上海市 浦东新区', '张江路', '备注：整箱发货，轻拿轻放', '𠀋'];
    const rows = Array.from({ length: 10_000 }, (_, i) => [`客户${i}${words[i % words.length]}`, `1${String(i).padStart(10, '0')}`, words[(i * 7) % words.length].repeat((i % 5) + 1), `幸福路 ${i} 号`]);
    const header = ['客户名称', '手机号', '备注', '详细地址'];
    const file = path.join(dir, 'customers.xlsx');
    fs.writeFileSync(file, await xlsxOf([header, ...rows]));
    const read = await collect(readImportFile(file, 'xlsx'));
    expect(read.length).toBe(10_001);
    expect(read[0].cells).toEqual(header);
    const wrong = read.slice(1).filter((r, i) => r.no !== i + 2 || JSON.stringify(r.cells) !== JSON.stringify(rows[i]));
    expect(wrong.slice(0, 3)).toEqual([]);
  }, 60_000);

  it('refuses an XLSX that inflates past the cap (a zip bomb), by inflating it, and reads one below it', async () => {
    // 2,000 rows of 1,000 repeated characters: about 2 MB of sheet XML in a zip of a few kB
    const bytes = await xlsxOf(Array.from({ length: 2_000 }, (_, i) => [`${i}`, `${i}${'a'.repeat(1_000)}`]));
    expect(bytes.length).toBeLessThan(200_000);
    expect(() => checkInflatedSize(bytes, 1_000_000)).toThrow(UnreadableFile);
    expect(() => checkInflatedSize(bytes, 10_000_000)).not.toThrow();
    // not a zip at all, and a zip cut short
    expect(() => checkInflatedSize(Buffer.from('PK not really a zip'), 10_000_000)).toThrow(UnreadableFile);
    expect(() => checkInflatedSize(bytes.subarray(0, bytes.length - 30), 10_000_000)).toThrow(UnreadableFile);
    const file = path.join(dir, 'wide.xlsx');
    fs.writeFileSync(file, bytes);
    expect((await collect(readImportFile(file, 'xlsx'))).length).toBe(2_000);
  });

  it('parses a CSV alike at every chunk size: doubled quotes, CRLF, multi-byte characters and a BOM across the cuts', async () => {
    const rows = [
      ['客户名称', '手机号', '备注'],
      ['瓶装水"大"号', '13800000001', '第一行\r\n第二行'],
      ['"引号"开头', '13800000002', '末尾引号""'],
      ['𠀋字', '13800000003', ''],
      ['a,b', ' 13800000004 ', '"'],
    ];
    const text = csvText(rows);
    for (const [encoding, bytes] of [
      ['utf-8', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
      ['utf-8', Buffer.from(text.replaceAll('\r\n', '\n'))],
      ['gbk', gbk(text.replace('𠀋', '字'))],
    ] as const) {
      const whole = await collect(csvRowsOf([bytes], encoding));
      expect(whole.map((r) => r.cells)).toEqual(
        encoding === 'gbk'
          ? rows.map((r) => r.map((c) => c.trim().replace('𠀋', '字')))
          : rows.map((r) => r.map((c) => (bytes.includes(0x0d) ? c : c.replaceAll('\r\n', '\n')).trim())),
      );
      for (let size = 1; size <= bytes.length; size += 1) {
        const cut = await collect(csvRowsOf(chunksOf(bytes, size), encoding));
        expect(cut, `chunks of ${size} bytes (${encoding})`).toEqual(whole);
      }
    }
  });
});
