// The goods module's public face: its texts and its menu group's title, loaded with the shell.
import { registerMessages } from '@tradewind/contract/common/core-messages';
import { pmsMessages } from '@tradewind/contract/pms/pms.messages';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { registerModuleTitle } from '@/shell/menu/menu-label';
import { pmsWebMessages } from './pms.messages';

registerMessages(pmsMessages);
registerWebMessages(pmsWebMessages);
registerModuleTitle('/pms', 'menu.pms');

export { pmsRoutes } from './pms.routes';
