import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate } from '@tradewind/contract/common/messages';
import { normaliseCompanyName, type CreateLeadInput, type Lead, type LeadDuplicate, type LeadMatch, type TransformLeadInput, type TransformResult, type UpdateLeadInput } from '@tradewind/contract/crm/lead.schema';
import { notDeleted } from '@/core/db/soft-delete';
import { conflict, invalidField, noPermission, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { sendMessage } from '@/modules/common/message';
import { staff } from '@/modules/system/staff';
import { stores } from '@/modules/system/store';
import { submitCertificationFromLead } from '../certification/certification.service';
import { certifications } from '../certification/certification.table';
import { customerUsers } from '../contact/contact.table';
import { customerScope, findVisibleCustomer } from '../customer/customer-access';
import { assertSalesFor, BLANK_CUSTOMER_FORM, createCustomer } from '../customer/customer.service';
import { customers } from '../customer/customer.table';
import { assertOptionUsable } from '../config/option.service';
import { writeCustomerLog } from '../log/log.service';
import { visits } from '../visit/visit.table';
import { findVisibleLead, type LeadRow } from './lead-access';
import { readLead } from './lead.read';
import { leads } from './lead.table';

/**
 * A lead the caller may see, then its row under FOR UPDATE read by id alone: of two people acting on one
 * lead at once the second waits and then sees what the first did (a claimed lead answers "not in the pool",
 * a transformed one "already transformed"), not a 404 because it left their scope meanwhile.
 */
async function lockLead(ctx: RequestContext, id: number, options: { anyOwner?: boolean } = {}): Promise<LeadRow> {
  await findVisibleLead(ctx, id, options);
  const [row] = await ctx.db.select().from(leads).where(eq(leads.id, id)).for('update');
  if (!row || row.deletedAt !== null) throw notFound();
  if (row.status === 3) throw conflict('crm.lead_transformed');
  return row;
}

/** Tells a staff member a lead was given to them (not when they took it themselves), in their own language. */
async function messageNewOwner(ctx: RequestContext, lead: { id: number; name: string; company: string | null }, salesId: number): Promise<void> {
  if (salesId === ctx.staffId) return;
  await sendMessage(ctx.db, {
    tenantId: ctx.tenantId,
    recipients: [salesId],
    type: 'customer',
    title: { key: 'crm.msg_lead_assigned_title' },
    content: { key: 'crm.msg_lead_assigned_content', params: { name: lead.company ? `${lead.company} ${lead.name}` : lead.name } },
    from: { staffId: ctx.staffId, name: ctx.session.name },
    params: { target_type: 'leads', target_id: lead.id },
  });
}

const leadFields = (input: CreateLeadInput | UpdateLeadInput) => ({
  name: input.name,
  company: input.company,
  phone: input.phone,
  creditNumber: input.credit_number,
  source: input.source,
  weixin: input.weixin,
  email: input.email,
  address: input.address,
  remark: input.remark,
});

/**
 * A new lead in an authorised store, owned by the creator, by `sales_id` (crm:leads:sales, an active member
 * holding the store; messaged), or by no one (`to_pool` 1: the lead pool).
 */
export async function createLead(ctx: RequestContext, input: CreateLeadInput): Promise<Lead> {
  const storeId = input.store_id ?? ctx.storeId ?? ctx.session.storeIds[0] ?? null;
  if (storeId === null || !ctx.session.storeIds.includes(storeId)) throw invalidField('store_id', 'crm.store_not_authorised');
  await assertOptionUsable(ctx, 'source', input.source, 'source', 'crm.lead_source_required');
  let salesId: number | null = null;
  if (input.to_pool !== 1) {
    salesId = input.sales_id ?? ctx.staffId;
    if (salesId !== ctx.staffId) {
      if (!ctx.session.permissions.has('crm:leads:sales')) throw noPermission('crm.assign_others_forbidden');
      await assertSalesFor(ctx, salesId, storeId);
    }
  }
  const now = new Date();
  const [row] = await ctx.db
    .insert(leads)
    .values({ ...leadFields(input), tenantId: ctx.tenantId, storeId, salesId, salesAssignedAt: salesId ? now : null, status: 1, createdBy: ctx.staffId, createdAt: now, updatedAt: now })
    .returning();
  if (salesId !== null) await messageNewOwner(ctx, row, salesId);
  return readLead(ctx, row.id);
}

export async function updateLead(ctx: RequestContext, input: UpdateLeadInput): Promise<Lead> {
  const lead = await lockLead(ctx, input.id);
  await assertOptionUsable(ctx, 'source', input.source, 'source', 'crm.lead_source_required', lead.source);
  await ctx.db.update(leads).set({ ...leadFields(input), updatedAt: new Date() }).where(eq(leads.id, lead.id));
  return readLead(ctx, lead.id);
}

/** Soft delete; a transformed lead stays (the customer's history names it). */
export async function deleteLead(ctx: RequestContext, id: number): Promise<null> {
  const lead = await lockLead(ctx, id);
  await ctx.db.update(leads).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(leads.id, lead.id));
  return null;
}

