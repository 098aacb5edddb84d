import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { screenshot, serverEnvironment } from './foundation-steps.js';
import { callApiOk, type E2eCompany, registerCompany } from './harness/api.js';
import { useBrowser, type Viewport } from './harness/browser.js';
import { recordWebm } from './harness/webm.js';
import { type RunningServer, startServer } from './harness/server.js';
import { startSignedIn } from './harness/session.js';

/*
 * Settings > Questionnaires: the Administrator uploads a short video (recorded
 * by the browser itself from a canvas), sees its duration and size, plays it,
 * then builds a questionnaire with three items.
 */

const slow = { timeout: 20_000 };
const wide: Viewport = { width: 1440, height: 900 };

describe('Settings > Questionnaires', () => {
  let server: RunningServer;
  let company: E2eCompany;
  beforeAll(async () => {
    server = await startServer({ env: { ...serverEnvironment, CAPTCHA: 'off' } });
    company = await registerCompany(server.url);
  });
  afterAll(async () => {
    await server?.stop();
  });
  const ui = useBrowser({ baseUrl: () => server.url, viewport: wide });

  test('uploads a video, shows its duration and size, plays it, and builds a questionnaire of three items', async () => {
    const page = ui.page;
    await startSignedIn(page, company);
    await page.goto('/answer');
    await page.getByRole('heading', { level: 1, name: 'Questionnaires' }).waitFor(slow);
    expect(new URL(page.url()).pathname).toBe('/answer/video');

    const video = await recordWebm(page, 1500);
    await page.getByLabel('Title of the next video (optional)').fill('Site safety');
    await page.getByTestId('video-file').setInputFiles({ name: 'safety.webm', mimeType: 'video/webm', buffer: video });
    const row = page.getByRole('row').filter({ hasText: 'Site safety' });
    await row.waitFor(slow);
    expect(await row.textContent()).toContain('00:02');
    expect(await row.textContent()).toContain(`${(video.length / 1024).toFixed(2)} KB`);

    await row.getByRole('button', { name: 'Play' }).click();
    const player = page.getByTestId('video-player');
    await player.waitFor(slow);
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="video-player"]') as HTMLVideoElement).readyState >= 1,
      null,
      slow,
    );
    await screenshot(page, 'training-videos-en');
    // The close button, not Escape: the playing video may hold the keyboard.
    const playerDialog = page.getByRole('dialog').filter({ has: player });
    await playerDialog.getByRole('button', { name: 'Close' }).click();
    await playerDialog.waitFor({ state: 'hidden', ...slow });

    await page.getByRole('tab', { name: 'Item banks' }).click();
    await page.getByRole('button', { name: 'Add questionnaire' }).click();
    const bankDialog = page.getByRole('dialog');
    await bankDialog.getByLabel('Title').fill('Site induction');
    await bankDialog.getByLabel('Description').fill('Answer before entering the plant');
    await bankDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row').filter({ hasText: 'Site induction' }).getByRole('link', { name: 'Items' }).click();

    await page.getByRole('button', { name: 'Add item' }).waitFor(slow);
    for (const [question, options, answer] of [
      ['Helmets are worn', ['Always', 'Never'], 'A'],
      ['The assembly point is', ['North gate', 'South gate', 'Car park'], 'C'],
      ['Report an accident to', ['Nobody', 'The desk'], 'B'],
    ] as const) {
      await page.getByRole('button', { name: 'Add item' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Question').fill(question);
      if (options.length > 2) await dialog.getByRole('button', { name: 'Add option' }).click();
      for (const [index, option] of options.entries()) await dialog.getByLabel(`Option ${'ABC'[index]}`).fill(option);
      await dialog.getByRole('radio', { name: answer }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('row').filter({ hasText: question }).waitFor(slow);
      await dialog.waitFor({ state: 'hidden', ...slow });
    }
    expect(await page.getByRole('row').filter({ hasText: 'Car park' }).textContent()).toContain('C');
    await screenshot(page, 'training-items-en');

    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.goto('/answer/video');
    await page.getByRole('heading', { level: 1, name: '问卷系统' }).waitFor(slow);
    await page.getByRole('row').filter({ hasText: 'Site safety' }).waitFor(slow);
    await screenshot(page, 'training-videos-zh');
  });

  test("plays the company's videos on /videos for a reception account, which sees no other console page", async () => {
    const page = ui.page;
    const desk = { account: 'lobby-desk', password: 'Desk-Pass-2026', sname: 'Lobby' };
    await callApiOk(server.url, 'AddManager', { ...desk, sType: 2 }, company.token);
    const login = await callApiOk<{ userid: number; token: string; company: string; sName: string }>(server.url, 'LoginManager', {
      account: desk.account,
      password: desk.password,
    });
    const token = `${login.userid}-${login.token}`;
    await page.context().addInitScript(
      (profile) => {
        if (!sessionStorage.getItem('token'))
          for (const [key, value] of Object.entries(profile)) sessionStorage.setItem(key, value);
      },
      {
        token,
        userid: String(login.userid),
        id: String(login.userid),
        company: login.company,
        username: login.sName,
        loginType: '4',
      },
    );
    await page.goto('/videos');
    await page.getByTestId('lobby-video').waitFor(slow);
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="lobby-video"]') as HTMLVideoElement).readyState >= 1,
      null,
      slow,
    );
    await page.goto('/answer/video');
    await page.waitForURL('**/stage.html', slow);
  });
});
