import { pathsOf } from '@tradewind/contract/common/pages';
import { sessionPages } from '@tradewind/contract/system/session.pages';
import { pageRoutesOf, type PageLoad, type PageRoute } from '@/core/routing/page-routes';
import { redirectSignedIn, requireSession } from '@/core/routing/route-guards';

type SessionPageKey = (typeof sessionPages)[number]['key'];

/**
 * The session pages' components, by manifest key (their paths and titles: contract
 * system/session.pages.ts, part of the system manifest). The router knows these from the start, so this
 * file holds nothing of the other system pages: system.routes.ts takes these components into the system
 * module's routes, which load with the signed-in app. The session pages send a signed-in visitor home;
 * the invite link is the credential, so a signed-in person may open it too (for a colleague's phone). The
 * scan confirmation (the page the QR code opens) and the first-run wizard need a session but not the shell.
 * They show only the session texts the public frame loads (`ownTextsOnly`): the login page does not wait
 * for, nor download, the texts of the modules' pages (app/module-texts.ts).
 */
export const sessionPageComponents: Record<SessionPageKey, PageLoad | PageRoute> = {
  'user.login': { load: () => import('./auth/pages/login-page').then((m) => m.LoginPage), loader: redirectSignedIn, ownTextsOnly: true },
  'user.register': { load: () => import('./auth/pages/register-page').then((m) => m.RegisterPage), loader: redirectSignedIn, ownTextsOnly: true },
  'user.join': { load: () => import('./auth/pages/join-page').then((m) => m.JoinPage), ownTextsOnly: true },
  'user.scan_login': { load: () => import('./auth/pages/scan-login-page').then((m) => m.ScanLoginPage), loader: redirectSignedIn, ownTextsOnly: true },
  'user.initialization': { load: () => import('./tenant/pages/initialization-page').then((m) => m.InitializationPage), loader: requireSession, ownTextsOnly: true },
  'user.scan_confirm': { load: () => import('./auth/pages/scan-confirm-page').then((m) => m.ScanConfirmPage), loader: requireSession, ownTextsOnly: true },
};

/** The session pages' routes, for the router's public frame (app/router.tsx). */
export const sessionRoutes = pageRoutesOf(sessionPages, sessionPageComponents);

const path = pathsOf(sessionPages);

// The addresses the session pages link to and redirect to.
export const REGISTER_PATH = path('user.register');
export const INITIALIZATION_PATH = path('user.initialization');
export const SCAN_LOGIN_PATH = path('user.scan_login');
export const SCAN_CONFIRM_PATH = path('user.scan_confirm');
