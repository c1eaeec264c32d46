import { pageList } from '../common/pages';

/**
 * The session pages (login, registration, joining by invite, scan login, the first-run wizard, the scan
 * confirmation): part of the system module's manifest (system.pages.ts), in a file of their own because
 * the web's entry routes them from the start — the login page downloads these few, not every system
 * page, whose manifest loads with the signed-in app.
 */
export const sessionPages = pageList([
  { key: 'user.login', path: '/user/login', title: { zh: '登录', en: 'Log in' }, menu: false, layout: 'public' },
  { key: 'user.register', path: '/user/register', title: { zh: '注册', en: 'Sign up' }, menu: false, layout: 'public' },
  { key: 'user.join', path: '/user/join', title: { zh: '加入企业', en: 'Join a company' }, menu: false, layout: 'public' },
  { key: 'user.scan_login', path: '/user/scan_login', title: { zh: '扫码登录', en: 'Scan to log in' }, menu: false, layout: 'public' },
  { key: 'user.initialization', path: '/user/initialization', title: { zh: '初始化', en: 'Set up your company' }, menu: false, layout: 'public' },
  { key: 'user.scan_confirm', path: '/user/scan_confirm', title: { zh: '确认登录', en: 'Confirm login' }, menu: false, layout: 'public' },
]);
