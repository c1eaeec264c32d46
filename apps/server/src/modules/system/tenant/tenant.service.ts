import { eq } from 'drizzle-orm';
import { formatDate } from '@tradewind/contract/common/time';
import type { TenantInfo } from '@tradewind/contract/system/tenant.schema';
import type { Db } from '@/core/db/database';
import { notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { tenants } from './tenant.table';

export async function getTenantInfo(ctx: RequestContext): Promise<TenantInfo> {
  const [row] = await ctx.db.select().from(tenants).where(eq(tenants.id, ctx.tenantId));
  if (!row) throw notFound();
  return {
    id: row.id,
    name: row.name,
    is_experience: row.isExperience === 1 ? 1 : 0,
    contract_begin: formatDate(row.contractBegin),
    contract_end: formatDate(row.contractEnd),
    time_zone: row.timeZone,
  };
}

export type NewTenant = { name: string; isExperience: boolean; contractBegin: string | null; contractEnd: string | null; timeZone?: string };

/** Creates a tenant row (system rights: the tenant does not exist yet). */
export async function insertTenant(tx: Db, input: NewTenant): Promise<number> {
  const [row] = await tx
    .insert(tenants)
    .values({
      name: input.name,
      isExperience: input.isExperience ? 1 : 0,
      contractBegin: input.contractBegin,
      contractEnd: input.contractEnd,
      timeZone: input.timeZone ?? 'Asia/Shanghai',
    })
    .returning({ id: tenants.id });
  return row.id;
}
