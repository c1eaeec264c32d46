import type { MessageEntry } from './core-messages';
import type { PermissionRule } from './permission';

/**
 * A page, declared once (a module's `<module>.pages.ts`): the server seeds its menu entry and buttons
 * from it and registers their permissions, and the web router makes its route (path, title in both
 * locales, permission, frame) from it; the web module's `<module>.routes.ts` only names its component.
 */
export type PageDecl = {
  /** the menu key, `<module>.<page>` (unique; the web's title text key is derived from it) */
  key: string;
  /** the address, with its leading slash */
  path: string;
  /** the menu name (zh, what the menu table stores) and the page title in both locales */
  title: MessageEntry;
  /** what the user needs to open it; none: any signed-in staff member (or a public page) */
  permission?: PermissionRule;
  /** the menu group it hangs under; default: its module's */
  parent?: string;
  /** its place in the menu group */
  sort?: number;
  icon?: string;
  /** in the menu table but not shown in the side menu (forms, details, print pages) */
  hidden?: true;
  /** no menu entry at all: a route only (session pages, share pages, forms opened from a list) */
  menu?: false;
  /**
   * the frame it renders in (web), 'main' (the shell) unless it says otherwise; 'screen': signed in, full
   * window, no shell (a wall display)
   */
  layout?: 'public' | 'print' | 'share' | 'screen';
  /**
   * the page's buttons (menu type 3): [permission, zh name], sorted in this order; the menu key is
   * `<page key>.<permission>`, or `<page key>.<last part of the permission>` where the page or its
   * module says `buttonKeys: 'action'`
   */
  buttons?: readonly (readonly [permission: string, name: string])[];
  buttonKeys?: 'action';
};

export type ModulePages<K extends string = string> = {
  /** the menu group's key and address (`/<key>`) */
  key: string;
  title: MessageEntry;
  icon: string;
  sort: number;
  buttonKeys?: 'action';
  pages: readonly (PageDecl & { key: K })[];
};

/** A module's page manifest: its menu group and its pages, in menu order. */
export function modulePages<const K extends string>(module: Omit<ModulePages<K>, 'pages'>, pages: readonly (PageDecl & { key: K })[]): ModulePages<K> {
  return { ...module, pages };
}

/**
 * Some of a module's pages in a file of their own, spread into its manifest (`modulePages`): a client
 * that needs only those imports them without the rest (system/session.pages.ts, the pages the web's
 * entry routes).
 */
export function pageList<const K extends string>(pages: readonly (PageDecl & { key: K })[]): readonly (PageDecl & { key: K })[] {
  return pages;
}

/** The menu group's address. */
export const modulePathOf = (module: Pick<ModulePages, 'key'>): string => `/${module.key}`;

/** The key of a page's (or menu group's) title text on the web: `route.lms_car_model` for `lms.car_model`. */
export const pageTitleKey = (key: string): string => `route.${key.replaceAll('.', '_')}`;

/** The menu key of one of a page's buttons. */
export function buttonKeyOf(module: Pick<ModulePages, 'buttonKeys'>, page: Pick<PageDecl, 'key' | 'buttonKeys'>, permission: string): string {
  return `${page.key}.${(page.buttonKeys ?? module.buttonKeys) === 'action' ? permission.split(':').pop() : permission}`;
}

/** A module's page addresses by key (or a `pageList`'s), with a query string if given (`?id=1`), for links between pages. */
export function pathsOf<K extends string>(module: ModulePages<K> | readonly (PageDecl & { key: K })[]): (key: K, query?: string) => string {
  const pages = 'pages' in module ? module.pages : module;
  const paths = new Map<string, string>(pages.map((p) => [p.key, p.path]));
  return (key, query = '') => `${paths.get(key)}${query}`;
}
