import { and, inArray } from 'drizzle-orm';
import { checkPermission } from '@tradewind/contract/common/permission';
import { AddressFieldsSchema } from '@tradewind/contract/crm/address.schema';
import type { CustomerImportRow } from '@tradewind/contract/crm/customer-import.schema';
import type { ReadMemo } from '@/core/db/read-memo';
import { notDeleted } from '@/core/db/soft-delete';
import { invalidField, noPermission } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import type { ImportProblem, ImportRow } from '@/core/jobs/importer';
import { areaIdsOfText, type AreaIds } from '@/modules/common/area';
import { createAddress } from '../address/address.service';
import { customerAddresses } from '../address/address.table';

/**
 * The delivery addresses of the customers' import (docs/imports.md "Customers"): the first row's area and
 * address, and one more from each further row that gives them — through the address form's schema and
 * `createAddress`, so its rules and messages hold. An address the customer has already (the same area and
 * address text) is not added again, so a file imported twice adds nothing twice.
 */

type Row = ImportRow<CustomerImportRow>;
type Consignee = { name: string; phone: string };
type Candidate = { row: Row; area: AreaIds; address: string; consignee: Consignee; isDefault: boolean };

/** The cells of a further row's delivery address; a further row may give them otherwise than the first row. */
export const ADDRESS_COLUMNS = new Set(['area', 'address']);
/** The address form's fields as the file's columns (the consignee's are the contact's, checked as such). */
const COLUMN_OF: Record<string, string> = { province_id: 'area', city_id: 'area', area_id: 'area', address: 'address' };

/** Whether a further row gives a delivery address: its address, or an area other than the first row's. */
export const carriesAddress = (row: Row, first: Row) => row.given.has('address') || (row.given.has('area') && row.cells.area !== first.cells.area);

/** The consignee of the first row's address and of a further row's without a contact: the main contact. */
const mainConsignee = (first: Row): Consignee => ({ name: (first.values.contact_name ?? first.values.name).slice(0, 30), phone: first.values.phone });

const keyOf = (area: AreaIds, address: string) => `${area.province_id}|${area.city_id ?? ''}|${area.area_id ?? ''}|${address}`;

/** A further row's address as the address form's fields, or its problems on the row's columns. */
function furtherAddress(row: Row, consignee: Consignee): { candidate: Candidate } | { problems: ImportProblem[] } {
  const area = row.values.area ? areaIdsOfText(row.values.area) : null;
  // a text that names no area: the message the first row's area gets
  if (row.values.area && !area) return { problems: [{ row: row.no, column: 'area', message: 'area.not_found' }] };
  const parsed = AddressFieldsSchema.safeParse({
    contact_name: consignee.name,
    contact_phone: consignee.phone,
    province_id: area?.province_id ?? null,
    city_id: area?.city_id ?? null,
    area_id: area?.area_id ?? null,
    address: row.values.address ?? '',
    longitude: null,
    latitude: null,
  });
  if (parsed.success) return { candidate: { row, area: area!, address: parsed.data.address, consignee, isDefault: false } };
  const problems = new Map<string, ImportProblem>();
  for (const issue of parsed.error.issues) {
    const column = COLUMN_OF[String(issue.path[0])] ?? String(issue.path[0]);
    if (!problems.has(column)) problems.set(column, { row: row.no, column, message: issue.message });
  }
  return { problems: [...problems.values()] };
}

/**
 * The addresses a customer's rows give, in order: the first row's when it has an area and an address (the
 * default of a customer just made), then each further row's. `consigneeOf` names a further row's contact
 * by its mobile (the contact's name); a row without a contact ships to the main contact.
 */
