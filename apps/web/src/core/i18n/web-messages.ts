import { translate, type Locale, type MessageKey } from '@tradewind/contract/common/messages';

type Entry = { zh: string; en: string };

/**
 * Texts only the web app shows. Texts the server also uses (validation, errors) live in the contract's
 * messages, so both sides say the same thing; `translateText` looks in both.
 */
export const webMessages = {
  'app.tagline': { zh: '批发 · 仓储 · 配送 一体化管理后台', en: 'Back office for wholesale, warehousing and delivery' },
  'app.loading': { zh: '加载中…', en: 'Loading…' },
  'locale.label': { zh: '语言', en: 'Language' },
  // route titles (document title and, later, tabs and breadcrumbs)
  'route.login': { zh: '登录', en: 'Log in' },
  'route.workplace': { zh: '工作台', en: 'Workplace' },
  'route.not_found': { zh: '页面不存在', en: 'Page not found' },
  // login
  'login.title': { zh: '账号登录', en: 'Sign in to your account' },
  'login.account_placeholder': { zh: '账号或手机号', en: 'Account or mobile number' },
  'login.password_placeholder': { zh: '密码', en: 'Password' },
  'login.submit': { zh: '登录', en: 'Log in' },
  // workplace
  'workplace.welcome': { zh: '欢迎, {name}', en: 'Welcome, {name}' },
  'workplace.account': { zh: '账号：{account}', en: 'Account: {account}' },
  'workplace.load_failed': { zh: '无法加载您的账号信息', en: 'Your account details could not be loaded' },
  'workplace.logout': { zh: '退出登录', en: 'Log out' },
  // exceptions
  'exception.not_found': { zh: '抱歉，您访问的页面不存在。', en: 'Sorry, the page you visited does not exist.' },
  'exception.back_home': { zh: '返回首页', en: 'Back to home' },
  'exception.load_error': { zh: '页面加载失败', en: 'The page failed to load' },
  'exception.reload': { zh: '重新加载', en: 'Reload' },
  'common.retry': { zh: '重试', en: 'Retry' },
  // http client
  'http.timeout': { zh: '请求超时，请检查网络后重试', en: 'The request timed out, please check your network and try again' },
  'http.network_error': { zh: '网络连接失败，请检查网络后重试', en: 'Network error, please check your connection and try again' },
} as const satisfies Record<string, Entry>;

export type WebMessageKey = keyof typeof webMessages;
/** Any text key the web app may show: its own, or one shared with the server. */
/**
 * Modules keep their own texts beside their pages and register them (`registerWebMessages`) from their
 * index.ts, so no single dictionary file collects every module's strings.
 */
export type TextKey = WebMessageKey | MessageKey | (string & {});

const moduleMessages = new Map<string, Entry>();

export function registerWebMessages(entries: Record<string, Entry>): void {
  for (const [key, entry] of Object.entries(entries)) moduleMessages.set(key, entry);
}

export type TextParams = Record<string, string | number>;

function isWebMessageKey(key: string): key is WebMessageKey {
  return Object.prototype.hasOwnProperty.call(webMessages, key);
}

/** Translates a text key outside React (the http client); components use `useI18n().t`. */
export function translateText(key: TextKey, locale: Locale, params?: TextParams): string {
  const entry: Entry | undefined = isWebMessageKey(key) ? webMessages[key] : moduleMessages.get(key);
  if (!entry) return translate(key, locale, params);
  let text: string = locale === 'en-US' ? entry.en : entry.zh;
  if (params) for (const [name, value] of Object.entries(params)) text = text.replaceAll(`{${name}}`, String(value));
  return text;
}
