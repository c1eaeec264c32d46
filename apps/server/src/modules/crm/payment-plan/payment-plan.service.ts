import { and, eq, inArray, sql } from 'drizzle-orm';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { translate } from '@tradewind/contract/common/messages';
import { paymentPlanStates, type FinishInstalmentInput, type PaymentPlanDetail, type PaymentPlanInput, type PlanReceipt } from '@tradewind/contract/crm/payment-plan.schema';
import { writeDocumentLog, actorOf } from '@/core/documents/document-log';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { lockDocument, transition, type DocumentTable, type LockedDocument } from '@/core/documents/transition';
import { queryRows } from '@/core/db/database';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { customerScope, findVisibleCustomer } from '../customer/customer-access';
import { customers } from '../customer/customer.table';
import { writeCustomerLog } from '../log/log.service';
import { customerReceipts, readPaymentPlan } from './payment-plan.read';
import { paymentPlanItems, paymentPlans, receiptNoteUses } from './payment-plan.table';

type PlanAction = keyof typeof paymentPlanStates.actions;

/** The plans as their state changes see them: the customers' data scope, the module's 404 and 409. */
const PLANS: DocumentTable<PlanAction> = {
  type: 'payment_plan',
  table: 'crm_payment_plans',
  alias: 'p',
  states: paymentPlanStates,
  join: sql`JOIN ${customers} ON ${customers.id} = p.customer_id`,
  scope: (ctx) => sql`p.deleted_at IS NULL AND ${customerScope(ctx) ?? sql`true`}`,
  notFound: 'crm.pp_not_found',
  conflict: (ctx, status, action) =>
    conflict('crm.pp_status_changed', { status: translate(`crm.pp_status_${status}`, ctx.locale), action: translate(`crm.pp_act_${action}`, ctx.locale) }),
};

type LockedPlan = LockedDocument<{ customer_id: number; total_amount: string; paid_amount: string }>;
const lockPlan = (ctx: RequestContext, action: PlanAction, id: number) => lockDocument<PlanAction, { customer_id: number; total_amount: string; paid_amount: string }>(ctx, PLANS, action, id, sql`p.customer_id, p.total_amount::text AS total_amount, p.paid_amount::text AS paid_amount`);

const itemValues = (ctx: RequestContext, planId: number, item: PaymentPlanInput['items'][number], sort: number) => ({
  tenantId: ctx.tenantId,
  planId,
  sort,
  amount: fromCents(toCents(item.amount)),
  dueDate: item.due_date,
  method: item.method,
  remindDays: item.remind_days,
  remark: item.remark,
});

const sumCents = (list: ReadonlyArray<{ amount: string }>) => list.reduce((acc, i) => acc + toCents(i.amount), 0);

/**
 * A plan for a customer the caller may see (404 otherwise), in the customer's store, with its
 * instalments; numbered PP…, logged (document log and the customer's log).
 */
export async function createPaymentPlan(ctx: RequestContext, input: PaymentPlanInput): Promise<PaymentPlanDetail> {
  const customer = await findVisibleCustomer(ctx, input.customer_id);
  const [plan] = await ctx.db
    .insert(paymentPlans)
    .values({
      tenantId: ctx.tenantId,
      storeId: customer.storeId,
      status: 1,
      customerId: customer.id,
      title: input.title,
      refNo: input.ref_no,
      remark: input.remark,
      totalAmount: fromCents(sumCents(input.items)),
      createdBy: ctx.staffId,
    })
    .returning({ id: paymentPlans.id });
  ctx.audit.targetId = plan.id;
  await ctx.db.insert(paymentPlanItems).values(input.items.map((item, i) => itemValues(ctx, plan.id, item, i + 1)));
  await writeDocumentLog(ctx.db, { type: 'payment_plan', id: plan.id, action: 'create', from: null, to: 1, by: actorOf(ctx) });
  const number = await takeDocumentNumber(ctx.db, 'payment_plan', { timeZone: ctx.session.timeZone });
  await ctx.db.update(paymentPlans).set({ number }).where(eq(paymentPlans.id, plan.id));
  await writeCustomerLog(ctx, customer.id, 'payment_plan.create', translate('crm.pp_action_create', ctx.locale) + ` ${number} ¥${fromCents(sumCents(input.items))}`);
  return readPaymentPlan(ctx, plan.id);
}

