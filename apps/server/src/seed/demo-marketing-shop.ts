import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { customers } from '@/modules/crm/customer';
import { createCourier, createFeedback, publishShopPage, replyFeedback, saveShopDraft, setCourierStatus, setFeedbackStatus } from '@/modules/marketing';
import { categories, skus } from '@/modules/pms';
import { setOutboundExpress } from '@/modules/wms';
import type { TenantIds } from '@/modules/system/tenant';

/** Five couriers, 德邦 disabled (it is kept for the parcels it carried: README "Couriers"). */
const COURIERS = [
  { code: 'SF', name: '顺丰速运', tracking_url: 'https://www.sf-express.com/chn/sc/waybill/waybill-detail/{no}', phone: '95338' },
  { code: 'JD', name: '京东物流', tracking_url: 'https://www.jdl.com/orderSearch/?waybillCodes={no}', phone: '950616' },
  { code: 'ZTO', name: '中通快递', tracking_url: 'https://www.zto.com/?num={no}', phone: '95311' },
  { code: 'YTO', name: '圆通速递', tracking_url: 'https://www.yto.net.cn/?waybillNo={no}', phone: '95554' },
  { code: 'DBL', name: '德邦快递', tracking_url: 'https://www.deppon.com/gwapi/trackService/?no={no}', phone: '95353' },
] as const;

/**
 * The demo of couriers, feedback and the shop's home page (marketing README), through the pages'
 * services: five couriers; six feedbacks — new, replied and closed, recorded by 李娜 from calls and two
 * from the ordering app — answered by 张伟; and a published home page of a notice, two goods blocks, a
 * coupon block and an article block. The seed has no file storage, so the page has no banner (a banner's
 * images are uploads).
 */
export async function seedDemoMarketingShop(base: RequestContext, ids: TenantIds): Promise<void> {
  const ctx: RequestContext = { ...base, session: { ...base.session, isSuper: true, storeIds: Object.values(ids.stores) } };
  const as = (staffId: number, name: string): RequestContext => ({ ...ctx, staffId, session: { ...ctx.session, staffId, name } });
  const li = as(ids.staff.li, '李娜');
  const zhang = as(ids.staff.zhang, '张伟');

  // two audited outbounds shipped by express (wms README "Shipping by express"): one by 顺丰, one by 德邦 before it was disabled
  const shipped = await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM wms_outbound_delivery_orders WHERE tenant_id = ${ids.tenantId} AND status = 1 ORDER BY type DESC, id LIMIT 2`);
  for (const [i, c] of COURIERS.entries()) {
    const made = await createCourier(ctx, { ...c, status: 1, sort: i + 1, remark: null });
    const outbound = c.code === 'SF' ? shipped[0] : c.code === 'DBL' ? shipped[1] : undefined;
    if (outbound) await setOutboundExpress(ctx, outbound.id, { courier_id: made.id, tracking_no: c.code === 'SF' ? 'SF1458236907715' : 'DPK300128847561' });
    if (c.code === 'DBL') await setCourierStatus(ctx, made.id, 0);
  }

  const named = await ctx.db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.tenantId, ids.tenantId), inArray(customers.name, ['鲜丰水果浦东店', '好又多超市张江店', '华联便利店', '联华超市川沙店', '文三路便利店'])));
  const customer = (name: string) => named.find((c) => c.name === name)?.id ?? null;
  const feedback = (by: RequestContext, customerName: string | null, type: 1 | 2 | 3 | 4 | 5, content: string, source: 1 | 2 = 1, contact: { name: string; phone: string } | null = null) =>
    createFeedback(by, { customer_id: customerName ? customer(customerName) : null, contact_name: contact?.name ?? null, contact_phone: contact?.phone ?? null, type, content, images: [] }, source);

  const late = await feedback(li, '鲜丰水果浦东店', 4, '周二的货比约定时间晚到了两个小时，早市没赶上，希望以后能提前通知。');
  await replyFeedback(zhang, late.id, { reply: '非常抱歉！当天张江路段施工绕行。已调整线路，今后晚到 30 分钟以上司机会提前电话通知。' });
  const broken = await feedback(li, '好又多超市张江店', 3, '收到的农夫山泉 550ml 有两箱外包装破损，漏了 5 瓶。', 1);
  await replyFeedback(zhang, broken.id, { reply: '已核实，破损的 5 瓶下次随货补发，并已提醒仓库加固码放。' });
  await setFeedbackStatus(zhang, broken.id, 'close');
  const night = await feedback(ctx, '华联便利店', 1, '能否增加晚上 8 点后的配送时段？店里晚上补货更方便。', 2);
  await replyFeedback(zhang, night.id, { reply: '感谢建议！我们正在评估夜间线路，确定后会第一时间通知您。' });
  await feedback(li, '联华超市川沙店', 2, '上周对账单里有一笔退货没有扣减，金额 126 元，请财务核实。');
  await feedback(ctx, '文三路便利店', 1, '订货端能不能按上次的订单一键再来一单？', 2);
  await feedback(li, null, 5, '来电咨询加盟供货政策，想了解起订量和账期。', 1, { name: '周先生', phone: '13912345678' });

  // the home page: goods of the drinks category and four chosen SKUs on sale
  const [drinks] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.name, '酒水饮料'));
  const picked = await ctx.db.select({ id: skus.id }).from(skus).where(eq(skus.status, 1)).orderBy(asc(skus.id)).limit(4);
  const blocks = [
    { key: 'notice-1', type: 'notice' as const, text: '本周六起配送时间调整为 7:00–11:00，下单截止前一天 22:00。', link: null },
    ...(picked.length > 0 ? [{ key: 'goods-hot', type: 'goods' as const, title: '本周热卖', source: 'skus' as const, category_id: null, sku_ids: picked.map((s) => s.id), limit: 6, columns: 2 as const }] : []),
    { key: 'coupon-1', type: 'coupon' as const, title: '领券中心', coupon_ids: [] },
    ...(drinks ? [{ key: 'goods-drinks', type: 'goods' as const, title: '酒水饮料', source: 'category' as const, category_id: drinks.id, sku_ids: [], limit: 6, columns: 3 as const }] : []),
    { key: 'article-1', type: 'article' as const, title: '订货指南', article_ids: [], limit: 3 },
  ];
  await saveShopDraft(zhang, { title: '鲜丰批发订货', blocks });
  await publishShopPage(zhang);
}
