-- System administration: the company's settings and when staff last signed in.
ALTER TABLE tenants
  ADD COLUMN logo varchar(500),
  ADD COLUMN title_suffix varchar(30) NOT NULL DEFAULT 'Tradewind',
  ADD COLUMN default_language varchar(10) NOT NULL DEFAULT 'zh-CN',
  ADD COLUMN password_min_length smallint NOT NULL DEFAULT 6,
  ADD COLUMN password_complexity smallint NOT NULL DEFAULT 0,
  -- NULL: the product's token lifetime of 7,000,000 s; a number of days shortens new sessions.
  ADD COLUMN session_lifetime_days smallint;

ALTER TABLE staff ADD COLUMN last_login_at timestamptz;

-- Phone and account are unique across tenants, but RLS hides other tenants' staff from the runtime role:
-- this answers only whether they are taken, nothing else.
CREATE FUNCTION staff_identity_taken(p_phone text, p_account text, p_except integer)
RETURNS TABLE (phone_taken boolean, account_taken boolean)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT
    EXISTS (SELECT 1 FROM staff WHERE phone = p_phone AND deleted_at IS NULL AND id IS DISTINCT FROM p_except),
    p_account IS NOT NULL AND EXISTS (
      SELECT 1 FROM staff WHERE lower(account) = lower(p_account) AND deleted_at IS NULL AND id IS DISTINCT FROM p_except)
$$;
REVOKE ALL ON FUNCTION staff_identity_taken(text, text, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_identity_taken(text, text, integer) TO tradewind_app;
