import { describe, expect, it } from 'vitest';
import { labelBarcodeOf } from './label-barcode';
import { labelPrintPath, readLabelIds } from './label-print-path';

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

describe('label print ids', () => {
  it('round-trips the ids through the address, dropping junk and repeats', () => {
    expect(readLabelIds(new URL(labelPrintPath([3, 1, 2]), 'http://x').searchParams.get('ids'))).toEqual([3, 1, 2]);
    expect(readLabelIds('1, 2,abc,2,0,-4,5')).toEqual([1, 2, 5]);
    expect(readLabelIds(null)).toEqual([]);
    expect(readLabelIds('1,2,3', 2)).toEqual([1, 2]);
  });
});
