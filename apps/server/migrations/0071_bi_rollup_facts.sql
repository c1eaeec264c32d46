-- What the daily rollups (migration 0070, modules/bi/README.md "Rollups") need frozen on the documents, so
-- that re-deriving a period from the documents gives exactly what the transactions added:
-- - an order line's cost at audit: the moving average cost per base unit of its SKU in its warehouse then
--   (wms_stock_totals.cost) and round(base_qty × cost_price) in money; a later purchase does not move it;
-- - the rep of a fact: the customer's owner (crm_customers.sales_id, 0 for none) when the order was
--   audited, the refund refunded, the receipt note audited — the owner may change later.
ALTER TABLE oms_order_items
  ADD COLUMN cost_price numeric(14, 4) NOT NULL DEFAULT 0,
  ADD COLUMN cost_amount numeric(14, 2) NOT NULL DEFAULT 0;
ALTER TABLE oms_orders ADD COLUMN rep_id integer NOT NULL DEFAULT 0;
ALTER TABLE oms_order_refunds ADD COLUMN rep_id integer NOT NULL DEFAULT 0;
ALTER TABLE fms_receipt_notes ADD COLUMN rep_id integer NOT NULL DEFAULT 0;
-- The refunds of a period, found by their time within a tenant (the nightly re-derivation of yesterday, a
-- rebuild of some days); orders and receipt notes have theirs by audit time (migration 0062).
CREATE INDEX oms_order_refunds_refunded ON oms_order_refunds (tenant_id, refunded_at) WHERE status = 4;
