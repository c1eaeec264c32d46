// The orders module's public face: its texts and its menu group's title, loaded with the shell.
import { registerMessages } from '@tradewind/contract/common/core-messages';
import { omsMessages } from '@tradewind/contract/oms/oms.messages';
import { refundStatementMessages } from '@tradewind/contract/oms/refund-statement.messages';
import { paymentStateMessages } from '@tradewind/contract/oms/payment-state.messages';
import { sitePhotoSubOrderMessages } from '@tradewind/contract/oms/site.messages';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { registerModuleTitle } from '@/shell/menu/menu-label';
import { omsWebMessages } from './oms.messages';
import { refundStatementWebMessages } from './order-refund/order-refund.messages';
import { photoSiteSubOrderWebMessages } from './sub-order/photo-site-sub-order.web';

registerMessages({ ...omsMessages, ...refundStatementMessages, ...paymentStateMessages, ...sitePhotoSubOrderMessages });
registerWebMessages({ ...omsWebMessages, ...refundStatementWebMessages, ...photoSiteSubOrderWebMessages });
registerModuleTitle('/oms', 'menu.oms');

export { omsRoutes } from './oms.routes';
