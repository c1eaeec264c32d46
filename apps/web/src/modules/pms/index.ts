// The goods module's public face: its texts, registered once the shell is up (app/module-texts.ts; its pages wait for them).
import { lazy } from 'react';
import { registerMessages } from '@tradewind/contract/common/core-messages';
import { pmsMessages } from '@tradewind/contract/pms/pms.messages';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { pmsWebMessages } from './pms.messages';

registerMessages(pmsMessages);
registerWebMessages(pmsWebMessages);

export { pmsRoutes } from './pms.routes';

// the rich-text editor (TipTap) of product descriptions, for other modules' long texts (articles): loaded
// only by the page that shows it, so no other page carries the editor's weight
export const LazyRichTextEditor = lazy(() => import('./spu/components/rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

// the SKU picker every document uses (issue 15 §8)
export { SkuPicker, type SkuPickerProps } from './sku-picker/components/sku-picker';
export { LineSkuCell, LineUnitSelect, SkuImageCell, SkuNameCell, SkuStatusTag, SkuUnitCell } from './sku-picker/components/sku-cells';
export { lineQtyPrecision, lineSkuOfItem, lineSkuOfPick, type LineSku, type LineUnit } from './sku-picker/line-sku';
export { addPickedLines, packageUnitsHint, quantityPrecision } from './sku-picker/sku-selection';
// the category tree other modules filter by (stock, supplier goods, stock counts, picking price rules)
export { CategoryTreeSelect } from './sku-picker/components/category-tree-select';
export { useCategoriesQuery } from './category/api/category.api';
export { useBrandOptionsQuery } from './brand/api/brand.api';
export { brandApi } from './brand/api/brand.api';
export { nestCategories, type CategoryNode } from './category/category-tree';
