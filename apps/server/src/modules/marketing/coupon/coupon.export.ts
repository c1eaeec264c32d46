import { and, count, gt } from 'drizzle-orm';
import { CouponCodeExportSchema } from '@tradewind/contract/marketing/coupon.schema';
import { defineExporter } from '@/core/jobs/exporter';
import { codeWhere, findCoupon, joinedCodes, toCode } from './coupon.read';
import { couponCodes } from './coupon.table';

/** A coupon's codes as a spreadsheet (for printing elsewhere or handing out), read when the export runs. */
export const couponCodeExporter = defineExporter({
  key: 'marketing.coupon_codes',
  source: '优惠券券码',
  permission: 'marketing:coupon:export',
  params: CouponCodeExportSchema,
  columns: [
    { header: '券码', key: 'code', width: 16 },
    { header: '批次', key: 'batch', width: 8, kind: 'integer' },
    { header: '状态', key: 'state_text', width: 10 },
    { header: '领取客户', key: 'customer_name', width: 28 },
    { header: '领取时间', key: 'claimed_at', width: 20 },
    { header: '生成时间', key: 'created_at', width: 20 },
  ],
  count: async (ctx, params) => {
    await findCoupon(ctx, params.coupon_id);
    const [{ n }] = await ctx.db.select({ n: count() }).from(couponCodes).where(codeWhere(params));
    return n;
  },
  batch: async (ctx, params, cursor, limit) => {
    const rows = await joinedCodes(ctx)
      .where(and(codeWhere(params), cursor ? gt(couponCodes.id, cursor) : undefined))
      .orderBy(couponCodes.id)
      .limit(limit);
    return { rows: rows.map((r) => toCode(ctx, r)), cursor: rows.length === limit ? rows[rows.length - 1].k.id : null };
  },
});
