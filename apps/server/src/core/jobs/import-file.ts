import fs from 'node:fs';
import ExcelJS from 'exceljs';

/**
 * Reading an import file row by row in bounded memory: an XLSX's first worksheet through exceljs's
 * streaming reader, a CSV (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes) in UTF-8
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

async function* xlsxRows(file: string): AsyncGenerator<FileRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit' });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = (row.values as ExcelJS.CellValue[]).slice(1);
        yield { no: row.number, cells: Array.from(values, (v) => cellText(v ?? null).trim()) };
      }
      // only the first sheet holds rows (the template's second lists the allowed values)
      break;
    }
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    throw new UnreadableFile(error instanceof Error ? error.message : String(error));
  }
}

async function* csvRows(file: string): AsyncGenerator<FileRow> {
  const decoder = new TextDecoder((await isUtf8(file)) ? 'utf-8' : 'gbk');
  let field = '';
  let cells: string[] = [];
  let quoted = false;
  let afterQuote = false;
  let no = 1;
  let started = false;
  let pendingCr = false;
  const endRow = (): FileRow => {
    cells.push(field.trim());
    const row = { no, cells };
    field = '';
    cells = [];
    no += 1;
    return row;
  };
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 1 << 16 })) {
    let text = decoder.decode(chunk as Buffer, { stream: true });
    if (!started) {
      started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    for (let i = 0; i < text.length; i += 1) {
      const ch = text[i];
      if (pendingCr) {
        pendingCr = false;
        if (ch === '\n') continue;
      }
      if (quoted) {
        if (ch === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 1;
          } else {
            quoted = false;
            afterQuote = true;
          }
        } else field += ch;
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
        yield endRow();
      } else if (!afterQuote) field += ch;
    }
  }
  field += decoder.decode();
  if (field !== '' || cells.length > 0) yield endRow();
}

/** The rows of an import file, empty rows left out. */
export async function* readImportFile(file: string, type: ImportFileType): AsyncGenerator<FileRow> {
  for await (const row of type === 'xlsx' ? xlsxRows(file) : csvRows(file)) {
    if (row.cells.some((c) => c !== '')) yield row;
  }
}
