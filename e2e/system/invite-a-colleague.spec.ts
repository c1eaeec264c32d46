import { describe, expect, it } from 'vitest';
import { submitLogin } from '../account/account-helpers';
import { openPage, screenshot } from '../support/browser';
import { loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

describe('an administrator invites a colleague', () => {
  it('sends a link; the colleague asks to join, waits for approval, and logs in once approved', async () => {
    const admin = await openPage(env.browser, env.server.baseUrl);
    const colleague = await openPage(env.browser, env.server.baseUrl);
    try {
      await loginWithCookie(admin.context, env.server.baseUrl, env.account('admin'), 'admin123');
      await admin.page.goto('/system/staff/list');
      await admin.page.getByRole('button', { name: /邀请员工/ }).click();
      const link = (await admin.page.getByTestId('invite-link').innerText()).trim();
      expect(link).toMatch(/\/user\/join\?invite=[A-Za-z0-9_-]{43}$/);
      await screenshot(admin.page, 'system-staff-invite');
      await admin.page.keyboard.press('Escape');

      const { page } = colleague;
      await page.goto(link);
      await page.getByText('加入「潮汐商贸有限公司」').waitFor();
      await page.getByPlaceholder('您的姓名').fill('孙悦');
      const phone = env.sparePhone(0);
      await page.getByPlaceholder('手机号').fill(phone);
      await page.getByRole('button', { name: /获取验证码/ }).click();
      await expect.poll(async () => (await env.codes(phone)).length).toBe(1);
      await page.getByPlaceholder('短信验证码').fill((await env.codes(phone))[0].code);
      await page.getByPlaceholder('密码（6 到 32 位）').fill('sunyue123');
      await page.getByPlaceholder('确认密码').fill('sunyue123');
      await page.getByRole('button', { name: /申请加入/ }).click();
      await page.getByText('申请已提交，请等待管理员审核').waitFor();
      await screenshot(page, 'account-join-submitted');

      await page.goto('/user/login');
      await submitLogin(page, phone, 'sunyue123');
      await page.getByText('账号正在等待管理员审核').waitFor();

      // The administrator approves in the pending tab.
      await admin.page.getByRole('tab', { name: '待审核' }).click();
      const row = admin.page.locator('.ant-table-row').filter({ hasText: '孙悦' });
      await row.getByRole('button', { name: /通\s*过/ }).click();
      await admin.page.locator('.ant-popconfirm, .ant-modal-confirm').filter({ visible: true }).getByRole('button', { name: /确\s*定|通\s*过/ }).last().click();
      await row.waitFor({ state: 'detached' });

      await submitLogin(page, phone, 'sunyue123');
      await page.waitForURL((url) => url.pathname === '/dashboard/workplace' || url.pathname.startsWith('/exception'));
    } finally {
      await admin.context.close();
      await colleague.context.close();
    }
  });
});
