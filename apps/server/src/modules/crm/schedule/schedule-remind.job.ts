import { sql } from 'drizzle-orm';
import { LOCALES, translate, type Locale } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import { queryRows } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import type { ScheduledTask, ScheduledTaskContext } from '@/core/jobs/scheduler';
import { sendMessage } from '@/modules/common/message';
import { schedules } from './schedule.table';

export const SCHEDULE_REMIND_TASK = 'crm.schedule_remind';
/** Reminders older than this when the job first sees them (a node down for days) are dropped, not sent late. */
const STALE_HOURS = 24;

const asLocale = (value: string | null | undefined): Locale => ((LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : 'zh-CN');

/**
 * Sends each task's reminder once: the due rows are claimed by a conditional update (reminded_at still
 * null) in the tenant's transaction together with the message, so two runs at once or a repeated run send
 * nothing twice. Done and deleted tasks are not reminded.
 */
export async function runScheduleReminders({ db, now, log }: ScheduledTaskContext): Promise<number> {
  const at = now.toISOString();
  const tenants = await withSystem(db, (tx) =>
    queryRows<{ tenant_id: number; time_zone: string }>(
      tx,
      sql`SELECT DISTINCT s.tenant_id, t.time_zone FROM ${schedules} s JOIN tenants t ON t.id = s.tenant_id
          WHERE s.remind_at <= ${at}::timestamptz AND s.reminded_at IS NULL AND s.done = 0 AND s.deleted_at IS NULL AND t.status = 1`,
    ),
  );
  let sent = 0;
  for (const tenant of tenants) {
    try {
      sent += await withTenant(db, tenant.tenant_id, async (tx) => {
        const due = await queryRows<{ id: number; staff_id: number; title: string; start_at: string | Date; stale: boolean; language: string | null }>(
          tx,
          sql`UPDATE ${schedules} s SET reminded_at = ${at}::timestamptz
              WHERE s.remind_at <= ${at}::timestamptz AND s.reminded_at IS NULL AND s.done = 0 AND s.deleted_at IS NULL
              RETURNING s.id, s.staff_id, s.title, s.start_at, s.remind_at < ${at}::timestamptz - make_interval(hours => ${STALE_HOURS}) AS stale,
                (SELECT language FROM staff WHERE staff.id = s.staff_id) AS language`,
        );
        let n = 0;
        for (const task of due) {
          if (task.stale) continue;
          const locale = asLocale(task.language);
          await sendMessage(tx, {
            tenantId: tenant.tenant_id,
            recipients: [task.staff_id],
            type: 'customer',
            title: translate('crm.msg_schedule_title', locale),
            content: translate('crm.msg_schedule_content', locale, { title: task.title, time: formatDateTime(new Date(task.start_at), tenant.time_zone)!.slice(0, 16) }),
            params: { target_type: 'schedule', target_id: task.id },
          });
          n += 1;
        }
        return n;
      });
    } catch (error) {
      log?.error({ err: error, tenant: tenant.tenant_id }, 'schedule reminders failed');
    }
  }
  if (sent) log?.info({ sent }, 'schedule reminders sent');
  return sent;
}

export const scheduleRemindTask: ScheduledTask = {
  name: SCHEDULE_REMIND_TASK,
  everySeconds: 60,
  run: async (ctx) => {
    await runScheduleReminders(ctx);
  },
};
