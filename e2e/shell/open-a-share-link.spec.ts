import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from '../support/browser';
import { location } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

/**
 * Spec 000 §1 public route /share/purchase_order: someone outside the company opens a shared link. Without
 * a token, or with one nobody issued, the share layout says the link is invalid or expired — not the
 * full-screen 404 (issue 14 defect 9). The purchase order itself comes with the warehouse module.
 */
const env = useServerAndBrowser();

describe('a share link', () => {
  it('without a token or with a made-up one shows the share layout’s invalid-link page, in both locales', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await page.goto('/share/purchase_order');
      await page.getByTestId('share-link-invalid').getByText('链接无效或已过期').waitFor();
      expect(location(page)).toBe('/share/purchase_order');

      await page.evaluate(`window.localStorage.setItem('Tradewind-Locale', 'en-US')`);
      await page.goto('/share/purchase_order?token=made-up-token');
      await page.getByTestId('share-link-invalid').getByText('This link is invalid or has expired').waitFor();
      expect(location(page)).toBe('/share/purchase_order?token=made-up-token');
      await screenshot(page, 'share-link-invalid-en');
    } finally {
      await context.close();
    }
  });
});
