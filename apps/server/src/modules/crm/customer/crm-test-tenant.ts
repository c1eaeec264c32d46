import { randomBytes } from 'node:crypto';
import { TEST_PASSWORD, testTenantSpec } from '@/test/test-app';
import type { TenantSpec } from '@/modules/system/tenant';

/** The customer pages' permissions a sales rep holds in the API tests (the demo seed's sales role and more). */
export const REP_PERMISSIONS = [
  'crm:customer:list',
  'crm:customer:detail',
  'crm:customer:create',
  'crm:customer:update',
  'crm:customer:status',
  'crm:customer:sales_type',
  'crm:customer:payment_day',
  'crm:customer:export',
  'crm:logs:list',
  'crm:setting:index',
  'fms:customer_account:detail',
];

let made = 0;

/**
 * A tenant for customer tests: two reps (own records only) in store A, a manager (every record of the
 * tenant, may reassign and move stores) in stores A and B, a pool-only member (crm:public:list), the
 * admin (super) and the generic clerk / nobody of the default spec. Accounts get the usual unique prefix.
 */
export function crmTenantSpec(): Partial<TenantSpec> {
  made += 1;
  const prefix = `crm${made}${randomBytes(2).toString('hex')}`;
  const base = testTenantSpec(prefix);
  return {
    roles: [
      ...base.roles,
      { key: 'rep', name: 'Rep', permissions: REP_PERMISSIONS, dataScope: 4 },
      { key: 'manager', name: 'Manager', permissions: [...REP_PERMISSIONS, 'crm:customer:sales', 'crm:customer:update_store', 'crm:type:create', 'crm:type:update', 'crm:type:delete', 'crm:level:create', 'crm:level:update', 'crm:level:delete'], dataScope: 1 },
      { key: 'pool', name: 'Pool', permissions: ['crm:public:list'], dataScope: 4 },
    ],
    staff: [
      ...base.staff,
      { key: 'rep1', account: `${prefix}_rep1`, name: 'Rep One', password: TEST_PASSWORD, roles: ['rep'], stores: ['a'] },
      { key: 'rep2', account: `${prefix}_rep2`, name: 'Rep Two', password: TEST_PASSWORD, roles: ['rep'], stores: ['a'] },
      { key: 'repb', account: `${prefix}_repb`, name: 'Rep B', password: TEST_PASSWORD, roles: ['rep'], stores: ['b'] },
      { key: 'manager', account: `${prefix}_manager`, name: 'Manager', password: TEST_PASSWORD, roles: ['manager'], stores: ['a', 'b'] },
      { key: 'pool', account: `${prefix}_pool`, name: 'Pool', password: TEST_PASSWORD, roles: ['pool'], stores: ['a'] },
      { key: 'gone', account: `${prefix}_gone`, name: 'Gone Rep', password: TEST_PASSWORD, roles: ['rep'], stores: ['a'], status: 0 },
    ],
  };
}
