// The orders module's public face: its texts and its menu group's title, loaded with the shell.
import { registerMessages } from '@tradewind/contract/common/core-messages';
import { omsMessages } from '@tradewind/contract/oms/oms.messages';
import { refundStatementMessages } from '@tradewind/contract/oms/refund-statement.messages';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { registerModuleTitle } from '@/shell/menu/menu-label';
import { omsWebMessages } from './oms.messages';
import { refundStatementWebMessages } from './order-refund/order-refund.messages';

registerMessages({ ...omsMessages, ...refundStatementMessages });
registerWebMessages({ ...omsWebMessages, ...refundStatementWebMessages });
registerModuleTitle('/oms', 'menu.oms');

export { omsRoutes } from './oms.routes';
