-- Stock views (issue 16 §7): the history of the current store's warehouses newest first, and the safety
-- stock alerts already told (the daily rule messages a SKU × warehouse once when it goes below safety and
-- again only after it has been back at or above it).
CREATE INDEX wms_stock_moves_warehouse_id ON wms_stock_moves (tenant_id, warehouse_id, id);

CREATE TABLE wms_stock_alert_notices (
  tenant_id integer NOT NULL REFERENCES tenants(id),
  sku_id integer NOT NULL REFERENCES pms_skus(id) ON DELETE CASCADE,
  warehouse_id integer NOT NULL REFERENCES wms_warehouses(id) ON DELETE CASCADE,
  notified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sku_id, warehouse_id)
);
CREATE INDEX wms_stock_alert_notices_warehouse ON wms_stock_alert_notices (warehouse_id);
SELECT tw_protect('wms_stock_alert_notices');
