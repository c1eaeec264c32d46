/** Texts of the stock hints the document forms show per line (transfer and order lines). */
export const stockHintWebMessages = {
  'wms_stock_hint.available': { zh: '可用库存', en: 'Available' },
  'wms_stock_hint.short': { zh: '超出可用库存：本单需 {demand} {unit}，可用 {available} {unit}', en: 'More than available: {demand} {unit} asked, {available} {unit} available' },
} as const;
