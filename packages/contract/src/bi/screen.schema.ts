import { z } from 'zod';
import { optionalIdSchema } from '../common/validation';

/** `GET /bi/screen`: today's figures of the caller's stores, or of one of them. */
export const ScreenQuerySchema = z.object({ store_id: optionalIdSchema });
export type ScreenQuery = z.infer<typeof ScreenQuerySchema>;

const money = z.string().describe('2 decimals');
const coord = z.string().nullable();

/** Orders by their state (contract oms ORDER_STATUS): pending audit 1 … completed 7, cancelled 0. */
export const ScreenStateCountSchema = z.object({ status: z.number().int(), count: z.number().int() });

/** A logistics order of today on the map: its state (lms LOGISTICS_ORDER_STATUS) and point (GCJ-02). */
export const ScreenDeliverySchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  customer_name: z.string(),
  longitude: coord,
  latitude: coord,
});

/**
 * The data screen (spec 001 §2 "data screen", /bi/screen/index and /common/screen_data/index): today in the
 * tenant's time zone — net sales, customers and receipts from the rollups; orders made today by their
 * state and today's deliveries from the documents; the last 7 days' sales, the top 10 goods and the stores
 * ranked by today's sales.
 */
export const ScreenDataSchema = z.object({
  /** today, YYYY-MM-DD (tenant time zone) */
  date: z.string(),
  /** net sales: audited lines' amount less refunds */
  sales_amount: money,
  /** orders made today, whatever their state now */
  orders: z.number().int(),
  orders_by_status: z.array(ScreenStateCountSchema),
  /** customers with an audited order today */
  customers: z.number().int(),
  receipts: z.number().int(),
  receipt_amount: money,
  /** the last 7 days (today last) */
  trend: z.array(z.object({ date: z.string(), sales_amount: money, orders: z.number().int() })),
  top_goods: z.array(z.object({ sku_id: z.number().int(), name: z.string(), spec_text: z.string(), qty: z.string(), sales_amount: money })),
  stores: z.array(z.object({ store_id: z.number().int(), name: z.string(), sales_amount: money, orders: z.number().int() })),
  deliveries: z.array(ScreenDeliverySchema),
  /** deliveries by state (every one of today's, with coordinates or not) */
  deliveries_by_status: z.array(ScreenStateCountSchema),
  /** the tenant's map tiles; null: the plain coordinate canvas */
  tile_url: z.string().nullable(),
});
export type ScreenData = z.infer<typeof ScreenDataSchema>;
