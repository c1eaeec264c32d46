import { sql } from 'drizzle-orm';
import { withTenant } from '@/core/db/tenancy';
import type { OrderFixture } from '../order/order-test-fixture';
import type { TestApp } from '@/test/test-app';

/**
 * Gives the order fixture's roles the permissions of photo orders, sub-orders and sites (the fixture was
 * made before these pages): the rep uploads and converts, the manager does everything, the clerk may
 * convert but not make orders, the printer prints sub-orders.
 */
export async function grantPhotoSitePermissions(t: TestApp, f: OrderFixture): Promise<void> {
  const grants: Record<string, string[]> = {
    rep: ['oms:photo_order:list', 'oms:photo_order:create', 'oms:photo_order:convert'],
    manager: ['oms:photo_order:list', 'oms:photo_order:create', 'oms:photo_order:convert', 'oms:photo_order:reject', 'oms:sub_order:list', 'oms/sub_order/Print', 'oms:site:list', 'oms:site:create', 'oms:site:update', 'oms:site:delete'],
    clerk: ['oms:photo_order:list', 'oms:photo_order:convert'],
    printer: ['oms/sub_order/Print'],
  };
  await withTenant(t.app.database.db, f.tenant.tenantId, async (tx) => {
    for (const [code, permissions] of Object.entries(grants)) {
      await tx.execute(sql`UPDATE roles SET permissions = permissions || string_to_array(${permissions.join(",")}, ',') WHERE code = ${code}`);
    }
  });
}
