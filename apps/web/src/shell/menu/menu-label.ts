import type { RouteObject } from 'react-router';
import type { Locale } from '@tradewind/contract/common/core-messages';
import type { MenuItem } from '@tradewind/contract/system/auth.schema';
import { routeTitleOf } from '@/core/routing/route-handle';
import { translateText, type TextKey } from '@/core/i18n/web-messages';

/**
 * Menu names live in the database, in Chinese, and an administrator may rename them (system/menu). The
 * built-in ones are the pages' route titles, so in another locale a menu item whose name is still its
 * page's Chinese title shows that title's translation; a name the administrator chose is theirs and
 * shows as written.
 */
const titles = new Map<string, TextKey>();

const normalise = (path: string) => {
  const bare = path.split(/[?#]/)[0];
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
};

/** A module names its menu group ('/crm' → 'menu.crm'): the group has no page route to learn it from. */
export function registerModuleTitle(path: string, title: TextKey): void {
  titles.set(normalise(path), title);
}

/** Learns the title of every page route (nested paths joined), once, from the router's route tree. */
export function registerMenuTitles(routes: readonly RouteObject[], parent = ''): void {
  for (const route of routes) {
    const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const title = routeTitleOf(route.handle);
    if (title && route.path !== undefined && !titles.has(normalise(path))) titles.set(normalise(path), title);
    if (route.children) registerMenuTitles(route.children, path);
  }
}

/** The name to show for a menu item in a locale. */
export function menuLabel(item: Pick<MenuItem, 'name' | 'router'>, locale: Locale): string {
  if (locale === 'zh-CN' || !item.router) return item.name;
  const key = titles.get(normalise(item.router));
  if (!key) return item.name;
  return translateText(key, 'zh-CN') === item.name ? translateText(key, locale) : item.name;
}
