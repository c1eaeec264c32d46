import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { TEST_PASSWORD, type TestApp, type TestTenant } from '@/test/test-app';
import { customerLevels } from '../config/config.table';
import { customers } from '../customer/customer.table';

/** Test data for the pool tests: a tenant with sales reps, a manager and a clerk, and customers written straight to the table. */
export const REP_PERMISSIONS = ['crm:customer:list', 'crm:customer:detail', 'crm:customer:sales_type', 'crm:public:list'];

export async function poolTenant(t: TestApp): Promise<TestTenant> {
  const p = `p${randomBytes(3).toString('hex')}`;
  return t.tenant({
    departments: [{ key: 'head', name: 'Head office' }],
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'rep', name: 'Rep', permissions: REP_PERMISSIONS, dataScope: 4 },
      { key: 'manager', name: 'Manager', permissions: [...REP_PERMISSIONS, 'crm:down_public:index'], dataScope: 1 },
      { key: 'clerk', name: 'Clerk', permissions: ['crm:customer:list', 'crm:down_public:index'], dataScope: 4 },
    ],
    staff: [
      { key: 'admin', account: `${p}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' },
      { key: 'rep1', account: `${p}_rep1`, name: '销售一', password: TEST_PASSWORD, roles: ['rep'], stores: ['a', 'b'], dept: 'head' },
      { key: 'rep2', account: `${p}_rep2`, name: '销售二', password: TEST_PASSWORD, roles: ['rep'], stores: ['a', 'b'], dept: 'head' },
      { key: 'rep3', account: `${p}_rep3`, name: '销售三', password: TEST_PASSWORD, roles: ['rep'], stores: ['a'], dept: 'head' },
      { key: 'manager', account: `${p}_manager`, name: '经理', password: TEST_PASSWORD, roles: ['manager'], stores: ['a', 'b'], dept: 'head' },
      { key: 'clerk', account: `${p}_clerk`, name: 'Clerk', password: TEST_PASSWORD, roles: ['clerk'], stores: ['a'], dept: 'head' },
    ],
  });
}

let phone = 13900000000 + Math.floor(Math.random() * 1000) * 10000;

export type CustomerSeed = {
  name?: string;
  storeId?: number;
  salesType?: 0 | 1 | 2;
  salesId?: number | null;
  levelId?: number | null;
  status?: 0 | 1;
  salesAssignedAt?: Date | null;
  lastVisitAt?: Date | null;
  lastOrderAt?: Date | null;
  createdAt?: Date;
};

export async function seedCustomer(t: TestApp, tenant: TestTenant, seed: CustomerSeed = {}): Promise<number> {
  phone += 1;
  const customerPhone = String(phone);
  const salesType = seed.salesType ?? 0;
  const [row] = await withSystem(t.app.database.db, (tx) =>
    tx
      .insert(customers)
      .values({
        tenantId: tenant.tenantId,
        storeId: seed.storeId ?? tenant.stores.a,
        name: seed.name ?? `客户${customerPhone.slice(-4)}`,
        phone: customerPhone,
        status: seed.status ?? 1,
        salesType,
        salesId: seed.salesId ?? null,
        salesAssignedAt: seed.salesAssignedAt ?? (salesType === 1 ? new Date() : null),
        levelId: seed.levelId ?? null,
        lastVisitAt: seed.lastVisitAt ?? null,
        lastOrderAt: seed.lastOrderAt ?? null,
        createdAt: seed.createdAt ?? new Date(),
      })
      .returning({ id: customers.id }),
  );
  return row.id;
}

export async function seedLevel(t: TestApp, tenant: TestTenant, name: string): Promise<number> {
  const [row] = await withSystem(t.app.database.db, (tx) => tx.insert(customerLevels).values({ tenantId: tenant.tenantId, name }).returning({ id: customerLevels.id }));
  return row.id;
}

export async function customerRow(t: TestApp, id: number) {
  const [row] = await withSystem(t.app.database.db, (tx) => tx.select().from(customers).where(eq(customers.id, id)));
  return row;
}

export async function ownershipRows(t: TestApp, customerId: number) {
  return withSystem(t.app.database.db, (tx) =>
    queryRows<{ reason: string; from_sales_id: number | null; from_sales_type: number | null; to_sales_type: number; to_sales_id: number | null; staff_id: number | null; remark: string | null }>(
      tx,
      sql`SELECT reason, from_sales_id, from_sales_type, to_sales_type, to_sales_id, staff_id, remark FROM crm_customer_ownership WHERE customer_id = ${customerId} ORDER BY id`,
    ),
  );
}

export async function customerLogRows(t: TestApp, customerId: number) {
  return withSystem(t.app.database.db, (tx) =>
    queryRows<{ action: string; content: string; staff_id: number | null }>(tx, sql`SELECT action, content, staff_id FROM crm_customer_logs WHERE customer_id = ${customerId} ORDER BY id`),
  );
}

export async function messageRows(t: TestApp, staffId: number) {
  return withSystem(t.app.database.db, (tx) =>
    queryRows<{ title: string; content: string; type: string; target_type: string | null; target_id: number | null }>(
      tx,
      sql`SELECT title, content, type, target_type, target_id FROM messages WHERE staff_id = ${staffId} ORDER BY id`,
    ),
  );
}

export async function savePoolRules(t: TestApp, tenant: TestTenant, body: Record<string, unknown>): Promise<void> {
  const res = await t.call('POST', '/crm/down_public_rule', { token: tenant.tokens.admin, body });
  if (res.code !== 200) throw new Error(`saving pool rules failed: ${res.code} ${res.message}`);
}
