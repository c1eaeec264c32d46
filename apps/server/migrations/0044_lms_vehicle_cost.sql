-- Routing puts vehicles first (lms README "Settings"; issue 30 §5): what a used vehicle — a driver's day —
-- costs, said in kilometres of driving, which smart routing weighs against the distance it saves. NULL (the
-- default, every tenant until it says otherwise) keeps today's rule: as few vehicles as the stops need, then
-- the least distance; 0: distance alone decides. lms_settings is under tw_protect since 0035: its tenant policy
-- covers the new column.
ALTER TABLE lms_settings ADD COLUMN vehicle_cost_km numeric(6, 1);
ALTER TABLE lms_settings ADD CONSTRAINT lms_settings_vehicle_cost_km CHECK (vehicle_cost_km IS NULL OR (vehicle_cost_km >= 0 AND vehicle_cost_km <= 10000));
