-- The order list at 500k orders (bench/order-flow.bench.ts, oms README "List"): a status tab's page walks
-- (tenant, store, status) in time order and stops after the page; the "all" tab walks (tenant, store) in
-- time order; each status count is an index range that stops at ORDER_COUNT_CAP. The keyword's number
-- and phone parts match their start as ranges in the C collation: under row-level security a LIKE cannot
-- become an index condition (textlike is not leakproof), these comparisons can (as crm's search, 0009).
DROP INDEX oms_orders_store;
DROP INDEX oms_orders_number_pattern;
CREATE INDEX oms_orders_store_status_time ON oms_orders (tenant_id, store_id, status, created_at DESC, id DESC);
CREATE INDEX oms_orders_store_time ON oms_orders (tenant_id, store_id, created_at DESC, id DESC);
CREATE INDEX oms_orders_number_prefix ON oms_orders (tenant_id, number COLLATE "C");
CREATE INDEX oms_orders_contact_phone_prefix ON oms_orders (tenant_id, contact_phone COLLATE "C");
CREATE INDEX oms_orders_consignee_phone_prefix ON oms_orders (tenant_id, consignee_phone COLLATE "C");
