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
  ],
});
