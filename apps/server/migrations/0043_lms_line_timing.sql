-- Plans a dispatcher can read (lms README "Lines, planning and the map", Timing): a line is timed as the
-- solver times a route — the car leaves as late as it can without waiting at its first stop, never before
-- the departure the dispatcher set. `departure` keeps that setting ('HH:mm'); `planned_start` is when the
-- car leaves, worked out again at every edit, so taking a stop off never drags the start back to 07:00.
-- New columns only, no new table: lms_lines and lms_line_stops are under tw_protect since 0031,
-- lms_route_plan_stops since 0038; their tenant policies cover the new columns.
ALTER TABLE lms_lines ADD COLUMN departure varchar(5) NOT NULL DEFAULT '07:00';

-- A stop's planned arrival is when the car gets there; `waiting_s` is how long it waits there for the time
-- slot to open (service starts at arrival + waiting), instead of an arrival shown hours early.
ALTER TABLE lms_line_stops ADD COLUMN waiting_s integer NOT NULL DEFAULT 0;
ALTER TABLE lms_route_plan_stops ADD COLUMN waiting_s integer NOT NULL DEFAULT 0;

-- Lines made before: a plan's line keeps its plan's departure (its planned_start was the solver's late
-- start), any other its planned start.
UPDATE lms_lines AS l
   SET departure = coalesce((SELECT p.departure FROM lms_route_plans AS p WHERE p.id = l.plan_id),
                            to_char(l.planned_start AT TIME ZONE t.time_zone, 'HH24:MI'), '07:00')
  FROM tenants AS t
 WHERE t.id = l.tenant_id;

-- Their stops' waits: from the arrival to the slot's start ('08:00-12:00'), where the car came early.
WITH waits AS (
  SELECT s.id,
         (split_part(split_part(o.time_slot, '-', 1), ':', 1)::int * 3600 + split_part(split_part(o.time_slot, '-', 1), ':', 2)::int * 60)
           - extract(epoch FROM (s.planned_arrival AT TIME ZONE t.time_zone)::time)::int AS wait
    FROM lms_line_stops AS s
    JOIN lms_logistics_orders AS o ON o.id = s.logistics_order_id
    JOIN tenants AS t ON t.id = s.tenant_id
   WHERE s.planned_arrival IS NOT NULL AND o.time_slot ~ '^\s*\d{1,2}:\d{2}\s*-\s*\d{1,2}:\d{2}\s*$'
)
UPDATE lms_line_stops AS s SET waiting_s = w.wait FROM waits AS w WHERE s.id = w.id AND w.wait > 0;
