import type { TextKey } from '@/core/i18n/web-messages';

/** What a route declares about itself in `handle`; the title feeds the document title (and later tabs and breadcrumbs). */
export type RouteHandle = { title?: TextKey };

export function routeTitleOf(handle: unknown): TextKey | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? (handle.title as TextKey) : undefined;
}
