-- An outbound delivery order that ships by express (modules/wms/README.md "Shipping by express"): the
-- courier (marketing's, named through the courier directory marketing registers with wms; its name kept as
-- it was when set), the tracking number, who set them and when. No foreign key to marketing_couriers: wms
-- sits below marketing; marketing refuses to delete a courier an outbound names.
ALTER TABLE wms_outbound_delivery_orders
  ADD COLUMN courier_id integer,
  ADD COLUMN courier_name varchar(30),
  ADD COLUMN tracking_no varchar(40),
  ADD COLUMN express_by integer,
  ADD COLUMN express_at timestamptz,
  ADD FOREIGN KEY (tenant_id, express_by) REFERENCES staff (tenant_id, id),
  ADD CHECK ((courier_id IS NULL) = (tracking_no IS NULL));
-- a courier's outbounds (its delete is refused while any names it) and a parcel found by its number
CREATE INDEX wms_outbound_courier ON wms_outbound_delivery_orders (tenant_id, courier_id) WHERE courier_id IS NOT NULL;
CREATE INDEX wms_outbound_tracking ON wms_outbound_delivery_orders (tenant_id, tracking_no) WHERE tracking_no IS NOT NULL;
