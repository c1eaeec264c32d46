import { describe, expect, it, vi } from 'vitest';
import { systemPages } from '@tradewind/contract/system/system.pages';
import { setModuleTextsLoader } from '@/core/i18n/module-texts';
import { sessionRoutes } from './session.routes';

vi.mock('./auth/pages/login-page', () => ({ LoginPage: () => null }));
vi.mock('./auth/pages/register-page', () => ({ RegisterPage: () => null }));
vi.mock('./auth/pages/join-page', () => ({ JoinPage: () => null }));
vi.mock('./auth/pages/scan-login-page', () => ({ ScanLoginPage: () => null }));
vi.mock('./tenant/pages/initialization-page', () => ({ InitializationPage: () => null }));
vi.mock('./auth/pages/scan-confirm-page', () => ({ ScanConfirmPage: () => null }));

/** The session pages, which the router knows from the start (app/router.tsx) and the login page is one of. */
describe('session routes', () => {
  it('are every public page of the system manifest', () => {
    const publicPaths = systemPages.pages.filter((page) => page.layout === 'public').map((page) => page.path.slice(1));
    expect(sessionRoutes.map((route) => route.path).sort()).toEqual(publicPaths.sort());
  });

  it('load without the texts of the modules’ pages', async () => {
    const loadTexts = vi.fn(async () => undefined);
    setModuleTextsLoader(loadTexts);
    for (const route of sessionRoutes) {
      const lazy = route.lazy as () => Promise<{ Component: unknown }>;
      expect((await lazy()).Component, route.path).toBeTypeOf('function');
    }
    expect(loadTexts).not.toHaveBeenCalled();
  });
});
