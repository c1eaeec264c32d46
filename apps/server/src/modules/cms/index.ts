import type { FastifyInstance } from 'fastify';
import { cmsPages } from '@tradewind/contract/cms/cms.pages';
import { tenantPublicKeys } from '@/core/auth/tenant-public-key';
import type { AppDeps } from '@/core/http/route';
import { sharedSecret } from '@/core/storage/secrets';
import { registerModulePages } from '@/modules/system/menu';
import { registerArticleRoutes } from './article/article.routes';

// The published articles as the shop's home page lists them (marketing sits above cms and reads them here).
export { publishedArticleCards, type ArticleCard } from './article/article.read';
// for the demo seed
export { createArticle, publishArticle, scheduleArticle } from './article/article.service';

// Content (module README): articles for the customers' ordering app, with a signed preview of a draft.
// Its pages, permissions and buttons: the contract's cms.pages.ts.
registerModulePages(cmsPages);

export function registerCmsModule(app: FastifyInstance, deps: AppDeps): void {
  // the preview's signing secret every node shares (through the database), read once the app is ready
  const loaded: { preview?: string } = {};
  app.addHook('onReady', async () => {
    loaded.preview = await sharedSecret(deps.db, 'cms_article_preview');
  });
  const secret = (value: string | undefined) => {
    if (value === undefined) throw new Error('the content module was used before the app was ready');
    return value;
  };
  registerArticleRoutes(app, deps, { preview: () => secret(loaded.preview), keys: tenantPublicKeys(app, deps.db) });
}
