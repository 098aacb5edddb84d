import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../components/app-providers';
import { saveProfile } from '../../lib/session';
import { fakeApi, ok } from '../../test/fake-api';
import { fakeCompany } from '../../test/fake-company';
import { ConsoleRouter } from './console-router';

const heavy = 40_000;
const slow = { timeout: 10_000 };

function openConsole(path: string) {
  saveProfile({ userid: 10000001, token: '10000001-abc', company: 'Acme Robotics', username: 'Ada Lovelace', loginType: 0 });
  window.history.replaceState(null, '', path);
  render(
    <AppProviders>
      <ConsoleRouter />
    </AppProviders>,
  );
}

const goTo = (label: string) =>
  fireEvent.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByText(label));

const approvalSwitch = () => screen.findByRole('switch', { name: 'Visits need approval' }, slow);

describe('the company across console screens', { timeout: heavy }, () => {
  it('shows /approve and then /pad their own settings of one company query', async () => {
    const api = fakeApi({
      GetUserInfo: () => ok(fakeCompany({ processSwitch: 1, cardText: 'Welcome to Acme' })),
      getProcessArea: () => ok([]),
      getSiteConfig: () => ok({ captcha: 1, loginTypes: [0], filingNumber: '', version: 'v2.3.1' }),
    });
    openConsole('/approve');
    const processSwitch = await approvalSwitch();
    await waitFor(() => expect(processSwitch.getAttribute('aria-checked')).toBe('true'));

    goTo('Tablet');
    const card = await screen.findByRole('region', { name: 'Card text' }, slow);
    expect(within(card).getByLabelText('Text printed on visitor cards')).toHaveProperty('value', 'Welcome to Acme');

    goTo('Approval process');
    expect((await approvalSwitch()).getAttribute('aria-checked')).toBe('true');
    // Within the stale time every screen reads the one cached company.
    expect(api.bodiesOf('GetUserInfo')).toHaveLength(1);
  });
});
