-- Coarser daily rollups beside those of migration 0070 (modules/bi/README.md "Rollups"): the same facts summed
-- without the dimensions most dashboard calls do not group by, so a year's call reads a few rows per store and
-- day instead of about one per order line. Kept by the same writer in the same statement as the fine rows,
-- re-derived and rebuilt with them; every measure a sum, keyed by the dimensions, tenant last
-- (docs/scale-out.md). No foreign keys beyond the tenant: rebuilt from the documents.
--
-- Sales per store × day × customer × rep (profit by customer, the top customers, the churn list's recent
-- amount): the measures of bi_sales_daily summed over SKUs — about a row per order instead of one per line.
CREATE TABLE bi_sales_customer_daily (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  store_id integer NOT NULL,
  day date NOT NULL,
  customer_id integer NOT NULL,
  rep_id integer NOT NULL DEFAULT 0,
  lines integer NOT NULL DEFAULT 0,
  qty numeric(16, 3) NOT NULL DEFAULT 0,
  amount numeric(14, 2) NOT NULL DEFAULT 0,
  cost numeric(14, 2) NOT NULL DEFAULT 0,
  refund_qty numeric(16, 3) NOT NULL DEFAULT 0,
  refund_amount numeric(14, 2) NOT NULL DEFAULT 0,
  refund_cost numeric(14, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, day, customer_id, rep_id, tenant_id)
);
CREATE INDEX bi_sales_customer_daily_day ON bi_sales_customer_daily (tenant_id, day);
CREATE INDEX bi_sales_customer_daily_customer ON bi_sales_customer_daily (tenant_id, customer_id, day);
SELECT tw_protect('bi_sales_customer_daily');

