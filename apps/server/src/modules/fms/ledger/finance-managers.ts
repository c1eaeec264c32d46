import { sql } from 'drizzle-orm';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';

/**
 * The finance managers a finance change is reported to: enabled staff of the tenant holding `permission`
 * (the finance role holds it) or a super role — but the one who just acted.
 */
export async function financeManagers(ctx: RequestContext, permission: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    ctx.db,
    sql`SELECT DISTINCT s.id FROM staff s JOIN staff_roles sr ON sr.staff_id = s.id JOIN roles r ON r.id = sr.role_id
         WHERE s.status = 1 AND s.deleted_at IS NULL AND s.id <> ${ctx.staffId}::int
           AND (r.is_super OR ${permission} = ANY(r.permissions))`,
  );
  return rows.map((r) => Number(r.id));
}

/** '+5.00' / '-12.50': an amount with its sign, for a message. */
export const signedAmount = (amount: string, rounded: string): string => (amount.trim().startsWith('-') ? rounded : `+${rounded}`);
