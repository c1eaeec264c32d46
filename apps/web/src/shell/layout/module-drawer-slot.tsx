import { createElement, Fragment, useSyncExternalStore, type ComponentType } from 'react';

/**
 * Drawers and dialogs a business module keeps open over every page (spec 001 §1: the shell shows a
 * customer detail drawer and an account-period dialog). The shell owns the place — inside the router,
 * the session and the query client — and mounts whatever modules register here, once each; the module
 * owns the component and how it is opened.
 */
let registered: readonly { key: string; component: ComponentType }[] = [];
const listeners = new Set<() => void>();

/** Registers (or replaces, by key) a module's shell-wide drawer. */
export function registerModuleDrawer(key: string, component: ComponentType): void {
  registered = [...registered.filter((entry) => entry.key !== key), { key, component }];
  for (const listener of listeners) listener();
}

export function ModuleDrawerSlot() {
  const drawers = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => registered,
  );
  return createElement(
    Fragment,
    null,
    drawers.map(({ key, component }) => createElement(component, { key })),
  );
}
