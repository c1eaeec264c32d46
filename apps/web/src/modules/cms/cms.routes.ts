import { pathsOf } from '@tradewind/contract/common/pages';
import { cmsPages } from '@tradewind/contract/cms/cms.pages';
import { routesOf } from '@/core/routing/page-routes';

/** The content pages' components, by manifest key (their paths, titles and permissions: contract cms/cms.pages.ts). */
export const cmsRoutes = routesOf(cmsPages, {
  'cms.article': () => import('./article/pages/article-list-page').then((m) => m.ArticleListPage),
  'cms.article_add': () => import('./article/pages/article-form-page').then((m) => m.ArticleFormPage),
  'cms.article_edit': () => import('./article/pages/article-form-page').then((m) => m.ArticleFormPage),
  // opened by a signed link, without a login, often on a phone: no tab, no shortcut
  'cms.article_preview': { load: () => import('./article/pages/article-preview-page').then((m) => m.ArticlePreviewPage), handle: { shortcut: false, tab: false } },
});

const path = pathsOf(cmsPages);
export const ARTICLE_LIST_PATH = path('cms.article');
export const ARTICLE_ADD_PATH = path('cms.article_add');
export const articleEditPath = (id: number) => path('cms.article_edit', `?id=${id}`);
