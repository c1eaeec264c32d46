// The logistics module's public face: its texts, loaded with the shell.
import { registerMessages } from '@tradewind/contract/common/core-messages';
import { lmsMessages } from '@tradewind/contract/lms/lms.messages';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { fleetPageMessages } from './fleet/fleet.web-messages';
import { lineWebMessages } from './line/line.messages';
import { logisticsWebMessages } from './logistics-order/logistics.messages';

registerMessages(lmsMessages);
registerWebMessages({ ...fleetPageMessages, ...logisticsWebMessages, ...lineWebMessages });

export { lmsRoutes } from './lms.routes';
