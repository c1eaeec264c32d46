import { sql } from 'drizzle-orm';
import { queryOne } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { createPaymentPlan, createSchedule, finishInstalment } from '@/modules/crm';
import type { TenantIds } from '@/modules/system/tenant';
import { createDemoVisit } from './demo-visits';

/** The tenant's calendar day `offset` days from today. */
function dayIn(timeZone: string, offset = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offset * 86_400_000));
}

/**
 * The visit list, the schedule and payment plans, made through the services their pages call, as the reps
 * would: field check-ins and accompanied visits (with places), this week's tasks of 张伟 and 李娜 (one with
 * a reminder, one done), and payment plans — 老王面馆's with its first instalment paid by its ¥5,000
 * receipt note (after the demo finance), 金桥酒楼's in progress with one instalment overdue, a cancelled one.
 */
export async function seedDemoPlans(seed: RequestContext, ids: TenantIds): Promise<void> {
  const as = (key: string, name: string): RequestContext => ({
    ...seed,
    staffId: ids.staff[key],
    storeId: ids.stores.sh,
    session: { ...seed.session, staffId: ids.staff[key], name, storeIds: [ids.stores.sh, ids.stores.hz] },
    audit: {},
  });
  const zhang = as('zhang', '张伟');
  const li = as('li', '李娜');
  const wang = as('wang', '王芳');
  const tz = seed.session.timeZone;
  const customer = async (name: string) => Number((await queryOne<{ id: number }>(seed.db, sql`SELECT id FROM crm_customers WHERE name = ${name} LIMIT 1`))!.id);
  const laowang = await customer('老王面馆');
  const xianfeng = await customer('鲜丰水果浦东店');
  const haoyouduo = await customer('好又多超市张江店');
  const jinqiao = await customer('金桥酒楼');
  const xingchen = await customer('星辰咖啡');

  // follow-ups of the visit list: check-ins with their place, an accompanied visit, follow-ups due this week
  const visit = (ctx: RequestContext, customerId: number, v: { content: string; type: 1 | 2 | 3; visit_type: number; address?: string; lng?: number; lat?: number; next?: string }) =>
    createDemoVisit(ctx, { customer_id: customerId, content: v.content, visit_type: v.visit_type, type: v.type, next_visit_time: v.next ?? null, address: v.address ?? null, longitude: v.lng ?? null, latitude: v.lat ?? null });
  await visit(zhang, xianfeng, { content: '到店打卡：查看冷柜陈列，新到的车厘子反馈好', type: 3, visit_type: 2, address: '上海市浦东新区张杨路 1588 号', lng: 121.5237, lat: 31.2294, next: `${dayIn(tz, 2)} 10:00:00` });
  await visit(zhang, haoyouduo, { content: '陪同李娜拜访采购经理，谈下季度干货报价', type: 2, visit_type: 2, address: '上海市浦东新区张江路 368 号' });
  // 李娜's sales workbench shows two follow-ups due: one today, one overdue since yesterday
  await visit(li, laowang, { content: '电话沟通：面粉用量增加，月底前确认回款安排', type: 1, visit_type: 1, next: `${dayIn(tz, 0)} 15:30:00` });
  await visit(li, xingchen, { content: '门店打卡：咖啡豆样品已送达', type: 3, visit_type: 2, address: '上海市浦东新区世纪大道 100 号', lng: 121.5065, lat: 31.2397, next: `${dayIn(tz, -1)} 16:00:00` });
  await visit(wang, jinqiao, { content: '微信跟进：酒楼装修完，下周恢复订货', type: 1, visit_type: 3, next: `${dayIn(tz, 4)} 09:30:00` });

  // the schedule of this week
  const task = (ctx: RequestContext, t: { title: string; day: number; from: string; to: string; customer?: number; remind?: number | null; done?: 0 | 1; allDay?: 0 | 1; remark?: string }) =>
    createSchedule(ctx, {
      title: t.title,
      start_time: t.allDay ? `${dayIn(tz, t.day)} 00:00:00` : `${dayIn(tz, t.day)} ${t.from}:00`,
      end_time: t.allDay ? `${dayIn(tz, t.day)} 23:59:59` : `${dayIn(tz, t.day)} ${t.to}:00`,
      all_day: t.allDay ?? 0,
      customer_id: t.customer ?? null,
      remark: t.remark ?? null,
      remind_minutes: t.remind ?? null,
      done: t.done ?? 0,
    });
  await task(zhang, { title: '拜访鲜丰水果，确认春节备货', day: 1, from: '10:00', to: '11:30', customer: xianfeng, remind: 30, remark: '带上新品价目表' });
  await task(zhang, { title: '销售周会', day: 0, from: '17:00', to: '18:00', remind: 15 });
  await task(zhang, { title: '整理好又多报价单', day: -1, from: '14:00', to: '15:00', customer: haoyouduo, done: 1 });
  await task(zhang, { title: '杭州分店客户巡访', day: 3, from: '00:00', to: '23:59', allDay: 1 });
  await task(li, { title: '老王面馆回款沟通', day: 0, from: '15:00', to: '15:30', customer: laowang, remind: 60 });
  await task(li, { title: '星辰咖啡送新品样品', day: 2, from: '10:00', to: '11:00', customer: xingchen });

  // payment plans: 老王面馆's first instalment paid by its audited ¥5,000 receipt note (the demo finance's)
  const note = await queryOne<{ id: number }>(seed.db, sql`SELECT id FROM fms_receipt_notes WHERE customer_id = ${laowang}::int AND status = 1 ORDER BY id LIMIT 1`);
  const laowangPlan = await createPaymentPlan(li, {
    customer_id: laowang,
    title: '面粉年度供货款',
    ref_no: null,
    remark: '按季度分三期回款',
    items: [
      { id: null, amount: '3000', due_date: dayIn(tz, -10), method: 2, remind_days: 3, remark: null },
      { id: null, amount: '3000', due_date: dayIn(tz, 20), method: 2, remind_days: 3, remark: null },
      { id: null, amount: '2500', due_date: dayIn(tz, 50), method: 2, remind_days: 5, remark: '尾款' },
    ],
  });
  if (note) await finishInstalment(li, laowangPlan.id, laowangPlan.items[0].id, { receipt_note_id: Number(note.id), remark: '客户预存款转入' });
  await createPaymentPlan(wang, {
    customer_id: jinqiao,
    title: '装修期间欠款分期',
    ref_no: 'ST-金桥-上月',
    remark: null,
    items: [
      { id: null, amount: '1800', due_date: dayIn(tz, -5), method: 3, remind_days: 2, remark: null },
      { id: null, amount: '1800', due_date: dayIn(tz, 25), method: 3, remind_days: 2, remark: null },
    ],
  });
  await createPaymentPlan(zhang, {
    customer_id: xianfeng,
    title: '春节备货货款',
    ref_no: null,
    remark: null,
    items: [{ id: null, amount: '12800.50', due_date: dayIn(tz, 35), method: 2, remind_days: 7, remark: null }],
  });
}
