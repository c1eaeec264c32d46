import { sqlConstraint } from '@/core/db/database';
import { conflict, invalidField, type AppError } from './errors';

/**
 * The message a save refused by a unique index answers with, by the index's name: the same text as the
 * check a service runs before it, so a loser of a race (two saves of one name at once, both past the check)
 * hears what a later duplicate hears: a 409 with the message, or, where the form shows the duplicate under its
 * field, a 422 on that field. An index not named here answers a 409 with the generic duplicate message.
 */
export const UNIQUE_CONFLICT_MESSAGES: Record<string, string | { field: string; message: string }> = {
  stores_tenant_name: 'store.name_taken',
  roles_tenant_name: 'role.name_taken',
  staff_account: 'staff.account_taken',
  staff_phone: 'staff.phone_taken',
  crm_customer_types_name: { field: 'name', message: 'crm.name_taken' },
  crm_customer_levels_name: { field: 'name', message: 'crm.name_taken' },
  crm_customers_phone: { field: 'phone', message: 'crm.phone_taken' },
  crm_price_plans_name: { field: 'name', message: 'crm.price_plan_name_taken' },
  pms_categories_name: 'pms.category_name_taken',
  pms_brands_name: 'pms.brand_name_taken',
  pms_units_name: 'pms.unit_name_taken',
  pms_specs_name: 'pms.spec_name_taken',
  pms_types_name: 'pms.type_name_taken',
  pms_spus_name: 'pms.spu_name_taken',
  pms_skus_code: 'pms.sku_code_taken',
  pms_skus_barcode: 'pms.barcode_taken',
  pms_processes_name: 'pms.process_name_taken',
  wms_warehouses_code: 'wms.warehouse_code_taken',
  wms_locations_code: 'wms.location_code_taken',
  wms_suppliers_name: 'wms.supplier_name_taken',
  wms_suppliers_code: 'wms.supplier_code_taken',
  wms_supplier_skus_pair: 'wms.supplier_sku_taken',
  wms_picking_price_rules_target: 'wms.rule_duplicate',
  oms_sites_code: 'oms.site_code_taken',
  lms_workers_phone: 'lms.worker_phone_taken',
  lms_car_models_name: 'lms.car_model_name_taken',
  lms_cars_plate: 'lms.plate_taken',
  lms_pre_lines_name: 'lms.pre_line_name_taken',
  marketing_couriers_code: { field: 'code', message: 'marketing.courier_code_taken' },
};

/** The answer of the error catalogue to a unique violation (SQLSTATE 23505) that reached the error handler. */
export function uniqueConflict(error: unknown): AppError {
  const constraint = sqlConstraint(error);
  const answer = constraint ? UNIQUE_CONFLICT_MESSAGES[constraint] : undefined;
  if (answer === undefined) return conflict('common.duplicate');
  return typeof answer === 'string' ? conflict(answer) : invalidField(answer.field, answer.message);
}
