export { setupTenant, type TenantIds, type TenantSpec } from './tenant-setup';
export { registerTenantRoutes } from './tenant.routes';
export { tenantName } from './tenant.service';
// the tenants' table, read by the modules above for a tenant's time zone (bi's rollups count days in it)
export { tenants } from './tenant.table';