function candidatesOf(rows: readonly Row[], firstArea: AreaIds | null, isNew: boolean, consigneeOf: (row: Row) => Consignee | null) {
  const [first, ...further] = rows;
  const candidates: Candidate[] = [];
  const problems: ImportProblem[] = [];
  if (firstArea && first.values.address) candidates.push({ row: first, area: firstArea, address: first.values.address, consignee: mainConsignee(first), isDefault: isNew });
  for (const row of further) {
    if (!carriesAddress(row, first)) continue;
    const built = furtherAddress(row, consigneeOf(row) ?? mainConsignee(first));
    if ('problems' in built) problems.push(...built.problems);
    else candidates.push(built.candidate);
  }
  return { candidates, problems };
}

/** The live addresses of these customers, as `customerId:` + area and address (one statement). */
export async function storedAddresses(ctx: RequestContext, customerIds: readonly number[]): Promise<Set<string>> {
  if (customerIds.length === 0) return new Set();
  const found = await ctx.db
    .select({ customerId: customerAddresses.customerId, province_id: customerAddresses.provinceId, city_id: customerAddresses.cityId, area_id: customerAddresses.areaId, address: customerAddresses.address })
    .from(customerAddresses)
    .where(and(inArray(customerAddresses.customerId, [...customerIds]), notDeleted(customerAddresses)));
  return new Set(found.filter((a) => a.province_id !== null).map((a) => `${a.customerId}:${keyOf(a as AreaIds, a.address)}`));
}

/**
 * The problems of the further rows' addresses (the preview's check): the address form's, and the drawer's
 * permission (`crm:address:create`) for one the customer has not. `stored`: storedAddresses of the matched
 * customers; `contactNames`: a contact's name by its mobile, as the row or the stored contact gives it.
 */
export function addressProblems(ctx: RequestContext, rows: readonly Row[], firstArea: AreaIds | null, customerId: number | null, stored: Set<string>, contactNames: (row: Row) => string | undefined): ImportProblem[] {
  const consigneeOf = (row: Row) => (row.values.contact_phone ? { name: contactNames(row) ?? '', phone: row.values.contact_phone } : null);
  const { candidates, problems } = candidatesOf(rows, firstArea, customerId === null, consigneeOf);
  // a consignee's fault is its contact's, which the contact's own check names
  const own = problems.filter((p) => ADDRESS_COLUMNS.has(p.column));
  if (checkPermission('crm:address:create', ctx.session.permissions)) return own;
  const known = new Set<string>();
  for (const c of candidates) {
    const key = keyOf(c.area, c.address);
    if (c.row !== rows[0] && !known.has(key) && !stored.has(`${customerId}:${key}`)) own.push({ row: c.row.no, column: 'address', message: 'common.no_operation_permission' });
    known.add(key);
  }
  return own;
}

/**
 * Adds the addresses a customer's rows give, each unless the customer has it already. `isNew`: the
 * customer was just made (it has none yet, so nothing is read); `contactNames`: the further rows'
 * contacts' names by mobile (applyContacts).
 */
export async function addAddresses(ctx: RequestContext, customerId: number, rows: readonly Row[], firstArea: AreaIds | null, isNew: boolean, memo: ReadMemo | undefined, contactNames: Map<string, string>): Promise<void> {
  const consigneeOf = (row: Row) => (row.values.contact_phone ? { name: contactNames.get(row.values.contact_phone) ?? '', phone: row.values.contact_phone } : null);
  const { candidates, problems } = candidatesOf(rows, firstArea, isNew, consigneeOf);
  if (problems.length > 0) throw invalidField(problems[0].column, problems[0].message);
  if (candidates.length === 0) return;
  const known = isNew ? new Set<string>() : await storedAddresses(ctx, [customerId]);
  for (const c of candidates) {
    const key = `${customerId}:${keyOf(c.area, c.address)}`;
    if (known.has(key)) continue;
    if (c.row !== rows[0] && !checkPermission('crm:address:create', ctx.session.permissions)) throw noPermission();
    await createAddress(
      ctx,
      { customer_id: customerId, contact_name: c.consignee.name, contact_phone: c.consignee.phone, ...c.area, address: c.address, longitude: null, latitude: null, is_default: c.isDefault ? 1 : 0 },
      memo,
    );
    known.add(key);
  }
}
