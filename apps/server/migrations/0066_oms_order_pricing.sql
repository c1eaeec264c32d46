-- The price pipeline on orders (oms/README.md "Price pipeline", marketing/README.md "Orders"): what each
-- rule did to a line, kept on the line, and the customer coupon an order holds or used.

-- activity_amount: the line's share of the activities' discount (a time-limited price is already in its
-- price and amount); coupon_amount: its share of the coupon's; the line pays amount − both. pricing_steps:
-- what each rule did, in the pipeline's order: [{kind: 'price' | 'activity' | 'coupon', id, name, amount}].
-- A gift of an activity is a line of its own at price 0 with price_source 'gift'.
ALTER TABLE oms_order_items
  ADD COLUMN activity_amount numeric(14, 2) NOT NULL DEFAULT 0,
  ADD COLUMN coupon_amount numeric(14, 2) NOT NULL DEFAULT 0,
  ADD COLUMN pricing_steps jsonb NOT NULL DEFAULT '[]';
ALTER TABLE oms_order_items ADD CHECK (activity_amount >= 0 AND coupon_amount >= 0 AND activity_amount + coupon_amount <= amount);
ALTER TABLE oms_order_items DROP CONSTRAINT oms_order_items_price_source_check;
ALTER TABLE oms_order_items ADD CONSTRAINT oms_order_items_price_source_check CHECK (price_source IN ('customer', 'plan', 'list', 'manual', 'gift'));

-- The customer coupon (marketing_customer_coupons.id) the order holds while pending and uses at audit; a
-- plain integer: marketing sits above orders, its functions keep the coupon's side.
ALTER TABLE oms_orders ADD COLUMN customer_coupon_id bigint;
CREATE INDEX oms_orders_customer_coupon ON oms_orders (customer_coupon_id) WHERE customer_coupon_id IS NOT NULL;
