import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SubAccountModule } from '@vestibule/contract/entities/sub-account';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../components/app-providers';
import { SigninPage } from '../../features/auth/pages/signin-page';
import { browser } from '../../lib/browser';
import { saveProfile } from '../../lib/session';
import { fakeApi, ok } from '../../test/fake-api';
import { fakeCompany } from '../../test/fake-company';
import { fakeSubAccount, fakeSubAccountTemplate } from '../../test/fake-sub-account';
import { ConsoleRouter } from './console-router';

const slow = { timeout: 10_000 };
const siteConfig = () => ok({ captcha: 0, loginTypes: [0, 2, 3], filingNumber: '', version: 'v2.3.1' });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const resident = (modules: SubAccountModule[]) =>
  fakeSubAccount({ id: 7, companyName: 'Nimbus Labs', module: modules.map((key) => ({ key, name: key })) });
const emptyOverview = () =>
  ok({ today: { expected: 0, signedIn: 0, signedOut: 0, refused: 0 }, onSite: [], perDay: [], byType: [] });

function openAsResident(path: string) {
  saveProfile({ id: 7, userid: 10000001, token: '10000001-beef', company: 'Nimbus Labs', username: 'Nimbus Labs', loginType: 2 });
  window.history.replaceState(null, '', path);
  return render(
    <AppProviders>
      <ConsoleRouter />
    </AppProviders>,
  );
}

const navigationLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('resident company console', () => {
  it('signs in with the Subcompany login type by email and keeps `<userid>-<token>` and its own id', async () => {
    const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    const api = fakeApi({
      getSiteConfig: siteConfig,
      subAccountLogin: () => ok({ ...resident(['visits']), token: 'beef', tokenExpire: 1800, company: 'Acme Robotics' }),
    });
    render(<SigninPage />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Subcompany' }, slow));
    type('Account (email)', 'desk@nimbus.test');
    type('Password', 'Nimbus-Pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/index.html'));
    expect(api.bodiesOf('subAccountLogin')).toEqual([{ email: 'desk@nimbus.test', password: 'Nimbus-Pass1', digest: '' }]);
    expect(sessionStorage.getItem('token')).toBe('10000001-beef');
    expect(sessionStorage.getItem('id')).toBe('7');
    expect(sessionStorage.getItem('userid')).toBe('10000001');
    expect(sessionStorage.getItem('company')).toBe('Nimbus Labs');
    expect(sessionStorage.getItem('loginType')).toBe('2');
  });

  it('lands on its visitor overview with only the screens of its modules, and no company settings', async () => {
    fakeApi({
      getSiteConfig: siteConfig,
      GetUserInfo: () => ok(fakeCompany({ pwdPolicy: 0 })),
      getSubAccountById: () => ok(resident(['visits', 'employees'])),
      getVisitOverview: emptyOverview,
    });
    openAsResident('/index.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'Visitor overview' }, slow)).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    await waitFor(() => expect(navigationLinks()).toEqual(['/', '/emp/visitlist', '/history', '/emp', '/account/subpwd']));
    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Nimbus Labs' }));
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Update password' })).toBeTruthy();
  });

  it("opens none of the Administrator's screens", async () => {
    fakeApi({ getSiteConfig: siteConfig, getSubAccountById: () => ok(resident(['visits'])) });
    openAsResident('/account/coms');
    expect(await screen.findByText('Sorry, the page you visited does not exist.', {}, slow)).toBeTruthy();
  });

  it('goes to its password page when it may not see visits, and changes the password with the old one', async () => {
    const api = fakeApi({
      getSiteConfig: siteConfig,
      GetUserInfo: () => ok(fakeCompany({ pwdPolicy: 0 })),
      getSubAccountById: () => ok(resident(['blacklist'])),
      updateSubAccountPwd: () => ok(null),
    });
    openAsResident('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' }, slow)).toBeTruthy();
    expect(window.location.pathname).toBe('/account/subpwd');
    await waitFor(() => expect(navigationLinks()).toEqual(['/emp/blacklist', '/account/subpwd']));
    // The form shows once the company's password policy has loaded, after the heading.
    await screen.findByLabelText('Current password', {}, slow);
    type('Current password', 'Nimbus-Pass1');
    type('New password', 'Nimbus-Pass2');
    type('Confirm password', 'Nimbus-Pass2');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(api.bodiesOf('updateSubAccountPwd')).toEqual([
        { userid: 10000001, oldPwd: 'Nimbus-Pass1', password: 'Nimbus-Pass2' },
      ]),
    );
  });
});

describe('the Administrator and resident companies', () => {
  it.each([
    [0, false],
    [1, true],
  ])('lists /account/coms when the company switch is %i: %s', async (subAccount, listed) => {
    fakeApi({
      getSiteConfig: siteConfig,
      GetUserInfo: () => ok(fakeCompany({ subAccount, pwdPolicy: 0 })),
      getSubAccountByUserid: () => ok([]),
      getSubAccountTemp: () => ok(fakeSubAccountTemplate()),
    });
    saveProfile({ userid: 10000001, token: '10000001-abc', company: 'Acme', username: 'Ada', loginType: 0 });
    window.history.replaceState(null, '', '/account/coms');
    render(
      <AppProviders>
        <ConsoleRouter />
      </AppProviders>,
    );
    // The screen opens by its path either way; the navigation lists it once multi-company is on.
    expect(await screen.findByRole('heading', { level: 1, name: 'Resident companies' }, slow)).toBeTruthy();
    await screen.findByRole('switch', { name: 'Resident companies may sign in' }, slow);
    expect(navigationLinks().includes('/account/coms')).toBe(listed);
  });
});
