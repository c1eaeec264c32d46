-- The order list at 500k orders (bench/order-flow.bench.ts, oms README "List"): a status tab's page walks
-- (tenant, store, status) in time order and stops after the page; the "all" tab walks (tenant, store) in
-- time order; each status count is an index range that stops at ORDER_COUNT_CAP. The keyword's phone
-- part matches the start of the contact's or consignee's phone.
DROP INDEX oms_orders_store;
CREATE INDEX oms_orders_store_status_time ON oms_orders (tenant_id, store_id, status, created_at DESC, id DESC);
CREATE INDEX oms_orders_store_time ON oms_orders (tenant_id, store_id, created_at DESC, id DESC);
CREATE INDEX oms_orders_contact_phone ON oms_orders (contact_phone varchar_pattern_ops);
CREATE INDEX oms_orders_consignee_phone ON oms_orders (consignee_phone varchar_pattern_ops);
