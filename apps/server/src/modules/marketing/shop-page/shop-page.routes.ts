import type { FastifyInstance } from 'fastify';
import { PublicShopHomeSchema, ShopHomeQuerySchema, ShopPageChoicesSchema, ShopPageContentSchema, ShopPagePreviewSchema, ShopPageSchema } from '@tradewind/contract/marketing/shop-page.schema';
import { tenantPublicKeys } from '@/core/auth/tenant-public-key';
import { publicRoute, route, type AppDeps } from '@/core/http/route';
import { ownUploads, type OwnUploadRule } from '@/modules/common';
import type { ShopPageContent } from '@tradewind/contract/marketing/shop-page.schema';
import type { RequestContext } from '@/core/http/request-context';
import type { FileStorage } from '@/core/storage/file-storage';
import * as service from './shop-page.service';

const targetType = 'marketing_shop_page';

/** Banner images are the tenant's own uploads (422 on `blocks.<i>.items` otherwise). */
async function ownBannerImages(ctx: RequestContext, storage: FileStorage, content: ShopPageContent): Promise<ShopPageContent> {
  const blocks = [];
  for (const [i, block] of content.blocks.entries()) {
    if (block.type !== 'banner') {
      blocks.push(block);
      continue;
    }
    const rule: OwnUploadRule = { field: `blocks.${i}.items`, kind: 'image' };
    const images = await ownUploads(ctx, storage, block.items.map((item) => item.image), rule);
    blocks.push({ ...block, items: block.items.map((item, j) => ({ ...item, image: images[j] })) });
  }
  return { ...content, blocks };
}

/** Shop decoration (/marketing/custom/index; README "Shop decoration") and the ordering app's public read of the published page. */
export function registerShopPageRoutes(app: FastifyInstance, deps: AppDeps): void {
  // the company's public key, the same one its articles' public reads take (README "Shop decoration")
  const keys = tenantPublicKeys(app, deps.db);
  route(app, deps, { method: 'GET', url: '/marketing/shop_page', permission: 'marketing:custom:index', response: ShopPageSchema, handler: (ctx) => service.getShopPage(ctx, keys) });
  route(app, deps, { method: 'GET', url: '/marketing/shop_page/preview', permission: 'marketing:custom:index', response: ShopPagePreviewSchema, handler: (ctx) => service.previewShopDraft(ctx) });
  route(app, deps, { method: 'GET', url: '/marketing/shop_page/choices', permission: 'marketing:custom:index', response: ShopPageChoicesSchema, handler: (ctx) => service.shopPageChoices(ctx) });
  route(app, deps, {
    method: 'PUT',
    url: '/marketing/shop_page/draft',
    permission: 'marketing:custom:update',
    targetType,
    body: ShopPageContentSchema,
    response: ShopPageSchema,
    handler: async (ctx, { body }) => {
      await service.saveShopDraft(ctx, await ownBannerImages(ctx, app.storage, body));
      return service.getShopPage(ctx, keys);
    },
  });
  route(app, deps, {
    method: 'PUT',
    url: '/marketing/shop_page/publish',
    permission: 'marketing:custom:publish',
    targetType,
    response: ShopPageSchema,
    handler: async (ctx) => {
      await service.publishShopPage(ctx);
      return service.getShopPage(ctx, keys);
    },
  });
  publicRoute(app, deps, { method: 'GET', url: '/share/shop_home', query: ShopHomeQuerySchema, response: PublicShopHomeSchema, handler: (ctx, { query }) => service.readPublicShopHome(ctx, keys, query.shop) });
}
