import type { Page } from 'playwright-core';

/** Path and query of the page, as the address bar shows them after the origin. */
export function location(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

export async function submitLogin(page: Page, account: string, password: string): Promise<void> {
  await page.getByPlaceholder('账号或手机号').fill(account);
  await page.getByPlaceholder('密码').fill(password);
  await page.locator('button[type="submit"]').click();
}
