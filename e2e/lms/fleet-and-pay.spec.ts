import { describe, expect, it } from 'vitest';
import { openPage, screenshot, visit } from '../support/browser';
import { apiGet, loginWithCookie } from '../support/session';
import { useServerAndBrowser } from '../support/setup';

const env = useServerAndBrowser();

type List<T> = { list: T[] };
type Worker = { id: number; name: string; car_plates: string[]; id_card: string | null };

/** vitest runs a failed test once more on the same tenant: each attempt makes its own worker and plate. */
let attempt = 0;
const button = (name: string) => ({ name: new RegExp(name.split('').join('\\s*')) });

describe('a fleet manager registers a driver and a car', () => {
  it('adds a driver (the ID card checked), a car model and a car with the driver, and sees the car on the driver’s page', async () => {
    attempt += 1;
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      const base = env.server.baseUrl;
      const token = await loginWithCookie(context, base, env.account('admin'), 'admin123');
      const name = `司机甲${attempt}`;
      const plate = `沪AD${attempt}5821`;

      // the worker form: a wrong check digit is refused on the field, then saved
      await page.goto(`${base}/lms/worker/add`);
      const form = page.locator('form#worker').filter({ visible: true });
      await form.getByLabel('姓名').fill(name);
      await form.getByLabel('手机号').fill(env.sparePhone(40 + attempt));
      await form.getByLabel('身份证号').fill('110105194912310021');
      await form.getByLabel('驾驶证号').fill(`31011519900${attempt}0712`);
      await form.getByLabel('准驾车型').click();
      await page.locator('.ant-select-item-option').filter({ visible: true, hasText: 'B2' }).click();
      await form.getByRole('button', button('保存')).click();
      await form.getByText('身份证号不正确').waitFor();
      await screenshot(page, 'lms-worker-form-zh');
      await form.getByLabel('身份证号').fill('11010519491231002x');
      await form.getByRole('button', button('保存')).click();
      await page.waitForURL((url) => url.pathname === '/lms/worker/list');
      await page.locator('.ant-table-row').filter({ visible: true, hasText: name }).waitFor();

      // a car model and a car, both in their dialogs
      await visit(page, '/lms/car_model/list');
      await page.getByRole('button', button('新增车型')).filter({ visible: true }).click();
      const modelDialog = page.locator('.ant-modal:visible');
      await modelDialog.getByLabel('车型名称').fill(`4.2米厢货${attempt}`);
      await modelDialog.getByLabel('载重').fill('1800');
      await modelDialog.getByLabel('容积').fill('16.5');
      await modelDialog.getByRole('button', button('保存')).click();
      await page.locator('.ant-table-row').filter({ visible: true, hasText: `4.2米厢货${attempt}` }).waitFor();

      await visit(page, '/lms/car/list');
      await page.getByRole('button', button('新增车辆')).filter({ visible: true }).click();
      const carDialog = page.locator('.ant-modal:visible');
      await carDialog.getByLabel('车牌号').fill('沪I1234');
      await carDialog.getByRole('button', button('保存')).click();
      await carDialog.getByText('车牌号格式不正确').waitFor();
      await carDialog.getByLabel('车牌号').fill(plate.toLowerCase());
      await carDialog.getByLabel('车型').click();
      await page.locator('.ant-select-item-option').filter({ visible: true, hasText: `4.2米厢货${attempt}` }).click();
      await carDialog.getByLabel('默认司机').click();
      await page.locator('.ant-select-item-option').filter({ visible: true, hasText: name }).click();
      await screenshot(page, 'lms-car-form-zh');
      await carDialog.getByRole('button', button('保存')).click();
      await page.locator('.ant-table-row').filter({ visible: true, hasText: plate }).waitFor();

      // the driver's page names the car; the API agrees
      const [worker] = (await apiGet<List<Worker>>(base, token, `/lms/workers?keyword=${encodeURIComponent(name)}`)).list;
      expect(worker).toMatchObject({ name, id_card: '11010519491231002X', car_plates: [plate] });
      await visit(page, `/lms/worker/detail?id=${worker.id}`);
      await page.getByText(plate).filter({ visible: true }).first().waitFor();
      await screenshot(page, 'lms-worker-detail-zh');
    } finally {
      await context.close();
    }
  });
});
