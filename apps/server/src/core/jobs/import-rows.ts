import { checkPermission } from '@tradewind/contract/common/permission';
import { isMessageKey, translate, type Locale } from '@tradewind/contract/common/messages';
import type { FieldError } from '@tradewind/contract/common/envelope';
import { AppError } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { IMPORT_BATCH_SIZE, type ImportProblem, type ImportRow, type ImportUnit, type Importer } from './importer';
import type { FileRow } from './import-file';

type AnyImporter = Importer<unknown, unknown, unknown>;

/** The refused rows' file carries the reason in a last column with this header (and a re-upload ignores it). */
export const REASON_HEADERS = { zh: '失败原因', en: 'Reason' } as const;

const norm = (text: string) => text.replace(/\s+/g, '').replace(/[*＊]/g, '').toLowerCase();

/**
 * Which column each cell of the header row is: a column's header in either locale or its key (case,
 * spaces and a required mark '*' ignored); null for a column the importer has not (ignored, like the
 * refused rows' reason). `missing`: the required columns the header lacks.
 */
export function mapHeader(importer: AnyImporter, header: readonly string[]): { keys: Array<string | null>; missing: string[] } {
  const byName = new Map<string, string>();
  for (const c of importer.columns) {
    byName.set(norm(c.key), c.key);
    byName.set(norm(c.header.zh), c.key);
    byName.set(norm(c.header.en), c.key);
  }
  const seen = new Set<string>();
  const keys = header.map((h) => {
    const key = byName.get(norm(h)) ?? null;
    if (key === null || seen.has(key)) return null;
    seen.add(key);
    return key;
  });
  return { keys, missing: importer.columns.filter((c) => c.required && !seen.has(c.key)).map((c) => c.key) };
}

/** A column's header in a locale (required ones marked '*', as the template writes them). */
export function columnHeader(importer: AnyImporter, key: string, locale: Locale): string {
  const column = importer.columns.find((c) => c.key === key);
  if (!column) return key;
  return `${column.required ? '*' : ''}${locale === 'en-US' ? column.header.en : column.header.zh}`;
}

/** A problem's message in the reader's language. */
export function problemText(problem: ImportProblem, locale: Locale): string {
  return isMessageKey(problem.message) ? translate(problem.message, locale, problem.params) : problem.message;
}

/** A problem from what a service threw: a catalogue error's field and message; anything else is the row's failure. */
export function problemOfError(error: unknown, locale: Locale): ImportProblem | null {
  if (error instanceof AppError) {
    const fields = (error.data as { errors?: FieldError[] } | null)?.errors;
    const field = fields?.[0]?.field ?? '';
    return { column: field.split('.')[0] ?? '', message: isMessageKey(error.message) ? translate(error.message, locale, error.params) : error.message };
  }
  const code = (error as { code?: string }).code;
  if (code === '23505') return { column: '', message: translate('import.row_duplicate', locale) };
  if (code === '22003' || code === '22001') return { column: '', message: translate('validation.out_of_range', locale) };
  return null;
}

/** A file row made into the importer's row: its non-empty cells by key, parsed by the schema. */
export function parseRow(importer: AnyImporter, keys: Array<string | null>, row: FileRow, locale: Locale): { row: ImportRow<unknown>; problems: ImportProblem[] } {
  const cells: Record<string, string> = {};
  keys.forEach((key, i) => {
    const cell = row.cells[i];
    if (key !== null && cell !== undefined && cell !== '') cells[key] = cell;
  });
  const problems: ImportProblem[] = [];
  for (const c of importer.columns) if (c.required && cells[c.key] === undefined) problems.push({ row: row.no, column: c.key, message: translate('import.required', locale, { column: columnHeader(importer, c.key, locale).replace('*', '') }) });
  let values: unknown = cells;
  if (problems.length === 0) {
    const parsed = importer.schema.safeParse(cells);
    if (parsed.success) values = parsed.data;
    else {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const column = typeof issue.path[0] === 'string' ? issue.path[0] : '';
        if (seen.has(column)) continue;
        seen.add(column);
        problems.push({ row: row.no, column, message: isMessageKey(issue.message) ? translate(issue.message, locale) : issue.message });
      }
    }
  }
  return { row: { no: row.no, values, given: new Set(Object.keys(cells)), cells }, problems };
}

