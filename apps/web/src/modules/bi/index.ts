// The analytics module's public face: its texts, registered once the shell is up (app/module-texts.ts; its pages wait for them).
import { registerWebMessages } from '@/core/i18n/web-messages';
import { customerMessages } from './customer/customer.messages';
import { goodsSalesMessages } from './goods-sales/goods-sales.messages';
import { goodsMessages } from './goods/goods.messages';
import { operationMessages } from './operation/operation.messages';
import { profitMessages } from './profit/profit.messages';
import { screenMessages } from './screen/screen.messages';

registerWebMessages(operationMessages);
registerWebMessages(profitMessages);
registerWebMessages(goodsMessages);
registerWebMessages(goodsSalesMessages);
registerWebMessages(customerMessages);
registerWebMessages(screenMessages);

export { biRoutes } from './bi.routes';
