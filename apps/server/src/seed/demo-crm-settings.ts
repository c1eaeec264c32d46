import { asc, eq } from 'drizzle-orm';
import type { RequestContext } from '@/core/http/request-context';
import { customerLevels, customerTypes } from '@/modules/crm/config/config.table';
import { createOption, updateOption } from '@/modules/crm/config/option.service';
import { BLANK_CUSTOMER_FORM, createCustomer } from '@/modules/crm/customer/customer.service';
import { customers } from '@/modules/crm/customer/customer.table';
import { updateInviteSetting } from '@/modules/crm/invite/invite.service';
import { savePoolRules } from '@/modules/crm/pool/pool.service';
import { updateCustomerSetting } from '@/modules/crm/setting/customer-setting.service';
import type { TenantIds } from '@/modules/system/tenant';
import { createDemoVisit } from './demo-visits';

/**
 * The customer settings pages' demo, made through their services: a source and a follow-up type of the
 * tenant's own (one built-in type switched off), the customer rules saved, the pool rules switched on —
 * after a follow-up of every private customer nobody had followed up, so nothing is due at once and a few
 * drop into the pool within the week — and invite rewards on registration with two invited customers.
 */
export async function seedDemoCrmSettings(base: RequestContext, ids: TenantIds): Promise<void> {
  const ctx: RequestContext = { ...base, session: { ...base.session, storeIds: Object.values(ids.stores), permissions: new Set(['crm:customer:sales']) } };
  const source = await createOption(ctx, 'source', { name: '美团优选', sort: 8, status: 1 });
  await createOption(ctx, 'visit_type', { name: '展会洽谈', sort: 6, status: 1 });
  await updateOption(ctx, 'visit_type', { id: 5, name: '其他', sort: 5, status: 0 });
  await updateCustomerSetting(ctx, { default_sales_type: 1, require_type_level: 0, cert_required_to_order: 0 });

  const owned = await ctx.db.select({ id: customers.id, lastVisitAt: customers.lastVisitAt, salesType: customers.salesType, status: customers.status }).from(customers).orderBy(asc(customers.id));
  for (const c of owned.filter((x) => x.salesType === 1 && x.status === 1 && x.lastVisitAt === null)) {
    await createDemoVisit(ctx, { customer_id: c.id, content: '电话回访，确认下周补货需求', visit_type: 1, type: 1 });
  }
  await savePoolRules(ctx, { enabled: 1, max_customers: 200, cooldown_days: 7, remind_days: 3, rules: [{ level_id: null, no_visit_days: 14, no_order_days: 0 }] });

  await updateInviteSetting(ctx, { enabled: 1, trigger: 1, inviter_reward: 20, invitee_reward: 10, max_per_inviter: 5 });
  const [inviter] = await ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.name, '七鲜超市'));
  if (!inviter) return;
  const [type] = await ctx.db.select({ id: customerTypes.id }).from(customerTypes).orderBy(asc(customerTypes.sort)).limit(1);
  const [level] = await ctx.db.select({ id: customerLevels.id }).from(customerLevels).orderBy(asc(customerLevels.sort)).offset(1).limit(1);
  for (const [i, name] of ['七鲜生活张江店', '盒马鲜生川沙店'].entries()) {
    await createCustomer(ctx, {
      ...BLANK_CUSTOMER_FORM,
      name,
      phone: `1391099${String(i + 1).padStart(4, '0')}`,
      level_id: level?.id ?? null,
      type_id: type?.id ?? null,
      source: source.id,
      inviter_id: inviter.id,
      store_id: ids.stores.sh,
      sales_type: 1,
      sales_id: ids.staff.li,
      contact_name: null,
    });
  }
}
