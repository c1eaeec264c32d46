import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { webBoundaries } from './web-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } } });
const src = '/repo/apps/web/src';
const omsPage = `${src}/modules/oms/order/pages/order-list-page.tsx`;
const lmsPart = `${src}/modules/lms/logistics-order/components/logistics-sheet.tsx`;
const topBar = `${src}/shell/top-bar/top-bar.tsx`;
const coreFile = `${src}/core/print/print-sheet.tsx`;

tester.run('web-boundaries', webBoundaries, {
  valid: [
    // down the order, a module through its index.ts; core and shell through any file
    { filename: omsPage, code: "import { SkuPicker } from '@/modules/pms'; import { openCustomerDrawer } from '@/modules/crm/index'; import { useList } from '@/core/list/use-list';" },
    { filename: lmsPart, code: "import { BarcodeSvg } from '@/core/barcode/barcode-svg'; import { registerModuleTitle } from '@/shell/menu/menu-label';" },
    { filename: topBar, code: "import { useSession } from '@/core/session/session-context'; import { tabsStore } from '../tabs/tabs-store';" },
    // inside one module anything goes, relative or aliased, style sheets too
    { filename: omsPage, code: "import styles from '../components/order-sheet.module.css'; import { orderKeys } from '@/modules/oms/order/api/order.api';" },
    // the workplace sits on top: it may read any module
    { filename: `${src}/modules/dashboard/workplace/pages/workplace-page.tsx`, code: "import { ExportButton } from '@/modules/common'; import { lmsRoutes } from '@/modules/lms'; export function WorkplacePage() { return null; }" },
    // app/ and the entry compose everything and are not checked
    { filename: `${src}/app/router.tsx`, code: "import { authInfoQuery } from '@/modules/system/auth/api/auth.api'; import { MainLayout } from '@/shell/layout/main-layout';" },
    // one page per '-page.tsx'; route files, texts, data calls and components by their names
    { filename: omsPage, code: 'export function OrderListPage() { return null; } function Filters() { return null; } export type Row = { id: number };' },
    { filename: `${src}/modules/oms/oms.messages.ts`, code: "export const omsWebMessages = { 'a': { zh: '甲', en: 'A' } };" },
    { filename: `${src}/modules/oms/order/api/order.api.ts`, code: 'export const orderKeys = {};' },
    { filename: `${src}/modules/pms/shared/api/catalogue.api.ts`, code: 'export const x = 1;' },
    // core and shell name data calls the same way, without the folder; the helpers they share keep plain names
    { filename: `${src}/shell/session/session.api.ts`, code: 'export const shellKeys = {};' },
    { filename: `${src}/core/api/crud-mutations.ts`, code: 'export const x = 1;' },
    { filename: `${src}/core/list/list-query.ts`, code: 'export const x = 1;' },
    { filename: `${src}/modules/oms/oms.routes.tsx`, code: "export const omsRoutes = [{ path: 'a', lazy: () => import('./order/pages/order-list-page') }];" },
    { filename: `${src}/modules/oms/index.ts`, code: "export { OrderListPage, OrderDetailPage } from './order/pages/order-pages';" },
    // core and shell may hold page templates and exception pages under other names
    { filename: `${src}/core/form/record-form-page.tsx`, code: 'export function RecordFormPage() { return null; }' },
    { filename: `${src}/shell/exception/exception.routes.tsx`, code: 'export function NotFoundPage() { return null; } export function NoAuthPage() { return null; }' },
  ],
  invalid: [
    // the lms ↔ oms cycle of the issue: oms reaching into lms is going up, lms reaching into oms is a deep import
    { filename: `${src}/modules/oms/order/pages/order-detail-page.tsx`, code: "import { OrderLogisticsSection } from '@/modules/lms/logistics-order/components/order-logistics-section';", errors: [{ messageId: 'upward' }] },
    { filename: lmsPart, code: "import styles from '@/modules/oms/order/components/order-sheet.module.css';", errors: [{ messageId: 'deepImport' }] },
    // the shared pieces reached inside another module, aliased or relative
    { filename: lmsPart, code: "import { BarcodeSvg } from '@/modules/pms/goods/components/barcode-svg';", errors: [{ messageId: 'deepImport' }] },
    { filename: omsPage, code: "import { dateRangeValues } from '../../../wms/components/date-range-values';", errors: [{ messageId: 'deepImport' }] },
    { filename: omsPage, code: "export { PrintSheet } from '@/modules/wms/picking/components/print-sheet';", errors: [{ messageId: 'deepImport' }] },
    { filename: omsPage, code: "const sheet = await import('@/modules/wms/picking/components/print-sheet');", errors: [{ messageId: 'deepImport' }] },
    // the shell imports no module; core imports neither shell nor module
    { filename: topBar, code: "import { UpgradeDialog, useLogoutMutation } from '@/modules/system';", errors: [{ messageId: 'upward' }] },
    { filename: `${src}/shell/layout/main-layout.tsx`, code: "import type { RealtimeProviderProps } from '@/modules/common';", errors: [{ messageId: 'upward' }] },
    { filename: coreFile, code: "import { tabsStore } from '@/shell/tabs/tabs-store';", errors: [{ messageId: 'upward' }] },
    { filename: coreFile, code: "import { BarcodeSvg } from '../../modules/pms';", errors: [{ messageId: 'upward' }] },
    // peers on the top rank do not import each other; a module the order does not know
    { filename: `${src}/modules/dashboard/index.ts`, code: "import { x } from '@/modules/bi';", errors: [{ messageId: 'upward' }] },
    { filename: omsPage, code: "import { x } from '@/modules/hr';", errors: [{ messageId: 'unknownModule' }] },
    // several pages in one file, a page outside a '-page.tsx', texts and data calls under other names
    {
      filename: `${src}/modules/wms/outbound/pages/outbound-pages.tsx`,
      code: 'export function OutboundListPage() { return null; } export const OutboundDetailPage = () => null;',
      errors: [{ messageId: 'pageFileName' }, { messageId: 'onePage' }],
    },
    { filename: `${src}/modules/wms/outbound/components/outbound-form.tsx`, code: 'export function OutboundEditPage() { return null; }', errors: [{ messageId: 'pageFileName' }] },
    { filename: `${src}/modules/system/auth/pages/login-fields.ts`, code: 'export const fields = [];', errors: [{ messageId: 'pageFileName' }] },
    { filename: `${src}/modules/wms/picking/picking.web-messages.ts`, code: 'export const pickingWebMessages = {};', errors: [{ messageId: 'messagesFileName' }] },
    { filename: `${src}/modules/fms/api/fms.ts`, code: 'export const x = 1;', errors: [{ messageId: 'apiFileName' }] },
    // data calls under another name, or outside 'api/'
    { filename: `${src}/modules/system/staff/api/staff.queries.ts`, code: 'export const x = 1;', errors: [{ messageId: 'apiFileName' }] },
    { filename: `${src}/modules/system/staff/api/staff.keys.ts`, code: 'export const x = 1;', errors: [{ messageId: 'apiFileName' }] },
    { filename: `${src}/modules/crm/pool/api/pool-rule.mutations.ts`, code: 'export const x = 1;', errors: [{ messageId: 'apiFileName' }] },
    { filename: `${src}/modules/oms/order/api/order.service.ts`, code: 'export const x = 1;', errors: [{ messageId: 'apiFileName' }] },
    { filename: `${src}/modules/oms/order/api/api.ts`, code: 'export const x = 1;', errors: [{ messageId: 'apiFileName' }] },
    { filename: `${src}/modules/pms/shared/catalogue-api.ts`, code: 'export const x = 1;', errors: [{ messageId: 'apiFileName' }] },
    { filename: `${src}/modules/pms/shared/catalogue.api.ts`, code: 'export const x = 1;', errors: [{ messageId: 'apiFolder' }] },
    { filename: `${src}/shell/session/session.queries.ts`, code: 'export const x = 1;', errors: [{ messageId: 'apiFileName' }] },
    { filename: `${src}/core/form/address/area-api.ts`, code: 'export const x = 1;', errors: [{ messageId: 'apiFileName' }] },
  ],
});
