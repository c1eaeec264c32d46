-- Every delivery address has a location (crm and lms READMEs, "Locations"): a point pinned on the map, one
-- found by the deployment's geocoder, or else the centre of the address's district (its city when it names
-- no district), which is approximate. location_source says which; orders and logistics orders copy it with
-- the coordinates. NULL: no location at all (no pin and no area with a centre) — planning lists such stops.

ALTER TABLE crm_customer_addresses ADD COLUMN location_source varchar(10) CHECK (location_source IN ('pinned', 'geocoded', 'district'));
ALTER TABLE oms_orders ADD COLUMN location_source varchar(10) CHECK (location_source IN ('pinned', 'geocoded', 'district'));
ALTER TABLE lms_logistics_orders ADD COLUMN location_source varchar(10) CHECK (location_source IN ('pinned', 'geocoded', 'district'));

-- Coordinates stored before this migration were given with the record: pinned.
UPDATE crm_customer_addresses SET location_source = 'pinned' WHERE longitude IS NOT NULL AND latitude IS NOT NULL;
UPDATE oms_orders SET location_source = 'pinned' WHERE longitude IS NOT NULL AND latitude IS NOT NULL;
UPDATE lms_logistics_orders SET location_source = 'pinned' WHERE longitude IS NOT NULL AND latitude IS NOT NULL;

-- The rest take their district's centre (else their city's), flagged approximate.
UPDATE crm_customer_addresses AS a SET longitude = c.longitude, latitude = c.latitude, location_source = 'district'
  FROM areas AS c
 WHERE (a.longitude IS NULL OR a.latitude IS NULL) AND c.id = coalesce(a.area_id, a.city_id) AND c.longitude IS NOT NULL AND c.latitude IS NOT NULL;
UPDATE oms_orders AS o SET longitude = c.longitude, latitude = c.latitude, location_source = 'district'
  FROM areas AS c
 WHERE (o.longitude IS NULL OR o.latitude IS NULL) AND c.id = coalesce(o.area_id, o.city_id) AND c.longitude IS NOT NULL AND c.latitude IS NOT NULL;
-- A logistics order has no area ids: it takes its order's location (filled just above).
UPDATE lms_logistics_orders AS lo SET longitude = o.longitude, latitude = o.latitude, location_source = o.location_source
  FROM oms_orders AS o
 WHERE (lo.longitude IS NULL OR lo.latitude IS NULL) AND o.id = lo.order_id AND o.longitude IS NOT NULL AND o.latitude IS NOT NULL;
