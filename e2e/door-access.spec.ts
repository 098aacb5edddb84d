import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInvitationToken } from '../apps/server/src/features/invitations/invitation-token.js';
import { screenshot } from './foundation-steps.js';
import { callApi, callApiOk, registerCompany } from './harness/api.js';
import { useBrowser } from './harness/browser.js';
import { useServer } from './harness/server.js';
import { openSignedIn } from './harness/session.js';
import { addHost, signedInVisitor } from './harness/visits.js';

/*
 * Settings > Door access on the factory plan: the Administrator adds a door
 * group and a reader (noting its secret), the reader opens for a signed-in
 * visitor and refuses them once signed out, and both decisions show in the
 * access records and in their export. A visitor pre-registered for the group
 * finds the door pass for offline readers on the invitation page.
 */

const slow = { timeout: 15_000 };

async function downloadFrom(page: Page, item: string): Promise<string> {
  await page.getByRole('button', { name: 'Export' }).hover();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByText(item, { exact: true }).click()]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vestibule-doors-')), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

describe('Settings > door access', () => {
  // A known invitation secret, so that the test can write the link the visitor's mail would carry.
  const invitationSecret = 'e2e-door-access-invitation-secret';
  const server = useServer({ env: { CAPTCHA: 'off', DEFAULT_PLAN: 'factory', INVITATION_SECRET: invitationSecret } });
  const ui = useBrowser({ baseUrl: () => server.url });

  test('a reader opens for a signed-in visitor, refuses after sign-out, and the records show and export both', async () => {
    // A company of its own, so that a retry starts from nothing (group names and device codes are unique).
    const company = await registerCompany(server.url);
    const deviceCode = `FG-${company.userid}`;
    const page = ui.page;
    await openSignedIn(page, company, '/key', 'Intelligent door access');
    // Listed in the navigation under Settings: the company's plan includes door access.
    await page.getByRole('navigation').getByRole('link', { name: 'Door access' }).waitFor(slow);
    await page.getByRole('button', { name: 'Add group' }).click();
    const groupDialog = page.getByRole('dialog');
    await groupDialog.getByLabel('Group name').fill('Lobby doors');
    await groupDialog.getByLabel('Group number').fill('G-1');
    await groupDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: 'Lobby doors' }).waitFor(slow);
    await screenshot(page, 'door-access-groups');

    await page.getByRole('link', { name: 'Devices', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Devices', exact: true }).waitFor(slow);
    await page.getByRole('button', { name: 'Add device' }).click();
    const deviceDialog = page.getByRole('dialog');
    await deviceDialog.getByLabel('Device name').fill('Front gate');
    await deviceDialog.getByLabel('Identifier', { exact: true }).fill(deviceCode);
    await deviceDialog.getByLabel('Door number').fill('101');
    await deviceDialog.getByLabel('Groups').click();
    await page.getByTitle('Lobby doors').click();
    await deviceDialog.getByRole('button', { name: 'Save' }).click();
    const secretNotice = page.getByRole('dialog').filter({ hasText: 'Device secret' });
    const deviceSecret = (await secretNotice.locator('code').textContent({ timeout: 30_000 })) ?? '';
    expect(deviceSecret).toMatch(/^[0-9a-f]{64}$/);
    // Once its opening animation has run, so the picture shows it.
    const opacity = () =>
      secretNotice.evaluate((dialog) => {
        const modal = dialog.closest('.ant-modal') ?? dialog.querySelector('.ant-modal') ?? dialog;
        return getComputedStyle(modal).opacity;
      });
    await expect.poll(opacity, slow).toBe('1');
    await screenshot(page, 'door-access-secret', false);
    await secretNotice.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('row').filter({ hasText: 'Front gate' }).waitFor(slow);
    await screenshot(page, 'door-access-devices');

    const [group] = await callApiOk<Array<{ egid: number }>>(server.url, 'getEquipmentGroupByUserid', {}, company.token);
    const empid = await addHost(server, company);
    const vid = await signedInVisitor(server, company, {
      name: 'Peggy Door',
      phone: '13900000021',
      vcompany: 'Globex',
      empid,
      egids: String(group!.egid),
    });
    const { code } = await callApiOk<{ code: string }>(server.url, 'getDoorCode', { vid }, company.token);
    const reader = { deviceCode, deviceSecret };
    expect((await callApi(server.url, 'checkDoorAccess', { ...reader, code, direction: 'in' })).result).toEqual({
      open: true,
      reason: 'signedIn',
    });
    await callApiOk(server.url, 'VisitorSignOutByVid', { vid }, company.token);
    expect((await callApi(server.url, 'checkDoorAccess', { ...reader, code, direction: 'in' })).result).toEqual({
      open: false,
      reason: 'signedOut',
    });

    await page.goto('/key/record');
    await page.getByRole('heading', { level: 1, name: 'Access records' }).waitFor(slow);
    const rows = page.getByRole('row').filter({ hasText: 'Peggy Door' });
    await expect.poll(() => rows.count(), slow).toBe(2);
    await expect.poll(async () => (await rows.allTextContents()).join('|'), slow).toMatch(/Refused.*Signed out/);
    expect((await rows.allTextContents()).join('|')).toMatch(/Opened.*Signed in/);
    await screenshot(page, 'door-access-records');

    const csv = fs
      .readFileSync(await downloadFrom(page, 'CSV'), 'utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe('Time,Name,Phone,Company,Visitor type,Device,Device code,Direction,Way,Result,Reason');
    expect(csv.slice(1).map((line) => line.split(',').slice(1, 11))).toEqual([
      ['Peggy Door', '13900000021', 'Globex', '', 'Front gate', deviceCode, 'in', 'qr', 'Refused', 'signedOut'],
      ['Peggy Door', '13900000021', 'Globex', '', 'Front gate', deviceCode, 'in', 'qr', 'Opened', 'signedIn'],
    ]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await downloadFrom(page, 'Excel (xlsx)'));
    const results: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => results.push(String(row.getCell(10).value)));
    expect(results).toEqual(['Result', 'Refused', 'Opened']);

    const appointment = { name: 'Vera Pass', phone: '13900000022', empid, appointmentDate: Date.now() + 60 * 60_000 };
    const { vids } = await callApiOk<{ vids: number[] }>(
      server.url,
      'addAppointment',
      [{ ...appointment, egids: String(group!.egid) }],
      company.token,
    );
    const token = signInvitationToken(
      { vid: vids[0]!, companyId: company.userid, validFrom: Date.now() - 60_000, validUntil: Date.now() + 86_400_000 },
      invitationSecret,
    );
    await page.goto(`/invite.html?token=${encodeURIComponent(token)}`);
    await page.getByLabel('Entry QR code').waitFor(slow);
    await page.getByLabel('Door pass').waitFor(slow);
    await page.getByText('Show this QR code to the door readers inside.').waitFor(slow);
    await screenshot(page, 'door-access-invitation-pass');
  });
});
