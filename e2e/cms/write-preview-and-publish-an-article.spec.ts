import { describe, expect, it } from 'vitest';
import { confirmPopconfirm, openPage, screenshot } from '../support/browser';
import { apiGet, apiLogin, apiPost, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

/** A drink on sale (the spec's tenant has no goods of its own), through the goods calls; its SKU code. */
async function drinkOnSale(tag: string): Promise<{ name: string; code: string }> {
  const base = env.server.baseUrl;
  const token = await apiLogin(base, env.account('admin'), 'admin123');
  const categories = await apiGet<Array<{ id: number; parent_id: number | null }>>(base, token, '/pms/categories');
  const leaf = categories.find((c) => !categories.some((child) => child.parent_id === c.id))!;
  const unit = await apiPost<{ id: number }>(base, token, '/pms/unit_config', { name: `箱${tag}`, allow_decimal: 0 });
  const name = `康师傅冰红茶500ml×24${tag}`;
  const code = `E2E${tag}`;
  const spu = await apiPost<{ id: number }>(base, token, '/pms/spu', {
    name,
    category_id: leaf.id,
    spec_ids: [],
    skus: [{ spec_value_ids: [], code, barcode: null, unit_id: unit.id, sale_price: '58.00', cost_price: '45.00', units: [] }],
  });
  if ((await apiPut<{ status: number }>(base, token, `/pms/spu/${spu.id}/submit`, {})).status === 1) await apiPut(base, token, `/pms/spu/${spu.id}/check`, { result: 'approve' });
  return { name, code };
}

describe('an article for the ordering app', () => {
  it('is written with a linked product, previewed by its signed link without a login, and published', async () => {
    // unique per attempt: a retry finds its own article
    const tag = String(Date.now() % 1e6);
    const TITLE = `夏季冰饮到货通知${tag}`;
    const drink = await drinkOnSale(tag);
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await page.goto('/dashboard/workplace');
      await page.locator('[data-menu-module="内容管理"]').hover();
      await page.getByTestId('menu-panel').locator('a[href="/cms/article/list"]').click();
      await page.getByRole('button', { name: /新增文章/ }).click();

      const form = page.locator('form#article');
      await form.getByLabel('标题').fill(TITLE);
      await form.getByLabel('分类').click();
      await page.locator('.ant-select-dropdown:visible').getByText('新品推荐', { exact: true }).click();
      await form.getByLabel('摘要').fill('冰红茶整箱到货，门店冷柜备货正当时');
      // the body in the rich-text editor (loaded with this page only): a bold first line, then a paragraph
      const body = form.locator('[contenteditable="true"][aria-label="正文"]');
      await body.click();
      await form.getByRole('button', { name: '加粗' }).click();
      await body.pressSequentially('本周到货 500 箱');
      await form.getByRole('button', { name: '加粗' }).click();
      await body.press('Enter');
      await body.pressSequentially('满 10 箱送货上门。');
      // a product from the picker every document uses
      await form.getByRole('button', { name: /选择商品/ }).click();
      const picker = page.locator('.ant-modal').filter({ has: page.locator('#sku_picker_keyword') });
      await picker.locator('#sku_picker_keyword').fill(drink.code);
      await picker.locator('#sku_picker_keyword').press('Enter');
      await picker.locator('.ant-table-row').filter({ hasText: drink.code }).click();
      await picker.getByTestId('sku-picker-count').getByText('已选 1 个').waitFor();
      await picker.getByRole('button', { name: /确\s*定/ }).click();
      await form.locator('.ant-table-row').filter({ hasText: drink.name }).getByText('¥58.00/').waitFor();
      await screenshot(page, 'cms-article-form');
      await form.getByRole('button', { name: /保\s*存/ }).click();

      // back on the list, a draft; its preview link
      const row = page.locator('.ant-table-row:visible').filter({ hasText: TITLE });
      await row.getByText('草稿').waitFor();
      await row.getByRole('button', { name: '预览链接' }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: '的预览链接' });
      await dialog.getByRole('button', { name: /生成链接/ }).click();
      const url = (await dialog.getByTestId('article-preview-url').innerText()).trim();
      expect(url).toMatch(/\/cms\/article\/preview\?token=\d+\.\d+\.\d+\./);
      await screenshot(page, 'cms-article-preview-link');
      await page.keyboard.press('Escape');

      // the link opens for anyone, without a login, at a phone's width, and asks search engines to keep out
      const visitor = await openPage(env.browser, env.server.baseUrl);
      try {
        const answer = await visitor.page.goto(url);
        expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
        const view = visitor.page.getByTestId('article-phone-view');
        await view.getByRole('heading', { name: TITLE }).waitFor();
        await view.locator('strong').getByText('本周到货 500 箱').waitFor();
        await view.getByText(drink.name).waitFor();
        await visitor.page.getByTestId('article-preview-banner').getByText(/草稿/).waitFor();
        expect(await visitor.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
        await screenshot(visitor.page, 'cms-article-preview');
      } finally {
        await visitor.context.close();
      }

      // published from the list
      await row.getByRole('button', { name: '发布', exact: true }).click();
      await confirmPopconfirm(page, /立即发布/);
      await row.getByText('已发布').waitFor();
      await screenshot(page, 'cms-article-list');
    } finally {
      await context.close();
    }
  });
});
