import { sql } from 'drizzle-orm';
import { LOCALES, translate, type Locale } from '@tradewind/contract/common/messages';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { queryRows } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import type { ScheduledTask, ScheduledTaskContext } from '@/core/jobs/scheduler';
import { sendMessage } from '@/modules/common/message';
import { customers } from '../customer/customer.table';
import { paymentPlanItems, paymentPlans } from './payment-plan.table';

export const PAYMENT_PLAN_REMIND_TASK = 'crm.payment_plan_remind';

const asLocale = (value: string | null | undefined): Locale => ((LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : 'zh-CN');

/** Open instalments of in-progress plans whose reminder day (due_date − remind_days, the tenant's calendar) has come. */
const dueItems = (at: string) => sql`i.status = 0 AND i.reminded_at IS NULL AND i.remind_days IS NOT NULL
  AND i.due_date - i.remind_days <= (${at}::timestamptz AT TIME ZONE t.time_zone)::date
  AND i.due_date >= (${at}::timestamptz AT TIME ZONE t.time_zone)::date`;

/**
 * Tells the customer's owner (and the plan's maker) remind_days before an instalment's date, once: the
 * instalments are claimed by a conditional update (reminded_at still null) in the tenant's transaction
 * together with the messages. An instalment whose day has passed unreminded is not reminded late.
 */
export async function runPaymentPlanReminders({ db, now, log }: ScheduledTaskContext): Promise<number> {
  const at = now.toISOString();
  const tenants = await withSystem(db, (tx) =>
    queryRows<{ tenant_id: number }>(
      tx,
      sql`SELECT DISTINCT i.tenant_id FROM ${paymentPlanItems} i JOIN tenants t ON t.id = i.tenant_id WHERE t.status = 1 AND ${dueItems(at)}`,
    ),
  );
  let sent = 0;
  for (const { tenant_id: tenantId } of tenants) {
    try {
      sent += await withTenant(db, tenantId, async (tx) => {
        const due = await queryRows<{ id: number; sort: number; amount: string; due_date: string; plan_id: number; number: string; customer: string; sales_id: number | null; created_by: number | null }>(
          tx,
          sql`UPDATE ${paymentPlanItems} i SET reminded_at = ${at}::timestamptz
              FROM ${paymentPlans} p, ${customers} c, tenants t
              WHERE p.id = i.plan_id AND c.id = p.customer_id AND t.id = i.tenant_id AND p.status = 1 AND p.deleted_at IS NULL AND ${dueItems(at)}
              RETURNING i.id, i.sort, i.amount::text AS amount, i.due_date::text AS due_date, p.id AS plan_id, p.number, c.name AS customer, c.sales_id, p.created_by`,
        );
        for (const item of due) {
          const recipients = [...new Set([item.sales_id, item.created_by].filter((x): x is number => x !== null))];
          for (const recipient of recipients) {
            const [staffRow] = await queryRows<{ language: string | null }>(tx, sql`SELECT language FROM staff WHERE id = ${recipient}::int`);
            const locale = asLocale(staffRow?.language);
            await sendMessage(tx, {
              tenantId,
              recipients: [recipient],
              type: 'customer',
              title: translate('crm.msg_pp_title', locale),
              content: translate('crm.msg_pp_content', locale, { customer: item.customer, number: item.number, index: item.sort, amount: fromCents(toCents(item.amount)), date: item.due_date }),
              params: { target_type: 'payment_plan', target_id: item.plan_id },
            });
          }
        }
        return due.length;
      });
    } catch (error) {
      log?.error({ err: error, tenant: tenantId }, 'payment plan reminders failed');
    }
  }
  if (sent) log?.info({ sent }, 'payment plan reminders sent');
  return sent;
}

export const paymentPlanRemindTask: ScheduledTask = {
  name: PAYMENT_PLAN_REMIND_TASK,
  everySeconds: 3600,
  run: async (ctx) => {
    await runPaymentPlanReminders(ctx);
  },
};
