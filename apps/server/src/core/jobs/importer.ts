import type { z } from 'zod';
import type { Locale } from '@tradewind/contract/common/messages';
import type { PermissionRule } from '@tradewind/contract/common/permission';
import type { ReadMemo } from '@/core/db/read-memo';
import type { RequestContext } from '@/core/http/request-context';

/**
 * The import centre (docs/architecture.md §7, "Imports"): a module that lets people move records in from
 * a spreadsheet declares an `Importer` and registers it when it loads (`defineImporter`, like the
 * exporters). The import centre then offers it to everyone holding its permission: the XLSX template,
 * the upload (XLSX, or CSV in UTF-8 or GBK), the preview of every row's problems, the background run with
 * progress, the result with the refused rows as a file. The importer only says what its rows are and how
 * one is found and applied; reading files, counting, transactions, progress, the action log, the refused
 * rows' file and the 50,000-row limit are the centre's.
 *
 * How a file goes through an importer:
 *
 * 1. **Cells → row.** The header row is matched against `columns` (either locale's header, or the key
 *    itself; case and spaces ignored; unknown headers are refused in the preview as a file problem). Each
 *    data row becomes a record `{ [column key]: text }` holding only the non-empty cells (trimmed; a
 *    date or number cell of an XLSX as its text: '2026-11-29', '12.5'). `schema` parses it: its issues
 *    are the row's problems, each on the column its path starts with (a message key of the contract is
 *    translated into the reader's language). A column `required` and empty is a problem before the schema
 *    runs. Build the schema from the contract's own field schemas (`CreateCustomerSchema.shape.name`,
 *    `phoneSchema`…) so the file, the form and the API refuse the same input with the same message.
 * 2. **Units.** Each row is a unit of its own, unless `group` is given: then consecutive rows with the same
 *    group key form one unit (an SPU and its SKUs, one row per SKU), applied and refused together.
 * 3. **Match.** `match(ctx, units)` finds, for a batch of units (up to IMPORT_BATCH_SIZE rows), the
 *    existing record each one updates — by code, barcode, phone or account — or null (it creates one).
 *    Read in bulk (one query for the batch), not a query a row: 10,000 rows are validated in seconds.
 *    A unit whose key repeats an earlier unit of the same file is refused by the centre (the file
 *    would apply one record twice); give `identity` so the centre can tell.
 * 4. **Check** (optional). `check(ctx, units)` returns each unit's problems that need the database
 *    (a name that no level has, an owner account that is not staff, a phone another record holds), in
 *    bulk like `match`. The preview shows the problems of steps 1, 3 and 4 and the counts that would be
 *    created, updated and refused — nothing is written.
 * 5. **Apply.** The run reads the file again and, for every unit without problems, calls
 *    `apply(ctx, unit, state)` in a transaction of its own (`transaction: 'unit'`, the default): it
 *    creates the record (unit.match null) or updates it, touching only the columns the file gives
 *    (`row.given`: the keys of the row's non-empty cells — an empty cell leaves the field as it is). It
 *    answers 'created' or 'updated'. It calls the module's own service functions, under `ctx`'s session
 *    (the importing person's rights, data scope and store — `ctx.storeId` is the store current when the
 *    file was uploaded), so every rule of the form holds. A catalogue error it throws (`invalidField`,
 *    `conflict`, `notFound`, `noPermission`) rolls the unit back and refuses it with its message; any
 *    other error fails the unit too (logged), never the whole file. Since a unit that matched updates and
 *    one that did not creates, importing the same file twice creates nothing twice.
 *    With `transaction: 'file'` every unit is applied in ONE transaction, then `finish` runs in it: the
 *    first unit that throws refuses the whole file (nothing is written) — for an importer that posts one
 *    document for the whole file (opening stock: `apply` adds the unit's lines to `state`, `finish`
 *    posts the document through the module's one writer).
 * 6. **Finish** (optional). `finish(ctx, state, summary)` runs once at the end: in the file's
 *    transaction for `transaction: 'file'`, else in a transaction of its own after the last unit.
 *    `begin(ctx)` makes the `state` every `apply` and `finish` share (default: undefined).
 *    `apply` also gets a memo of its transaction (`ReadMemo`, core/db/read-memo.ts), new for each
 *    transaction and shared by the units applied in it: services that take one read what every unit
 *    repeats (a setting, an area, the owner's staff row) once per transaction instead of once per unit.
 *
 * Permissions: `permission` is what creating the records by hand needs (`crm:customer:create`): the
 * import centre lists the kind, gives its template and takes its files only to holders of it.
 * `updatePermission` (default: the same) is what changing a matched record needs: a unit that would
 * update without it is a problem of that unit, in the preview and in the run.
 *
 * Texts: `title` and the columns' `header`, `note` and values are in both locales; a problem's message
 * is a contract message key (translated) or a text already made in `ctx.locale` (the importing
 * person's language).
 */