/**
 * Edits an in-progress plan: title, reference, remark and its open instalments — the items sent are the open
 * ones (an `id` names one of them; without, a new one); open ones not sent are removed; paid ones stay as they
 * were (naming one: 422). The customer does not change.
 */
export async function updatePaymentPlan(ctx: RequestContext, id: number, input: PaymentPlanInput): Promise<PaymentPlanDetail> {
  const plan = await lockPlan(ctx, 'update', id);
  if (input.customer_id !== Number(plan.customer_id)) throw invalidField('customer_id', 'crm.pp_customer_required');
  const existing = await ctx.db.select().from(paymentPlanItems).where(eq(paymentPlanItems.planId, id));
  const byId = new Map(existing.map((i) => [i.id, i]));
  input.items.forEach((item, i) => {
    if (item.id === null) return;
    const row = byId.get(item.id);
    if (!row) throw invalidField(`items.${i}.id`, 'crm.pp_item_not_found');
    if (row.status !== 0) throw invalidField(`items.${i}.id`, 'crm.pp_item_not_open', { index: i + 1 });
  });
  const finished = existing.filter((i) => i.status === 1).sort((a, b) => a.sort - b.sort);
  const kept = new Set(input.items.map((i) => i.id).filter((x): x is number => x !== null));
  const removed = existing.filter((i) => i.status === 0 && !kept.has(i.id)).map((i) => i.id);
  if (removed.length) await ctx.db.delete(paymentPlanItems).where(inArray(paymentPlanItems.id, removed));
  let sort = finished.length;
  for (const item of input.items) {
    sort += 1;
    const values = itemValues(ctx, id, item, sort);
    if (item.id === null) {
      await ctx.db.insert(paymentPlanItems).values(values);
    } else {
      const old = byId.get(item.id)!;
      // a reminder is sent again when its day moves
      const moved = old.dueDate !== values.dueDate || old.remindDays !== values.remindDays;
      await ctx.db
        .update(paymentPlanItems)
        .set({ sort, amount: values.amount, dueDate: values.dueDate, method: values.method, remindDays: values.remindDays, remark: values.remark, ...(moved ? { remindedAt: null } : {}) })
        .where(eq(paymentPlanItems.id, item.id));
    }
  }
  const total = sumCents(finished) + sumCents(input.items);
  await transition(ctx, PLANS, 'update', plan, {
    set: sql`title = ${input.title}, ref_no = ${input.ref_no}, remark = ${input.remark}, total_amount = ${fromCents(total)}::numeric`,
  });
  return readPaymentPlan(ctx, id);
}

/**
 * Instalment x of plan id paid by a receipt note: an audited note of the plan's customer (fms's, read through
 * receipt-source.ts; else 422 on receipt_note_id) whose amount not yet counted by plans covers the
 * instalment. The count is raised by one conditional upsert (used + amount ≤ the note's amount): of two
 * finishes on a note's last money at once, the second waits for the first's row and then fails (409). The
 * last open instalment finishes the plan.
 */
