import { aliasedTable, and, eq, sql } from 'drizzle-orm';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import { CERT_STEP, maskCreditNumber, type CertStep, type CertType, type Certification, type CertificationInput } from '@tradewind/contract/crm/certification.schema';
import { notDeleted } from '@/core/db/soft-delete';
import { conflict, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import type { FileStorage } from '@/core/storage/file-storage';
import { sendMessage } from '@/modules/common/message';
import { staff } from '@/modules/system/staff';
import { findVisibleCustomer } from '../customer/customer-access';
import { customers } from '../customer/customer.table';
import { readImages } from '../file/stored-upload';
import { writeCustomerLog } from '../log/log.service';
import { certifications } from './certification.table';

type Row = typeof certifications.$inferSelect;

const auditor = aliasedTable(staff, 'cert_auditor');
const submitter = aliasedTable(staff, 'cert_submitter');
const typeText = (ctx: RequestContext, type: number) => translate(`crm.cert_type_${type}`, ctx.locale);

/** The customer's live certification (not cancelled), locked when asked. */
async function liveCertification(ctx: RequestContext, customerId: number, forUpdate = false): Promise<Row | undefined> {
  const query = ctx.db
    .select()
    .from(certifications)
    .where(and(eq(certifications.customerId, customerId), notDeleted(certifications)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

async function describe(ctx: RequestContext, id: number, showFull: boolean): Promise<Certification> {
  const [r] = await ctx.db
    .select({ cert: certifications, auditorName: auditor.name, submitterName: submitter.name })
    .from(certifications)
    .leftJoin(auditor, eq(auditor.id, certifications.auditedBy))
    .leftJoin(submitter, eq(submitter.id, certifications.createdBy))
    .where(eq(certifications.id, id));
  const c = r.cert;
  const tz = ctx.session.timeZone;
  return {
    id: c.id,
    customer_id: c.customerId,
    type: c.type as CertType,
    type_text: typeText(ctx, c.type),
    name: c.name,
    credit_number: showFull ? c.creditNumber : maskCreditNumber(c.creditNumber),
    is_masked: showFull ? 0 : 1,
    images: c.images,
    step: c.step as CertStep,
    step_text: translate(`crm.cert_step_${c.step}`, ctx.locale),
    audit_remark: c.auditRemark,
    audited_by_name: r.auditorName ?? null,
    audited_at: formatDateTime(c.auditedAt, tz),
    created_by_name: r.submitterName ?? null,
    created_at: formatDateTime(c.createdAt, tz)!,
    updated_at: formatDateTime(c.updatedAt, tz)!,
  };
}

/**
 * GET /crm/certification: the customer's certification, or null when it has none. The number is masked
 * unless show_full=1; every unmasking is written to the customer's log (who and when).
 */
export async function getCertification(ctx: RequestContext, customerId: number, showFull: boolean): Promise<Certification | null> {
  await findVisibleCustomer(ctx, customerId);
  const row = await liveCertification(ctx, customerId);
  if (!row) return null;
  if (showFull) {
    await writeCustomerLog(ctx, customerId, 'certification.reveal', translate('crm.log_cert_revealed', ctx.locale));
  }
  return describe(ctx, row.id, showFull);
}

/** POST: a new application (step 1), only when the customer has none applying or approved; a rejected one is replaced. */
export async function createCertification(ctx: RequestContext, storage: FileStorage, input: CertificationInput): Promise<Certification> {
  await findVisibleCustomer(ctx, input.customer_id, { forUpdate: true });
  const current = await liveCertification(ctx, input.customer_id, true);
  if (current && current.step !== CERT_STEP.rejected) throw conflict('crm.cert_exists');
  const images = await readImages(ctx, storage, input.images);
  if (current) await ctx.db.update(certifications).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(certifications.id, current.id));
  const [row] = await ctx.db
    .insert(certifications)
    .values({
      tenantId: ctx.tenantId,
      customerId: input.customer_id,
      type: input.type,
      name: input.name,
      creditNumber: input.credit_number,
      images: images.join(','),
      step: CERT_STEP.applying,
      createdBy: ctx.staffId,
    })
    .returning({ id: certifications.id });
  await writeCustomerLog(ctx, input.customer_id, 'certification.create', translate('crm.log_cert_created', ctx.locale, { type: typeText(ctx, input.type), name: input.name }));
  return describe(ctx, row.id, false);
}

/**
 * A lead's credit code and company carried into its customer's certification (the lead transform): an
 * enterprise application, applying, without images — the licence is added by editing it (PUT) and the audit
 * decides as for any application. Only by someone who may submit certifications, never over a live one
 * (applying, approved or rejected: the customer's own history), and never a code another customer's live
 * certification already has (that customer was the duplicate the transform showed). The customer is locked.
 */
export async function submitCertificationFromLead(
  ctx: RequestContext,
  customerId: number,
  lead: { id: number; company: string; creditNumber: string },
): Promise<'submitted' | 'exists' | 'taken' | 'no_permission'> {
  if (!ctx.session.isSuper && !ctx.session.permissions.has('crm:certification:create')) return 'no_permission';
  if (await liveCertification(ctx, customerId, true)) return 'exists';
  const [other] = await ctx.db
    .select({ id: certifications.id })
    .from(certifications)
    .where(and(eq(certifications.creditNumber, lead.creditNumber), notDeleted(certifications)))
    .limit(1);
  if (other) return 'taken';
  const name = lead.company.slice(0, 100);
  await ctx.db.insert(certifications).values({ tenantId: ctx.tenantId, customerId, type: 2, name, creditNumber: lead.creditNumber, images: '', step: CERT_STEP.applying, createdBy: ctx.staffId });
  await writeCustomerLog(ctx, customerId, 'certification.create', translate('crm.log_lead_cert_submitted', ctx.locale, { lead: lead.company, id: lead.id, name }));
  return 'submitted';
}

/** PUT: edit while applying or rejected; the application goes (back) to applying. Approved ones are locked (409). */
export async function updateCertification(ctx: RequestContext, storage: FileStorage, input: CertificationInput): Promise<Certification> {
  await findVisibleCustomer(ctx, input.customer_id, { forUpdate: true });
  const current = await liveCertification(ctx, input.customer_id, true);
  if (!current) throw notFound('crm.cert_not_found');
  if (current.step === CERT_STEP.approved) throw conflict('crm.cert_approved_locked');
  const images = await readImages(ctx, storage, input.images);
  await ctx.db
    .update(certifications)
    .set({
      type: input.type,
      name: input.name,
      creditNumber: input.credit_number,
      images: images.join(','),
      step: CERT_STEP.applying,
      auditRemark: null,
      auditedBy: null,
      auditedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(certifications.id, current.id));
  await writeCustomerLog(ctx, input.customer_id, 'certification.update', translate('crm.log_cert_updated', ctx.locale, { type: typeText(ctx, input.type), name: input.name }));
  return describe(ctx, current.id, false);
}

/**
 * POST /audit: step 1 → 2 (pass 1) or 3 (pass 0); any other step is 409. Approval marks the customer
 * certified (is_cert, cert_type, cert_name). The owner (private customers) hears the result.
 */
export async function auditCertification(ctx: RequestContext, input: { customer_id: number; pass: 0 | 1; remark: string | null }): Promise<Certification> {
  const customer = await findVisibleCustomer(ctx, input.customer_id, { forUpdate: true });
  const current = await liveCertification(ctx, input.customer_id, true);
  if (!current) throw notFound('crm.cert_not_found');
  if (current.step !== CERT_STEP.applying) throw conflict('crm.cert_not_applying');
  const approved = input.pass === 1;
  await ctx.db
    .update(certifications)
    .set({ step: approved ? CERT_STEP.approved : CERT_STEP.rejected, auditRemark: input.remark, auditedBy: ctx.staffId, auditedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(certifications.id, current.id));
  if (approved) {
    await ctx.db
      .update(customers)
      .set({ isCert: 1, certType: current.type, certName: current.name, updatedAt: sql`now()` })
      .where(eq(customers.id, customer.id));
  }
  await writeCustomerLog(
    ctx,
    customer.id,
    approved ? 'certification.approve' : 'certification.reject',
    approved
      ? translate('crm.log_cert_approved', ctx.locale, { name: current.name })
      : translate('crm.log_cert_rejected', ctx.locale, { name: current.name, remark: input.remark ? `：${input.remark}` : '' }),
  );
  if (customer.salesType === 1 && customer.salesId !== null) {
    await sendMessage(ctx.db, {
      tenantId: ctx.tenantId,
      recipients: [customer.salesId],
      type: 'customer',
      title: translate('crm.msg_cert_title', 'zh-CN'),
      content: translate(approved ? 'crm.msg_cert_approved' : 'crm.msg_cert_rejected', 'zh-CN', { name: customer.name }),
      from: { staffId: ctx.staffId, name: ctx.session.name },
      params: { target_type: 'customer', target_id: customer.id },
    });
  }
  return describe(ctx, current.id, false);
}

/** DELETE: cancels the customer's certification at any step; the customer is no longer certified. */
export async function cancelCertification(ctx: RequestContext, customerId: number): Promise<null> {
  await findVisibleCustomer(ctx, customerId, { forUpdate: true });
  const current = await liveCertification(ctx, customerId, true);
  if (!current) throw notFound('crm.cert_not_found');
  ctx.audit.targetId = current.id;
  await ctx.db.update(certifications).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(certifications.id, current.id));
  await ctx.db.update(customers).set({ isCert: 0, certType: null, certName: null, updatedAt: sql`now()` }).where(eq(customers.id, customerId));
  await writeCustomerLog(ctx, customerId, 'certification.cancel', translate('crm.log_cert_cancelled', ctx.locale, { name: current.name }));
  return null;
}
