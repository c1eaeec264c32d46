import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { openPage, screenshot } from '../support/browser';
import { loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

/**
 * axe-core on the pages a new user meets first — login, workplace, staff list, customer list with the
 * customer drawer open — in both locales: no critical and no serious violation (issue 14 defect 7). Every
 * page of the menu is checked by every-page-accessibility.ts; a drawer or dialog a spec opens can be
 * checked the same way with `expectAccessible(page, where)` from support/axe.ts. The
 * English pass also checks that nothing is cut off at 1280 px (defect 4): the row actions, the menu.
 */
const env = useServerAndBrowser();

type Locale = 'zh-CN' | 'en-US';

/** Elements whose content is wider than their box (cut off or ellipsed), by their text. */
async function clipped(page: Page, selector: string): Promise<string[]> {
  return (await page.evaluate(`[...document.querySelectorAll(${JSON.stringify(selector)})]
    .filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1)
    .map((el) => el.textContent.trim())`)) as string[];
}

async function checkPages(locale: Locale): Promise<void> {
  const { context, page } = await openPage(env.browser, env.server.baseUrl);
  try {
    await page.addInitScript({ content: `window.localStorage.setItem('Tradewind-Locale', ${JSON.stringify(locale)});` });
    await page.goto('/user/login');
    await page.locator('input[type="password"]').waitFor();
    await expectAccessible(page, `the login page (${locale})`);

    await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
    await page.goto('/dashboard/workplace');
    await page.getByTestId('workplace-store').waitFor();
    await expectAccessible(page, `the workplace (${locale})`);

    await page.goto('/system/staff/list');
    await page.locator('.ant-table-row').first().waitFor();
    await expectAccessible(page, `the staff list (${locale})`);
    if (locale === 'en-US') {
      // The row actions (Edit, Reset password, Delete) fit their column; the menu's page names are whole.
      await page.locator('.ant-table-row').first().getByRole('button', { name: 'Delete' }).waitFor();
      expect(await clipped(page, '.ant-table-row td:last-child')).toEqual([]);
      expect(await clipped(page, '[data-testid="menu-panel"] a')).toEqual([]);
      await screenshot(page, 'staff-list-en-1280');
    }

    await page.goto('/crm/customer/list');
    const row = page.locator('.ant-table-row').first();
    await row.waitFor();
    if (locale === 'en-US') {
      expect(await clipped(page, '.ant-table-row td:last-child')).toEqual([]);
      expect(await clipped(page, '[data-testid="menu-panel"] a')).toEqual([]);
      await screenshot(page, 'customer-list-en-1280');
    }
    await row.locator('a').first().click();
    await page.locator('.customer-drawer .ant-drawer-section').getByTestId('customer-drawer-title').waitFor();
    await expectAccessible(page, `the customer list with the customer drawer open (${locale})`);
  } finally {
    await context.close();
  }
}

describe('accessibility of the first pages (axe-core: no critical, no serious)', () => {
  it('in Chinese: login, workplace, staff list, customer list with the drawer open', async () => {
    await checkPages('zh-CN');
  });

  it('in English: the same pages, and nothing cut off at 1280 px', async () => {
    await checkPages('en-US');
  });
});
