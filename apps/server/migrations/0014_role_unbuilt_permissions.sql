-- Roles hold only permissions that exist (issue 14, defect 1; server README "Decisions the spec left
-- open"). The demo seed gave its roles permissions of modules not built yet (销售 oms:order:create, 仓管
-- pms:goods:list …); the role editor's tree could not show them but sent them back, and every save failed.
-- Seeding now keeps only registered permissions; this removes, once, the strings the seed handed out
-- that no module registers — unless the tenant's own menus name one (a custom entry keeps its grants).
-- Super roles hold every permission by their flag and are left as they are.
WITH unbuilt AS (
  SELECT ARRAY[
    'fms:customer_account:list',
    'fms:payment_note:list',
    'fms:receipt_note:audit',
    'fms:receipt_note:list',
    'fms:supplier_settlement_order:list',
    'fms:worker_settlement_order:list',
    'lms:line:list',
    'lms:logistics_order:list',
    'lms:sign_in:list',
    'oms:order:create',
    'oms:order:list',
    'pms:goods:list',
    'wms:outbound_delivery_order:list',
    'wms:picking_list:list',
    'wms:picking_task:list',
    'wms:stock:list',
    'wms:stock_count:list',
    'wms:warehouse:list',
    'wms:warehousing_entry:list'
  ]::text[] AS list
)
UPDATE roles r
SET permissions = ARRAY(
      SELECT DISTINCT p
      FROM unnest(r.permissions) AS p
      WHERE NOT (p = ANY (u.list))
         OR EXISTS (SELECT 1 FROM menus m WHERE m.tenant_id = r.tenant_id AND m.permission = p)
      ORDER BY p
    ),
    updated_at = now()
FROM unbuilt u
WHERE NOT r.is_super
  AND r.permissions && u.list;
