import { sql } from 'drizzle-orm';
import { CustomerAccountHistoryType } from '@tradewind/contract/fms/balance-history.schema';
import { MoneyOutType } from '@tradewind/contract/fms/fms-config.schema';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { todayIn } from '@tradewind/contract/common/time';
import { PaymentNoteSource, PREPAY_NOTE_TARGETS, type PaymentNoteDetail, type QuickPaymentNoteInput } from '@tradewind/contract/fms/payment-note.schema';
import { PrepayHistoryType } from '@tradewind/contract/fms/prepay-account.schema';
import { SETTLEMENT_DOC_TYPES, type SettlementDocType } from '@tradewind/contract/fms/settlement.schema';
import { queryRows } from '@/core/db/database';
import { actorOf } from '@/core/documents/document-log';
import { transition } from '@/core/documents/transition';
import { conflict, invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { postMoneyOut } from '../ledger/journal';
import { postCustomerAccount } from '../ledger/posting';
import { postingRemark } from '../ledger/posting-input';
import { postPrepayAccount } from '../prepay-account/prepay-posting';
import { assertAuditorNotMaker, assertQuickAllowed } from '../setting';
import { applySettlementPayment, lockSettlements, readSettlements, type PayableSettlement } from '../settlement/settlement-payment';
import { DOC, getPaymentNote, prepayBalance, settlementStatusName } from './payment-note.read';
import { createPaymentNote, lockNote, NOTES, type LockedNote } from './payment-note.service';

/**
 * The audit of a payment note (fms README "Payment notes"), in one transaction: the note locked (pending,
 * else 409), its settlements locked per kind in ascending id and checked again (status 3, each item within
 * what is open now, else 409 with the figures: of two notes paying a settlement's last amount at once the
 * second finds it paid), each paid (applySettlementPayment), the prepayment used taken off the prepay
 * account, the unallocated rest put on it (or, for a customer, taken off its balance), and the cash as
 * money-out rows summing to the note's amount: the items are paid from the prepayment used first, then cash.
 */
async function auditLocked(ctx: RequestContext, note: LockedNote, remark: string | null): Promise<void> {
  const items = await queryRows<{ target_type: SettlementDocType; target_id: number; amount: string }>(
    ctx.db,
    sql`SELECT target_type, target_id, amount::text AS amount FROM fms_payment_note_items WHERE note_id = ${note.id}::int ORDER BY sort, id`,
  );
  const locked = new Map<SettlementDocType, Map<number, PayableSettlement>>();
  for (const type of SETTLEMENT_DOC_TYPES) {
    locked.set(type, await lockSettlements(ctx.db, type, items.filter((i) => i.target_type === type).map((i) => Number(i.target_id))));
  }
  // the note's remark rides on every row it posts (a settlement's row also names the settlement and its remark)
  const noteRemark = postingRemark(note.remark);
  const doc = { docType: DOC, docId: note.id, docNo: note.number, staffId: ctx.staffId, remark: noteRemark };
  const journal: Array<{ type: number; cents: number; remark: string | null }> = [];
  let prepayLeft = toCents(note.prepay_used);
  for (const item of items) {
    const s = locked.get(item.target_type)?.get(Number(item.target_id));
    const cents = toCents(item.amount);
    // a paid one (4) has nothing open: the figures say so
    if (!s || (s.status !== 3 && s.status !== 4)) throw conflict('fms.pn_settlement_changed', { no: s?.no ?? '', status: s ? settlementStatusName(ctx, item.target_type, s.status) : '' });
    if (cents > s.open) throw conflict('fms.pn_settlement_over', { no: s.no, open: fromCents(s.open), amount: fromCents(cents) });
    await applySettlementPayment(ctx.db, item.target_type, s, cents, { id: note.id, no: note.number }, actorOf(ctx));
    const fromPrepay = Math.min(prepayLeft, cents);
    prepayLeft -= fromPrepay;
    if (cents > fromPrepay) journal.push({ type: item.target_type === 'supplier_settlement' ? MoneyOutType.supplierSettlement : MoneyOutType.workerSettlement, cents: cents - fromPrepay, remark: postingRemark(s.no, s.remark, note.remark) });
  }
  const target = { targetType: note.target_type, targetId: note.target_id };
  const prepayUsed = toCents(note.prepay_used);
  const unallocated = toCents(note.unallocated_amount);
  const isPrepayTarget = PREPAY_NOTE_TARGETS.includes(note.target_type);
  if (prepayUsed > 0) {
    await postPrepayAccount(ctx.db, { targetType: target.targetType as 'supplier' | 'worker', targetId: target.targetId, amount: `-${fromCents(prepayUsed)}`, type: PrepayHistoryType.settlementPay, ...doc });
  }
  if (unallocated > 0) {
    if (isPrepayTarget) {
      await postPrepayAccount(ctx.db, { targetType: target.targetType as 'supplier' | 'worker', targetId: target.targetId, amount: fromCents(unallocated), type: PrepayHistoryType.prepay, ...doc });
      journal.push({ type: MoneyOutType.prepay, cents: unallocated, remark: noteRemark });
    } else if (note.target_type === 'customer') {
      await postCustomerAccount(ctx.db, { customerId: target.targetId, field: 'balance', amount: `-${fromCents(unallocated)}`, type: CustomerAccountHistoryType.balanceWithdraw, ...doc });
      journal.push({ type: MoneyOutType.balanceRefund, cents: unallocated, remark: noteRemark });
    } else {
      throw conflict('fms.pn_staff_unallocated', { amount: fromCents(unallocated) });
    }
  }
  const cash = journal.reduce((sum, j) => sum + j.cents, 0);
  if (cash !== toCents(note.amount)) {
    throw conflict('fms.pn_prepay_over_items', { amount: fromCents(prepayUsed), allocated: fromCents(items.reduce((sum, i) => sum + toCents(i.amount), 0)) });
  }
  for (const j of journal) {
    await postMoneyOut(ctx.db, {
      storeId: note.store_id,
      type: j.type,
      paymentConfigId: note.payment_config_id!,
      amount: fromCents(j.cents),
      targetType: note.target_type,
      targetId: note.target_id,
      docType: DOC,
      docId: note.id,
      docNo: note.number,
      occurredOn: note.pay_date,
      remark: j.remark,
      staffId: ctx.staffId,
    });
  }
  await transition(ctx, NOTES, 'audit', note, {
    set: sql`audited_by = ${ctx.staffId}::int, audited_at = now(),
          payment_kind = coalesce((SELECT kind FROM fms_payment_configs WHERE id = fms_payment_notes.payment_config_id), payment_kind)`,
    remark,
  });
}

/** `PUT /fms/payment_note/:id/audit` */
export async function auditPaymentNote(ctx: RequestContext, id: number, remark: string | null): Promise<PaymentNoteDetail> {
  const note = await lockNote(ctx, id, 'audit');
  await assertAuditorNotMaker(ctx, note.created_by);
  await auditLocked(ctx, note, remark);
  return getPaymentNote(ctx, id);
}

/**
 * `POST /fms/payment_note/quick`: one settlement's open amount paid in one step — a note (source 2) made and
 * audited in the same transaction. With `use_prepay` the target's prepay balance pays first (up to what is
 * open); the cash is `amount`, else what is left open.
 */
export async function quickPaymentNote(ctx: RequestContext, input: QuickPaymentNoteInput): Promise<PaymentNoteDetail> {
  await assertQuickAllowed(ctx);
  const s = (await readSettlements(ctx.db, input.settlement_type, [input.settlement_id])).get(input.settlement_id);
  if (!s || !ctx.session.storeIds.includes(s.storeId)) throw invalidField('settlement_id', 'fms.pn_item_not_found');
  if (s.status !== 3) throw conflict('fms.pn_settlement_changed', { no: s.no, status: settlementStatusName(ctx, input.settlement_type, s.status) });
  if (s.open === 0) throw conflict('fms.pn_quick_nothing_open', { no: s.no });
  const prepay = input.use_prepay === 1 && PREPAY_NOTE_TARGETS.includes(s.targetType) ? Math.min(await prepayBalance(ctx.db, s.targetType, s.targetId), s.open) : 0;
  const cash = input.amount !== undefined ? toCents(input.amount) : s.open - prepay;
  if (prepay + cash > s.open) throw invalidField('amount', 'fms.pn_quick_over', { amount: fromCents(cash), open: fromCents(s.open - prepay) });
  if (prepay + cash === 0) throw invalidField('amount', 'fms.pn_total_zero');
  const id = await createPaymentNote(
    ctx,
    {
      target_type: s.targetType,
      target_id: s.targetId,
      payment_config_id: input.payment_config_id,
      amount: fromCents(cash),
      prepay_used: fromCents(prepay),
      pay_date: input.pay_date ?? todayIn(ctx.session.timeZone),
      attachments: [],
      remark: input.remark,
      items: [{ target_type: input.settlement_type, target_id: s.id, amount: fromCents(prepay + cash), remark: null }],
    },
    PaymentNoteSource.quick,
  );
  return auditPaymentNote(ctx, id, input.remark);
}
