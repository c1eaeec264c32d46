-- Cash that adds up (lms README "Logistics orders and sign-ins"): a sign-in that collects another amount than
-- the stop's amount to collect says why; the line's cash-up shows it beside the difference.
ALTER TABLE lms_sign_ins ADD COLUMN amount_reason varchar(200);
