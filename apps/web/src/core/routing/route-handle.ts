import type { PermissionRule } from '@tradewind/contract/common/permission';
import type { TextKey } from '@/core/i18n/web-messages';

/** Which frame a route renders in; 'main' (the shell) unless it says otherwise. */
export type RouteLayout = 'main' | 'public' | 'print' | 'share' | 'screen';

/**
 * What a route declares about itself in `handle` (route metadata, spec 000 §2): its title feeds the
 * document title, its tab, breadcrumb and workplace shortcut.
 */
export type RouteHandle = {
  title?: TextKey;
  /** the frame it renders in (see `routesByLayout`) */
  layout?: RouteLayout;
  /** an affixed tab that cannot be closed */
  pinned?: boolean;
  /** false: opens no tab and is not kept alive (redirect helper) */
  tab?: boolean;
  /** false: never offered as a workplace shortcut (exception pages) */
  shortcut?: boolean;
  /** print layout: the text of the description side panel */
  printDescription?: TextKey;
  /**
   * what the user needs to open the page (spec 000 §6 rule): checked by the router before the page loads
   * (`withPagePermissions`), the no-auth exception page otherwise
   */
  permission?: PermissionRule;
};

function handleOf(value: unknown): RouteHandle | undefined {
  return typeof value === 'object' && value !== null ? (value as RouteHandle) : undefined;
}

export function routeTitleOf(handle: unknown): TextKey | undefined {
  const title = handleOf(handle)?.title;
  return typeof title === 'string' ? title : undefined;
}

/** The deepest matched route's handle that names a title: the page's own metadata. */
export function pageHandleOf(matches: readonly { handle: unknown }[]): RouteHandle | undefined {
  return matches.map((m) => handleOf(m.handle)).findLast((h) => typeof h?.title === 'string');
}
