import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSmsCatcher } from '../apps/server/test/message-catchers.js';
import { screenshot, serverEnvironment } from './foundation-steps.js';
import { callApiOk, type E2eCompany, registerCompany } from './harness/api.js';
import { desktop, useBrowser } from './harness/browser.js';
import { fakeCamera, plainFrame } from './harness/fake-camera.js';
import { chooseOption } from './harness/select.js';
import { type RunningServer, startServer } from './harness/server.js';
import { openSignedIn } from './harness/session.js';
import {
  addReceptionAccount,
  cameraRunning,
  expectAccessible,
  host,
  landscape,
  receptionPairing,
  signedInHost,
  slow,
  startPaired,
} from './kiosk-steps.js';

/*
 * The forms a visitor type asks for at sign-in (decision 0037): the
 * Administrator sets the Delivery type to ask for the delivery record on
 * /vset; a courier signs in at the tablet as a walk-in of that type, listing
 * two lines of goods and one tool; the record shows in the visit's drawer and
 * on the deliveries list (/emp/depot).
 */

const camera = fakeCamera();
const dialog = (page: Page) => page.getByRole('dialog');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('VIP and depot forms', () => {
  let server: RunningServer;
  let sms: Awaited<ReturnType<typeof startSmsCatcher>>;
  let company: E2eCompany;
  beforeAll(async () => {
    sms = await startSmsCatcher();
    server = await startServer({ env: { ...serverEnvironment, CAPTCHA: 'off', SMS_URL_TEMPLATE: sms.template } });
    company = await registerCompany(server.url);
    await addReceptionAccount(server, company);
    await signedInHost(server, company, sms);
    // One visitor type, so the tablet's walk-in form takes it without asking.
    for (const type of await callApiOk<{ tid: number }[]>(server.url, 'getVisitorType', {}, company.token))
      await callApiOk(server.url, 'delVisitorType', { tid: type.tid }, company.token);
  });
  afterAll(async () => {
    await server?.stop();
    await sms?.close();
    camera.remove();
  });
  const ui = useBrowser({ baseUrl: () => server.url, viewport: desktop, chromiumArgs: camera.chromiumArgs });

  async function setDeliveryType(page: Page) {
    await openSignedIn(page, company, '/vset', 'Visitor types');
    await button(page, 'Add the first visitor type').click();
    await dialog(page).getByLabel('Type name').fill('Delivery');
    await chooseOption(
      page,
      dialog(page).getByRole('combobox', { name: 'Form at sign-in' }),
      'Delivery record (goods and tools)',
    );
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Custom fields: Delivery' }).waitFor(slow);
    const [type] = await callApiOk<Array<{ vType: string; signInForm: string }>>(server.url, 'getVisitorType', {}, company.token);
    expect(type).toMatchObject({ vType: 'Delivery', signInForm: 'depot' });
  }

  async function signInCourier(page: Page, language: 'en' | 'zh') {
    const pairing = await receptionPairing(server);
    await startPaired(page, pairing.profile);
    camera.show(plainFrame());
    await page.setViewportSize(landscape);
    await page.goto('/pad.html');
    await button(page, 'Walk-in').waitFor(slow);
    if (language === 'zh') await page.getByLabel('Language').selectOption('zh');
    const texts =
      language === 'en'
        ? { walkIn: 'Walk-in', phone: 'Your phone number', next: 'Continue', name: 'Your name', host: 'Who are you visiting?' }
        : { walkIn: '临时来访', phone: '您的手机号', next: '继续', name: '您的姓名', host: '您要拜访谁？' };
    await button(page, texts.walkIn).click();
    await page.getByLabel(texts.phone).fill(language === 'en' ? '13900000051' : '13900000052');
    await button(page, texts.next).click();
    await page.getByLabel(texts.name).fill(language === 'en' ? 'Dora Driver' : '王师傅');
    await page.getByLabel(texts.host).fill('Ivy');
    const found = page.getByRole('group').getByRole('button', { name: host.employee_name });
    await found.waitFor(slow);
    await found.click();
    await cameraRunning(page, language === 'en' ? 'Camera picture for your photo' : '拍照用的摄像头画面');
  }

  test('a walk-in of a type that asks for the delivery record fills it at the tablet; the console shows it', async () => {
    const page = ui.page;
    await setDeliveryType(page);

    const tablet = await ui.openPage(landscape);
    await signInCourier(tablet, 'en');
    await button(tablet, 'Take photo').click();
    await tablet.getByRole('img', { name: 'Your photo' }).waitFor(slow);
    await button(tablet, 'Sign me in').click();

    // The form step comes before the sign-in.
    const form = tablet.getByRole('form', { name: 'Delivery record' });
    await form.waitFor(slow);
    await form.getByLabel('Goods, line 1: item').fill('Copy paper');
    await form.getByLabel('Goods, line 1: quantity').fill('20');
    await form.getByLabel('Unit').first().fill('boxes');
    await button(tablet, 'Add goods').click();
    await form.getByLabel('Goods, line 2: item').fill('Toner');
    await form.getByLabel('Goods, line 2: quantity').fill('4');
    await button(tablet, 'Add a tool').click();
    await form.getByLabel('Tools and equipment, line 1: item').fill('Pallet jack');
    await form.getByLabel('Vehicle plate').fill('A-12345');
    await form.getByLabel('Delivery note number').fill('DN-778');
    await screenshot(tablet, 'visit-forms-tablet-en-1024');
    await expectAccessible(tablet, 'delivery record');
    await button(tablet, 'Sign in').click();
    await tablet.getByRole('heading', { name: 'Welcome, Dora Driver!' }).waitFor(slow);

    // The visit's drawer shows the record.
    await page.goto('/emp/visitlist');
    await page.getByRole('button', { name: 'Open the visit of Dora Driver' }).click();
    const drawer = page.locator('.ant-drawer');
    const record = drawer.getByRole('region', { name: 'Delivery record' });
    await record.waitFor(slow);
    await record
      .getByRole('row')
      .filter({ hasText: 'Copy paper' })
      .filter({ hasText: '20' })
      .filter({ hasText: 'boxes' })
      .waitFor();
    await record.getByRole('row').filter({ hasText: 'Toner' }).filter({ hasText: '4' }).waitFor();
    await record.getByRole('row').filter({ hasText: 'Pallet jack' }).waitFor();
    await record.getByText('DN-778').waitFor();
    await record.scrollIntoViewIfNeeded();
    await screenshot(page, 'visit-forms-drawer-desktop-en');
    await drawer.getByRole('button', { name: 'Close' }).click();

    // And the deliveries list, under Visitors.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Deliveries' }).click();
    await page.getByRole('heading', { level: 1, name: 'Deliveries' }).waitFor(slow);
    const row = page.getByRole('row').filter({ hasText: 'Dora Driver' });
    await row.waitFor(slow);
    expect(await row.textContent()).toContain('Copy paper × 20 boxes, Toner × 4');
    expect(await row.textContent()).toContain('Pallet jack × 1');
    expect(await row.textContent()).toContain(host.employee_name);
    await page.locator('.ant-table-wrapper .ant-spin-spinning').waitFor({ state: 'detached' });
    await screenshot(page, 'visit-forms-deliveries-desktop-en');
  });

  test('speaks Chinese at the tablet and on the deliveries list', async () => {
    const tablet = ui.page;
    await signInCourier(tablet, 'zh');
    await button(tablet, '拍照').click();
    await button(tablet, '为我签到').click();
    await tablet.getByRole('form', { name: '送货登记' }).waitFor(slow);
    await tablet.getByLabel('货物第 1 行：物品').fill('矿泉水');
    await screenshot(tablet, 'visit-forms-tablet-zh-1024');
    await button(tablet, '签到').click();
    await tablet.getByRole('heading', { name: /王师傅/ }).waitFor(slow);

    const page = await ui.openPage(desktop, 'zh-CN');
    await page.addInitScript(() => localStorage.setItem('language', 'zh'));
    await openSignedIn(page, company, '/emp/depot', '送货记录');
    await page.getByRole('row').filter({ hasText: '王师傅' }).filter({ hasText: '矿泉水 × 1' }).waitFor(slow);
    await page.locator('.ant-table-wrapper .ant-spin-spinning').waitFor({ state: 'detached' });
    await screenshot(page, 'visit-forms-deliveries-desktop-zh');
  });
});
