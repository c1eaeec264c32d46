-- Pay settings (fms README "Pay settings"; issue 31 §2): a tenant may require that a receipt or payment note
-- is audited by someone other than who made it. 0 (the default, every tenant until it says otherwise) keeps
-- today's rule. fms_pay_settings is under tw_protect since 0039: its tenant policy covers the new column.
ALTER TABLE fms_pay_settings ADD COLUMN audit_by_other smallint NOT NULL DEFAULT 0;
ALTER TABLE fms_pay_settings ADD CONSTRAINT fms_pay_settings_audit_by_other CHECK (audit_by_other IN (0, 1));
