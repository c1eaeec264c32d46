import fs from 'node:fs';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';

/**
 * Reading an import file row by row in bounded memory: an XLSX's first worksheet (read whole, within the
 * upload's limits: see xlsxRows), a CSV (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes) in UTF-8
 * (with or without a BOM) or GBK — the encoding Excel on a Chinese Windows saves "CSV" in — told apart by
 * whether the bytes are valid UTF-8.
 */
export type ImportFileType = 'xlsx' | 'csv';

/** A row of cells as text (trimmed), with its row number in the sheet (the first row is 1). */
export type FileRow = { no: number; cells: string[] };

export class UnreadableFile extends Error {}

/** The file's type by its name and first bytes: an XLSX is a zip ('PK'); null when it is neither. */
export function importFileType(name: string, head: Buffer): ImportFileType | null {
  const zip = head.length >= 2 && head[0] === 0x50 && head[1] === 0x4b;
  if (/\.xlsx$/i.test(name)) return zip ? 'xlsx' : null;
  if (/\.(csv|txt)$/i.test(name)) return zip ? null : 'csv';
  return null;
}

/** Whether a file's bytes are UTF-8 (read in chunks: a multi-byte character may span two). */
async function isUtf8(file: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of fs.createReadStream(file, { highWaterMark: 1 << 16 })) decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // Excel dates have no zone: the wall-clock time written is the UTC reading
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
    if ('error' in value) return '';
    return '';
  }
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
  return String(value);
}

/**
 * What an XLSX may inflate to, all its parts together: a sheet of 50,000 rows of 30 filled columns is about
 * 100 MB of XML. A small zip can inflate to gigabytes (a "zip bomb"); `load` would hold all of it.
 */
export const XLSX_MAX_INFLATED_BYTES = 256 * 1024 * 1024;

/**
 * Refuses a zip whose entries inflate past `limit` bytes together, by inflating each one with Node's zlib
 * under that cap (`maxOutputLength`) — not by the sizes the zip declares, which a crafted file may state
 * falsely. Reads the central directory at the end of the file; a zip64 archive, another compression than
 * stored or deflate, or a malformed directory is unreadable.
 */
export function checkInflatedSize(zip: Buffer, limit: number): void {
  const unreadable = (why: string) => new UnreadableFile(`not a readable XLSX: ${why}`);
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw unreadable('no central directory');
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let left = limit;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw unreadable('a broken directory entry');
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const local = zip.readUInt32LE(at + 42);
    if (compressed === 0xffffffff || local === 0xffffffff) throw unreadable('zip64');
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw unreadable('a broken entry');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    if (method === 0) left -= data.length;
    else if (method === 8) {
      try {
        left -= zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, left) }).length;
      } catch (error) {
        if (error instanceof RangeError) throw new UnreadableFile(`inflates past ${limit} bytes`);
        throw unreadable('a corrupt entry');
      }
    } else throw unreadable(`compression method ${method}`);
    if (left < 0) throw new UnreadableFile(`inflates past ${limit} bytes`);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
}

/**
 * An XLSX's first worksheet, read whole with exceljs's `load` — not its streaming reader: exceljs 4.4's
 * `WorkbookReader` decodes each chunk of a zip entry on its own (`lib/utils/parse-sax.js`, a TextDecoder
 * without `stream`), so a multi-byte character split across two chunks of a large sheet reads as '���'.
 * `load` inflates each entry and decodes it as one string before parsing it. The memory this takes is
 * bounded by the upload's limits (IMPORT_MAX_BYTES of file, IMPORT_MAX_ROWS rows, both checked at upload) and by
 * what its parts may inflate to (XLSX_MAX_INFLATED_BYTES, checked before `load`).
 */
async function* xlsxRows(file: string): AsyncGenerator<FileRow> {
  const workbook = new ExcelJS.Workbook();
  const bytes = await fs.promises.readFile(file);
  checkInflatedSize(bytes, XLSX_MAX_INFLATED_BYTES);
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new UnreadableFile(error instanceof Error ? error.message : String(error));
  }
  // only the first sheet holds rows (the template's second lists the allowed values)
  const sheet = workbook.worksheets[0];
  if (!sheet) return;
  const rows: FileRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    rows.push({ no: row.number, cells: Array.from(values, (v) => cellText(v ?? null).trim()) });
  });
  yield* rows;
}

/**
 * CSV rows from the file's bytes in chunks of any size: the decoder carries a multi-byte character split
 * between two chunks, and the parser's state carries a doubled quote ('""'), a CRLF or a field split
 * between them, so every way of cutting the bytes gives the rows the whole file does.
 */
export async function* csvRowsOf(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, encoding: 'utf-8' | 'gbk'): AsyncGenerator<FileRow> {
  const decoder = new TextDecoder(encoding);
  let field = '';
  let cells: string[] = [];
  let quoted = false;
  // inside quotes, a '"' was read: a second one is a quote in the field, anything else closes the quotes
  let quoteSeen = false;
  let afterQuote = false;
  let pendingCr = false;
  let no = 1;
  let started = false;
  let out: FileRow[] = [];
  const endRow = () => {
    cells.push(field.trim());
    out.push({ no, cells });
    field = '';
    cells = [];
    no += 1;
  };
  const feed = (text: string) => {
    if (!started && text.length > 0) {
      started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    for (const ch of text) {
      if (pendingCr) {
        pendingCr = false;
        if (ch === '\n') continue;
      }
      if (quoteSeen) {
        quoteSeen = false;
        if (ch === '"') {
          field += '"';
          continue;
        }
        quoted = false;
        afterQuote = true;
      }
      if (quoted) {
        if (ch === '"') quoteSeen = true;
        else field += ch;
        continue;
      }
      if (ch === '"' && field.trim() === '' && !afterQuote) {
        field = '';
        quoted = true;
      } else if (ch === ',') {
        cells.push(field.trim());
        field = '';
        afterQuote = false;
      } else if (ch === '\n' || ch === '\r') {
        pendingCr = ch === '\r';
        afterQuote = false;
        endRow();
      } else if (!afterQuote) field += ch;
    }
  };
  for await (const chunk of chunks) {
    feed(decoder.decode(chunk, { stream: true }));
    yield* out;
    out = [];
  }
  feed(decoder.decode());
  if (field !== '' || cells.length > 0) endRow();
  yield* out;
}

async function* csvRows(file: string): AsyncGenerator<FileRow> {
  const encoding = (await isUtf8(file)) ? 'utf-8' : 'gbk';
  yield* csvRowsOf(fs.createReadStream(file, { highWaterMark: 1 << 16 }) as AsyncIterable<Buffer>, encoding);
}

/** The rows of an import file, empty rows left out. */
export async function* readImportFile(file: string, type: ImportFileType): AsyncGenerator<FileRow> {
  for await (const row of type === 'xlsx' ? xlsxRows(file) : csvRows(file)) {
    if (row.cells.some((c) => c !== '')) yield row;
  }
}