/** Assign (`/sales`): the current owner again is 409 '和原本销售一致，无需修改'; the new owner is messaged. */
export async function assignLead(ctx: RequestContext, id: number, salesId: number): Promise<Lead> {
  const lead = await lockLead(ctx, id);
  if (lead.salesId === salesId) throw conflict('crm.same_sales');
  await assertSalesFor(ctx, salesId, lead.storeId);
  await ctx.db.update(leads).set({ salesId, salesAssignedAt: new Date(), updatedAt: new Date() }).where(eq(leads.id, lead.id));
  await messageNewOwner(ctx, lead, salesId);
  return readLead(ctx, lead.id);
}

/** Claim a pool lead (the caller becomes its owner); an owned one is 409 '该线索不在线索池中'. */
export async function claimLead(ctx: RequestContext, id: number): Promise<Lead> {
  const lead = await lockLead(ctx, id, { anyOwner: true });
  if (lead.salesId !== null) throw conflict('crm.lead_not_in_pool');
  await ctx.db.update(leads).set({ salesId: ctx.staffId, salesAssignedAt: new Date(), updatedAt: new Date() }).where(eq(leads.id, lead.id));
  return readLead(ctx, lead.id);
}

/** Release an owned lead to the pool (its owner, or whoever's data scope covers it). */
export async function releaseLead(ctx: RequestContext, id: number): Promise<Lead> {
  const lead = await lockLead(ctx, id);
  if (lead.salesId === null) throw conflict('crm.lead_in_pool');
  await ctx.db.update(leads).set({ salesId: null, salesAssignedAt: null, updatedAt: new Date() }).where(eq(leads.id, lead.id));
  return readLead(ctx, lead.id);
}

/**
 * A company name as the duplicate check compares it, in SQL: the expression of migration 0055's indexes
 * (written out, not bound, so the planner matches them) — contract `normaliseCompanyName` in TypeScript.
 */
const nameKey = (column: SQL | typeof customers.name | typeof customers.certName) => sql`lower(translate(${column}, ${sql.raw("'（）\u3000 '")}, ${sql.raw("'()'")}))`;

/** The customer fields a merge may fill, with the lead's value: only those empty on the customer are written. */
const FILLABLE = [
  { field: 'source', column: 'source', empty: (v: unknown) => v === 0 || v === null, from: (l: LeadRow) => l.source },
  { field: 'weixin', column: 'weixin', empty: (v: unknown) => !v, from: (l: LeadRow) => l.weixin },
  { field: 'email', column: 'email', empty: (v: unknown) => !v, from: (l: LeadRow) => l.email },
  { field: 'address', column: 'address', empty: (v: unknown) => !v, from: (l: LeadRow) => l.address },
  { field: 'remark', column: 'remark', empty: (v: unknown) => !v, from: (l: LeadRow) => l.remark },
] as const;

