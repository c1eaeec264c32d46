// The content module's public face: its texts, registered once the shell is up (app/module-texts.ts; its pages wait for them).
import { registerMessages } from '@tradewind/contract/common/core-messages';
import { cmsMessages } from '@tradewind/contract/cms/cms.messages';

registerMessages(cmsMessages);

export { cmsRoutes } from './cms.routes';
