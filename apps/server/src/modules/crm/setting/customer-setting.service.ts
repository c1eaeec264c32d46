import { eq } from 'drizzle-orm';
import type { CustomerSetting, UpdateCustomerSettingInput } from '@tradewind/contract/crm/setting.schema';
import { saveTenantSettings } from '@/core/db/tenant-settings';
import type { Db } from '@/core/db/database';
import { memoRead, type ReadMemo } from '@/core/db/read-memo';
import { invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { customers } from '../customer/customer.table';
import { customerSettings } from './customer-setting.table';

const DEFAULTS: CustomerSetting = { default_sales_type: 1, require_type_level: 0, cert_required_to_order: 0 };

/** The tenant's customer rules; a tenant that never saved them has the defaults. `memo`: read once for a transaction. */
export async function readCustomerSetting(db: Db, tenantId: number, memo?: ReadMemo): Promise<CustomerSetting> {
  const [row] = await memoRead(memo, `customer-setting:${tenantId}`, () => db.select().from(customerSettings).where(eq(customerSettings.tenantId, tenantId)));
  if (!row) return DEFAULTS;
  return {
    default_sales_type: (row.defaultSalesType === 0 || row.defaultSalesType === 2 ? row.defaultSalesType : 1) as 0 | 1 | 2,
    require_type_level: row.requireTypeLevel === 1 ? 1 : 0,
    cert_required_to_order: row.certRequiredToOrder === 1 ? 1 : 0,
  };
}

export async function getCustomerSetting(ctx: RequestContext): Promise<CustomerSetting> {
  return readCustomerSetting(ctx.db, ctx.tenantId);
}

export async function updateCustomerSetting(ctx: RequestContext, input: UpdateCustomerSettingInput): Promise<CustomerSetting> {
  const values = {
    defaultSalesType: input.default_sales_type,
    requireTypeLevel: input.require_type_level,
    certRequiredToOrder: input.cert_required_to_order,
    updatedAt: new Date(),
  };
  await saveTenantSettings(ctx, customerSettings, values, 'crm_customer_setting');
  return getCustomerSetting(ctx);
}

/** The customer form's rule `require_type_level`: 422 on the missing field. */
export async function assertTypeLevelGiven(ctx: RequestContext, input: { type_id: number | null; level_id: number | null }, memo?: ReadMemo): Promise<void> {
  const setting = await readCustomerSetting(ctx.db, ctx.tenantId, memo);
  if (setting.require_type_level !== 1) return;
  if (input.type_id === null) throw invalidField('type_id', 'crm.type_required');
  if (input.level_id === null) throw invalidField('level_id', 'crm.level_required');
}

/**
 * Whether a customer may be ordered for (orders call it, docs/trading-model.md §7: oms sits above crm and
 * imports this): with `cert_required_to_order` on, a customer that is not certified is 422 on `customer_id`.
 */
export async function assertCustomerMayOrder(db: Db, tenantId: number, customerId: number, field = 'customer_id'): Promise<void> {
  const setting = await readCustomerSetting(db, tenantId);
  if (setting.cert_required_to_order !== 1) return;
  const [row] = await db.select({ isCert: customers.isCert }).from(customers).where(eq(customers.id, customerId));
  if (!row) throw notFound();
  if (row.isCert !== 1) throw invalidField(field, 'crm.cert_required_to_order');
}
