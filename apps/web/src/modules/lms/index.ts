// The logistics module's public face: its texts and its menu group's title, loaded with the shell.
import { registerMessages } from '@tradewind/contract/common/core-messages';
import { lmsMessages } from '@tradewind/contract/lms/lms.messages';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { registerModuleTitle } from '@/shell/menu/menu-label';
import { fleetPageMessages } from './fleet/fleet.web-messages';
import { lineWebMessages } from './line/line.messages';
import { logisticsWebMessages } from './logistics-order/logistics.messages';

registerMessages(lmsMessages);
registerWebMessages({ 'menu.lms': { zh: '物流管理', en: 'Logistics' }, ...fleetPageMessages, ...logisticsWebMessages, ...lineWebMessages });
registerModuleTitle('/lms', 'menu.lms');

export { lmsRoutes } from './lms.routes';
