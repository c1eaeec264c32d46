import { createElement, Suspense, useSyncExternalStore, type ComponentType } from 'react';

/**
 * The order detail's delivery section (the logistics orders of a shipped order). Logistics sits above
 * orders in the module order, so the order page owns the place and the logistics module fills it at
 * start with `registerOrderDeliverySection`; without it the place stays empty.
 */
let registered: ComponentType<{ orderId: number }> | null = null;
const listeners = new Set<() => void>();

export function registerOrderDeliverySection(component: ComponentType<{ orderId: number }>): void {
  registered = component;
  for (const listener of listeners) listener();
}

export function OrderDeliverySlot({ orderId }: { orderId: number }) {
  const Section = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => registered,
  );
  return Section ? <Suspense fallback={null}>{createElement(Section, { orderId })}</Suspense> : null;
}