type CustomerRow = typeof customers.$inferSelect;
const fillsFor = (customer: Pick<CustomerRow, 'source' | 'weixin' | 'email' | 'address' | 'remark'>, lead: LeadRow) =>
  FILLABLE.filter((f) => f.empty(customer[f.column]) && f.from(lead) !== null && f.from(lead) !== '' && f.from(lead) !== 0);

const maskPhone = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****');

/**
 * The customers of the tenant the lead may already be: the same phone (the customer's, or one of its
 * contacts'), the same credit code (a live certification), or the same company name as the customer's
 * name or certified name — each normalised (contract lead.schema.ts). Every customer of the tenant is
 * checked, not only those the caller sees: another rep's customer is named (phone masked) but cannot be
 * merged into.
 */
export async function findDuplicates(ctx: RequestContext, lead: LeadRow): Promise<Array<LeadDuplicate & { ownPhone: boolean }>> {
  const key = lead.company ? normaliseCompanyName(lead.company) : null;
  const byPhone = or(
    eq(customers.phone, lead.phone),
    inArray(customers.id, ctx.db.select({ id: customerUsers.customerId }).from(customerUsers).where(and(eq(customerUsers.phone, lead.phone), notDeleted(customerUsers)))),
  )!;
  const byCredit = lead.creditNumber
    ? inArray(customers.id, ctx.db.select({ id: certifications.customerId }).from(certifications).where(and(eq(certifications.creditNumber, lead.creditNumber), notDeleted(certifications))))
    : sql`false`;
  const byName = key ? or(sql`${nameKey(customers.name)} = ${key}`, sql`${nameKey(customers.certName)} = ${key}`)! : sql`false`;
  const scope = customerScope(ctx);
  const owner = alias(staff, 'dup_owner');
  const rows = await ctx.db
    .select({
      c: customers,
      ownerName: owner.name,
      storeName: stores.name,
      phone: sql<unknown>`${byPhone}`,
      credit: sql<unknown>`${byCredit}`,
      name: sql<unknown>`${byName}`,
      visible: scope ? sql<unknown>`${scope}` : sql<unknown>`true`,
    })
    .from(customers)
    .leftJoin(owner, eq(owner.id, customers.salesId))
    .leftJoin(stores, eq(stores.id, customers.storeId))
    .where(or(byPhone, byCredit, byName))
    .orderBy(customers.id)
    .limit(20);
  const yes = (v: unknown) => v === true || v === 't' || v === 'true';
  return rows.map((r) => {
    const matches: LeadMatch[] = [];
    if (yes(r.phone)) matches.push('phone');
    if (yes(r.credit)) matches.push('credit_number');
    if (yes(r.name)) matches.push('company');
    const visible = yes(r.visible);
    return {
      customer_id: r.c.id,
      name: r.c.name,
      phone: visible ? r.c.phone : maskPhone(r.c.phone),
      sales_name: r.c.salesType === 1 ? (r.ownerName ?? '') : translate(`crm.sales_type_${r.c.salesType}`, ctx.locale),
      store_name: r.storeName ?? '',
      matches,
      can_merge: visible,
      fills: fillsFor(r.c, lead).map((f) => translate(`crm.lead_field_${f.field}`, ctx.locale)),
      ownPhone: r.c.phone === lead.phone,
    };
  });
}

export async function leadDuplicates(ctx: RequestContext, id: number): Promise<{ list: LeadDuplicate[] }> {
  const lead = await findVisibleLead(ctx, id);
  const list = lead.status === 3 ? [] : await findDuplicates(ctx, lead);
  return { list: list.map(({ ownPhone: _own, ...d }) => d) };
}

