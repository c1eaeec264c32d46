/**
 * The accessibility check of every page of the menu, in two spec files that take about as long, so the two
 * end-to-end workers run them at once and finish together: every-page-accessibility-1.spec.ts walks the
 * first part of the menu in Chinese, every-page-accessibility-2.spec.ts the English walk and the rest of
 * the menu in Chinese (`zhPart`).
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { MenuItem } from '@tradewind/contract/system/auth.schema';
import { axeViolations, describeViolations, WCAG21_AA } from '../support/axe';
import { openPage } from '../support/browser';
import { apiGet, loginWithCookie } from '../support/session';
import type { SpecEnv } from '../support/setup';

export type Locale = 'zh-CN' | 'en-US';
type MenuPage = { module: string; path: string };

/** Every page the side menu shows the admin, in menu order, with the module button it sits under. */
function menuPages(menus: readonly MenuItem[]): MenuPage[] {
  const leaves = (item: MenuItem): string[] => {
    if (item.is_show !== 1) return [];
    if (item.children.length === 0) return item.router ? [item.router] : [];
    return item.children.flatMap(leaves);
  };
  return menus.filter((m) => m.is_show === 1).flatMap((module) => leaves(module).map((path) => ({ module: module.name, path })));
}

/** The page in front (its elements in the shell's content area) and whatever floats over it: what axe checks per page. */
const PAGE_AND_OVERLAYS = '[data-testid="shell-content"] > *, body > :not(#root)';

/** axe-core's rules whose outcome a page's language can change: its lang and title, and accessible names from texts. */
const LANGUAGE_RULES = [
  'html-has-lang', 'html-lang-valid', 'html-xml-lang-mismatch', 'valid-lang', 'document-title', 'button-name', 'link-name', 'image-alt',
  'input-button-name', 'input-image-alt', 'label', 'select-name', 'summary-name', 'area-alt', 'object-alt', 'frame-title', 'svg-img-alt',
  'role-img-alt', 'aria-input-field-name', 'aria-toggle-field-name', 'aria-command-name', 'aria-progressbar-name', 'aria-tooltip-name',
  'aria-meter-name',
];

/** The lists whose row actions and menu names must fit at 1280 px in English; the page that also opens the customer drawer. */
const CHECKED_FOR_CLIPPING = ['/system/staff/list', '/crm/customer/list'];
const CUSTOMER_LIST = '/crm/customer/list';
/** Besides the first page of each module, the pages the English walk opens: those checked for clipping and the drawer's. */
const IN_ENGLISH_TOO = [...CHECKED_FOR_CLIPPING, CUSTOMER_LIST];

/** Elements whose content is wider than their box (cut off or ellipsed), by their text. */
async function clipped(page: Page, selector: string): Promise<string[]> {
  return (await page.evaluate(`[...document.querySelectorAll(${JSON.stringify(selector)})]
    .filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1)
    .map((el) => el.textContent.trim())`)) as string[];
}

/**
 * The Chinese walk in two parts, one per spec file: 1 the modules that start in the first SPLIT of the menu's
 * pages, 2 the rest — every page in exactly one of them. The English walk (a few pages, only the language
 * rules) goes with the second part, so each file takes about as long as the other.
 */
export type ZhPart = 1 | 2;
const SPLIT = 0.58;

function partOf(all: readonly MenuPage[], part: ZhPart | undefined): MenuPage[] {
  if (part === undefined) return [...all];
  // the first module that starts past the split begins part 2: a module's pages stay together, so each part
  // checks the whole document at the first page of each of its modules, as the single walk did
  let at = all.findIndex((entry, i) => i >= all.length * SPLIT && all[i - 1].module !== entry.module);
  if (at < 0) at = all.length;
  return part === 1 ? all.slice(0, at) : all.slice(at);
}

/** The running animations that repeat forever, by their name and element's classes. */
async function loopingAnimations(page: Page): Promise<string[]> {
  return (await page.evaluate(`document.getAnimations()
    .filter((a) => a.playState === 'running' && a.effect && a.effect.getTiming().iterations === Infinity)
    .map((a) => (a.animationName || 'animation') + ' on ' + String(a.effect.target && (a.effect.target.className.baseVal ?? a.effect.target.className)).slice(0, 80))`)) as string[];
}

/** Marks the page in front, so that `settled` can tell the next page from it. */
async function markPageInFront(page: Page): Promise<void> {
  await page.evaluate(`document.querySelectorAll('[data-testid="shell-content"] > *').forEach((el) => el.toggleAttribute('data-a11y-left', el.getClientRects().length > 0))`);
}

/**
 * Waits until another page than the marked one is in front and it holds no spinner, skeleton or route
 * progress bar any more: its content is there.
 */
async function settled(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  // polled through the DevTools protocol: the page's Content-Security-Policy refuses waitForFunction's eval
  await expect.poll(() => page.evaluate(`(() => {
    const visible = (el) => el.getClientRects().length > 0;
    const shown = [...document.querySelectorAll('[data-testid="shell-content"] > *')].filter(visible);
    if (shown.length === 0 || shown.some((el) => el.hasAttribute('data-a11y-left'))) return false;
    return ![...document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active, [role="progressbar"][aria-busy="true"]')].some(visible);
  })()`)).toBe(true);
}

