import { hashPassword } from '@/core/auth/password';
import { allPermissions } from '@/core/auth/permission-registry';
import type { Db } from '@/core/db/database';
import { departments } from '../dept/dept.table';
import { syncTenantMenus } from '../menu';
import { roles } from '../role/role.table';
import { staff, staffRoles, staffStores } from '../staff/staff.table';
import { stores } from '../store/store.table';
import { insertTenant } from './tenant.service';

/** A whole tenant described at once: the demo seed, registration and tests build tenants from this. */
export type TenantSpec = {
  name: string;
  isExperience?: boolean;
  contractBegin?: string | null;
  contractEnd?: string | null;
  /** false leaves the first-run wizard to do (registration); default true */
  initialized?: boolean;
  stores: Array<{ key: string; name: string; isMaster?: boolean; status?: 0 | 1; areaString?: string; address?: string }>;
  departments?: Array<{ key: string; name: string; parent?: string }>;
  roles: Array<{ key: string; name: string; code?: string; permissions?: string[]; isSuper?: boolean; dataScope?: 1 | 2 | 3 | 4 }>;
  staff: Array<{
    key: string;
    name: string;
    password: string;
    account?: string;
    phone?: string;
    roles: string[];
    /** store keys, or 'all' */
    stores: string[] | 'all';
    dept?: string;
    deptRole?: 0 | 1 | 2;
    status?: 0 | 1;
    isOwner?: boolean;
  }>;
};

export type TenantIds = {
  tenantId: number;
  stores: Record<string, number>;
  departments: Record<string, number>;
  roles: Record<string, number>;
  staff: Record<string, number>;
};

/** Creates the tenant and everything in the spec; needs a transaction with system rights. */
export async function setupTenant(tx: Db, spec: TenantSpec, scryptCost: number): Promise<TenantIds> {
  const tenantId = await insertTenant(tx, {
    name: spec.name,
    isExperience: spec.isExperience ?? false,
    contractBegin: spec.contractBegin ?? null,
    contractEnd: spec.contractEnd ?? null,
    initialized: spec.initialized ?? true,
  });
  const ids: TenantIds = { tenantId, stores: {}, departments: {}, roles: {}, staff: {} };

  for (const s of spec.stores) {
    const [row] = await tx
      .insert(stores)
      .values({ tenantId, name: s.name, isMaster: s.isMaster ? 1 : 0, status: s.status ?? 1, areaString: s.areaString ?? null, address: s.address ?? null })
      .returning({ id: stores.id });
    ids.stores[s.key] = row.id;
  }
  for (const [index, d] of (spec.departments ?? []).entries()) {
    const [row] = await tx
      .insert(departments)
      .values({ tenantId, name: d.name, parentId: d.parent ? ids.departments[d.parent] : null, sort: index })
      .returning({ id: departments.id });
    ids.departments[d.key] = row.id;
  }
  const known = allPermissions();
  // Built before the app registered its routes and menus, every role would silently end up empty.
  if (known.size === 0) throw new Error('setupTenant: the permission registry is empty (build the app first)');
  for (const r of spec.roles) {
    // A role holds only permissions that exist (README "Decisions the spec left open"): a spec may name
    // those of modules still to come (the demo's 销售 names oms:order:create); they are given once the
    // module registers them, to tenants set up from then on.
    const permissions = [...new Set(r.permissions ?? [])].filter((p) => known.has(p));
    const [row] = await tx
      .insert(roles)
      .values({ tenantId, name: r.name, code: r.code ?? r.key, permissions, isSuper: r.isSuper ?? false, dataScope: r.dataScope ?? 1 })
      .returning({ id: roles.id });
    ids.roles[r.key] = row.id;
  }
  const hashes = new Map<string, string>();
  for (const p of spec.staff) {
    if (!hashes.has(p.password)) hashes.set(p.password, await hashPassword(p.password, scryptCost));
    const [row] = await tx
      .insert(staff)
      .values({
        tenantId,
        account: p.account ?? null,
        phone: p.phone ?? null,
        name: p.name,
        passwordHash: hashes.get(p.password)!,
        deptId: p.dept ? ids.departments[p.dept] : null,
        deptRole: p.deptRole ?? 0,
        status: p.status ?? 1,
        isOwner: p.isOwner ?? false,
      })
      .returning({ id: staff.id });
    ids.staff[p.key] = row.id;
    if (p.roles.length) await tx.insert(staffRoles).values(p.roles.map((key) => ({ tenantId, staffId: row.id, roleId: ids.roles[key] })));
    const storeKeys = p.stores === 'all' ? spec.stores.map((s) => s.key) : p.stores;
    if (storeKeys.length) await tx.insert(staffStores).values(storeKeys.map((key) => ({ tenantId, staffId: row.id, storeId: ids.stores[key] })));
  }
  await syncTenantMenus(tx, tenantId);
  return ids;
}
