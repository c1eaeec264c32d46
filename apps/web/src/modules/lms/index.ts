// The logistics module's public face: its texts and its menu group's title, loaded with the shell.
import { registerMessages } from '@tradewind/contract/common/core-messages';
import { lmsMessages } from '@tradewind/contract/lms/lms.messages';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { registerModuleTitle } from '@/shell/menu/menu-label';
import { fleetWebMessages } from './fleet/fleet.web';
import { lineWebMessages } from './line/line.web';
import { logisticsWebMessages } from './logistics-order/logistics.web';

registerMessages(lmsMessages);
registerWebMessages({ 'menu.lms': { zh: '物流管理', en: 'Logistics' }, ...fleetWebMessages, ...logisticsWebMessages, ...lineWebMessages });
registerModuleTitle('/lms', 'menu.lms');

export { lmsRoutes } from './lms.routes';
