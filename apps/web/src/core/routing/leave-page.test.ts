import { describe, expect, it } from 'vitest';
import { leavePage, setPageCloser } from './leave-page';

describe('leavePage', () => {
  it('goes to the list first, then closes the form page it leaves (its tab)', () => {
    const steps: string[] = [];
    setPageCloser((key) => steps.push(`close ${key}`));
    leavePage((to) => steps.push(`go ${to}`), '/wms/supplier/edit/', '/wms/supplier/list');
    expect(steps).toEqual(['go /wms/supplier/list', 'close /wms/supplier/edit']);
  });

  it('keeps a page that leads to itself', () => {
    const steps: string[] = [];
    setPageCloser((key) => steps.push(`close ${key}`));
    leavePage((to) => steps.push(`go ${to}`), '/oms/order/edit', '/oms/order/edit?id=3');
    expect(steps).toEqual(['go /oms/order/edit?id=3']);
  });
});
