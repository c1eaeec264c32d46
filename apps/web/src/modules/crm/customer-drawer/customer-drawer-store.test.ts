import { describe, expect, it } from 'vitest';
import { closeCustomerDrawer, getCustomerDrawerState, openCustomerDrawer, subscribeCustomerDrawer } from './customer-drawer-store';

describe('customer drawer store', () => {
  it('opens on a customer, tells its subscribers, and closes keeping the customer', () => {
    const seen: (number | null)[] = [];
    const unsubscribe = subscribeCustomerDrawer(() => seen.push(getCustomerDrawerState().customerId));
    openCustomerDrawer(5);
    expect(getCustomerDrawerState()).toMatchObject({ customerId: 5, open: true });
    const first = getCustomerDrawerState().openedAt;
    openCustomerDrawer(5);
    expect(getCustomerDrawerState().openedAt).toBe(first + 1);
    closeCustomerDrawer();
    expect(getCustomerDrawerState()).toMatchObject({ customerId: 5, open: false });
    unsubscribe();
    openCustomerDrawer(6);
    expect(seen).toEqual([5, 5, 5]);
  });

  it('ignores ids that are not positive integers', () => {
    closeCustomerDrawer();
    const before = getCustomerDrawerState();
    for (const id of [0, -3, 1.5, Number.NaN]) openCustomerDrawer(id);
    expect(getCustomerDrawerState()).toBe(before);
  });
});
