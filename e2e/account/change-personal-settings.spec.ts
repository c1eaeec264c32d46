import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/setup';
import { submitLogin } from './account-helpers';

const env = useServerAndBrowser();

describe('personal settings', () => {
  // Runs first: the next test changes the demo admin's password.
  it('switches the interface language and remembers it', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await page.goto('/user/login?redirect=%2Fuser%2Fsetting');
      await submitLogin(page, env.account('admin'), 'admin123');
      await page.waitForURL((url) => url.pathname === '/user/setting');
      await page.getByText('English', { exact: true }).click();
      await page.getByRole('button', { name: /^保\s*存$/ }).click();
      await page.getByText('Your profile was saved').waitFor();
      await page.getByText('Change password').first().waitFor();
      expect(await page.title()).toMatch(/^Personal settings - /);
      await screenshot(page, 'account-setting-english');
      await page.reload();
      await page.getByText('Profile', { exact: true }).waitFor();

      // Back to Chinese, stored too, so the person's saved preference does not leak into the next test.
      await page.getByText('简体中文', { exact: true }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('个人信息已保存').waitFor();
    } finally {
      await context.close();
    }
  });

  it('changes the name and the password; the new password logs in, other sessions end', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    const other = await openPage(env.browser, env.server.baseUrl);
    try {
      // A second session of the same person, which the password change must end.
      await other.page.goto('/user/login');
      await submitLogin(other.page, env.account('admin'), 'admin123');
      await other.page.waitForURL((url) => url.pathname === '/dashboard/workplace');

      await page.goto('/user/setting');
      await page.waitForURL((url) => url.pathname === '/user/login');
      await submitLogin(page, env.account('admin'), 'admin123');
      await page.waitForURL((url) => url.pathname === '/user/setting');
      await page.getByText('基本信息').waitFor();
      expect(await page.title()).toMatch(/^个人设置 - /);

      const name = page.getByLabel('姓名');
      expect(await name.inputValue()).toBe('系统管理员');
      await name.fill('');
      await page.getByRole('button', { name: /^保\s*存$/ }).click();
      await page.getByText('请输入名称').waitFor();
      await name.fill('王经理');
      await page.getByRole('button', { name: /^保\s*存$/ }).click();
      await page.getByText('个人信息已保存').waitFor();
      await screenshot(page, 'account-setting');

      // Wrong current password: the server's message under the field.
      await page.getByLabel('原密码').fill('not-my-password');
      await page.getByLabel('新密码', { exact: true }).fill('newpass123');
      await page.getByLabel('确认新密码').fill('newpass123');
      await page.getByRole('button', { name: '修改密码' }).click();
      await page.locator('#password_old_password_help').getByText('原密码不正确').waitFor();
      await screenshot(page, 'account-setting-password-wrong');

      await page.getByLabel('原密码').fill('admin123');
      await page.getByRole('button', { name: '修改密码' }).click();
      await page.getByText('密码已修改，其他设备上的登录已退出').waitFor();
      expect(await page.getByLabel('原密码').inputValue()).toBe('');

      // The name sticks after a reload, and this session survived its own password change.
      await page.reload();
      expect(await page.getByLabel('姓名').inputValue()).toBe('王经理');

      // The other session ended; the new password works there.
      await other.page.reload();
      await other.page.waitForURL((url) => url.pathname === '/user/login', { timeout: 10_000 });
      await submitLogin(other.page, env.account('admin'), 'admin123');
      await other.page.getByText('账号或密码错误').waitFor();
      await submitLogin(other.page, env.account('admin'), 'newpass123');
      await other.page.waitForURL((url) => url.pathname === '/dashboard/workplace');
    } finally {
      await context.close();
      await other.context.close();
    }
  });
});
