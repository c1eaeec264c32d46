-- Opening stock (modules/wms/README.md "Opening stock", docs/trading-model.md §3): a warehousing entry of type
-- 7 opening balance (期初入库), made and audited by the opening stock import — one per warehouse of the file.
-- The opening balances of money (fms README "Opening balances") need no migration: the history types are
-- checked only as > 0 (customer account type 11, prepay type 5).
ALTER TABLE wms_warehousing_entries DROP CONSTRAINT wms_warehousing_entries_type_check;
ALTER TABLE wms_warehousing_entries ADD CONSTRAINT wms_warehousing_entries_type_check CHECK (type BETWEEN 1 AND 7);
-- an (SKU, warehouse)'s opening is looked up from its SKU's lines (wms_warehousing_entry_items_sku) and
-- the entry; the opening entries of a warehouse are few, so this partial index finds them at once
CREATE INDEX wms_warehousing_entries_opening ON wms_warehousing_entries (tenant_id, warehouse_id) WHERE type = 7;
