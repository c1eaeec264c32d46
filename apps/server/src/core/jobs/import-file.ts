import fs from 'node:fs';
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
 * An XLSX's first worksheet, read whole with exceljs's `load` — not its streaming reader: exceljs 4.4's
 * `WorkbookReader` decodes each chunk of a zip entry on its own (`lib/utils/parse-sax.js`, a TextDecoder
 * without `stream`), so a multi-byte character split across two chunks of a large sheet reads as '���'.
 * `load` inflates each entry and decodes it as one string before parsing it. The memory this takes is
 * bounded by the upload's limits (IMPORT_MAX_BYTES of file, IMPORT_MAX_ROWS rows, both checked at upload).
 */
async function* xlsxRows(file: string): AsyncGenerator<FileRow> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load((await fs.promises.readFile(file)) as unknown as ArrayBuffer);
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
