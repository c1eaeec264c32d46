-- Sales per store × month × customer × rep (modules/bi/README.md "Rollups"): the measures of bi_sales_daily
-- summed over SKUs and the month's days, so the figures per customer over a period (profit by customer, the top
-- customers, the churn list's recent amount) read its whole months here — about a row per customer, store and
-- month instead of one per order — and only the days at its ends from bi_sales_customer_daily. Kept by the same
-- writer in the same statement as the other rollups, re-derived and rebuilt with them; every measure a sum,
-- keyed by the dimensions, tenant last (docs/scale-out.md); month is the month's first day. No foreign keys
-- beyond the tenant: rebuilt from the documents.
CREATE TABLE bi_sales_customer_monthly (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  store_id integer NOT NULL,
  month date NOT NULL,
  customer_id integer NOT NULL,
  rep_id integer NOT NULL DEFAULT 0,
  lines integer NOT NULL DEFAULT 0,
  qty numeric(16, 3) NOT NULL DEFAULT 0,
  amount numeric(14, 2) NOT NULL DEFAULT 0,
  cost numeric(14, 2) NOT NULL DEFAULT 0,
  refund_qty numeric(16, 3) NOT NULL DEFAULT 0,
  refund_amount numeric(14, 2) NOT NULL DEFAULT 0,
  refund_cost numeric(14, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, month, customer_id, rep_id, tenant_id),
  CHECK (extract(day FROM month) = 1)
);
CREATE INDEX bi_sales_customer_monthly_month ON bi_sales_customer_monthly (tenant_id, month);
SELECT tw_protect('bi_sales_customer_monthly');
