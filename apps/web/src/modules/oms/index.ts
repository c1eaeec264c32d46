// The orders module's public face: its texts, registered once the shell is up (app/module-texts.ts; its pages wait for them).
import { registerMessages } from '@tradewind/contract/common/core-messages';
import { omsMessages } from '@tradewind/contract/oms/oms.messages';
import { refundStatementMessages } from '@tradewind/contract/oms/refund-statement.messages';
import { paymentStateMessages } from '@tradewind/contract/oms/payment-state.messages';
import { sitePhotoSubOrderMessages } from '@tradewind/contract/oms/site.messages';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { omsWebMessages } from './oms.messages';
import { refundStatementWebMessages } from './order-refund/order-refund.messages';
import { photoOrderWebMessages } from './photo-order/photo-order.messages';
import { siteWebMessages } from './site/site.messages';
import { subOrderWebMessages } from './sub-order/sub-order.messages';

registerMessages({ ...omsMessages, ...refundStatementMessages, ...paymentStateMessages, ...sitePhotoSubOrderMessages });
registerWebMessages({ ...omsWebMessages, ...refundStatementWebMessages, ...photoOrderWebMessages, ...siteWebMessages, ...subOrderWebMessages });

export { omsRoutes } from './oms.routes';
/** Logistics fills the order detail's delivery section with this. */
export { registerOrderDeliverySection } from './order/components/order-delivery-slot';
/** What each step of the price pipeline did to a line, as the order shows it (marketing's "try a cart" shows the same). */
export { OrderPricingSteps } from './order/components/order-pricing-steps';
