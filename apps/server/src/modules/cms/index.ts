import type { FastifyInstance } from 'fastify';
import { cmsPages } from '@tradewind/contract/cms/cms.pages';
import type { AppDeps } from '@/core/http/route';
import { registerModulePages } from '@/modules/system/menu';

// Content (module README): articles for the customers' ordering app, with a signed preview of a draft.
// Its pages, permissions and buttons: the contract's cms.pages.ts.
registerModulePages(cmsPages);

export function registerCmsModule(_app: FastifyInstance, _deps: AppDeps): void {}
