import { max } from 'drizzle-orm';
import type { Db } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { tenants } from '@/modules/system/tenant/tenant.table';
import { seedDemoImports, type DemoJobs } from '@/seed/demo-imports';
import { DEMO_ADMIN, DEMO_STAFF_PASSWORD, demoTenantSpec, seedDemoTenant, type DemoVariant } from '@/seed/demo-seed';

export type TestTenant = {
  tenant_id: number;
  /** before every staff account of the tenant: `t3_` (t3_admin, t3_lina …) */
  prefix: string;
  /** demo account → this tenant's account: admin → t3_admin */
  accounts: Record<string, string>;
  /** demo account → this tenant's staff phone */
  phones: Record<string, string>;
  /** the first nine digits of the tenant's phones: staff hold …00–…11, …50–…99 are free for a test to use */
  phone_prefix: string;
  admin_password: string;
  staff_password: string;
};

/**
 * A fresh copy of the demo tenant (stores, departments, roles, staff, 30 customers in pools, the goods
 * catalogue without its products unless asked, the import centre's demo when given the app's `jobs`)
 * whose staff accounts carry a prefix of its own and whose phones come from a range of its own, so a
 * server holds one per end-to-end spec. The n-th tenant of the database gets prefix `t<n>_` and phones 136<n:6>xx.
 */
export async function seedTestTenant(db: Db, scryptCost: number, options: { products?: boolean; historyDays?: number; jobs?: DemoJobs } = {}): Promise<TestTenant> {
  const tenant = await withSystem(db, async (tx) => {
    // Transactions on the harness's PGlite run one at a time: the next number is free.
    const [{ last }] = await tx.select({ last: max(tenants.id) }).from(tenants);
    const n = (last ?? 0) + 1;
    const variant: DemoVariant = { accountPrefix: `t${n}_`, phonePrefix: `136${String(n).padStart(6, '0')}`, products: options.products ?? false, historyDays: options.historyDays ?? 0 };
    const ids = await seedDemoTenant(tx, scryptCost, variant);
    const accounts: Record<string, string> = {};
    const phones: Record<string, string> = {};
    for (const member of demoTenantSpec(variant).staff) {
      if (!member.account || !member.phone) continue;
      const demoAccount = member.account.slice(variant.accountPrefix.length);
      accounts[demoAccount] = member.account;
      phones[demoAccount] = member.phone;
    }
    return {
      ids,
      tenant_id: ids.tenantId,
      prefix: variant.accountPrefix,
      accounts,
      phones,
      phone_prefix: variant.phonePrefix,
      admin_password: DEMO_ADMIN.password,
      staff_password: DEMO_STAFF_PASSWORD,
    };
  });
  const { ids, ...made } = tenant;
  // the import centre's demo, once the tenant has committed (its runner works in transactions of its own)
  if (options.jobs) await seedDemoImports(db, options.jobs, ids);
  return made;
}
