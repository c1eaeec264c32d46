import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { pageTitleKey, type ModulePages, type PageDecl } from '@tradewind/contract/common/pages';
import { loadModuleTexts } from '@/core/i18n/module-texts';
import { registerWebMessages } from '@/core/i18n/web-messages';
import type { RouteHandle } from './route-handle';

/** A page's component, loaded when the page is first opened. */
export type PageLoad = () => Promise<ComponentType>;

/** A component with what the route needs besides the manifest's declaration. */
export type PageRoute = {
  load: PageLoad;
  loader?: LoaderFunction;
  handle?: Pick<RouteHandle, 'printDescription' | 'pinned' | 'tab' | 'shortcut'>;
  /** shows only the shell's and its own module's texts: it does not wait for the other modules' (the workplace, `loadModuleTexts`) */
  ownTextsOnly?: true;
};

/** Every manifest given to `routesOf`. */
const modules: ModulePages[] = [];

/**
 * A module's routes from its page manifest (contract `<module>.pages.ts`): every page's path, title,
 * permission and frame come from the manifest, and `components` names each page's component by key.
 * The titles become the web's texts `route.<key>` (document title, tabs, breadcrumbs, menu names in
 * English). A page loads with the modules' texts (`loadModuleTexts`) unless it declares `ownTextsOnly`.
 */
export function routesOf<K extends string>(module: ModulePages<K>, components: Record<K, PageLoad | PageRoute>): RouteObject[] {
  modules.push(module as ModulePages);
  registerWebMessages({ [pageTitleKey(module.key)]: module.title });
  return pageRoutesOf(module.pages, components);
}

/**
 * The routes of some of a module's pages (a contract `pageList`, which its manifest also holds), made as
 * `routesOf` makes them, for a router that needs them before the module's manifest: the session pages
 * (system/session.routes.ts), routed by the entry.
 */
export function pageRoutesOf<K extends string>(pages: readonly (PageDecl & { key: K })[], components: Record<K, PageLoad | PageRoute>): RouteObject[] {
  registerWebMessages(Object.fromEntries(pages.map((page) => [pageTitleKey(page.key), page.title])));
  return pages.map((page): RouteObject => {
    const declared = components[page.key];
    const { load, loader, handle, ownTextsOnly } = typeof declared === 'function' ? { load: declared, loader: undefined, handle: undefined, ownTextsOnly: undefined } : declared;
    return {
      path: page.path.slice(1),
      handle: { title: pageTitleKey(page.key), permission: page.permission, layout: page.layout, ...handle } satisfies RouteHandle,
      loader,
      lazy: async () => {
        const [Component] = await Promise.all([load(), ownTextsOnly ? undefined : loadModuleTexts()]);
        return { Component };
      },
    };
  });
}

/** The manifests given to `routesOf`, for the menu groups' titles (module-routes.ts) and the consistency test. */
export function routedModules(): readonly ModulePages[] {
  return modules;
}

