import type { MessageKey } from '@tradewind/contract/common/messages';
import { translate, type Locale } from '@tradewind/contract/common/core-messages';

type Entry = { zh: string; en: string };

/**
 * Texts only the web app shows. Texts the server also uses (validation, errors) live in the contract's
 * messages, so both sides say the same thing; `translateText` looks in both.
 */
export const webMessages = {
  'app.tagline': { zh: '批发 · 仓储 · 配送 一体化管理后台', en: 'Back office for wholesale, warehousing and delivery' },
  'app.loading': { zh: '加载中…', en: 'Loading…' },
  'locale.label': { zh: '语言', en: 'Language' },
  // titles of the shell's own pages (a module's page titles come from its page manifest)
  'route.workplace': { zh: '工作台', en: 'Workplace' },
  'route.not_found': { zh: '页面不存在', en: 'Page not found' },
  'route.exception': { zh: '异常', en: 'Exception' },
  'route.no_auth': { zh: '无权限', en: 'No permission' },
  'route.redirect': { zh: '刷新', en: 'Refresh' },
  // login
  'login.title': { zh: '账号登录', en: 'Sign in to your account' },
  'login.account_placeholder': { zh: '账号或手机号', en: 'Account or mobile number' },
  'login.password_placeholder': { zh: '密码', en: 'Password' },
  'login.submit': { zh: '登录', en: 'Log in' },
  // shell: top bar, menu, tabs
  'shell.store_switch': { zh: '切换门店', en: 'Switch store' },
  // The store button's accessible name starts with the name it shows (axe-core label-content-name-mismatch).
  'shell.store_switch_named': { zh: '{name}，切换门店', en: '{name}, switch store' },
  'shell.store_switch_hint': { zh: '切换后将重新加载页面', en: 'The application reloads in the chosen store' },
  'shell.store_master': { zh: '总店', en: 'Head store' },
  'shell.store_current': { zh: '当前', en: 'Current' },
  'shell.search_placeholder': { zh: '搜索客户ID/名称/手机号', en: 'Search customer ID, name or phone' },
  'shell.upgrade': { zh: '升级正式版', en: 'Upgrade' },
  'shell.experience': { zh: '体验版', en: 'Trial' },
  'shell.downloads': { zh: '下载任务', en: 'Download tasks' },
  'shell.messages': { zh: '消息', en: 'Messages' },
  'shell.language': { zh: '语言', en: 'Language' },
  'shell.personal_settings': { zh: '个人设置', en: 'Personal settings' },
  'shell.logout': { zh: '退出登录', en: 'Log out' },
  'shell.logout_title': { zh: '确定要退出登录吗', en: 'Are you sure you want to log out' },
  'shell.logout_content': { zh: '退出后，下次登录需要重新输入账号和密码。', en: 'You will need your account and password to log in next time.' },
  'shell.tab_refresh': { zh: '刷新', en: 'Refresh' },
  'shell.tab_close': { zh: '关闭', en: 'Close' },
  'shell.tab_close_others': { zh: '关闭其他', en: 'Close others' },
  'shell.tab_close_all': { zh: '关闭全部', en: 'Close all' },
  'shell.menu': { zh: '菜单', en: 'Menu' },
  'shell.page_loading': { zh: '页面加载中', en: 'Loading the page' },
  'shell.session_failed': { zh: '无法加载账号信息', en: 'Your account could not be loaded' },
  'common.confirm': { zh: '确定', en: 'OK' },
  // list pages (core/list): the filter bar and the pager
  'list.search': { zh: '查询', en: 'Search' },
  'list.reset': { zh: '重置', en: 'Reset' },
  'list.total': { zh: '共 {total} 条', en: '{total} in total' },
  'list.total_capped': { zh: '{total}+ 条（可按条件筛选更早的记录）', en: '{total}+ (filter to reach older ones)' },
  'list.deleted': { zh: '删除成功', en: 'Deleted' },
  'list.delete': { zh: '删除', en: 'Delete' },
  // forms (core/form)
  'form.save': { zh: '保存', en: 'Save' },
  'form.back': { zh: '返回', en: 'Back' },
  'form.created': { zh: '新增成功', en: 'Created' },
  'form.updated': { zh: '修改成功', en: 'Saved' },
  'common.cancel': { zh: '取消', en: 'Cancel' },
  // spec 001 §8 error handling
  'error.no_operation_permission': { zh: '无权操作', en: 'No permission for this operation' },
  'error.forbidden': { zh: '禁止访问', en: 'Forbidden' },
  'error.unauthorized': { zh: '未授权 - 授权验证失败', en: 'Unauthorized - Authorization verification failed' },
  'error.session_ended': { zh: '登录状态已失效，即将重新加载', en: 'Your session has ended; the page will reload' },
  'error.picking_title': { zh: '出库异常', en: 'Outbound exception' },
  'error.picking_content': { zh: '未完成拣货任务，无法出库', en: 'Picking tasks are unfinished, the goods cannot go out' },
  'error.picking_view': { zh: '立即查看拣货任务', en: 'View the picking task now' },
  // print and share layouts
  'print.print': { zh: '打印', en: 'Print' },
  'print.description': { zh: '打印说明', en: 'Print notes' },
  'print.default_description': {
    zh: '请在浏览器打印设置中选择纸张大小，并关闭页眉页脚；打印内容为左侧 750px 宽的页面。',
    en: 'Choose the paper size in the browser’s print settings and turn off headers and footers; the 750px page on the left is printed.',
  },
  'share.link_invalid': { zh: '链接无效或已过期', en: 'This link is invalid or has expired' },
  'share.link_invalid_hint': { zh: '请联系分享人重新发送链接。', en: 'Please ask the person who shared it for a new link.' },
  // exceptions
  'exception.not_found': { zh: '抱歉，您访问的页面不存在。', en: 'Sorry, the page you visited does not exist.' },
  'exception.back_home': { zh: '返回首页', en: 'Back to home' },
  'exception.load_error': { zh: '页面加载失败', en: 'The page failed to load' },
  'exception.reload': { zh: '重新加载', en: 'Reload' },
  'exception.load_timeout': { zh: '页面加载超时，请检查网络后重新加载', en: 'The page took too long to load, please check your network and reload' },
  'exception.title': { zh: '出错了', en: 'Something went wrong' },
  'exception.no_auth_title': { zh: '无权访问', en: 'No access' },
  'exception.no_auth_default': { zh: '抱歉，您无权访问此页面。', en: 'Sorry, you may not view this page.' },
  'exception.default': { zh: '抱歉，出现了一个问题。', en: 'Sorry, something went wrong.' },
  'exception.back_login': { zh: '重新登录', en: 'Log in again' },
  'common.retry': { zh: '重试', en: 'Retry' },
  // http client
  'http.timeout': { zh: '请求超时，请检查网络后重试', en: 'The request timed out, please check your network and try again' },
  'http.network_error': { zh: '网络连接失败，请检查网络后重试', en: 'Network error, please check your connection and try again' },
  // a document's log (core/documents/document-log-card.tsx)
  'document.log': { zh: '操作记录', en: 'Log' },
  'document.system': { zh: '系统', en: 'System' },
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
