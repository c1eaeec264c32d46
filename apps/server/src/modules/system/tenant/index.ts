export { setupTenant, type TenantIds, type TenantSpec } from './tenant-setup';
export { registerTenantRoutes } from './tenant.routes';
// the tenants' table, read by the modules above for a tenant's time zone (bi's rollups count days in it)
export { tenants } from './tenant.table';
