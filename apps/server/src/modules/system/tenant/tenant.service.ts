import { and, eq, or } from 'drizzle-orm';
import { formatDate } from '@tradewind/contract/common/time';
import type { InitializationInput, TenantInfo, UpgradeRequestInput } from '@tradewind/contract/system/tenant.schema';
import { notDeleted } from '@/core/db/soft-delete';
import type { Db } from '@/core/db/database';
import { conflict, noPermission, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { sendMessage } from '@/modules/common/message';
import { roles } from '../role/role.table';
import { staff, staffRoles } from '../staff/staff.table';
import { createStore } from '../store/store.service';
import { tenants } from './tenant.table';
import { upgradeRequests } from './upgrade-request.table';

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
    is_initialized: row.initializedAt ? 1 : 0,
    contact_name: row.contactName,
    contact_phone: row.contactPhone,
    industry: row.industry,
  };
}

/** The caller's tenant's name, as documents print it at their head ('' if the tenant is gone). */
export async function tenantName(ctx: RequestContext): Promise<string> {
  const [row] = await ctx.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, ctx.tenantId));
  return row?.name ?? '';
}

export type NewTenant = { name: string; isExperience: boolean; contractBegin: string | null; contractEnd: string | null; initialized: boolean; timeZone?: string };

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
      initializedAt: input.initialized ? new Date() : null,
    })
    .returning({ id: tenants.id });
  return row.id;
}

async function currentTenant(ctx: RequestContext) {
  const [row] = await ctx.db.select().from(tenants).where(eq(tenants.id, ctx.tenantId)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * The first-run wizard of a registered tenant: company profile and the first store (a master store the
 * owner is authorised for). Only the owner runs it, once.
 */
export async function initializeTenant(ctx: RequestContext, input: InitializationInput): Promise<TenantInfo> {
  const tenant = await currentTenant(ctx);
  if (tenant.initializedAt) throw conflict('tenant.already_initialized');
  const [me] = await ctx.db.select({ isOwner: staff.isOwner }).from(staff).where(eq(staff.id, ctx.staffId));
  if (!me?.isOwner) throw noPermission('tenant.owner_only');
  await createStore(ctx, {
    name: input.store_name,
    is_master: 1,
    status: 1,
    province_id: input.province_id,
    city_id: input.city_id,
    area_id: input.area_id,
    address: input.address,
    contact_name: input.contact_name,
    contact_phone: input.contact_phone,
    staff_ids: [ctx.staffId],
  });
  await ctx.db
    .update(tenants)
    .set({ name: input.company, contactName: input.contact_name, contactPhone: input.contact_phone, industry: input.industry, initializedAt: new Date(), updatedAt: new Date() })
    .where(eq(tenants.id, ctx.tenantId));
  ctx.audit.targetType = 'tenant';
  ctx.audit.targetId = ctx.tenantId;
  return getTenantInfo(ctx);
}

/** Staff who hear about the tenant's own account: its owner and holders of a super role. */
export async function tenantAdmins(tx: Db): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: staff.id })
    .from(staff)
    .leftJoin(staffRoles, eq(staffRoles.staffId, staff.id))
    .leftJoin(roles, eq(roles.id, staffRoles.roleId))
    .where(and(notDeleted(staff), eq(staff.status, 1), or(eq(staff.isOwner, true), eq(roles.isSuper, true))));
  return rows.map((r) => r.id);
}

/** An experience tenant asks to upgrade: the request is recorded and the tenant's admins get a message. */
export async function requestUpgrade(ctx: RequestContext, input: UpgradeRequestInput): Promise<{ id: number }> {
  const tenant = await currentTenant(ctx);
  if (tenant.isExperience !== 1) throw conflict('tenant.not_experience');
  const [request] = await ctx.db
    .insert(upgradeRequests)
    .values({ tenantId: ctx.tenantId, staffId: ctx.staffId, contactName: input.contact_name, contactPhone: input.contact_phone, edition: input.edition, remark: input.remark })
    .returning({ id: upgradeRequests.id });
  await sendMessage(ctx.db, {
    tenantId: ctx.tenantId,
    recipients: await tenantAdmins(ctx.db),
    type: 'system',
    title: { key: 'message.upgrade_title' },
    content: `${ctx.session.name}: ${input.edition} — ${input.contact_name} ${input.contact_phone}${input.remark ? ` — ${input.remark}` : ''}`,
    from: { staffId: ctx.staffId, name: ctx.session.name },
  });
  return { id: request.id };
}