export type Importer<Row = Record<string, unknown>, Match = unknown, State = unknown> = {
  /** `<module>.<entity>` ('crm.customer'): the kind the import centre names, its routes and its tasks carry */
  key: string;
  /** what the import centre lists ('客户' / 'Customers'), and the start of the template's file name */
  title: Title;
  /** to import at all: as for creating the records by hand */
  permission: PermissionRule;
  /** to update a matched record (default: `permission`) */
  updatePermission?: PermissionRule;
  /** the template's columns, in order; a file may leave out any that is not `required` */
  columns: readonly ImportColumn[];
  /** parses a row's non-empty cells (`{ [column key]: text }`); its issues are the row's problems */
  schema: z.ZodType<Row, unknown>;
  /** consecutive rows with the same key are one unit (default: each row is a unit) */
  group?: (row: Row) => string;
  /**
   * The record a unit stands for, as text ('phone:13800000000'), so the centre refuses a later unit
   * of the same file that names the same record (default: no such check).
   */
  identity?: (unit: ImportUnit<Row, null>) => string | null;
  /** for each unit, the existing record it updates, or null (it creates one); in bulk */
  match(ctx: RequestContext, units: ReadonlyArray<ImportUnit<Row, null>>): Promise<Array<Match | null>>;
  /** for each unit, its problems that need the database (empty: none); in bulk */
  check?(ctx: RequestContext, units: ReadonlyArray<ImportUnit<Row, Match>>): Promise<ImportProblem[][]>;
  /** 'unit' (default): a transaction per unit; 'file': one for the whole file, then `finish` in it */
  transaction?: 'unit' | 'file';
  /**
   * With `transaction: 'unit'`: units applied in one transaction, each in a savepoint of its own (a unit
   * still never half-applies: one that throws rolls back to its savepoint and is refused), the
   * units dealt into IMPORT_CONCURRENCY lanes that run side by side, each lane's transactions one after
   * another. Default 1: a transaction per unit, IMPORT_CONCURRENCY at once. Worth it where a unit is a
   * few cheap statements and the commit is a large share of its cost.
   */
  unitsPerTransaction?: number;
  /**
   * With `unitsPerTransaction`: what a unit locks that other units lock too (customers: the owner, whose
   * cap lock is held to the commit); units of one key go to one lane, so two lanes' transactions never
   * wait on each other for it. null (or none given): any lane.
   */
  laneOf?: (unit: ImportUnit<Row, Match>) => string | null;
  begin?(ctx: RequestContext): Promise<State> | State;
  /** creates or updates the unit's record(s); throws a catalogue error to refuse the unit; `memo`: its transaction's (the runner always gives one) */
  apply(ctx: RequestContext, unit: ImportUnit<Row, Match>, state: State, memo?: ReadMemo): Promise<'created' | 'updated'>;
  finish?(ctx: RequestContext, state: State, summary: ImportSummary): Promise<void>;
};

/** A text in both locales. */
export type Title = { zh: string; en: string };

export type ImportColumn = {
  /** the row's field (snake_case, as the API names it) */
  key: string;
  /** the template's header in each locale; a file may use either, or the key */
  header: Title;
  required?: boolean;
  /** the template's example row */
  example?: string;
  /** the template's further example rows, for a kind that groups (the rest of one unit: a customer's other contacts) */
  moreExamples?: readonly string[];
  /** a hint for the template's second sheet ('11 digits', 'YYYY-MM-DD') */
  note?: Title;
  /**
   * The values the column takes, listed on the template's second sheet: fixed (both locales), or read
   * from the tenant when the template is made (its levels, its staff accounts).
   */
  values?: readonly Title[] | ((ctx: RequestContext) => Promise<string[]>);
};

/** One data row of the file: its row number in the sheet (the header is row 1), its parsed values and cells. */
export type ImportRow<Row> = {
  no: number;
  values: Row;
  /** the keys of the row's non-empty cells: a match updates only these */
  given: ReadonlySet<string>;
  /** the cells as read (text), for the refused rows' file */
  cells: Readonly<Record<string, string>>;
};

/** The rows applied together (one, unless the importer groups) and the record they match. */
export type ImportUnit<Row, Match> = {
  rows: ReadonlyArray<ImportRow<Row>>;
  /** rows[0].values, for an importer that does not group */
  values: Row;
  match: Match;
};

/** A problem of a row: on a column (its key; '' for the row as a whole), a message key or a made text. */
export type ImportProblem = { row?: number; column: string; message: string; params?: Record<string, string | number> };

export type ImportSummary = { created: number; updated: number; refused: number };

/** Rows a file may hold at most (the header not counted): more is refused with 422 'import.too_many_rows'. */
export const IMPORT_MAX_ROWS = 50_000;
/** Rows read, matched and checked together. */
export const IMPORT_BATCH_SIZE = 500;

const importers = new Map<string, Importer<unknown, unknown, unknown>>();

/** Registers an importer (a module calls it when it loads, as it defines its exporters). */
export function defineImporter<Row, Match, State = undefined>(importer: Importer<Row, Match, State>): Importer<Row, Match, State> {
  importers.set(importer.key, importer as unknown as Importer<unknown, unknown, unknown>);
  return importer;
}

export function importerOf(key: string): Importer<unknown, unknown, unknown> | undefined {
  return importers.get(key);
}

/** Every importer registered so far. */
export function registeredImporters(): Array<Importer<unknown, unknown, unknown>> {
  return [...importers.values()];
}

/** A text of the importer in a locale. */
export function titleIn(title: Title, locale: Locale): string {
  return locale === 'en-US' ? title.en : title.zh;
}
