// The content module's public face: its texts, registered once the shell is up (app/module-texts.ts; its pages wait for them).
import { registerMessages } from '@tradewind/contract/common/core-messages';
import { cmsMessages } from '@tradewind/contract/cms/cms.messages';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { articleMessages } from './article/article.messages';

registerMessages(cmsMessages);
registerWebMessages(articleMessages);

export { cmsRoutes } from './cms.routes';
