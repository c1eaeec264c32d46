-- Scheduled tasks (core/jobs/scheduler.ts): one row per periodic task. Every node polls; a node runs a
-- task only after moving its next_run_at forward with UPDATE … WHERE next_run_at <= now RETURNING, so each
-- run happens on exactly one node however many share the database. Not tenant data: only the owner
-- (withSystem) reads it, so no row-level security.
CREATE TABLE scheduled_tasks (
  name varchar(64) PRIMARY KEY,
  next_run_at timestamptz NOT NULL,
  locked_by varchar(64),
  last_started_at timestamptz,
  last_finished_at timestamptz,
  last_error varchar(500)
);

-- The public-pool job warns an owner remind_days before a release, once per stale spell: a follow-up, an
-- order or a new owner after the warning starts a new spell.
ALTER TABLE crm_customers ADD COLUMN pool_warned_at timestamptz;

-- The job scans each tenant's private customers.
CREATE INDEX crm_customers_private ON crm_customers (tenant_id, level_id) WHERE sales_type = 1;
