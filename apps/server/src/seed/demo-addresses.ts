import { sql } from 'drizzle-orm';
import { queryRows } from '@/core/db/database';
import { createAddress } from '@/modules/crm/address/address.service';
import type { TenantIds } from '@/modules/system/tenant';
import type { DemoActor } from './demo-actors';

/** A demo customer with its owner's key, its main contact and the default address given here. */
export type DemoAddressedCustomer = { id: number; owner: string; contact: number | null; address: number };

/**
 * A store's demo customer found by name (enabled) and given a default delivery address through crm's
 * address function by its owner (zhang for a customer without one): to its main contact's name and the
 * customer's phone, in `area` at `street`, pinned at `pin` or, with none, at its district's centre.
 * Undefined when the store has no such customer.
 */
export async function addDemoAddress(
  as: DemoActor,
  ids: TenantIds,
  customer: { store: string; name: string; street: string },
  area: { province_id: number; city_id: number; area_id: number },
  pin: { longitude: number; latitude: number } | null,
): Promise<DemoAddressedCustomer | undefined> {
  const [c] = await queryRows<{ id: number; sales_id: number | null; contact_name: string; phone: string; contact_id: number | null }>(
    as('admin').db,
    sql`SELECT c.id, c.sales_id, c.phone, coalesce(u.name, c.name) AS contact_name, u.id AS contact_id FROM crm_customers AS c
          LEFT JOIN crm_customer_users AS u ON u.customer_id = c.id AND u.is_master = 1 AND u.deleted_at IS NULL
         WHERE c.name = ${customer.name} AND c.store_id = ${ids.stores[customer.store]} AND c.status = 1`,
  );
  if (!c) return undefined;
  const owner = Object.entries(ids.staff).find(([, id]) => id === Number(c.sales_id))?.[0] ?? 'zhang';
  const address = await createAddress(as(owner, customer.store), {
    customer_id: Number(c.id),
    contact_name: c.contact_name.slice(0, 30),
    contact_phone: c.phone,
    province_id: area.province_id,
    city_id: area.city_id,
    area_id: area.area_id,
    address: customer.street,
    ...(pin ?? { longitude: null, latitude: null }),
    is_default: 1,
  });
  return { id: Number(c.id), owner, contact: c.contact_id === null ? null : Number(c.contact_id), address: address.id };
}
