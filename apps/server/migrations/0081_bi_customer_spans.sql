-- Each customer's first and last order day in a store (modules/bi/README.md "Rollups"): the days of
-- bi_orders_daily with orders, summed over reps — the customer dashboard's first month (new customers, cohorts)
-- and last order day (churn) without reading every month of history. Kept by the rollup writer in the same
-- statement as the rollups (an audit widens the span), a cancel after audit recomputes the customer's span from
-- bi_orders_daily; checked against bi_orders_daily and rebuilt with the rollups. Tenant last (docs/scale-out.md).
CREATE TABLE bi_customer_spans (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  store_id integer NOT NULL,
  customer_id integer NOT NULL,
  first_day date NOT NULL,
  last_day date NOT NULL,
  PRIMARY KEY (store_id, customer_id, tenant_id),
  CHECK (first_day <= last_day)
);
CREATE INDEX bi_customer_spans_tenant ON bi_customer_spans (tenant_id, store_id) INCLUDE (customer_id, first_day, last_day);
SELECT tw_protect('bi_customer_spans');

INSERT INTO bi_customer_spans (tenant_id, store_id, customer_id, first_day, last_day)
SELECT tenant_id, store_id, customer_id, min(day), max(day) FROM bi_orders_daily WHERE orders > 0 GROUP BY tenant_id, store_id, customer_id;
