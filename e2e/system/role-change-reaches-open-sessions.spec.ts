import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from '../support/browser';
import { apiGet, apiLogin, apiPut, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type Role = { id: number; name: string; code: string | null; remark: string | null; data_scope: number; permissions: string[] };

/** Issue 14: seeded roles save from the role page, and a role's change shows in its staff's open app without F5. */
describe('an administrator edits a built-in role', () => {
  it('saves 销售 with only its remark changed through the role page', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('admin'), 'admin123');
      await page.goto('/system/role/list');
      const row = page.locator('.ant-table-row').filter({ has: page.getByRole('cell', { name: '销售', exact: true }) });
      await row.getByRole('button', { name: /编\s*辑/ }).click();
      const modal = page.locator('.ant-modal').filter({ hasText: '编辑角色' });
      await modal.getByLabel('备注').fill('内置角色，只改备注');
      await modal.getByRole('button', { name: /保\s*存/ }).click();
      await page.getByText('修改成功').waitFor();
      expect(await modal.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("takes a page away from 销售 and the rep's open side menu drops it without a reload", async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(context, env.server.baseUrl, env.account('lina'), 'demo1234');
      await page.goto('/crm/customer/list');
      const panel = page.getByTestId('menu-panel');
      await panel.getByText('公海客户').waitFor();
      // The realtime socket is up once the shell has authenticated it; give it a moment before the change.
      await page.waitForTimeout(1500);
      const admin = await apiLogin(env.server.baseUrl, env.account('admin'), 'admin123');
      const roles = await apiGet<{ list: Role[] }>(env.server.baseUrl, admin, '/roles?page_size=100');
      const sales = roles.list.find((r) => r.name === '销售')!;
      expect(sales.permissions).toContain('crm:public:list');
      await apiPut(env.server.baseUrl, admin, '/role', {
        id: sales.id,
        name: sales.name,
        data_scope: sales.data_scope,
        permissions: sales.permissions.filter((p) => p !== 'crm:public:list'),
      });
      await expect.poll(() => panel.getByText('公海客户').count(), { timeout: 10_000 }).toBe(0);
      await panel.getByText('客户列表').waitFor();
      await screenshot(page, 'system-role-change-live-menu');
    } finally {
      await context.close();
    }
  });
});