export type CheckedUnit = { unit: ImportUnit<unknown, unknown>; problems: ImportProblem[] };

/** A row's group key; a refused row's from its cells as read (its values did not parse), null when they give none. */
function groupKeyOf(importer: AnyImporter, row: ImportRow<unknown>, refused: boolean): string | null {
  if (!refused) return importer.group!(row.values);
  try {
    return importer.group!(row.cells);
  } catch {
    return null;
  }
}

/**
 * Collects a file's rows into units (consecutive rows of one group key) and hands them on in batches
 * of about IMPORT_BATCH_SIZE rows, each unit with its problems so far.
 */
export function unitCollector(importer: AnyImporter, onBatch: (units: CheckedUnit[]) => Promise<void>) {
  let open: { key: string | null; rows: ImportRow<unknown>[]; problems: ImportProblem[] } | null = null;
  let batch: CheckedUnit[] = [];
  let batchRows = 0;
  const close = async () => {
    if (!open) return;
    batch.push({ unit: { rows: open.rows, values: open.rows[0].values, match: null }, problems: open.problems });
    batchRows += open.rows.length;
    open = null;
    if (batchRows >= IMPORT_BATCH_SIZE) await flush();
  };
  const flush = async () => {
    if (batch.length === 0) return;
    const units = batch;
    batch = [];
    batchRows = 0;
    await onBatch(units);
  };
  return {
    async add(row: ImportRow<unknown>, problems: ImportProblem[]) {
      // a row the schema refused has no group key of its own: it joins the open unit only by its cells' key
      const key = importer.group ? groupKeyOf(importer, row, problems.length > 0) : null;
      if (open && importer.group && key !== null && open.key === key) {
        open.rows.push(row);
        open.problems.push(...problems);
        return;
      }
      await close();
      open = { key, rows: [row], problems: [...problems] };
    },
    async end() {
      await close();
      await flush();
    },
  };
}

/**
 * Matches and checks a batch of units (their problems so far kept): a unit naming a record an earlier
 * unit of the file named is refused; a unit that would update needs `updatePermission`.
 */
export async function checkUnits(ctx: RequestContext, importer: AnyImporter, units: CheckedUnit[], identities: Set<string>): Promise<void> {
  for (const u of units) {
    if (u.problems.length > 0 || !importer.identity) continue;
    const id = importer.identity(u.unit as ImportUnit<unknown, null>);
    if (id === null) continue;
    if (identities.has(id)) u.problems.push({ row: u.unit.rows[0].no, column: '', message: translate('import.row_repeated', ctx.locale) });
    else identities.add(id);
  }
  const live = units.filter((u) => u.problems.length === 0);
  if (live.length === 0) return;
  const matches = await importer.match(ctx, live.map((u) => u.unit as ImportUnit<unknown, null>));
  live.forEach((u, i) => {
    u.unit = { ...u.unit, match: matches[i] ?? null };
  });
  const update = importer.updatePermission ?? importer.permission;
  for (const u of live) {
    if (u.unit.match !== null && !checkPermission(update, ctx.session.permissions)) u.problems.push({ row: u.unit.rows[0].no, column: '', message: translate('import.update_forbidden', ctx.locale) });
  }
  if (!importer.check) return;
  const checked = live.filter((u) => u.problems.length === 0);
  if (checked.length === 0) return;
  const found = await importer.check(ctx, checked.map((u) => u.unit));
  checked.forEach((u, i) => {
    for (const p of found[i] ?? []) u.problems.push({ ...p, row: p.row ?? u.unit.rows[0].no });
  });
}
