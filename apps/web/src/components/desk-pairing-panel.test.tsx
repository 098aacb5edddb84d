import { fireEvent, render, screen, within } from '@testing-library/react';
import { QRCode } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../test/fake-api';
import { AppProviders } from './app-providers';
import { type Desk, DeskPairingPanel } from './desk-pairing-panel';

const siteConfig = { captcha: 1, loginTypes: [0], filingNumber: '', version: 'v2.3.1' };

function openPanel(desk: Desk, accounts: 'link' | 'below') {
  render(
    <AppProviders>
      <MemoryRouter>
        <DeskPairingPanel desk={desk} accounts={accounts} />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The modules a QR code of `value` draws: two codes draw the same path only when they hold the same text. */
function modulesOf(value: string) {
  const { container, unmount } = render(<QRCode value={value} type="svg" size={136} />);
  const path = [...container.querySelectorAll('path')].map((element) => element.getAttribute('d')).join(' ');
  unmount();
  return path;
}
const drawnModules = (qr: HTMLElement) => [...qr.querySelectorAll('path')].map((element) => element.getAttribute('d')).join(' ');

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('desk pairing panel', () => {
  it("shows the tablet's page under the site's public address, as a QR code and a link to copy, and where to make an account", async () => {
    fakeApi({ getSiteConfig: () => ok({ ...siteConfig, publicUrl: 'https://visit.example.com' }) });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    openPanel('pad', 'link');
    const panel = await screen.findByRole('region', { name: 'Pair the front-desk tablet' });
    const url = 'https://visit.example.com/pad.html';
    await within(panel).findByText(url);
    expect(drawnModules(within(panel).getByRole('img', { name: "QR code of the tablet's page" }))).toBe(modulesOf(url));
    expect(within(panel).queryByRole('alert')).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Copy link' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(url));

    const steps = within(panel).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      "Open this link in the tablet's browser, or scan the QR code with the tablet's camera.",
      'Sign in there with a reception account. Add one under Reception accounts',
      'The tablet stays signed in and shows visitors the welcome screen.',
    ]);
    expect(within(steps[1]!).getByRole('link', { name: 'Add one under Reception accounts' }).getAttribute('href')).toBe(
      '/account/stage',
    );
  });

  it('falls back to the address the console was opened at, and says a localhost link works on this computer only', async () => {
    fakeApi({ getSiteConfig: () => ok(siteConfig) });
    openPanel('stage', 'below');
    const panel = await screen.findByRole('region', { name: 'Set up the reception terminal' });
    const url = `${window.location.origin}/stage.html`;
    expect(new URL(url).hostname).toBe('localhost');
    expect(within(panel).getByText(url)).toBeTruthy();
    expect(drawnModules(within(panel).getByRole('img', { name: "QR code of the terminal's page" }))).toBe(modulesOf(url));
    expect(within(panel).getByText(/^Only this computer can open this address/)).toBeTruthy();
    expect(within(panel).getByText('Sign in there with one of the reception accounts below.')).toBeTruthy();
    expect(within(panel).queryByRole('link')).toBeNull();
  });
});
