import { asc, eq } from 'drizzle-orm';
import { trackingUrlOf } from '@tradewind/contract/marketing/courier.schema';
import type { CourierDirectory, CourierEntry } from '@/modules/wms';
import { couriers } from './courier.table';

const entryOf = (r: typeof couriers.$inferSelect): CourierEntry => ({
  id: r.id,
  code: r.code,
  name: r.name,
  enabled: r.status === 1,
  trackingUrl: (no) => (r.trackingUrl ? trackingUrlOf(r.trackingUrl, no) : null),
});

/** The couriers as wms's outbounds name them (wms sits below marketing; registered at start, README "Couriers"). */
export const courierDirectory: CourierDirectory = {
  async choices(ctx) {
    const rows = await ctx.db.select().from(couriers).where(eq(couriers.status, 1)).orderBy(asc(couriers.sort), asc(couriers.code), asc(couriers.id));
    return rows.map(entryOf);
  },
  async find(ctx, id) {
    const [row] = await ctx.db.select().from(couriers).where(eq(couriers.id, id));
    return row ? entryOf(row) : null;
  },
};
