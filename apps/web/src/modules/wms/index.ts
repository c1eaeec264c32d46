// The warehouse module's public face: its texts, registered once the shell is up (app/module-texts.ts; its pages wait for them).
import { registerMessages } from '@tradewind/contract/common/core-messages';
import { wmsMessages } from '@tradewind/contract/wms/wms.messages';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { wmsWebMessages } from './wms.messages';

registerMessages(wmsMessages);
registerWebMessages(wmsWebMessages);

export { wmsRoutes } from './wms.routes';
// a warehouse selector for the documents to come (purchase orders, entries, counts)
export { WarehouseSelect } from './warehouse/components/warehouse-select';
// the available stock per document line (transfer and order forms): figures, the cell and the warning
export { stockHints, type AvailableOf, type StockHint, type StockHintLine } from './stock/available-stock';
export { AvailableStockCell, StockShortWarning } from './stock/components/available-stock-cell';
export { useAvailableOf } from './stock/api/stock.api';
