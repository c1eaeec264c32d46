// The logistics module's public face: its texts, registered once the shell is up (app/module-texts.ts; its pages wait for them).
import { lazy } from 'react';
import { registerMessages } from '@tradewind/contract/common/core-messages';
import { lmsMessages } from '@tradewind/contract/lms/lms.messages';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { registerOrderDeliverySection } from '@/modules/oms';
import { fleetPageMessages } from './fleet/fleet.messages';
import { logisticsWebMessages } from './logistics-order/logistics.messages';

registerMessages(lmsMessages);
// The line pages' texts load with those pages (line/line.messages.ts).
registerWebMessages({ ...fleetPageMessages, ...logisticsWebMessages });
// The order detail's delivery section: loaded when an order detail first shows it.
registerOrderDeliverySection(lazy(async () => ({ default: (await import('./logistics-order/components/order-logistics-section')).OrderLogisticsSection })));

export { lmsRoutes } from './lms.routes';
