import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { screenshot, serverEnvironment } from './foundation-steps.js';
import { callApiOk, type E2eCompany, registerCompany } from './harness/api.js';
import { chooseOption } from './harness/select.js';
import { recordWebm } from './harness/webm.js';
import { useBrowser } from './harness/browser.js';
import { type RunningServer, startServer } from './harness/server.js';
import { startSignedIn } from './harness/session.js';
import { addReceptionAccount, landscape, receptionPairing, slow, startPaired } from './kiosk-steps.js';

/*
 * Safety training before sign-in (decision 0039): the Administrator uploads a
 * short video, builds a questionnaire of three items, turns the training on
 * and asks for both on a visitor type. At the tablet a visitor of that type
 * cannot skip ahead in the video, fails once, retries, passes and signs in;
 * back within the pass's validity, they are not asked again.
 */

const videoMs = 3000;

/** Today as YYYY-MM-DD in the machine's zone, which the server shares. */
const today = () => new Date().toLocaleDateString('sv-SE');

const items = [
  ['Helmets are worn', ['Always', 'Never'], 'A'],
  ['The assembly point is', ['North gate', 'South gate', 'Car park'], 'C'],
  ['Report an accident to', ['Nobody', 'The desk'], 'B'],
] as const;

/** Picks an option of an antd select opened from its label. */
async function choose(page: Page, label: string, option: string) {
  await chooseOption(page, page.getByLabel(label), option);
}

