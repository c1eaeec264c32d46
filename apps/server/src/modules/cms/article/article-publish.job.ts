import { sql } from 'drizzle-orm';
import { queryRows } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import { writeDocumentLogs } from '@/core/documents/document-log';
import type { ScheduledTask, ScheduledTaskContext } from '@/core/jobs/scheduler';
import { articles } from './article.table';

export const ARTICLE_PUBLISH_TASK = 'cms.article_publish';

/**
 * Publishes every scheduled article whose time has come, each once: the rows are claimed by a conditional
 * update (still scheduled, still due) in the tenant's transaction with their log lines, so two runs at once
 * or a repeated run publish nothing twice. published_at is the time it was due, not the run's.
 */
export async function runArticlePublish({ db, now, log }: ScheduledTaskContext): Promise<number> {
  const at = now.toISOString();
  const tenants = await withSystem(db, (tx) =>
    queryRows<{ tenant_id: number }>(tx, sql`SELECT DISTINCT tenant_id FROM ${articles} WHERE status = 1 AND deleted_at IS NULL AND publish_at <= ${at}::timestamptz`),
  );
  let published = 0;
  for (const { tenant_id: tenantId } of tenants) {
    try {
      published += await withTenant(db, tenantId, async (tx) => {
        const due = await queryRows<{ id: number }>(
          tx,
          sql`UPDATE ${articles} SET status = 2, published_at = publish_at, publish_at = NULL, updated_at = now()
              WHERE status = 1 AND deleted_at IS NULL AND publish_at <= ${at}::timestamptz RETURNING id`,
        );
        await writeDocumentLogs(tx, due.map((a) => ({ type: 'cms_article' as const, id: a.id, action: 'publish', from: 1, to: 2, remark: null, by: null })));
        return due.length;
      });
    } catch (error) {
      log?.error({ err: error, tenant: tenantId }, 'scheduled article publishing failed');
    }
  }
  if (published) log?.info({ published }, 'scheduled articles published');
  return published;
}

export const articlePublishTask: ScheduledTask = {
  name: ARTICLE_PUBLISH_TASK,
  everySeconds: 60,
  run: async (ctx) => {
    await runArticlePublish(ctx);
  },
};
