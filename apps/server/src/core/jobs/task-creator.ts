import { DEFAULT_LOCALE, type Locale } from '@tradewind/contract/common/messages';
import { staffLocale } from '@/core/auth/staff-locale';
import type { Db } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import type { RequestContext, StaffSession } from '@/core/http/request-context';

/** A background task's row as its runner acts for the person who created it (export and import tasks). */
type CreatedTask = { id: number; tenantId: number; staffId: number; storeId: number | null };

/** The creator's language, for what the task says to them (a failure, a file's headers); the default when it cannot be read. */
export function creatorLocale(db: Db, task: CreatedTask): Promise<Locale> {
  return withTenant(db, task.tenantId, (tx) => staffLocale(tx, task.staffId)).catch(() => DEFAULT_LOCALE);
}

/** The context a task runs the list's or importer's services in: its tenant and store, as its creator (`session`); `requestId` names the task. */
export function creatorContext(tx: Db, session: StaffSession, task: CreatedTask, locale: Locale, requestId: string): RequestContext {
  return { db: tx, session, tenantId: task.tenantId, staffId: task.staffId, storeId: task.storeId, requestedStoreId: task.storeId, locale, ip: '', requestId, audit: {} };
}
