import { describe, expect, it } from 'vitest';
import { chooseArea, openPage, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/setup';

// Registration makes a company of its own (a tenant, beside the other specs' ones, with a phone no demo
// copy holds), so the spec needs no copy of the demo tenant.
const env = useServerAndBrowser({ seedTenant: false });

const PHONE = '13912345678';
const PASSWORD = 'chenguang2024';

describe('registering a company and setting it up', () => {
  it('registers with an SMS code, runs the first-run wizard and lands on the workplace', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await page.goto('/user/login');
      await page.getByRole('link', { name: '注册账号' }).click();
      await page.waitForURL((url) => url.pathname === '/user/register');
      await page.getByText('注册企业账号').waitFor();
      expect(await page.title()).toMatch(/^注册 - /);

      // The contract's rules refuse an empty form and mismatched passwords in the browser.
      await page.getByRole('button', { name: '注册并登录' }).click();
      await page.getByText('请输入企业名称').waitFor();
      await page.getByText('请输入手机号').waitFor();
      await page.getByPlaceholder('确认密码').fill('something-else');
      await page.getByPlaceholder('密码（6 到 32 位）').fill(PASSWORD);
      await page.getByText('两次输入的密码不一致').waitFor();
      await screenshot(page, 'account-register-errors');

      await page.getByPlaceholder('企业名称').fill('晨光食品商行');
      await page.getByPlaceholder('您的姓名（选填）').fill('李晨');
      await page.getByPlaceholder('手机号').fill(PHONE);
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.getByText('验证码已发送').waitFor();
      // The button counts down the server's 60 s resend delay.
      await page.getByRole('button', { name: /秒后重发/ }).waitFor();
      expect(await page.getByRole('button', { name: /秒后重发/ }).isDisabled()).toBe(true);
      const sent = (await env.codes(PHONE)).at(-1);
      expect(sent?.purpose).toBe('register');

      await page.getByPlaceholder('短信验证码').fill(sent!.code);
      await page.getByPlaceholder('确认密码').fill(PASSWORD);
      await screenshot(page, 'account-register');
      await page.getByRole('button', { name: '注册并登录' }).click();

      await page.waitForURL((url) => url.pathname === '/user/initialization');
      await page.getByText('欢迎使用 Tradewind，先完成企业初始化').waitFor();
      expect((await context.cookies()).some((c) => c.name === 'Access-Token')).toBe(true);
      // Step 1 starts from what registration knows.
      expect(await page.getByLabel('企业名称').inputValue()).toBe('晨光食品商行');
      expect(await page.getByLabel('联系人').inputValue()).toBe('李晨');
      expect(await page.getByLabel('联系电话').inputValue()).toBe(PHONE);
      await page.getByLabel('所属行业').fill('食品批发');
      await screenshot(page, 'account-initialization-company');
      await page.getByRole('button', { name: '下一步' }).click();

      // Step 2: the first store, its region from the area tree.
      await page.getByRole('button', { name: '下一步' }).click();
      await page.getByText('请输入门店名称').waitFor();
      await page.getByLabel('门店名称').fill('晨光总店');
      await page.getByLabel('所在地区').click();
      await chooseArea(page, ['浙江省', '杭州市', '西湖区']);
      await page.keyboard.press('Escape');
      await page.getByLabel('详细地址').fill('文三路 90 号');
      await screenshot(page, 'account-initialization-store');
      await page.getByRole('button', { name: '下一步' }).click();

      // Step 3: the summary, confirmed before entering.
      const summary = page.locator('.ant-descriptions');
      await summary.getByText('浙江省 / 杭州市 / 西湖区').waitFor();
      await summary.getByText('食品批发').waitFor();
      await screenshot(page, 'account-initialization-confirm');
      await page.getByRole('button', { name: '完成并进入工作台' }).click();
      const confirm = page.locator('.ant-modal-confirm');
      await confirm.locator('.ant-modal-confirm-title', { hasText: '确认提交企业信息？' }).waitFor();
      await confirm.getByText('提交后将创建总店「晨光总店」并进入工作台', { exact: false }).waitFor();
      await screenshot(page, 'account-initialization-confirm-dialog');
      await confirm.getByRole('button', { name: /确\s*定/ }).click();

      await page.waitForURL((url) => url.pathname === '/dashboard/workplace');
      // The shell shows the new master store; the plain workplace greets the owner.
      await page.getByText('晨光总店').or(page.getByText('欢迎, 李晨')).first().waitFor();
      await screenshot(page, 'account-workplace-after-setup');

      // An experience company asks to upgrade from the top bar's button.
      await page.getByRole('button', { name: '升级正式版' }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: '升级为正式版' });
      expect(await dialog.getByLabel('联系人').inputValue()).toBe('李晨');
      expect(await dialog.getByLabel('联系电话').inputValue()).toBe(PHONE);
      await dialog.getByText('专业版').click();
      await dialog.getByLabel('备注').fill('3 家门店');
      await screenshot(page, 'account-upgrade-dialog');
      await dialog.getByRole('button', { name: '提交申请' }).click();
      await page.getByText('升级申请已提交，我们会尽快联系您').waitFor();
      await dialog.waitFor({ state: 'hidden' });

      // The wizard runs once.
      await page.goto('/user/initialization');
      await page.waitForURL((url) => url.pathname === '/dashboard/workplace');
    } finally {
      await context.close();
    }
  });

  it('sends a visitor without a session from the wizard to login', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      await page.goto('/user/initialization');
      await page.waitForURL((url) => url.pathname === '/user/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/user/initialization');
    } finally {
      await context.close();
    }
  });
});
