-- Each customer's audited orders per crowd period (modules/oms/README.md "Customer order periods"): the count
-- and the sum of the audited orders created in the last 7, 30, 60, 90, 180 and 365 days — whole days in the
-- tenant's time zone, today and the N days before it — and the latest audited order's time, ever. crm's crowds
-- test them as columns instead of aggregating the orders (crm README "Crowds"). Kept by oms in the order's
-- transaction (an audit adds, a carry fee adds, a cancel after audit recomputes the customer), rolled to the
-- next day by a scheduled task (or by the first reader of the day), built for a tenant on first use.
-- `oms_customer_order_period_days` holds the day and time zone each tenant's counts are as of.
CREATE TABLE oms_customer_order_period_days (
  tenant_id integer NOT NULL PRIMARY KEY REFERENCES tenants (id),
  as_of date NOT NULL,
  time_zone text NOT NULL
);
SELECT tw_protect('oms_customer_order_period_days');

CREATE TABLE oms_customer_order_periods (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  customer_id integer NOT NULL,
  last_ordered_at timestamptz,
  orders_7 integer NOT NULL DEFAULT 0,
  cents_7 bigint NOT NULL DEFAULT 0,
  orders_30 integer NOT NULL DEFAULT 0,
  cents_30 bigint NOT NULL DEFAULT 0,
  orders_60 integer NOT NULL DEFAULT 0,
  cents_60 bigint NOT NULL DEFAULT 0,
  orders_90 integer NOT NULL DEFAULT 0,
  cents_90 bigint NOT NULL DEFAULT 0,
  orders_180 integer NOT NULL DEFAULT 0,
  cents_180 bigint NOT NULL DEFAULT 0,
  orders_365 integer NOT NULL DEFAULT 0,
  cents_365 bigint NOT NULL DEFAULT 0,
  -- every column in the key's index: a crowd's count reads it in customer order beside the customers' own key,
  -- a merge join of two index scans without visiting this table (crm README "Crowds")
  PRIMARY KEY (customer_id, tenant_id) INCLUDE (last_ordered_at, orders_7, cents_7, orders_30, cents_30, orders_60, cents_60,
                                                orders_90, cents_90, orders_180, cents_180, orders_365, cents_365)
);
CREATE INDEX oms_customer_order_periods_tenant ON oms_customer_order_periods (tenant_id);
SELECT tw_protect('oms_customer_order_periods');