-- Sales per store × day × SKU (goods, goods sales, profit by goods, category and brand, the screen's top goods):
-- the measures of bi_sales_daily summed over customers and reps.
CREATE TABLE bi_sales_sku_daily (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  store_id integer NOT NULL,
  day date NOT NULL,
  sku_id integer NOT NULL,
  lines integer NOT NULL DEFAULT 0,
  qty numeric(16, 3) NOT NULL DEFAULT 0,
  amount numeric(14, 2) NOT NULL DEFAULT 0,
  cost numeric(14, 2) NOT NULL DEFAULT 0,
  refund_qty numeric(16, 3) NOT NULL DEFAULT 0,
  refund_amount numeric(14, 2) NOT NULL DEFAULT 0,
  refund_cost numeric(14, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, day, sku_id, tenant_id)
);
-- a period across stores; one SKU's days (a trend, its last sale for the slow movers)
CREATE INDEX bi_sales_sku_daily_day ON bi_sales_sku_daily (tenant_id, day);
CREATE INDEX bi_sales_sku_daily_sku ON bi_sales_sku_daily (tenant_id, sku_id, day);
SELECT tw_protect('bi_sales_sku_daily');

-- Sales per store × month × SKU (the same calls over a period of whole months, or its whole months, the
-- days at its ends read from bi_sales_sku_daily): month is the month's first day; the measures of
-- bi_sales_daily summed over the month's days, customers and reps.
CREATE TABLE bi_sales_sku_monthly (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  store_id integer NOT NULL,
  month date NOT NULL,
  sku_id integer NOT NULL,
  lines integer NOT NULL DEFAULT 0,
  qty numeric(16, 3) NOT NULL DEFAULT 0,
  amount numeric(14, 2) NOT NULL DEFAULT 0,
  cost numeric(14, 2) NOT NULL DEFAULT 0,
  refund_qty numeric(16, 3) NOT NULL DEFAULT 0,
  refund_amount numeric(14, 2) NOT NULL DEFAULT 0,
  refund_cost numeric(14, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, month, sku_id, tenant_id),
  CHECK (extract(day FROM month) = 1)
);
CREATE INDEX bi_sales_sku_monthly_month ON bi_sales_sku_monthly (tenant_id, month);
SELECT tw_protect('bi_sales_sku_monthly');

-- Sales per store × day × rep (operation's sales by day, store and rep; profit by store and rep; the screen):
-- the measures of bi_sales_daily summed over SKUs and customers.
CREATE TABLE bi_sales_rep_daily (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  store_id integer NOT NULL,
  day date NOT NULL,
  rep_id integer NOT NULL DEFAULT 0,
  lines integer NOT NULL DEFAULT 0,
  qty numeric(16, 3) NOT NULL DEFAULT 0,
  amount numeric(14, 2) NOT NULL DEFAULT 0,
  cost numeric(14, 2) NOT NULL DEFAULT 0,
  refund_qty numeric(16, 3) NOT NULL DEFAULT 0,
  refund_amount numeric(14, 2) NOT NULL DEFAULT 0,
  refund_cost numeric(14, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, day, rep_id, tenant_id)
);
CREATE INDEX bi_sales_rep_daily_day ON bi_sales_rep_daily (tenant_id, day);
SELECT tw_protect('bi_sales_rep_daily');

-- Orders and money per store × day × rep (operation's orders and receipts, the screen): the measures of
-- bi_orders_daily summed over customers.
CREATE TABLE bi_orders_rep_daily (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  store_id integer NOT NULL,
  day date NOT NULL,
  rep_id integer NOT NULL DEFAULT 0,
  orders integer NOT NULL DEFAULT 0,
  goods_amount numeric(14, 2) NOT NULL DEFAULT 0,
  freight_amount numeric(14, 2) NOT NULL DEFAULT 0,
  carry_fee numeric(14, 2) NOT NULL DEFAULT 0,
  total_amount numeric(14, 2) NOT NULL DEFAULT 0,
  refunds integer NOT NULL DEFAULT 0,
  refund_amount numeric(14, 2) NOT NULL DEFAULT 0,
  receipts integer NOT NULL DEFAULT 0,
  receipt_amount numeric(14, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, day, rep_id, tenant_id)
);
CREATE INDEX bi_orders_rep_daily_day ON bi_orders_rep_daily (tenant_id, day);
SELECT tw_protect('bi_orders_rep_daily');

-- Orders and money per store × month × customer × rep (the customers ordering in a period's whole months; its
-- other days read bi_orders_daily): month is the month's first day; the measures of bi_orders_daily summed
-- over the month's days.
CREATE TABLE bi_orders_customer_monthly (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  store_id integer NOT NULL,
  month date NOT NULL,
  customer_id integer NOT NULL,
  rep_id integer NOT NULL DEFAULT 0,
  orders integer NOT NULL DEFAULT 0,
  goods_amount numeric(14, 2) NOT NULL DEFAULT 0,
  freight_amount numeric(14, 2) NOT NULL DEFAULT 0,
  carry_fee numeric(14, 2) NOT NULL DEFAULT 0,
  total_amount numeric(14, 2) NOT NULL DEFAULT 0,
  refunds integer NOT NULL DEFAULT 0,
  refund_amount numeric(14, 2) NOT NULL DEFAULT 0,
  receipts integer NOT NULL DEFAULT 0,
  receipt_amount numeric(14, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, month, customer_id, rep_id, tenant_id),
  CHECK (extract(day FROM month) = 1)
);
CREATE INDEX bi_orders_customer_monthly_month ON bi_orders_customer_monthly (tenant_id, month) INCLUDE (store_id, customer_id, rep_id, orders);
SELECT tw_protect('bi_orders_customer_monthly');

-- Customers who ordered in a period (operation's figures by store and rep, the screen) stay on the customer
-- grain (the days outside whole months, today): an index holding what that count reads, so it is answered from
-- the index alone.
CREATE INDEX bi_orders_daily_ordering ON bi_orders_daily (tenant_id, day, store_id) INCLUDE (customer_id, rep_id, orders, receipt_amount);
