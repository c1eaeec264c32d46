import { cmsPages } from '@tradewind/contract/cms/cms.pages';
import { routesOf } from '@/core/routing/page-routes';

/** The content pages' components, by manifest key (their paths, titles and permissions: contract cms/cms.pages.ts). */
export const cmsRoutes = routesOf(cmsPages, {
});