export async function finishInstalment(ctx: RequestContext, id: number, itemId: number, input: FinishInstalmentInput): Promise<PaymentPlanDetail> {
  const plan: LockedPlan = await lockPlan(ctx, 'finish', id);
  const [item] = await ctx.db
    .select()
    .from(paymentPlanItems)
    .where(and(eq(paymentPlanItems.id, itemId), eq(paymentPlanItems.planId, id)))
    .for('update');
  if (!item) throw notFound('crm.pp_item_not_found');
  if (item.status !== 0) throw conflict('crm.pp_item_finished');
  const [note] = await customerReceipts(ctx, Number(plan.customer_id), { id: input.receipt_note_id });
  if (!note) throw invalidField('receipt_note_id', 'crm.pp_receipt_not_found');
  await countReceipt(ctx, note, item.amount);
  await ctx.db
    .update(paymentPlanItems)
    .set({ status: 1, receiptNoteId: note.id, receiptNoteNo: note.number, finishedAt: new Date(), finishedBy: ctx.staffId, ...(input.remark ? { remark: input.remark } : {}) })
    .where(eq(paymentPlanItems.id, item.id));
  const [{ open }] = await queryRows<{ open: number }>(ctx.db, sql`SELECT count(*)::int AS open FROM ${paymentPlanItems} WHERE plan_id = ${id}::int AND status = 0`);
  const paid = toCents(plan.paid_amount) + toCents(item.amount);
  await transition(ctx, PLANS, 'finish', plan, {
    to: Number(open) === 0 ? 2 : 1,
    set: sql`paid_amount = ${fromCents(paid)}::numeric`,
    remark: `#${item.sort} ¥${fromCents(toCents(item.amount))} ← ${note.number}`,
  });
  await writeCustomerLog(ctx, Number(plan.customer_id), 'payment_plan.finish', `${translate('crm.pp_action_finish', ctx.locale)} #${item.sort} ¥${fromCents(toCents(item.amount))} (${note.number})`);
  return readPaymentPlan(ctx, id);
}

/** Raises what plans have counted of a receipt note by `amount`, or 409 when the note has not that much left. */
async function countReceipt(ctx: RequestContext, note: PlanReceipt, amount: string): Promise<void> {
  const add = fromCents(toCents(amount));
  const rows = await queryRows<{ used: string }>(
    ctx.db,
    sql`INSERT INTO ${receiptNoteUses} AS u (tenant_id, receipt_note_id, used_amount)
        SELECT ${ctx.tenantId}::int, ${note.id}::int, ${add}::numeric WHERE ${add}::numeric <= ${note.amount}::numeric
        ON CONFLICT (receipt_note_id, tenant_id) DO UPDATE SET used_amount = u.used_amount + EXCLUDED.used_amount, updated_at = now()
          WHERE u.used_amount + EXCLUDED.used_amount <= ${note.amount}::numeric
        RETURNING u.used_amount::text AS used`,
  );
  if (rows.length === 0) {
    const [now] = await queryRows<{ used: string }>(ctx.db, sql`SELECT used_amount::text AS used FROM ${receiptNoteUses} WHERE receipt_note_id = ${note.id}::int`);
    const left = toCents(note.amount) - (now ? toCents(now.used) : 0);
    throw conflict('crm.pp_receipt_short', { number: note.number, left: fromCents(Math.max(0, left)), amount: add });
  }
}

/** Cancels an in-progress plan: its paid instalments stay paid (the money came in), the open ones are no longer due. */
export async function cancelPaymentPlan(ctx: RequestContext, id: number): Promise<PaymentPlanDetail> {
  await transition(ctx, PLANS, 'cancel', id);
  return readPaymentPlan(ctx, id);
}

/** Deletes (softly) a plan nothing was paid on (else 409: cancel it instead). */
export async function deletePaymentPlan(ctx: RequestContext, id: number): Promise<null> {
  const plan = await lockPlan(ctx, 'delete', id);
  if (toCents(plan.paid_amount) > 0) throw conflict('crm.pp_has_paid');
  await ctx.db.update(paymentPlans).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(paymentPlans.id, id));
  return null;
}

/** The receipt notes the plan's customer paid that can still pay an instalment. */
export async function planReceipts(ctx: RequestContext, id: number): Promise<{ list: PlanReceipt[] }> {
  const detail = await readPaymentPlan(ctx, id);
  return { list: await customerReceipts(ctx, detail.customer_id, { onlyLeft: true }) };
}
