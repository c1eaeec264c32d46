import { describe, expect, it } from 'vitest';
import { systemPages } from '@tradewind/contract/system/system.pages';
import { sessionRoutes } from './session.routes';

/** The session pages, which the router knows from the start (app/router.tsx) and the login page is one of. */
describe('session routes', () => {
  it('are every public page of the system manifest', () => {
    const publicPaths = systemPages.pages.filter((page) => page.layout === 'public').map((page) => page.path.slice(1));
    expect(sessionRoutes.map((route) => route.path).sort()).toEqual(publicPaths.sort());
  });
});
