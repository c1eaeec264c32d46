import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * Debian's Chromium; playwright-core brings no browser of its own. Launched once per worker (global-setup.ts).
 * Its headless shell (Debian's chromium-headless-shell, the same engine without the browser's own UI) when
 * installed: the same specs took 15–20 % less CPU than with the full browser in headless mode, which starts
 * renderers for its own UI pages as well (measured with the process tree in a cgroup, README "Tests").
 * CHROMIUM_PATH picks another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
/**
 * Sandboxing needs user namespaces CI containers rarely allow; the rest keeps the browser from reaching the
 * network on its own, which would slow tests and make them flaky.
 */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');

export type TestPage = { context: BrowserContext; page: Page };

/**
 * What the browser refused under the app's Content-Security-Policy (a blocked script, image, style or
 * connection is a console error that names the policy), from every context `openPage` opened for the spec:
 * `useServerAndBrowser` fails the spec when any is left at its end.
 */
export const cspViolations: string[] = [];

/**
 * A fresh context per test: no cookies, storage or cache carried over from another test. The browser holds
 * a language choice of its own (`storedLocale`, zh-CN by default; a test's own init script setting en-US
 * runs later and wins): without one the signed-in app takes the language saved with the staff member, which
 * an earlier English test of the spec may have left as en-US. `storedLocale: null` starts with none.
 */
export async function openPage(browser: Browser, baseUrl: string, options: { storedLocale?: 'zh-CN' | 'en-US' | null } = {}): Promise<TestPage> {
  // Less motion, as a person may ask their system for: the app then runs Ant Design without animations, so
  // a click never lands while a dialog is still zooming into place (seen as lost clicks on a loaded machine).
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const stored = options.storedLocale === undefined ? 'zh-CN' : options.storedLocale;
  // Only when the page holds no choice yet, so a switch made in the page survives a reload.
  // The app's test hooks: its http client and its router's navigation for the tests (`visit` below).
  await context.addInitScript({ content: 'window.__twTestHooks = true;' });
  if (stored) await context.addInitScript({ content: `if (!window.localStorage.getItem('Tradewind-Locale')) window.localStorage.setItem('Tradewind-Locale', '${stored}');` });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspViolations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Opens a page of the app the way a link in it does — the router's own navigation, no reload — when the app
 * is already loaded in this tab (`openPage` sets the flag; the shell's layout exposes the router, apps/web/src/shell/layout/test-navigate-hook.ts) and `path` is another
 * page; otherwise loads it (`page.goto`): the first page of a tab, or the page in front again (a reload).
 * A full load parses and runs the whole app again: about 1.9 CPU-s of the browser against 0.3 for the
 * router's navigation (15 list pages each way, measured with the browser's process tree in a cgroup).
 * Use `page.goto` where the reload is the point: after signing in as someone else in the same context
 * (the loaded app keeps the session it started with), or to check what a fresh load shows.
 */
export async function visit(page: Page, path: string): Promise<void> {
  const here = page.url();
  const origin = here.startsWith('http') ? new URL(here).origin : null;
  const target = origin ? new URL(path, origin) : null;
  const same = target && `${target.pathname}${target.search}` === `${new URL(here).pathname}${new URL(here).search}`;
  if (origin && target && target.origin === origin && !same) {
    const navigated = (await page.evaluate(`(async () => {
      if (typeof window.__twNavigate !== 'function') return false;
      await window.__twNavigate(${JSON.stringify(`${target.pathname}${target.search}${target.hash}`)});
      return true;
    })()`)) as boolean;
    if (navigated) return;
  }
  await page.goto(path);
}

/** In an open area cascader: chooses each level by its name, the province first (['浙江省', '杭州市', '西湖区']). */
export async function chooseArea(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) await page.locator('.ant-cascader-menu-item', { hasText: name }).click();
}

/** Clicks OK on the shown Popconfirm whose text has `title` (one asked before may still be fading out, or hidden in the page). */
export async function confirmPopconfirm(page: Page, title: string | RegExp, ok: string | RegExp = /确\s*定|OK/): Promise<void> {
  const confirm = page.locator('.ant-popconfirm').filter({ visible: true }).filter({ hasText: title });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: ok }).click();
}

/**
 * Whether `screenshot` saves pictures: yes unless TW_E2E_SCREENSHOTS=0, which CI sets (`.ci/run`): nobody
 * looks at a CI machine's pictures, and the 241 full-page PNGs of a run cost a minute of its two cores.
 */
const SCREENSHOTS = process.env.TW_E2E_SCREENSHOTS !== '0';

/** Saves `e2e/screenshots/<name>.png` (unless screenshots are off) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  if (!SCREENSHOTS) return file;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  // Ant Design starts dialogs and notices from a JS-set 'prepare' state that disabled CSS animations do
  // not skip: give them a moment to settle first.
  await page.waitForTimeout(400);
  // Disabled animations: a half-finished transition would make the picture depend on timing.
  await page.screenshot({ path: file, animations: 'disabled', fullPage: true });
  return file;
}
