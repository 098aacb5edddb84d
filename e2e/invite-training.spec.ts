import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { signInvitationToken } from '../apps/server/src/features/invitations/invitation-token.js';
import { screenshot, serverEnvironment } from './foundation-steps.js';
import { callApi, callApiOk, useCompany } from './harness/api.js';
import { phone as phoneViewport, useBrowser } from './harness/browser.js';
import { recordWebm } from './harness/webm.js';
import { useServer } from './harness/server.js';
import { startSignedIn } from './harness/session.js';
import { addHost } from './harness/visits.js';
import { slow } from './kiosk-steps.js';

/*
 * Safety training on the invitation page (decision 0039): a visitor whose type
 * asks for training does it on their phone before arriving, failing once and
 * passing on the retry, and then signs in without being asked again.
 */

const videoMs = 2000;
const invitationSecret = 'e2e-invite-training-invitation-secret';

/** Today as YYYY-MM-DD in the machine's zone, which the server shares. */
const today = () => new Date().toLocaleDateString('sv-SE');

const items = [
  ['Helmets are worn', ['Always', 'Never'], 'A'],
  ['Report an accident to', ['Nobody', 'The desk'], 'B'],
] as const;

describe('Safety training on the invitation page', () => {
  const server = useServer({ env: { ...serverEnvironment, CAPTCHA: 'off', INVITATION_SECRET: invitationSecret } });
  const company = useCompany(server);
  let empid: number;
  beforeAll(async () => {
    empid = await addHost(server, company);
  });
  const ui = useBrowser({ baseUrl: () => server.url });
  const action = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

  /** An appointment of the type today and its invitation link's token. */
  async function invitation(name: string, phone: string, tid: number) {
    const { vids } = await callApiOk<{ vids: number[] }>(
      server.url,
      'addAppointment',
      [{ name, phone, appointmentDate: Date.now(), empid, tid }],
      company.token,
    );
    const now = Date.now();
    const claims = { vid: vids[0]!, companyId: company.userid, validFrom: now - 60_000, validUntil: now + 86_400_000 };
    return { vid: vids[0]!, link: `/invite.html?token=${encodeURIComponent(signInvitationToken(claims, invitationSecret))}` };
  }

  /** Picks each question's right option, or for the first question the wrong one. */
  async function answer(page: Page, firstWrong: boolean) {
    for (const [index, [question, options, right]] of items.entries()) {
      const rightIndex = 'AB'.indexOf(right);
      const option = options[firstWrong && index === 0 ? 1 - rightIndex : rightIndex]!;
      await page
        .getByRole('group', { name: new RegExp(question) })
        .getByText(option)
        .click();
    }
    await action(page, 'Send my answers').click();
  }

  test('an invited visitor trains on the phone, fails once, passes, and signs in without being asked again', async () => {
    // The video goes up through the console once; everything else over HTTP.
    const admin = ui.page;
    await startSignedIn(admin, company);
    await admin.goto('/answer/video');
    await admin.getByRole('heading', { level: 1, name: 'Questionnaires' }).waitFor(slow);
    await admin.getByLabel('Title of the next video (optional)').fill('Site safety');
    const video = await recordWebm(admin, videoMs);
    await admin.getByTestId('video-file').setInputFiles({ name: 'safety.webm', mimeType: 'video/webm', buffer: video });
    await admin.getByRole('row').filter({ hasText: 'Site safety' }).waitFor(slow);
    const videos = await callApiOk<{ list: Array<{ tvid: string }> }>(server.url, 'getTrainingVideo', {}, company.token);
    await callApiOk(server.url, 'updateQuestionnaireSwitch', { questionnaireSwitch: 1 }, company.token);
    const { qid } = await callApiOk<{ qid: string }>(
      server.url,
      'addQuestionnaire',
      { title: 'Site induction', ansTime: 10, topicNum: items.length, topicRigNum: items.length },
      company.token,
    );
    for (const [question, foption, answer] of items) {
      await callApiOk(server.url, 'addQuestionnaireDetail', { qid, question, foption, answer }, company.token);
    }
    const { tid } = await callApiOk<{ tid: number }>(
      server.url,
      'addVisitorType',
      { vType: 'Contractor', qid, tvid: videos.list[0]!.tvid, povDays: 30 },
      company.token,
    );

    const phone = '13900000201';
    const { vid, link } = await invitation('Tina Trainee', phone, tid);
    const visitor = await ui.openPage(phoneViewport);
    await visitor.goto(link);
    await visitor.getByText('Your visit needs a short safety training', { exact: false }).waitFor(slow);
    await screenshot(visitor, 'invite-training-card-en');
    await action(visitor, 'Start the training').click();

    const player = visitor.getByLabel('Training video');
    await player.waitFor(slow);
    await visitor.waitForFunction(
      () => (document.querySelector('video[aria-label="Training video"]') as HTMLVideoElement).readyState >= 1,
      null,
      slow,
    );
    expect(await action(visitor, 'Continue to the questions').isDisabled()).toBe(true);
    await player.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect.poll(() => action(visitor, 'Continue to the questions').isEnabled(), slow).toBe(true);
    await action(visitor, 'Continue to the questions').click();
    await visitor.getByRole('group', { name: new RegExp(items[0][0]) }).waitFor(slow);
    await screenshot(visitor, 'invite-training-questions-en');

    await answer(visitor, true);
    await visitor.getByText('Not passed: 1 of the 2 points needed.').waitFor(slow);
    await visitor.getByText('Your answer: B. Never').waitFor();
    await visitor.getByText('Correct answer: A. Always').waitFor();
    await screenshot(visitor, 'invite-training-failed-en');

    // The retry needs no second viewing of the video.
    await action(visitor, 'Try again').click();
    await action(visitor, 'Send my answers').waitFor(slow);
    expect(await player.count()).toBe(0);
    await answer(visitor, false);
    await visitor.getByText('You passed with 2 points. Thank you!').waitFor(slow);
    await screenshot(visitor, 'invite-training-passed-en');
    await action(visitor, 'Done').click();
    await visitor.getByText('Safety training passed. It is valid until', { exact: false }).waitFor(slow);
    expect(await action(visitor, 'Start the training').count()).toBe(0);

    // At the desk the pass lets the visitor in at once, and its score goes on the visit.
    await callApiOk(server.url, 'VisitAppointmentSignin', { vid }, company.token);
    const [visit] = await callApiOk<Array<{ vid: number; overallScore?: number }>>(
      server.url,
      'SearchVisitByCondition',
      { phone, svcType: 1, date: today(), endDate: today() },
      company.token,
    );
    expect(visit).toMatchObject({ vid, overallScore: 2 });

    // Another visitor, untrained, is refused at the desk; in Chinese, their card and video step.
    const untrained = await invitation('Wang Wei', '13900000202', tid);
    expect((await callApi(server.url, 'VisitAppointmentSignin', { vid: untrained.vid }, company.token)).status).toBe(1140);
    const chinese = await ui.openPage(phoneViewport, 'zh-CN');
    await chinese.goto(untrained.link);
    await chinese.getByRole('button', { name: '开始培训', exact: true }).waitFor(slow);
    await screenshot(chinese, 'invite-training-card-zh');
    await chinese.getByRole('button', { name: '开始培训', exact: true }).click();
    await chinese.getByRole('button', { name: '继续答题', exact: true }).waitFor(slow);
    await screenshot(chinese, 'invite-training-video-zh');
  });
});
