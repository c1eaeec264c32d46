-- Issue 13 finding 8: an account name or a phone number identifies a staff member within their company,
-- not across companies, so a registration or a new colleague in one company learns nothing about another.
-- Login finds every company where the typed identifier and password match and, when there are several,
-- asks which one (auth.service.ts login).
DROP INDEX staff_account;
DROP INDEX staff_phone;
CREATE UNIQUE INDEX staff_account ON staff (tenant_id, lower(account)) WHERE deleted_at IS NULL AND account IS NOT NULL;
CREATE UNIQUE INDEX staff_phone ON staff (tenant_id, phone) WHERE deleted_at IS NULL AND phone IS NOT NULL;
-- Login looks a person up by what they typed before it knows the company.
CREATE INDEX staff_login_account ON staff (lower(account)) WHERE deleted_at IS NULL AND account IS NOT NULL;
CREATE INDEX staff_login_phone ON staff (phone) WHERE deleted_at IS NULL AND phone IS NOT NULL;
-- Uniqueness is now a question inside the asking tenant, which row-level security already answers.
DROP FUNCTION staff_identity_taken(text, text, integer);
