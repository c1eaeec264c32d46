-- Business goals' actuals (crm README "Business goals") sum a year's orders and receipt notes by their
-- audit time, and the goal page's figures open the orders' and receipt notes' lists filtered by that
-- time (`date_type=audited`): both read a range of audit times of the tenant, not every document of it.
CREATE INDEX oms_orders_audited ON oms_orders (tenant_id, audited_at) WHERE audited_at IS NOT NULL;
CREATE INDEX fms_receipt_notes_audited ON fms_receipt_notes (tenant_id, audited_at) WHERE audited_at IS NOT NULL;