/**
 * Opens each page of the admin's menu the way a person does (module button, then the page in its panel)
 * and runs axe-core's WCAG 2.1 A/AA rules on it: on the page and what floats over it, and on the whole
 * document (side menu, top bar, tabs) at the first page of each module, whose panel the menu then shows.
 * The whole rule set runs in Chinese, on every page; in English only the rules a language can break (the
 * document's language and title, and the names of controls, links, images and fields), on the first page of
 * each module — where the whole document is checked: the side menu, the module's panel, the top bar and the
 * tabs in English — and on the pages checked for clipping. The other rules see the same document in both
 * languages, every text has both languages by its type (contract `MessageEntry`, checked by messages.test.ts),
 * and opening every page a second time in English was a sixth of the browser tests' time. Before it signs in it checks the login page (in each language once: not in the second part of the Chinese walk); on the customer list it also checks
 * the customer drawer opened from a row; in English it checks that nothing is cut off at 1280 px on the
 * staff and customer lists (their row actions, the menu panel's page names).
 */
export async function checkEveryPage(env: SpecEnv, locale: Locale, zhPart?: ZhPart): Promise<{ pages: number; menuPages: number; failures: string[] }> {
  const { context, page } = await openPage(env.browser, env.server.baseUrl, { storedLocale: locale });
  try {
    const failures: string[] = [];
    const check = async (where: string, within?: string) => {
      const violations = await axeViolations(page, ['serious', 'critical'], locale === 'zh-CN' ? { tags: WCAG21_AA, within } : { rules: LANGUAGE_RULES, within });
      if (violations.length) failures.push(`${where} (${locale}):\n${describeViolations(violations)}`);
      // the page opened with reduced motion: nothing on it may loop (WCAG 2.2.2, 2.3.3; app/global.css)
      const looping = await loopingAnimations(page);
      if (looping.length) failures.push(`${where} (${locale}): animations loop under reduced motion: ${looping.join(' | ')}`);
    };
    // the login page: once per language, in the Chinese walk of the menu's first part and in the English walk
    if (zhPart !== 2) {
      await page.goto('/user/login');
      await page.locator('input[type="password"]').waitFor();
      await check('/user/login');
    }
    const token = await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
    const { menus } = await apiGet<{ menus: MenuItem[] }>(env.server.baseUrl, token, '/auth/info');
    const all = menuPages(menus);
    const pages = locale === 'zh-CN' ? partOf(all, zhPart) : all.filter((entry, i) => i === 0 || all[i - 1].module !== entry.module || IN_ENGLISH_TOO.includes(entry.path));
    // a fresh load: the app loaded for the login page holds no session
    await page.goto('/dashboard/workplace');
    await page.getByTestId('workplace-store').waitFor();
    // a spinning icon (the icons' own 'anticon-spin' style) stands still under reduced motion
    const spinning = (await page.evaluate(`(() => {
      const icon = document.createElement('span');
      icon.className = 'anticon anticon-spin';
      icon.textContent = '◌';
      document.querySelector('[data-testid="shell-content"]').append(icon);
      const name = getComputedStyle(icon).animationName;
      icon.remove();
      return name;
    })()`)) as string;
    if (zhPart !== 2 && spinning !== 'none') failures.push(`a spinning icon runs '${spinning}' under reduced motion (${locale})`);
    let module = '';
    for (const entry of pages) {
      if (new URL(page.url()).pathname !== entry.path) {
        await markPageInFront(page);
        await page.locator(`[data-menu-module="${entry.module}"]`).hover();
        await page.getByTestId('menu-panel').locator(`a[href="${entry.path}"]`).click();
      }
      await settled(page, entry.path);
      await check(entry.path, entry.module === module ? PAGE_AND_OVERLAYS : undefined);
      module = entry.module;
      if (locale === 'en-US' && CHECKED_FOR_CLIPPING.includes(entry.path)) {
        for (const selector of ['.ant-table-row td:last-child', '[data-testid="menu-panel"] a']) {
          const cut = await clipped(page, selector);
          if (cut.length) failures.push(`${entry.path} (${locale}): cut off at 1280 px in ${selector}: ${cut.join(' | ')}`);
        }
      }
      if (entry.path === CUSTOMER_LIST) {
        // the list in front (pages kept alive in other tabs hold rows too)
        await page.locator('.ant-table-row:visible').first().locator('a').first().click();
        const drawer = page.locator('.customer-drawer .ant-drawer-section');
        await drawer.getByTestId('customer-drawer-title').waitFor();
        await check(`${entry.path} with the customer drawer open`, PAGE_AND_OVERLAYS);
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'hidden' });
      }
    }
    return { pages: pages.length, menuPages: all.length, failures };
  } finally {
    await context.close();
  }
}
