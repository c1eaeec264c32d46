import { and, eq, inArray, sql } from 'drizzle-orm';
import { checkPermission } from '@tradewind/contract/common/permission';
import { CreateContactSchema, UpdateContactSchema, type CreateContactInput, type UpdateContactInput } from '@tradewind/contract/crm/contact.schema';
import type { CustomerImportRow } from '@tradewind/contract/crm/customer-import.schema';
import { notDeleted } from '@/core/db/soft-delete';
import { invalidField, noPermission } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import type { ImportProblem, ImportRow } from '@/core/jobs/importer';
import { createContact, updateContact } from '../contact/contact.service';
import { customerUsers } from '../contact/contact.table';
import { ADDRESS_COLUMNS, carriesAddress } from './customer-import-addresses';

/**
 * A customer's further rows in the customers' import (docs/imports.md "Customers"): each gives one more
 * contact, one more delivery address (customer-import-addresses.ts) or both. A contact is found among the
 * customer's live contacts by its mobile, else added — through the contact form's schema and service, so
 * its rules and messages hold.
 */

type Row = ImportRow<CustomerImportRow>;
type StoredContact = typeof customerUsers.$inferSelect;
/** The customer's area, which a new contact takes (the contact form asks for one). */
export type ContactArea = { province_id: number | null; city_id: number | null; area_id: number | null };

/** The contact columns of a row; the others are the customer's, which a further row repeats or leaves empty. */
const CONTACT_COLUMNS = new Set(['contact_name', 'contact_phone', 'contact_remark']);
/** The columns a further row names its customer by. */
const KEY_COLUMNS = new Set(['id', 'phone']);
/** The contact form's fields as the file's columns. */
const COLUMN_OF: Record<string, string> = { name: 'contact_name', phone: 'contact_phone', remark: 'contact_remark', province_id: 'area', city_id: 'area', area_id: 'area' };

/** Whether a further row gives a contact: any of its contact cells. */
export const givesContact = (row: Row) => [...CONTACT_COLUMNS].some((key) => row.given.has(key));

/**
 * Problems of a customer's rows that need no database: a customer cell a further row gives otherwise, a
 * further row with neither a contact nor an address, a contact without its mobile, a mobile twice.
 */
export function contactRowProblems(rows: readonly Row[]): ImportProblem[] {
  const [first, ...further] = rows;
  const problems: ImportProblem[] = [];
  if (first.values.contact_phone && first.values.contact_phone !== first.values.phone) problems.push({ row: first.no, column: 'contact_phone', message: 'crm.import_main_contact_phone' });
  // the first row's contact is the main one, with the customer's mobile
  const seen = new Set([first.values.phone]);
  for (const r of further) {
    for (const key of r.given) {
      if (!KEY_COLUMNS.has(key) && !CONTACT_COLUMNS.has(key) && !ADDRESS_COLUMNS.has(key) && r.cells[key] !== first.cells[key]) problems.push({ row: r.no, column: key, message: 'crm.import_row_differs' });
    }
    const contact = givesContact(r);
    if (!contact && !carriesAddress(r, first)) problems.push({ row: r.no, column: '', message: 'crm.import_further_row_empty' });
    if (!contact) continue;
    const phone = r.values.contact_phone;
    if (!phone) problems.push({ row: r.no, column: 'contact_phone', message: 'crm.import_contact_phone_required' });
    else if (seen.has(phone)) problems.push({ row: r.no, column: 'contact_phone', message: 'crm.import_contact_repeated' });
    else seen.add(phone);
  }
  return problems;
}

/**
 * A further row as the contact form's input: the stored contact with the columns the row gives, or a new
 * contact (status 1 and sex unknown, as the main contact made with a customer). A contact without an area
 * takes the customer's. Its problems are the form schema's, on the row's columns.
 */
