-- The daily rollups of business intelligence (modules/bi/README.md "Rollups"): derived tables, kept current
-- in the transactions that change the facts (an order's audit and cancel, a refund's refund, a receipt
-- note's audit), rebuilt from the documents by `npm run bi:rebuild -w apps/server`. Every measure is a sum, so
-- a fact adds to its row with one `INSERT … ON CONFLICT … DO UPDATE SET x = x + EXCLUDED.x`; rows are keyed
-- by their dimensions, tenant last (docs/scale-out.md). day: the fact's day in the tenant's time zone;
-- rep_id: the customer's owner when the fact happened, 0 for none. No foreign keys: a rollup row outlives
-- nothing it names and is rebuilt from the documents.
--
-- Sales: per store × day × SKU × customer × rep. qty in base units; amount net of the line's activity and
-- coupon shares; cost frozen on the order line at audit (the moving average then); refund_* from refunds
-- on the day they were refunded (refund_cost: the cost of goods that came back).
CREATE TABLE bi_sales_daily (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  store_id integer NOT NULL,
  day date NOT NULL,
  sku_id integer NOT NULL,
  customer_id integer NOT NULL,
  rep_id integer NOT NULL DEFAULT 0,
  lines integer NOT NULL DEFAULT 0,
  qty numeric(16, 3) NOT NULL DEFAULT 0,
  amount numeric(14, 2) NOT NULL DEFAULT 0,
  cost numeric(14, 2) NOT NULL DEFAULT 0,
  refund_qty numeric(16, 3) NOT NULL DEFAULT 0,
  refund_amount numeric(14, 2) NOT NULL DEFAULT 0,
  refund_cost numeric(14, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, day, sku_id, customer_id, rep_id, tenant_id)
);
-- a period across stores (every dashboard), and one SKU's days (slow movers, drill-down)
CREATE INDEX bi_sales_daily_day ON bi_sales_daily (tenant_id, day);
CREATE INDEX bi_sales_daily_sku ON bi_sales_daily (tenant_id, sku_id, day);
SELECT tw_protect('bi_sales_daily');

-- Orders and money: per store × day × customer × rep. orders: audited orders (a cancel after audit takes
-- one back on the audit day); goods_amount net of discounts, freight, carry_fee and total_amount as the
-- order has them; refunds on their refund day; receipts on their audit day.
CREATE TABLE bi_orders_daily (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  store_id integer NOT NULL,
  day date NOT NULL,
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
  PRIMARY KEY (store_id, day, customer_id, rep_id, tenant_id)
);
CREATE INDEX bi_orders_daily_day ON bi_orders_daily (tenant_id, day);
-- a customer's first order and last order (new and repeat customers, cohorts, churn risk)
CREATE INDEX bi_orders_daily_customer ON bi_orders_daily (tenant_id, customer_id, day);
SELECT tw_protect('bi_orders_daily');
