import { isValidEan } from '@tradewind/contract/pms/barcode';

export type LabelBarcode = { bcid: 'ean13' | 'ean8' | 'code128'; text: string };

/**
 * What a label's barcode encodes and how: a valid EAN-13 / EAN-8 as itself (the shop's scanners read it),
 * any other barcode (a free internal code) in Code 128, and a SKU without a barcode by its SKU code.
 */
export function labelBarcodeOf(sku: { barcode: string | null; code: string }): LabelBarcode {
  const barcode = sku.barcode?.trim();
  if (barcode && isValidEan(barcode)) return { bcid: barcode.length === 13 ? 'ean13' : 'ean8', text: barcode };
  return { bcid: 'code128', text: barcode || sku.code };
}