function contactInput(row: Row, stored: StoredContact | undefined, area: ContactArea): { input: CreateContactInput | UpdateContactInput } | { problems: ImportProblem[] } {
  const v = row.values;
  const ownArea = stored && stored.provinceId !== null;
  const raw = {
    name: row.given.has('contact_name') ? v.contact_name : stored?.name,
    phone: v.contact_phone,
    birthday: stored?.birthday ?? null,
    province_id: ownArea ? stored.provinceId : area.province_id,
    city_id: ownArea ? stored.cityId : area.city_id,
    area_id: ownArea ? stored.areaId : area.area_id,
    weixin: stored?.weixin ?? null,
    qq: stored?.qq ?? null,
    email: stored?.email ?? null,
    remark: row.given.has('contact_remark') ? v.contact_remark : (stored?.remark ?? null),
    status: stored?.status ?? 1,
    avatar: stored?.avatar ?? null,
    ...(stored ? { id: stored.id } : {}),
  };
  // the form's sex is 1 or 2; the file has no column for it, so a stored contact keeps its own
  const parsed = stored ? UpdateContactSchema.omit({ sex: true }).safeParse(raw) : CreateContactSchema.omit({ sex: true }).safeParse(raw);
  if (!parsed.success) {
    const seen = new Set<string>();
    const problems: ImportProblem[] = [];
    for (const issue of parsed.error.issues) {
      const column = COLUMN_OF[String(issue.path[0])] ?? '';
      if (seen.has(column)) continue;
      seen.add(column);
      problems.push({ row: row.no, column, message: issue.message });
    }
    return { problems };
  }
  return { input: { ...parsed.data, sex: (stored?.sex ?? 0) as CreateContactInput['sex'] } };
}

/** Whether the input changes the stored contact in what a file can give (name, remark, the area it lacked). */
const changes = (input: CreateContactInput | UpdateContactInput, current: StoredContact) => input.name !== current.name || input.remark !== current.remark || input.province_id !== current.provinceId;

/** What adding or changing the contact needs, as in the drawer (null: the contact stays as it is). */
function permissionFor(input: CreateContactInput | UpdateContactInput, current: StoredContact | undefined): string | null {
  if (!current) return 'crm:user:create';
  return changes(input, current) ? 'crm:user:update' : null;
}

/** The live contacts of these customers, by customer and mobile (one statement). */
export async function storedContacts(ctx: RequestContext, customerIds: readonly number[]): Promise<Map<string, StoredContact>> {
  if (customerIds.length === 0) return new Map();
  const found = await ctx.db
    .select()
    .from(customerUsers)
    .where(and(inArray(customerUsers.customerId, [...customerIds]), notDeleted(customerUsers)));
  return new Map(found.map((c) => [`${c.customerId}:${c.phone}`, c]));
}

/** The problems of a customer's further rows with the contact form's schema and permissions (the preview's check). */
export function contactProblems(ctx: RequestContext, further: readonly Row[], customerId: number | null, stored: Map<string, StoredContact>, area: ContactArea): ImportProblem[] {
  return further.filter(givesContact).flatMap((row) => {
    const current = customerId === null ? undefined : stored.get(`${customerId}:${row.values.contact_phone}`);
    const built = contactInput(row, current, area);
    if ('problems' in built) return built.problems;
    const needed = permissionFor(built.input, current);
    return needed && !checkPermission(needed, ctx.session.permissions) ? [{ row: row.no, column: 'contact_phone', message: 'common.no_operation_permission' }] : [];
  });
}

/**
 * Adds or updates the contacts of a customer's further rows; a contact the row leaves as it is is not
 * written. Gives each contact's name by its mobile (the consignee of an address on the same row).
 */
export async function applyContacts(ctx: RequestContext, customerId: number, rows: readonly Row[], area: ContactArea): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const further = rows.slice(1).filter(givesContact);
  if (further.length === 0) return names;
  const stored = await storedContacts(ctx, [customerId]);
  for (const row of further) {
    const current = stored.get(`${customerId}:${row.values.contact_phone}`);
    const built = contactInput(row, current, area);
    if ('problems' in built) throw invalidField(built.problems[0].column, built.problems[0].message);
    const input = built.input;
    names.set(input.phone, input.name);
    const needed = permissionFor(input, current);
    if (needed === null) continue;
    if (!checkPermission(needed, ctx.session.permissions)) throw noPermission();
    if (!current) await createContact(ctx, customerId, input as CreateContactInput);
    else await updateContact(ctx, customerId, input as UpdateContactInput);
  }
  return names;
}

/**
 * The main contact's name and remark as the customer's first row gives them (written only when given);
 * `made`: the customer was just made, its main contact already under the row's name.
 */
export async function setMainContact(ctx: RequestContext, customerId: number, row: Row, made: boolean): Promise<void> {
  const name = !made && row.given.has('contact_name') && row.values.contact_name ? row.values.contact_name : undefined;
  const remark = row.given.has('contact_remark') ? row.values.contact_remark : undefined;
  if (name === undefined && remark === undefined) return;
  await ctx.db
    .update(customerUsers)
    .set({ name, remark, updatedAt: sql`now()` })
    .where(and(eq(customerUsers.customerId, customerId), eq(customerUsers.isMaster, 1), notDeleted(customerUsers)));
}
