import { describe, expect, it } from 'vitest';
import { labelBarcodeOf } from './label-barcode';

describe('labelBarcodeOf', () => {
  it('prints a valid EAN-13 and EAN-8 as such', () => {
    expect(labelBarcodeOf({ barcode: '6901234567892', code: 'SKU1' })).toEqual({ bcid: 'ean13', text: '6901234567892' });
    expect(labelBarcodeOf({ barcode: '96385074', code: 'SKU1' })).toEqual({ bcid: 'ean8', text: '96385074' });
  });
  it('prints a free code, or a 13-digit code with a wrong check digit, in Code 128', () => {
    expect(labelBarcodeOf({ barcode: 'INT-0042', code: 'SKU1' })).toEqual({ bcid: 'code128', text: 'INT-0042' });
    expect(labelBarcodeOf({ barcode: '6901234567890', code: 'SKU1' })).toEqual({ bcid: 'code128', text: '6901234567890' });
  });
  it('prints the SKU code when there is no barcode', () => {
    expect(labelBarcodeOf({ barcode: null, code: 'SP000123-01' })).toEqual({ bcid: 'code128', text: 'SP000123-01' });
    expect(labelBarcodeOf({ barcode: '  ', code: 'SP9' })).toEqual({ bcid: 'code128', text: 'SP9' });
  });
});
