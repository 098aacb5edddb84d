import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { screenshot } from './foundation-steps.js';
import { callApiOk, useCompany } from './harness/api.js';
import { useBrowser } from './harness/browser.js';
import { fakeCamera, plainFrame, qrFrame } from './harness/fake-camera.js';
import { useServer } from './harness/server.js';
import { openSignedIn } from './harness/session.js';
import { addHost, signedInVisitor } from './harness/visits.js';
import { addReceptionAccount, landscape, receptionPairing, slow, startPaired } from './kiosk-steps.js';

/*
 * The gate a tablet stands at: the Administrator shows a gate's QR code on
 * /pad, the tablet's staff settings read it with the camera, and the tablet
 * names that gate when a visitor signs out there.
 */

type Gate = { gid: number; gname: string; qrcode: string };
type Timeline = { events: { kind: string; gate: string }[] };

const camera = fakeCamera();

describe('the gate a tablet stands at', () => {
  const server = useServer({ env: { CAPTCHA: 'off' } });
  const company = useCompany(server);
  let gates: Gate[] = [];
  let vid = 0;
  beforeAll(async () => {
    await callApiOk(
      server.url,
      'addGate',
      [
        { gid: '', gname: 'North gate' },
        { gid: '', gname: 'South gate' },
      ],
      company.token,
    );
    gates = await callApiOk<Gate[]>(server.url, 'getGate', {}, company.token);
    await addReceptionAccount(server, company);
    const empid = await addHost(server, company);
    vid = await signedInVisitor(server, company, { name: 'Sam Southside', phone: '13900000031', empid });
  });
  afterAll(() => camera.remove());
  const ui = useBrowser({ baseUrl: () => server.url, viewport: landscape, chromiumArgs: camera.chromiumArgs });

  test("shows a gate's code on /pad; the tablet reads it and names the gate at sign-out", async () => {
    const page = ui.page;
    const south = gates.find((gate) => gate.gname === 'South gate')!;
    await openSignedIn(page, company, '/pad', 'Tablet settings');
    await page.getByRole('button', { name: 'QR code of South gate' }).click();
    await page.getByText('South gate: its code for the tablets').waitFor(slow);
    await screenshot(page, 'desk-gate-code-en-1024');

    camera.show(qrFrame(south.qrcode));
    const pairing = await receptionPairing(server);
    await page.evaluate(() => localStorage.clear());
    await startPaired(page, pairing.profile);
    await page.goto('/pad.html');
    await page.getByRole('button', { name: 'Staff settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Staff settings' });
    await dialog.getByText('The tablet now stands at South gate.').waitFor(slow);
    await dialog.getByText('This tablet stands at South gate.').waitFor();
    await screenshot(page, 'desk-gate-set-en-1024');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    camera.show(plainFrame());

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByLabel('Your phone number').fill('13900000031');
    await page.getByRole('button', { name: 'Sign me out', exact: true }).click();
    await page.getByRole('heading', { name: 'Goodbye, and thank you for visiting!' }).waitFor(slow);
    const timeline = await callApiOk<Timeline>(server.url, 'GetVisitorByVid', { vid }, company.token);
    expect(timeline.events.find((event) => event.kind === 'signedOut')?.gate).toBe('South gate');
  });
});
