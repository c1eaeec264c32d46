import type { Db } from '@/core/db/database';
import { customerLevels, customerTypes } from '@/modules/crm/config/config.table';
import { customerUsers } from '@/modules/crm/contact/contact.table';
import { customerOwnership, customers } from '@/modules/crm/customer/customer.table';
import { customerLogs } from '@/modules/crm/log/log.table';
import { customerSearchFields } from '@/modules/crm/search/search-fields';
import type { TenantIds } from '@/modules/system/tenant';

const DAY = 86_400_000;

/** [name, contact, store, owner ('pool' public, 'team' team pool, else a staff key), type index, level index, source] */
const DEMO_CUSTOMERS: Array<[string, string, string, string, number, number, number]> = [
  ['鲜丰水果浦东店', '陈建国', 'sh', 'zhang', 0, 0, 1],
  ['好又多超市张江店', '刘美玲', 'sh', 'zhang', 1, 1, 2],
  ['老王面馆', '王大海', 'sh', 'li', 2, 2, 1],
  ['星辰咖啡', '赵晓雪', 'sh', 'li', 2, 1, 4],
  ['华联便利店', '孙志强', 'sh', 'li', 1, 2, 3],
  ['绿叶蔬果批发', '周文斌', 'sh', 'wang', 0, 0, 5],
  ['金桥酒楼', '吴海燕', 'sh', 'wang', 2, 0, 2],
  ['快客便利', '郑小龙', 'sh', 'pool', 1, 2, 4],
  ['上海味道小吃', '冯丽丽', 'sh', 'pool', 2, 2, 1],
  ['东方食品商行', '何建华', 'sh', 'pool', 0, 1, 6],
  ['百味烘焙坊', '许佳琪', 'sh', 'team', 2, 1, 7],
  ['联华超市川沙店', '沈国平', 'sh', 'zhang', 1, 0, 3],
  ['西湖茶餐厅', '韩梅梅', 'hz', 'zhang', 2, 0, 2],
  ['杭帮菜馆', '杨帆', 'hz', 'liu', 2, 1, 1],
  ['文三路便利店', '朱晓明', 'hz', 'liu', 1, 2, 5],
  ['湖滨果业', '秦雅', 'hz', 'liu', 0, 1, 4],
  ['钱塘粮油', '许峰', 'hz', 'pool', 0, 2, 3],
  ['武林社区超市', '曹静', 'hz', 'pool', 1, 2, 1],
  ['知味观餐饮', '彭丽', 'hz', 'team', 2, 0, 2],
  ['苏州园区生鲜', '蒋涛', 'sz', 'chen', 0, 0, 1],
  ['观前街小吃城', '魏芳', 'sz', 'chen', 2, 1, 6],
  ['金鸡湖便利', '吕斌', 'sz', 'chen', 1, 2, 4],
  ['姑苏粮油店', '施洁', 'sz', 'pool', 0, 2, 5],
  ['平江路茶社', '张敏', 'sz', 'pool', 2, 1, 7],
  ['ABC Mart 张江', 'Tom Li', 'sh', 'li', 1, 1, 4],
  ['家乐福浦东店', '黄志伟', 'sh', 'zhang', 1, 0, 2],
  ['小南国餐厅', '林晓峰', 'sh', 'wang', 2, 0, 1],
  ['全家便利世纪大道店', '马丽', 'sh', 'pool', 1, 2, 3],
  ['七鲜超市', '罗兰', 'sh', 'li', 1, 1, 4],
  ['沪上阿姨奶茶', '高洁', 'sh', 'pool', 2, 2, 6],
];

/**
 * ~30 demo customers so a fresh `npm start` shows a living customer list: owned by the reps (张伟, 李娜 …),
 * some in the public pool and the team pool, with types, levels, a main contact, an account, their first
 * ownership row and a log line. Runs in the seed's system transaction.
 */
export async function seedDemoCustomers(tx: Db, ids: TenantIds): Promise<void> {
  const tenantId = ids.tenantId;
  const types = await tx
    .insert(customerTypes)
    .values(['批发商', '零售店', '餐饮'].map((name, i) => ({ tenantId, name, sort: i * 10 })))
    .returning({ id: customerTypes.id });
  const levels = await tx
    .insert(customerLevels)
    .values(['A 重点客户', 'B 普通客户', 'C 潜在客户'].map((name, i) => ({ tenantId, name, sort: i * 10 })))
    .returning({ id: customerLevels.id });
  const now = Date.now();
  for (const [i, [name, contact, store, owner, type, level, source]] of DEMO_CUSTOMERS.entries()) {
    const salesType = owner === 'pool' ? 0 : owner === 'team' ? 2 : 1;
    const salesId = salesType === 1 ? ids.staff[owner] : null;
    const createdAt = new Date(now - (DEMO_CUSTOMERS.length - i) * 2 * DAY - i * 3_600_000);
    const phone = `1391000${String(i + 1).padStart(4, '0')}`;
    const [row] = await tx
      .insert(customers)
      .values({
        tenantId,
        storeId: ids.stores[store],
        name,
        phone,
        status: i % 11 === 10 ? 0 : 1,
        typeId: types[type].id,
        levelId: levels[level].id,
        source,
        sex: i % 3,
        salesType,
        salesId,
        salesAssignedAt: salesId ? createdAt : null,
        lastVisitAt: i % 4 === 0 ? null : new Date(now - (i % 9) * DAY),
        createdBy: salesId ?? ids.staff.admin,
        createdAt,
        updatedAt: createdAt,
        ...customerSearchFields(name),
      })
      .returning({ id: customers.id });
    await tx.insert(customerUsers).values({ tenantId, customerId: row.id, name: contact.slice(0, 15), phone, isMaster: 1, status: 1, createdAt, updatedAt: createdAt });
    // No account row: fms opens a customer's account on first use (docs/trading-model.md §7), as for a customer made
    // on the customer page; until then it reads zero.
    await tx.insert(customerOwnership).values({ tenantId, customerId: row.id, toSalesType: salesType, toSalesId: salesId, reason: 'create', staffId: salesId ?? ids.staff.admin, createdAt });
    await tx.insert(customerLogs).values({ tenantId, customerId: row.id, staffId: salesId ?? ids.staff.admin, action: 'customer.create', content: `新建客户「${name}」`, createdAt });
  }
}
