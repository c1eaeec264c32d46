-- The logistics settings (/lms/setting/index; lms README "Settings"): one row per tenant, absent until
-- first saved (the reader's defaults then). Depot: null = each store's default warehouse's coordinates.
-- Routing: average speed, service minutes per stop, road factor over the haversine distance, how long the
-- solver may search, and an OSRM-compatible server whose /table replaces haversine when set.
-- Pay: delivery_earning_basis 1 per stop, 2 per piece, 3 per line — driver_rate to the driver, helper_rate
-- to each helper; carry_fee_rate per floor per piece (the carry-fee form's default).
CREATE TABLE lms_settings (
  tenant_id integer PRIMARY KEY REFERENCES tenants(id),
  depot_longitude numeric(10, 6),
  depot_latitude numeric(10, 6),
  average_speed_kmh numeric(5, 1) NOT NULL DEFAULT 30,
  service_minutes smallint NOT NULL DEFAULT 10,
  road_factor numeric(4, 2) NOT NULL DEFAULT 1.30,
  solve_seconds smallint NOT NULL DEFAULT 5,
  routing_url varchar(300),
  delivery_earning_basis smallint NOT NULL DEFAULT 1,
  driver_rate numeric(10, 2) NOT NULL DEFAULT 0,
  helper_rate numeric(10, 2) NOT NULL DEFAULT 0,
  carry_fee_rate numeric(10, 2) NOT NULL DEFAULT 0,
  updated_by integer,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((depot_longitude IS NULL) = (depot_latitude IS NULL)),
  CHECK (average_speed_kmh > 0 AND average_speed_kmh <= 120),
  CHECK (service_minutes BETWEEN 0 AND 240),
  CHECK (road_factor >= 1 AND road_factor <= 3),
  CHECK (solve_seconds BETWEEN 1 AND 60),
  CHECK (delivery_earning_basis BETWEEN 1 AND 3),
  CHECK (driver_rate >= 0 AND helper_rate >= 0 AND carry_fee_rate >= 0)
);
SELECT tw_protect('lms_settings');
