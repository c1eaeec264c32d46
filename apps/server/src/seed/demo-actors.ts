import { sql } from 'drizzle-orm';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import type { TenantIds } from '@/modules/system/tenant';

/** A demo staff member by key (`zhang`, `yang` …) acting in a store of the demo, the master store (`sh`) unless named. */
export type DemoActor = (key: string, store?: string) => RequestContext;

/**
 * How the seed's steps act as the demo staff: each member under their own id and name, in every store of
 * the tenant and with every right, so a step runs the pages' own functions as the person who would.
 */
export async function demoActors(base: RequestContext, ids: TenantIds): Promise<DemoActor> {
  const names = new Map((await queryRows<{ id: number; name: string }>(base.db, sql`SELECT id, name FROM staff WHERE tenant_id = ${ids.tenantId}`)).map((s) => [Number(s.id), s.name]));
  const storeIds = Object.values(ids.stores);
  return (key, store = 'sh') => {
    const staffId = ids.staff[key];
    return { ...base, staffId, storeId: ids.stores[store], session: { ...base.session, staffId, name: names.get(staffId) ?? key, storeIds, isSuper: true } };
  };
}