/**
 * Transform a lead into a customer, in one transaction under the lead's row lock (a second transform of
 * the same lead waits, then answers 409 '线索已转化…': one customer, never two).
 * - merge: into a duplicate the caller can see, filling only its empty fields (source, WeChat, email,
 *   address, remark); the customer log says what was filled.
 * - create: a new customer (createCustomer: store, phone, cap and owner rules) owned by the lead's owner,
 *   the caller for a pool lead; with duplicates found it needs `ignore_duplicates` 1, and a customer with the
 *   same phone always means merge (a phone belongs to one customer of a tenant).
 * The lead's follow-ups become the customer's too (crm_visits.customer_id), its last visit follows. A lead
 * with a credit code and a company submits the customer's enterprise certification (`certification` says how it went).
 */
export async function transformLead(ctx: RequestContext, id: number, input: TransformLeadInput): Promise<TransformResult> {
  const lead = await lockLead(ctx, id);
  const duplicates = await findDuplicates(ctx, lead);
  let customerId: number;
  let filled: string[] = [];
  if (input.mode === 'merge') {
    const target = duplicates.find((d) => d.customer_id === input.customer_id);
    const customer = await findVisibleCustomer(ctx, input.customer_id!, { forUpdate: true });
    if (!target) throw invalidField('customer_id', 'crm.lead_merge_not_duplicate');
    const fills = fillsFor(customer, lead);
    if (fills.length) {
      await ctx.db
        .update(customers)
        .set({ ...Object.fromEntries(fills.map((f) => [f.column, f.from(lead)])), updatedAt: new Date() })
        .where(eq(customers.id, customer.id));
    }
    filled = fills.map((f) => f.field);
    const fieldNames = fills.map((f) => translate(`crm.lead_field_${f.field}`, ctx.locale)).join(ctx.locale === 'en-US' ? ', ' : '、');
    await writeCustomerLog(
      ctx,
      customer.id,
      'lead.merge',
      translate(fills.length ? 'crm.log_lead_merged' : 'crm.log_lead_merged_nothing', ctx.locale, { lead: lead.company ?? lead.name, id: lead.id, fields: fieldNames }),
    );
    customerId = customer.id;
  } else {
    if (duplicates.some((d) => d.ownPhone)) throw conflict('crm.lead_phone_taken_by_customer');
    if (duplicates.length && input.ignore_duplicates !== 1) throw conflict('crm.lead_has_duplicates', { count: duplicates.length });
    const created = await createCustomer(ctx, {
      ...BLANK_CUSTOMER_FORM,
      name: (lead.company ?? lead.name).slice(0, 50),
      phone: lead.phone,
      source: lead.source,
      weixin: lead.weixin,
      email: lead.email,
      address: lead.address,
      remark: lead.remark,
      store_id: lead.storeId,
      sales_type: 1,
      sales_id: lead.salesId ?? ctx.staffId,
      contact_name: lead.name,
    }, { fromLead: true });
    await writeCustomerLog(ctx, created.id, 'lead.transform', translate('crm.log_lead_created_customer', ctx.locale, { lead: lead.company ?? lead.name, id: lead.id }));
    customerId = created.id;
  }
  // the lead's follow-ups join the customer's history; its last visit is the later of both
  await ctx.db.update(visits).set({ customerId }).where(and(eq(visits.leadId, lead.id), isNull(visits.customerId)));
  if (lead.lastVisitAt) {
    await ctx.db
      .update(customers)
      .set({ lastVisitAt: sql`GREATEST(${customers.lastVisitAt}, ${lead.lastVisitAt.toISOString()}::timestamptz)`, updatedAt: new Date() })
      .where(eq(customers.id, customerId));
  }
  // the credit code becomes an enterprise certification applying (certification.service: who, when not)
  const certification =
    lead.creditNumber && lead.company ? await submitCertificationFromLead(ctx, customerId, { id: lead.id, company: lead.company, creditNumber: lead.creditNumber }) : null;
  await ctx.db
    .update(leads)
    .set({ status: 3, customerId, transformedAt: new Date(), transformedBy: ctx.staffId, updatedAt: new Date() })
    .where(eq(leads.id, lead.id));
  return { lead: await readLead(ctx, lead.id), customer_id: customerId, merged: input.mode === 'merge', filled, certification };
}
