import type { RouteObject } from 'react-router';
import { readLocale } from '@/core/i18n/locale-storage';
import { translateText } from '@/core/i18n/web-messages';

/** Spec 000 §8: loading a page's code times out at 120 s. */
export const LAZY_LOAD_TIMEOUT_MS = 120_000;

export class PageLoadError extends Error {
  override readonly name = 'PageLoadError';
}

/** A promise that fails with a load error when it takes longer than the limit. */
export function withTimeout<T>(promise: Promise<T>, ms: number = LAZY_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PageLoadError(translateText('exception.load_timeout', readLocale()))), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Gives every lazy route of a tree the 120 s limit, in one place rather than in each module's route
 * file. A failed import rejects as it is: the route's error boundary shows the load error.
 */
export function withLazyTimeout(routes: readonly RouteObject[], ms: number = LAZY_LOAD_TIMEOUT_MS): RouteObject[] {
  return routes.map((route) => {
    const next = { ...route } as RouteObject;
    if (typeof route.lazy === 'function') {
      const load = route.lazy;
      next.lazy = (() => withTimeout(Promise.resolve(load()), ms)) as RouteObject['lazy'];
    }
    if (route.children) next.children = withLazyTimeout(route.children, ms);
    return next;
  });
}
