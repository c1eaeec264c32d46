import { asc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '@/core/http/request-context';
import type { FileStorage } from '@/core/storage/file-storage';
import { createArticle, publishArticle, scheduleArticle } from '@/modules/cms';
import { skus, spus } from '@/modules/pms';
import type { TenantIds } from '@/modules/system/tenant';

// the demo's articles have no cover (a cover must be an upload of the tenant's; the seed uploads none)
const NO_STORAGE = {} as FileStorage;

/** The first SKUs of these demo products, in this order (the linked goods of an article). */
async function skusOf(ctx: RequestContext, names: readonly string[]): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: skus.id, name: spus.name })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(inArray(spus.name, [...names]))
    .orderBy(asc(skus.id));
  return names.flatMap((name) => rows.filter((r) => r.name === name).slice(0, 1).map((r) => r.id));
}

/** The tenant's wall clock `days` days from now at `hour`:00 (for a scheduled article). */
function wallClock(timeZone: string, days: number, hour: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
  return `${day} ${String(hour).padStart(2, '0')}:00:00`;
}

/**
 * Four articles of the ordering app, made through the article service as the content editor would: two
 * published (a delivery notice pinned on top, a summer drinks promotion with its goods), one scheduled for
 * the day after tomorrow (new rice in store) and one draft (a shop guide still being written).
 */
export async function seedDemoCms(base: RequestContext, ids: TenantIds): Promise<void> {
  const ctx: RequestContext = { ...base, staffId: ids.staff.zhang, session: { ...base.session, staffId: ids.staff.zhang, name: '张伟' } };
  const drinks = await skusOf(ctx, ['康师傅冰红茶', '农夫山泉饮用天然水', '可口可乐', '雪碧']);
  const rice = await skusOf(ctx, ['福临门东北大米', '金龙鱼长粒香大米', '金龙鱼黄金比例调和油']);

  const notice = await createArticle(ctx, NO_STORAGE, {
    category: 1,
    title: '端午节期间配送安排通知',
    cover: null,
    summary: '端午假期照常配送，6月19日下午4点前下单当日送达，假期当天暂停配送一天。',
    body:
      '<h2>配送时间</h2><ul><li>节前最后一个配送日：下午 4 点前下单，当日送达</li><li>端午当天：暂停配送，订单顺延至次日</li><li>节后第一天：恢复正常配送</li></ul>' +
      '<p>如需节前备货，请尽早在订货端下单，或联系您的<strong>专属业务员</strong>。祝各位老板生意兴隆！</p>',
    sku_ids: [],
    sort: 10,
  });
  await publishArticle(ctx, notice.id);

  const summer = await createArticle(ctx, NO_STORAGE, {
    category: 4,
    title: '夏日饮品节：整箱进货满 2000 元减 100',
    cover: null,
    summary: '冰红茶、农夫山泉、可乐雪碧整箱批发，满 2000 元立减 100 元，门店冷柜旺季备货正当时。',
    body:
      '<p>天气转热，饮料进入销售旺季。即日起至月底，以下饮品<strong>整箱进货满 2000 元减 100 元</strong>，可与会员价同享。</p>' +
      '<h3>备货建议</h3><ol><li>冷柜陈列以 500ml 单瓶为主，搭配 1.5L 家庭装</li><li>矿泉水按周销量的 1.5 倍备货</li><li>碳酸饮料注意先进先出，留意生产日期</li></ol>' +
      '<blockquote>活动商品见文末，点击即可加入订货单。</blockquote>',
    sku_ids: drinks,
    sort: 0,
  });
  await publishArticle(ctx, summer.id);

  const newRice = await createArticle(ctx, NO_STORAGE, {
    category: 3,
    title: '新米上市：东北五常大米到货',
    cover: null,
    summary: '今年新季东北大米到货，5kg、10kg 袋装现货充足，粮油店、餐饮店欢迎订购。',
    body:
      '<p>新季东北大米已入库，米粒饱满、蒸煮清香。<strong>10kg 袋装</strong>适合餐饮客户，5kg 袋装适合社区门店零售。</p>' +
      '<table><thead><tr><th>规格</th><th>适合</th></tr></thead><tbody><tr><td>5kg</td><td>便利店、社区店</td></tr><tr><td>10kg</td><td>餐馆、食堂</td></tr></tbody></table>',
    sku_ids: rice,
    sort: 0,
  });
  await scheduleArticle(ctx, newRice.id, { publish_at: wallClock(ctx.session.timeZone, 2, 9) });

  await createArticle(ctx, NO_STORAGE, {
    category: 5,
    title: '便利店如何做好冷柜陈列（草稿）',
    cover: null,
    summary: '冷柜是便利店的利润担当：从分区、排面到补货频次，几个简单做法提升饮料周转。',
    body: '<h2>一、按品类分区</h2><p>水、茶饮、碳酸、乳品分层陈列，畅销品放在视线高度。</p><h2>二、排面与补货</h2><p>（待补充）</p>',
    sku_ids: [],
    sort: 0,
  });
}
