import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { moduleBoundaries } from './module-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' } });
const src = '/repo/apps/server/src';
const crm = `${src}/modules/crm/customer/customer.service.ts`;
const fms = `${src}/modules/fms/customer-account/customer-account.service.ts`;
const common = `${src}/modules/common/index.ts`;
const wms = `${src}/modules/wms/stock-count/stock-count.read.ts`;
const reads = [{ reads: true }];

tester.run('module-boundaries', moduleBoundaries, {
  valid: [
    // down the order, through an entity's or the module's index.ts
    { filename: fms, code: "import { findVisibleCustomer } from '@/modules/crm/customer';" },
    { filename: fms, code: "import { registerCrmModule } from '@/modules/crm';" },
    { filename: fms, code: "import { staff } from '@/modules/system/staff/index';" },
    { filename: crm, code: "import { route } from '@/core/http/route'; import { db } from '../../../core/db/database';" },
    // inside one module anything goes, relative or aliased
    { filename: crm, code: "import { customerUsers } from '../contact/contact.table'; import { visits } from '@/modules/crm/visit/visit.table'; await tx.insert(customerUsers).values({});" },
    // reading another module's table is fine; writing one's own too
    { filename: fms, code: "import { customers } from '@/modules/crm/customer'; import { customerAccounts } from './customer-account.table'; await tx.select().from(customers); await tx.insert(customerAccounts).values({});" },
    { filename: fms, code: 'await tx.execute(sql`INSERT INTO fms_customer_accounts (customer_id) SELECT id FROM crm_customers ON CONFLICT (customer_id) DO UPDATE SET balance = 0`);' },
    // a Map's delete of a local, and files outside core and modules, are not the rule's business
    { filename: crm, code: "import { staff } from '@/modules/system/staff'; const seen = new Map(); seen.delete(1); await tx.select().from(staff);" },
    { filename: `${src}/app.ts`, code: "import { registerFmsModule } from './modules/fms'; import { customers } from './modules/crm/customer/customer.table';" },
    { filename: `${src}/seed/demo.ts`, code: "import { customerAccounts } from '@/modules/fms/customer-account'; await tx.insert(customerAccounts).values({});" },
    // reads: another module's tables come in interpolated, the module's own and unprefixed ones are named
    {
      filename: wms,
      options: reads,
      code: "import { skus } from '@/modules/pms'; const s = alias(skus, 's'); sql`SELECT ${s.name}, w.name FROM wms_stock_counts AS c JOIN wms_warehouses AS w ON w.id = c.warehouse_id JOIN ${skus} AS ${s} ON ${s.id} = c.sku_id JOIN staff AS st ON st.id = c.created_by`;",
    },
    // quoted literals, comments, functions and columns of an alias are not table names
    { filename: wms, options: reads, code: "sql`SELECT json_agg(x.pms_code), to_char(now(), 'YYYY') FROM wms_x AS x WHERE x.target_type = 'crm_customer' -- not crm_customers\n`;" },
    // without the option (or for an owner it does not guard) reads are not checked
    { filename: wms, code: 'sql`SELECT * FROM pms_skus`;' },
    { filename: wms, options: [{ reads: ['crm'] }], code: 'sql`SELECT * FROM pms_skus`;' },
  ],
  invalid: [
    // the crm ↔ fms cycle of issue 12: crm importing fms at all is going up
    { filename: crm, code: "import { customerAccounts } from '@/modules/fms/customer-account';", errors: [{ messageId: 'upward' }] },
    { filename: crm, code: "import type { CustomerAccount } from '../../fms/customer-account';", errors: [{ messageId: 'upward' }] },
    { filename: crm, code: "export { getCustomerAccount } from '@/modules/fms/customer-account';", errors: [{ messageId: 'upward' }] },
    { filename: crm, code: "const fmsModule = await import('@/modules/fms');", errors: [{ messageId: 'upward' }] },
    // the common ↔ system cycle: common is below system
    { filename: common, code: "import { registerStoreUsageCheck } from '@/modules/system/store';", errors: [{ messageId: 'upward' }] },
    // core imports no module; peers do not import each other
    { filename: `${src}/core/http/route.ts`, code: "import { staff } from '@/modules/system/staff';", errors: [{ messageId: 'upward' }] },
    { filename: `${src}/modules/cms/page/page.service.ts`, code: "import { x } from '@/modules/bi/report';", errors: [{ messageId: 'upward' }] },
    // a module the order does not know
    { filename: crm, code: "import { x } from '@/modules/hr/leave';", errors: [{ messageId: 'unknownModule' }] },
    // another module's internals, aliased or relative
    { filename: fms, code: "import { customers } from '@/modules/crm/customer/customer.table';", errors: [{ messageId: 'deepImport' }] },
    { filename: fms, code: "import { customers } from '../../crm/customer/customer.table';", errors: [{ messageId: 'deepImport' }] },
    // writing another module's table, by import or namespace or in SQL
    {
      filename: fms,
      code: "import { customers, customerOwnership } from '@/modules/crm/customer'; await tx.insert(customers).values({}); await tx.update(customerOwnership).set({}); await tx.delete(customers);",
      errors: [{ messageId: 'foreignWrite' }, { messageId: 'foreignWrite' }, { messageId: 'foreignWrite' }],
    },
    { filename: fms, code: "import * as crm from '@/modules/crm/customer'; await ctx.db.update(crm.customers).set({ status: 0 });", errors: [{ messageId: 'foreignWrite' }] },
    { filename: fms, code: 'await tx.execute(sql`UPDATE crm_customers SET status = 0 WHERE id = ${id}`);', errors: [{ messageId: 'foreignSqlWrite' }] },
    { filename: `${src}/modules/oms/order/order.service.ts`, code: 'await tx.execute(sql`delete from fms_customer_accounts`); await tx.execute(sql.raw`INSERT INTO wms_stock (x) VALUES (1)`);', errors: [{ messageId: 'foreignSqlWrite' }, { messageId: 'foreignSqlWrite' }] },
    // reading another module's table by its name in SQL, in a template or sql.raw, upward or downward; each table once
    {
      filename: wms,
      options: reads,
      code: 'sql`SELECT p.name FROM wms_stock_count_items AS i JOIN pms_skus AS s ON s.id = i.sku_id JOIN "pms_spus" AS p ON p.id = s.spu_id JOIN pms_skus AS s2 ON s2.id = i.sku_id`;',
      errors: [
        { messageId: 'foreignSqlRead', data: { from: 'wms', owner: 'pms', table: 'pms_skus' } },
        { messageId: 'foreignSqlRead', data: { from: 'wms', owner: 'pms', table: 'pms_spus' } },
      ],
    },
    { filename: wms, options: reads, code: 'sql`LEFT JOIN lms_workers AS pw ON pw.id = t.worker_id`;', errors: [{ messageId: 'foreignSqlRead', data: { from: 'wms', owner: 'lms', table: 'lms_workers' } }] },
    { filename: wms, options: reads, code: "const j = (a) => sql.raw(`JOIN pms_units AS u ON u.id = ${a}.unit_id`); sql.raw('SELECT 1 FROM crm_customers');", errors: [{ messageId: 'foreignSqlRead' }, { messageId: 'foreignSqlRead' }] },
    { filename: wms, options: [{ reads: ['pms'] }], code: 'sql`SELECT 1 FROM pms_units, lms_workers`;', errors: [{ messageId: 'foreignSqlRead', data: { from: 'wms', owner: 'pms', table: 'pms_units' } }] },
    // core names no module's table
    { filename: `${src}/core/search/search.ts`, options: reads, code: 'sql`SELECT id FROM crm_customers`;', errors: [{ messageId: 'foreignSqlRead', data: { from: 'core', owner: 'crm', table: 'crm_customers' } }] },
    // a write is reported as a write, not also as a read
    { filename: wms, options: reads, code: 'sql`UPDATE pms_skus SET x = 1 FROM pms_units AS u`;', errors: [{ messageId: 'foreignSqlWrite' }, { messageId: 'foreignSqlRead', data: { from: 'wms', owner: 'pms', table: 'pms_units' } }] },
  ],
});
