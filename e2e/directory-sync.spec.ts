import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { stageDingTalk } from '../apps/server/test/directory-fakes.js';
import { startFakeProvider } from '../apps/server/test/fake-provider.js';
import { callApiOk, useCompany } from './harness/api.js';
import { seriousAccessibilityProblems } from './harness/axe.js';
import { useBrowser } from './harness/browser.js';
import { useServer } from './harness/server.js';
import { openSignedIn } from './harness/session.js';

/*
 * People > Employees: importing the address book from DingTalk. The server
 * talks to a fake DingTalk this test starts (DINGTALK_API_URL), which records
 * what it was asked.
 */

const slow = { timeout: 15_000 };
const dingTalk = await startFakeProvider();
afterAll(() => dingTalk.close());

async function choose(page: Page, item: string) {
  await page.getByRole('button', { name: 'Import from directory' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('People > Employees: import from DingTalk', () => {
  const server = useServer({ env: { CAPTCHA: 'off', DINGTALK_API_URL: dingTalk.url } });
  const company = useCompany(server);
  const ui = useBrowser({ baseUrl: () => server.url });

  test('shows tip8 while DingTalk is off, then imports the address book and shows the report', async () => {
    const page = ui.page;
    await openSignedIn(page, company, '/emp', 'Employees');
    await choose(page, 'From DingTalk');
    const blocked = page.getByRole('dialog', { name: 'Import not possible' });
    await blocked.getByText('Turn DingTalk notices on before importing from DingTalk').waitFor(slow);
    expect(dingTalk.received).toHaveLength(0);
    await blocked.getByRole('button', { name: 'Close' }).click();

    stageDingTalk(dingTalk, {
      token: 'e2e-token',
      departments: [{ id: 20, name: 'Reception' }],
      users: [
        { userid: 'e2e-1', name: 'Hana Front', mobile: '+86-13911110001', dept_id_list: [20] },
        { userid: 'e2e-2', name: 'Ivo Desk', mobile: '13911110002', email: 'ivo@acme.test', dept_id_list: [20] },
        { userid: 'e2e-3', name: 'No Phone', mobile: '', dept_id_list: [20] },
      ],
    });
    await callApiOk(
      server.url,
      'updateDDNotify',
      { ddnotify: 1, ddcorpid: 'e2e-key', ddcorpsecret: 'e2e-secret', ddagentid: '3001' },
      company.token,
    );
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Employees' }).waitFor();
    await choose(page, 'From DingTalk');
    const report = page.getByRole('dialog', { name: 'Sync report' });
    await report.getByText('No Phone: no mobile phone').waitFor(slow);
    expect(await report.textContent()).toContain('Added2');
    // The report itself must pass; the page behind the dialog has its own spec.
    const inDialog = async (target: string) =>
      page.evaluate((selector) => document.querySelector(selector)?.closest('[role=dialog]') != null, target);
    const problems = [];
    for (const problem of await seriousAccessibilityProblems(page)) {
      for (const target of problem.targets) if (await inDialog(target)) problems.push(`${problem.id} ${target}`);
    }
    expect(problems).toEqual([]);
    expect(dingTalk.requestsTo('/gettoken').at(-1)?.query).toEqual({ appkey: 'e2e-key', appsecret: 'e2e-secret' });
    expect(dingTalk.requestsTo('/topapi/v2/user/list').map((request) => request.query.access_token)).toEqual([
      'e2e-token',
      'e2e-token',
    ]);
    await report.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('row').filter({ hasText: 'Hana Front' }).waitFor(slow);
    await page.getByRole('row').filter({ hasText: 'Ivo Desk' }).waitFor(slow);
    await page.getByRole('tree', { name: 'Departments' }).getByText('Reception', { exact: true }).waitFor(slow);

    await choose(page, 'Sync history');
    const history = page.getByRole('dialog', { name: 'Sync history' });
    await history.getByRole('row').filter({ hasText: 'DingTalk' }).waitFor(slow);
    expect(await history.getByRole('row').count()).toBe(2);
  });
  test("on /notice, turning DingTalk on blocks the RTX settings with tip1, and its test notice shows DingTalk's answer", async () => {
    stageDingTalk(dingTalk, { token: 'notice-token', departments: [], users: [] });
    await callApiOk(server.url, 'updateDDNotify', { ddnotify: 0, ddcorpid: '', ddcorpsecret: '', ddagentid: '' }, company.token);
    const page = ui.page;
    await openSignedIn(page, company, '/notice', 'Notice');
    const rtx = page.locator('form#rtx');
    expect(await rtx.getByLabel('RTX server IP').isEnabled()).toBe(true);

    const dingtalk = page.locator('form#dingtalk');
    await dingtalk.getByRole('switch', { name: 'DingTalk work notices' }).click();
    await dingtalk.getByLabel('App key (corp id)').fill('notice-key');
    await dingtalk.getByLabel('App secret').fill('notice-secret');
    await dingtalk.getByLabel('Agent id').fill('4001');
    await dingtalk.getByRole('button', { name: 'Save' }).click();

    await page.getByRole('alert').filter({ hasText: 'RTX cannot be set while DingTalk notices are on' }).waitFor(slow);
    expect(await rtx.getByLabel('RTX server IP').isDisabled()).toBe(true);
    expect(await rtx.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    // The credentials were checked against DingTalk before they were kept.
    expect(dingTalk.requestsTo('/gettoken').at(-1)?.query).toEqual({ appkey: 'notice-key', appsecret: 'notice-secret' });

    dingTalk.on('POST /topapi/message/corpconversation/asyncsend_v2', { body: { errcode: 0, errmsg: 'ok', task_id: 4242 } });
    const test = page.locator('form#notice-test-dingtalk');
    await test.getByLabel('Send a test work notice to the DingTalk user id').fill('hana.front');
    await test.getByRole('button', { name: 'Send test' }).click();
    await test.getByText('The provider answered: task_id 4242').waitFor(slow);
  });
});
