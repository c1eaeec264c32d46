import { and, asc, eq, sql } from 'drizzle-orm';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { Db } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import type { DocumentType } from './document-number';
import { documentLogs } from './document.table';

/** Who acted: a staff member, or null for the system (a scheduled rule). */
export type DocumentActor = { id: number; name: string } | null;

export type DocumentTransition = {
  type: DocumentType;
  id: number;
  /** the action's name as its route says it: 'create', 'submit', 'audit', 'cancel' … */
  action: string;
  /** null when the document is created */
  from: number | null;
  to: number;
  remark?: string | null;
  by: DocumentActor;
};

/** One line of a document's log, as its detail page shows it (times in the tenant's zone). */
export type DocumentLog = {
  id: number;
  action: string;
  from_status: number | null;
  to_status: number;
  remark: string | null;
  staff_id: number | null;
  staff_name: string | null;
  created_at: string;
};

export const actorOf = (ctx: RequestContext): DocumentActor => ({ id: ctx.staffId, name: ctx.session.name });

/**
 * Appends a transition to a document's log in the caller's transaction, so it commits with the change.
 * The staff name is kept as it was, like the action log: a later rename does not rewrite history.
 */
export async function writeDocumentLog(tx: Db, entry: DocumentTransition): Promise<void> {
  await writeDocumentLogs(tx, [entry]);
}

/** Several transitions in one insert (the orders a line takes along). */
export async function writeDocumentLogs(tx: Db, entries: readonly DocumentTransition[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(documentLogs).values(
    entries.map((entry) => ({
      tenantId: sql`nullif(current_setting('app.tenant_id', true), '')::integer`,
      documentType: entry.type,
      documentId: entry.id,
      action: entry.action.slice(0, 40),
      fromStatus: entry.from,
      toStatus: entry.to,
      remark: entry.remark ? entry.remark.slice(0, 500) : null,
      staffId: entry.by?.id ?? null,
      staffName: entry.by?.name.slice(0, 50) ?? null,
    })),
  );
}

/** A document's log, oldest first (the order things happened). */
export async function listDocumentLogs(tx: Db, type: DocumentType, id: number, timeZone: string): Promise<DocumentLog[]> {
  const rows = await tx
    .select()
    .from(documentLogs)
    .where(and(eq(documentLogs.documentType, type), eq(documentLogs.documentId, id)))
    .orderBy(asc(documentLogs.id));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    from_status: r.fromStatus,
    to_status: r.toStatus,
    remark: r.remark,
    staff_id: r.staffId,
    staff_name: r.staffName,
    created_at: formatDateTime(r.createdAt, timeZone)!,
  }));
}
