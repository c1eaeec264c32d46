export { setupTenant, type TenantIds, type TenantSpec } from './tenant-setup';
export { registerTenantRoutes } from './tenant.routes';
