import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../support/browser';
import { loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

/**
 * Assumes a page mounts `<ImageUploader>` from `@/modules/common` (it renders `data-testid="image-uploader"`).
 * Which page is a wiring decision: set it here (the personal settings page's avatar is the first candidate).
 */
const IMAGE_UPLOADER_PAGE = process.env.TW_E2E_IMAGE_UPLOADER_PAGE ?? '/user/setting';

/** A 2x2 red PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

const env = useServerAndBrowser();

/** Fires a paste on the uploader: a string evaluated in the page (this package has no DOM types). */
async function paste(page: Page, what: 'image' | 'text' | 'empty'): Promise<void> {
  await page.getByTestId('image-uploader').first().focus();
  await page.evaluate(`(() => {
    const dt = new DataTransfer();
    if (${JSON.stringify(what)} === 'image') {
      const bytes = Uint8Array.from(atob(${JSON.stringify(PNG_BASE64)}), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
    } else if (${JSON.stringify(what)} === 'empty') {
      dt.items.add(new File([], 'image.png', { type: 'image/png' }));
    } else {
      dt.setData('text/plain', 'not a picture');
    }
    document.querySelector('[data-testid=image-uploader]').dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  })()`);
}

describe('a staff member pastes a screenshot into an image field', () => {
  it('uploads a pasted image, refuses pasted text and ignores an empty paste', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await page.goto(IMAGE_UPLOADER_PAGE);
      const uploader = page.getByTestId('image-uploader').first();
      await uploader.waitFor();
      const before = await uploader.locator('.ant-upload-list-item').count();

      await paste(page, 'image');
      // Named by content: the SHA-256 of the bytes, shown by its 200x200 thumbnail.
      const thumb = uploader.locator('.ant-upload-list-item img').last();
      await expect.poll(() => thumb.getAttribute('src'), { timeout: 15_000 }).toMatch(/\/api\/v1\/files\/uploads\/\d+\/\d{6}\/[0-9a-f]{64}_200x200\.png$/);
      // The finished upload replaces its in-progress entry a render later.
      await expect.poll(() => uploader.locator('.ant-upload-list-item').count()).toBe(before + 1);
      await screenshot(page, 'services-image-paste');

      await paste(page, 'text');
      await page.getByText('请复制正确的图片或截图').waitFor();

      await paste(page, 'empty');
      await page.waitForTimeout(500);
      expect(await uploader.locator('.ant-upload-list-item').count()).toBe(before + 1);
    } finally {
      await context.close();
    }
  });
});
