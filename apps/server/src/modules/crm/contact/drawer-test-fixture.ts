/**
 * Test fixture for the customer drawer's sections (contacts, addresses, follow-ups, files, certification,
 * account periods): a tenant with two sales reps who see only their own private customers, a manager who
 * sees all, a reader with list permissions only and a nobody; customers written straight into the
 * database so these tests do not depend on the customer calls; uploads through the real upload flow.
 */
import { sql } from 'drizzle-orm';
import { withSystem } from '@/core/db/tenancy';
import { type TestApp, type TestTenant } from '@/test/test-app';

export const DRAWER_PERMISSIONS = [
  'crm:customer:list',
  'crm:customer:detail',
  'crm:user:list',
  'crm:user:create',
  'crm:user:update',
  'crm:user:delete',
  'crm:address:list',
  'crm:address:create',
  'crm:address:update',
  'crm:address:delete',
  'crm:visit:list',
  'crm:visit:create',
  'crm:visit:delete',
  'crm:file:list',
  'crm:file:create',
  'crm:file:update',
  'crm:file:delete',
  'crm:certification:info',
  'crm:certification:create',
  'crm:certification:audit',
  'crm:certification:delete',
  'crm:customer_account_period:list',
  'crm:customer_account_period:create',
  'crm:customer_account_period:update',
  'crm:customer_account_period:delete',
  'crm:logs:list',
];
const READ_ONLY = DRAWER_PERMISSIONS.filter((p) => /:(list|info|detail)$/.test(p));

export type DrawerTenant = TestTenant & {
  customers: { rep: number; rep2: number; pool: number };
  area: { province_id: number; city_id: number; area_id: number; area_string: string };
};

let phone = 13900000000;
export const nextPhone = () => String((phone += 1));

export async function drawerTenant(t: TestApp): Promise<DrawerTenant> {
  const prefix = `d${Math.random().toString(36).slice(2, 8)}`;
  const tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'sales', name: 'Sales', permissions: DRAWER_PERMISSIONS.filter((p) => p !== 'crm:certification:audit'), dataScope: 4 },
      { key: 'manager', name: 'Manager', permissions: DRAWER_PERMISSIONS, dataScope: 1 },
      { key: 'reader', name: 'Reader', permissions: READ_ONLY, dataScope: 1 },
    ],
    staff: [
      { key: 'admin', account: `${prefix}_admin`, name: 'Admin', password: 'secret123', roles: ['admin'], stores: 'all' },
      { key: 'rep', account: `${prefix}_rep`, name: '张伟', password: 'secret123', roles: ['sales'], stores: ['a'] },
      { key: 'rep2', account: `${prefix}_rep2`, name: '李娜', password: 'secret123', roles: ['sales'], stores: ['a'] },
      { key: 'manager', account: `${prefix}_manager`, name: '王经理', password: 'secret123', roles: ['manager'], stores: 'all' },
      { key: 'reader', account: `${prefix}_reader`, name: 'Reader', password: 'secret123', roles: ['reader'], stores: 'all' },
      { key: 'nobody', account: `${prefix}_nobody`, name: 'Nobody', password: 'secret123', roles: [], stores: ['a'] },
    ],
  });
  const insert = (name: string, salesType: number, salesId: number | null) =>
    withSystem(t.app.database.db, async (tx) => {
      const result = await tx.execute(sql`
        INSERT INTO crm_customers (tenant_id, store_id, name, phone, sales_type, sales_id, created_by)
        VALUES (${tenant.tenantId}, ${tenant.stores.a}, ${name}, ${nextPhone()}, ${salesType}, ${salesId}, ${tenant.staff.admin})
        RETURNING id`);
      return Number((result.rows[0] as { id: number }).id);
    });
  const customers = {
    rep: await insert('张伟的客户', 1, tenant.staff.rep),
    rep2: await insert('李娜的客户', 1, tenant.staff.rep2),
    pool: await insert('公海客户', 0, null),
  };
  const area = await withSystem(t.app.database.db, async (tx) => {
    const result = await tx.execute(sql`
      SELECT p.id AS province_id, c.id AS city_id, a.id AS area_id, p.name || ' ' || c.name || ' ' || a.name AS area_string
      FROM areas a JOIN areas c ON c.id = a.parent_id JOIN areas p ON p.id = c.parent_id
      WHERE a.level = 3 AND p.level = 1 ORDER BY a.id LIMIT 1`);
    const row = result.rows[0] as Record<string, unknown>;
    return { province_id: Number(row.province_id), city_id: Number(row.city_id), area_id: Number(row.area_id), area_string: String(row.area_string) };
  });
  return { ...tenant, customers, area };
}

/** Reads a table the way a test checks what a call changed (system rights, no RLS). */
export async function rows<T = Record<string, unknown>>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return withSystem(t.app.database.db, async (tx) => (await tx.execute(query)).rows as T[]);
}

export { image, upload } from '@/test/test-uploads';

export type Fail = { errors?: Array<{ field: string; message: string }> } | null;
