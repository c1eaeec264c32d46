import type { RequestContext } from '@/core/http/request-context';
import { assignLead, createLead, leadDuplicates, transformLead } from '@/modules/crm/lead/lead.service';
import type { TenantIds } from '@/modules/system/tenant';
import { createDemoVisit } from './demo-visits';

type DemoLead = {
  company: string;
  name: string;
  store: string;
  /** a staff key, or 'pool' */
  owner: string;
  source: number;
  /** a unified social credit code: transformed, it submits the customer's enterprise certification */
  credit?: string;
  visit?: string;
  /** 'create' a new customer, or merge into the demo customer of that name */
  transform?: 'create' | { merge: string };
};

/** Leads from the spring trade fair and elsewhere, in each state (new, following up, transformed, in the pool). */
const DEMO_LEADS: DemoLead[] = [
  { company: '上海恒丰食品贸易有限公司', name: '王磊', store: 'sh', owner: 'li', source: 6, visit: '展会上留了名片，需要冻品报价，约下周上门' },
  { company: '浦东（张江）餐饮管理有限公司', name: '陈静怡', store: 'sh', owner: 'pool', source: 6 },
  { company: '上海新禾超市有限公司', name: '刘建', store: 'sh', owner: 'wang', source: 3, credit: '91310115MA1K7PX3RL', visit: '电话沟通：三家门店，月采购约 5 万', transform: 'create' },
  { company: '鲜丰水果浦东店', name: '陈建国', store: 'sh', owner: 'zhang', source: 6, visit: '展会遇到老客户，新增了干货品类需求', transform: { merge: '鲜丰水果浦东店' } },
  { company: '杭州知味食品有限公司', name: '周婷', store: 'hz', owner: 'liu', source: 6 },
  { company: '苏州园区食品批发部', name: '蒋伟', store: 'sz', owner: 'pool', source: 5 },
  { company: '张江科技园职工食堂', name: '孙悦', store: 'sh', owner: 'li', source: 2, visit: '食堂负责人对米面粮油有兴趣' },
];

/**
 * The demo leads, made through the services the lead pages call: created (assigned to a rep, or left in the
 * pool), followed up, and two transformed — one into a new customer (whose enterprise certification its credit
 * code submits, waiting for the audit), one merged into an existing customer.
 */
export async function seedDemoLeads(base: RequestContext, ids: TenantIds): Promise<void> {
  const ctx: RequestContext = {
    ...base,
    session: { ...base.session, storeIds: Object.values(ids.stores), permissions: new Set(['crm:leads:sales', 'crm:customer:sales', 'crm:certification:create']) },
  };
  for (const [i, lead] of DEMO_LEADS.entries()) {
    const created = await createLead(ctx, {
      name: lead.name,
      company: lead.company,
      phone: `1380055${String(i + 1).padStart(4, '0')}`,
      credit_number: lead.credit ?? null,
      source: lead.source,
      weixin: null,
      email: null,
      address: null,
      remark: null,
      store_id: ids.stores[lead.store],
      sales_id: null,
      to_pool: 1,
    });
    if (lead.owner !== 'pool') await assignLead(ctx, created.id, ids.staff[lead.owner]);
    if (lead.visit) {
      await createDemoVisit(ctx, { lead_id: created.id, content: lead.visit, visit_type: 1, type: 1 });
    }
    if (lead.transform === 'create') await transformLead(ctx, created.id, { mode: 'create', customer_id: null, ignore_duplicates: 1 });
    else if (lead.transform) {
      const name = lead.transform.merge;
      const target = (await leadDuplicates(ctx, created.id)).list.find((d) => d.name === name);
      if (target) await transformLead(ctx, created.id, { mode: 'merge', customer_id: target.customer_id, ignore_duplicates: 0 });
    }
  }
}
