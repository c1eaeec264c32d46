import { modulePathOf, pageTitleKey } from '@tradewind/contract/common/pages';
import { routedModules } from '@/core/routing/page-routes';
import { routesByLayout } from '@/core/routing/route-layout';
import { crmRoutes } from '@/modules/crm/crm.routes';
import { dashboardRoutes } from '@/modules/dashboard/dashboard.routes';
import { fmsRoutes } from '@/modules/fms/fms.routes';
import { lmsRoutes } from '@/modules/lms/lms.routes';
import { marketingRoutes } from '@/modules/marketing/marketing.routes';
import { cmsRoutes } from '@/modules/cms/cms.routes';
import { biRoutes } from '@/modules/bi/bi.routes';
import { omsRoutes } from '@/modules/oms/oms.routes';
import { pmsRoutes } from '@/modules/pms/pms.routes';
import { systemRoutes } from '@/modules/system/system.routes';
import { wmsRoutes } from '@/modules/wms/wms.routes';
import { registerMenuTitles, registerModuleTitle } from '@/shell/menu/menu-label';

/**
 * Every module's route objects, made from its page manifest (contract `<module>.pages.ts`) by its
 * `<module>.routes.ts` and sorted into their frames by the manifest's `layout` (the main shell unless a
 * page says otherwise). Add a module here with its `<module>.routes.ts`. The router loads this file on the
 * first navigation to a page it does not know yet (router.tsx, `patchRoutesOnNavigation`), so the login
 * page downloads none of the modules' manifests. The session pages are among the system routes too, but
 * the router knows them from the start (system/session.routes.ts) and adds only the rest of the public frame.
 */
export const moduleRoutes = routesByLayout([...systemRoutes, ...dashboardRoutes, ...pmsRoutes, ...crmRoutes, ...wmsRoutes, ...omsRoutes, ...lmsRoutes, ...fmsRoutes, ...marketingRoutes, ...cmsRoutes, ...biRoutes]);

registerMenuTitles(moduleRoutes.main);
for (const module of routedModules()) registerModuleTitle(modulePathOf(module), pageTitleKey(module.key));
