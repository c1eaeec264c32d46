import type { RequestContext } from '@/core/http/request-context';
import type { TestTenant } from '@/test/test-app';

/**
 * A request context in a test tenant for calling a module's functions straight inside a transaction, as a
 * super user (every right, all data) in zh-CN and Asia/Shanghai: by default the tenant's admin acting in
 * store A and working there alone.
 */
export function superUserContext(db: RequestContext['db'], tenant: TestTenant, as: { staffId?: number; name?: string; storeIds?: number[] } = {}): RequestContext {
  return {
    db,
    tenantId: tenant.tenantId,
    staffId: as.staffId ?? tenant.staff.admin,
    storeId: tenant.stores.a,
    requestedStoreId: tenant.stores.a,
    locale: 'zh-CN',
    ip: '127.0.0.1',
    requestId: 'test',
    audit: {},
    session: { name: as.name ?? 'Admin', timeZone: 'Asia/Shanghai', storeIds: as.storeIds ?? [tenant.stores.a], permissions: new Set(), isSuper: true, dataScope: 1 },
  } as unknown as RequestContext;
}
