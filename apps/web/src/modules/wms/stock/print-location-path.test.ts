import { describe, expect, it } from 'vitest';
import { printLocationPath, readPrintIds } from './print-location-path';

describe('the location label page address', () => {
  it('names the warehouse and, when chosen, the locations', () => {
    expect(printLocationPath(3)).toBe('/wms/stock/print_location?warehouse_id=3');
    expect(printLocationPath(3, 7)).toBe('/wms/stock/print_location?warehouse_id=3&ids=7');
    expect(printLocationPath(3, [7, 8])).toBe('/wms/stock/print_location?warehouse_id=3&ids=7,8');
    expect(printLocationPath(3, [])).toBe('/wms/stock/print_location?warehouse_id=3');
  });

  it('reads back positive integer ids only, once each', () => {
    expect(readPrintIds('7, 8,7,x,-1,0,2.5,,9')).toEqual([7, 8, 9]);
    expect(readPrintIds(null)).toEqual([]);
  });
});