describe('Safety training before sign-in', () => {
  let server: RunningServer;
  let company: E2eCompany;
  let empid: number;
  beforeAll(async () => {
    server = await startServer({ env: { ...serverEnvironment, CAPTCHA: 'off' } });
    company = await registerCompany(server.url);
    await addReceptionAccount(server, company);
    ({ empid } = await callApiOk<{ empid: number }>(
      server.url,
      'addEmployee',
      { employee_name: 'Ivy Inviter', phone: '13812349876', email: 'ivy.inviter@example.com' },
      company.token,
    ));
  });
  afterAll(async () => {
    await server?.stop();
  });
  const ui = useBrowser({ baseUrl: () => server.url, viewport: landscape });
  const action = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

  /** An appointment of the trained type today, found at the tablet by phone, and "Sign me in" pressed. */
  async function arriveByAppointment(page: Page, name: string, phone: string, tid: number) {
    await callApiOk(server.url, 'addAppointment', [{ name, phone, appointmentDate: Date.now(), empid, tid }], company.token);
    await page.goto('/pad.html');
    await action(page, 'I have an appointment').click();
    await page.getByLabel('Your phone number').fill(phone);
    await action(page, 'Find my appointment').click();
    await page.getByRole('button', { name: new RegExp(name) }).click();
    await action(page, 'Sign me in').click();
  }

  /** Picks the option of each question: the right ones, or for `wrong` the other. */
  async function answer(page: Page, wrong: boolean) {
    for (const [question, options, right] of items) {
      const index = 'ABC'.indexOf(right);
      const option = wrong ? options[(index + 1) % options.length]! : options[index]!;
      await page
        .getByRole('group', { name: new RegExp(question) })
        .getByText(option, { exact: false })
        .click();
    }
    await action(page, 'Send my answers').click();
  }

  test('builds the training, then a visitor fails once, passes, signs in, and is not asked again', async () => {
    const page = ui.page;
    await startSignedIn(page, company);
    await page.goto('/answer/video');
    await page.getByRole('heading', { level: 1, name: 'Questionnaires' }).waitFor(slow);
    // Turned on once: a retry finds it on already.
    const trainingSwitch = page.getByRole('switch', { name: 'Safety training before sign-in' });
    if (!(await trainingSwitch.isChecked())) await trainingSwitch.click();
    await expect
      .poll(() => page.getByRole('switch', { name: 'Safety training before sign-in' }).isChecked(), { timeout: 30_000 })
      .toBe(true);

    const video = await recordWebm(page, videoMs);
    await page.getByLabel('Title of the next video (optional)').fill('Site safety');
    await page.getByTestId('video-file').setInputFiles({ name: 'safety.webm', mimeType: 'video/webm', buffer: video });
    await page.getByRole('row').filter({ hasText: 'Site safety' }).waitFor(slow);

    await page.getByRole('tab', { name: 'Item banks' }).click();
    await page.getByRole('button', { name: 'Add questionnaire' }).click();
    const bankDialog = page.getByRole('dialog');
    await bankDialog.getByLabel('Title').fill('Site induction');
    await bankDialog.getByRole('button', { name: 'Save' }).click();
    // The newest bank first: a retry may have made one before.
    await page.getByRole('row').filter({ hasText: 'Site induction' }).getByRole('link', { name: 'Items' }).first().click();
    await page.getByRole('button', { name: 'Add item' }).waitFor(slow);
    for (const [question, options, right] of items) {
      await page.getByRole('button', { name: 'Add item' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Question').fill(question);
      if (options.length > 2) await dialog.getByRole('button', { name: 'Add option' }).click();
      for (const [index, option] of options.entries()) await dialog.getByLabel(`Option ${'ABC'[index]}`).fill(option);
      await dialog.getByRole('radio', { name: right }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('row').filter({ hasText: question }).waitFor(slow);
      await dialog.waitFor({ state: 'hidden', ...slow });
    }

    await page.goto('/vset');
    // The company has no type yet: the empty list offers the first.
    await page.getByRole('button', { name: 'Add the first visitor type' }).click();
    const typeDialog = page.getByRole('dialog');
    await typeDialog.getByLabel('Type name').fill('Contractor');
    await choose(page, 'Training video', 'Site safety');
    await choose(page, 'Questionnaire', 'Site induction');
    expect(await typeDialog.getByLabel('A pass is valid for (days)').inputValue()).toBe('30');
    await screenshot(page, 'training-gate-type-en');
    await typeDialog.getByRole('button', { name: 'Save' }).click();
    await typeDialog.waitFor({ state: 'hidden', ...slow });
    const [type] = await callApiOk<Array<{ tid: number; tvid: string; qid: string; povDays: number }>>(
      server.url,
      'getVisitorType',
      { vType: 'Contractor' },
      company.token,
    );
    expect(type).toMatchObject({ povDays: 30 });
    expect(type!.tvid).not.toBe('');
    expect(type!.qid).not.toBe('');

    // At the tablet: the sign-in asks for the training first.
    const tablet = await ui.openPage(landscape);
    const pairing = await receptionPairing(server);
    await startPaired(tablet, pairing.profile);
    const phone = '13900000101';
    await arriveByAppointment(tablet, 'Tom Trainee', phone, type!.tid);
    await tablet.getByRole('heading', { name: 'Safety training' }).waitFor(slow);
    const player = tablet.getByLabel('Training video');
    await tablet.waitForFunction(
      () => (document.querySelector('video[aria-label="Training video"]') as HTMLVideoElement).readyState >= 1,
      null,
      slow,
    );
    // Seeking ahead on the first viewing is pulled back to the furthest point watched (the start).
    const seek = await player.evaluate(async (element: HTMLVideoElement) => {
      const seekable = element.seekable.length > 0 ? element.seekable.end(0) : 0;
      element.currentTime = 2.5;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { seekable, at: element.currentTime };
    });
    expect(seek.seekable).toBeGreaterThan(2.5);
    expect(seek.at).toBeLessThan(0.6);
    expect(await action(tablet, 'Continue to the questions').isDisabled()).toBe(true);
    await screenshot(tablet, 'training-gate-video-en');
    await player.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect.poll(() => action(tablet, 'Continue to the questions').isEnabled(), { timeout: 20_000 }).toBe(true);
    await action(tablet, 'Continue to the questions').click();

    await answer(tablet, true);
    await tablet.getByText('Not passed: 0 of the 3 points needed.').waitFor(slow);
    await tablet.getByText('Correct answer: C. Car park').waitFor();
    await screenshot(tablet, 'training-gate-failed-en');

    // The retry draws again and needs no second viewing of the video.
    await action(tablet, 'Try again').click();
    await action(tablet, 'Send my answers').waitFor(slow);
    expect(await tablet.getByLabel('Training video').count()).toBe(0);
    await answer(tablet, false);
    await tablet.getByText('You passed with 3 points. Thank you!').waitFor(slow);
    await action(tablet, 'Continue signing in').click();
    await tablet.getByRole('heading', { name: 'Welcome, Tom Trainee!' }).waitFor(slow);
    const [visit] = await callApiOk<Array<{ overallScore?: number }>>(
      server.url,
      'SearchVisitByCondition',
      { phone, svcType: 1, date: today(), endDate: today() },
      company.token,
    );
    expect(visit?.overallScore).toBe(3);

    // A second visit within the pass's validity signs in without the training.
    await callApiOk(server.url, 'VisitorSignOut', { phone }, pairing.token);
    await arriveByAppointment(tablet, 'Tom Trainee', phone, type!.tid);
    await tablet.getByRole('heading', { name: 'Welcome, Tom Trainee!' }).waitFor(slow);
    expect(await tablet.getByRole('heading', { name: 'Safety training' }).count()).toBe(0);

    // Another visitor, in Chinese: the training step at tablet size.
    await callApiOk(
      server.url,
      'addAppointment',
      [{ name: 'Wang Wei', phone: '13900000102', appointmentDate: Date.now(), empid, tid: type!.tid }],
      company.token,
    );
    await tablet.goto('/pad.html');
    await tablet.getByLabel('Language').selectOption('zh');
    await tablet.getByRole('button', { name: '我有预约', exact: true }).click();
    await tablet.getByLabel('您的手机号').fill('13900000102');
    await tablet.getByRole('button', { name: '查找我的预约', exact: true }).click();
    await tablet.getByRole('button', { name: /Wang Wei/ }).click();
    await tablet.getByRole('button', { name: '为我签到', exact: true }).click();
    await tablet.getByRole('heading', { name: '安全培训' }).waitFor(slow);
    await screenshot(tablet, 'training-gate-video-zh');
  });
});
