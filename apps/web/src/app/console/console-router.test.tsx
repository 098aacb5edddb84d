import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../components/app-providers';
import { browser } from '../../lib/browser';
import { saveProfile } from '../../lib/session';
import { fakeApi, ok } from '../../test/fake-api';
import { fakeCompany } from '../../test/fake-company';
import { ConsoleRouter } from './console-router';

const userInfo = fakeCompany({
  userid: 10000001,
  company: 'Acme Robotics',
  abbreviation: 'Acme',
  username: 'Ada Lovelace',
  email: 'ada@acme.test',
  phone: '13800000000',
  office: 'Floor 3',
  affiliatedCompany: '',
  logo: '',
  cardText: 'Welcome',
  cardPic: '',
  unsubscribe: 0,
  regDate: Date.UTC(2025, 0, 15),
  pwdPolicy: 0,
  pwdExpireDays: 90,
});

function openConsole(path: string) {
  saveProfile({ userid: 10000001, token: '10000001-abc', company: 'Acme Robotics', username: 'Ada Lovelace', loginType: 0 });
  window.history.replaceState(null, '', path);
  return render(
    <AppProviders>
      <ConsoleRouter />
    </AppProviders>,
  );
}

// The first check loads the contract's schemas, which can take a moment in a busy test run.
const slow = { timeout: 10_000 };

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('console', () => {
  it('opens / on the visitor overview, with navigation to existing screens only', async () => {
    fakeApi({
      GetUserInfo: () => ok(userInfo),
      getVisitOverview: () =>
        ok({ today: { expected: 0, signedIn: 0, signedOut: 0, refused: 0 }, onSite: [], perDay: [], byType: [] }),
      getSiteConfig: () => ok({ captcha: 1, loginTypes: [0], filingNumber: 'ICP 1', version: 'v2.3.1' }),
    });
    openConsole('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Visitor overview' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    const navigation = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(navigation.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/emp/visitlist',
      '/history',
      '/emp/after-hours',
      '/emp/depot',
      '/vset',
      '/emp/blacklist',
      '/emp',
      '/emp/visitlist/resident',
      '/emp/role',
      '/emp/whitelist',
      '/emp/overtime',
      '/emp/tempcard',
      '/notice',
      '/data',
      '/reserve',
      '/reserve/templates',
      '/calendar',
      '/answer/video',
      '/videos',
      '/pad',
      '/badge',
      '/approve',
      '/meeting',
      '/account/base',
      '/account/safe',
      '/account/stage',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Visitors' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Visit list', 'History', 'After hours', 'Deliveries', 'Visitor types', 'Blacklist']);
    expect(
      within(screen.getByRole('region', { name: 'People' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Employees', 'Resident visitors', 'Roles', 'Whitelist', 'Overtime', 'Temporary cards']);
    expect(
      within(screen.getByRole('region', { name: 'Notification' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Notice']);
    expect(screen.getByLabelText('Language')).toBeTruthy();
  });

  it.each([
    ['/role', '/emp/role', 'Roles'],
    ['/blacklist?page=2', '/emp/blacklist?page=2', 'Blacklist'],
    ['/whitelist', '/emp/whitelist', 'Whitelist'],
  ])("takes the old path %s on to the spec's %s", async (old, moved, title) => {
    fakeApi({
      GetUserInfo: () => ok(userInfo),
      getRARG: () => ok([]),
      getBlacklist: () => ok({ list: [], count: 0, pageNo: 1, pageSize: 20 }),
      getEmpWlist: () => ok({ list: [], count: 0, pageNo: 1, pageSize: 20 }),
    });
    openConsole(old);
    expect(await screen.findByRole('heading', { level: 1, name: title }, slow)).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe(moved);
    const link = within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: title });
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('shows the 404 page for an unknown path', async () => {
    fakeApi({ getSiteConfig: () => ok({ captcha: 1, loginTypes: [0], filingNumber: '', version: 'v2.3.1' }) });
    openConsole('/no/such/screen');
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeTruthy();
  });

  it('checks the company form with the contract rules before saving', async () => {
    const api = fakeApi({
      GetUserInfo: () => ok(userInfo),
      ModifyUserInfo: (body) =>
        ok({ ...userInfo, company: String(body.company), abbreviation: String(body.abbreviation), username: String(body.name) }),
    });
    openConsole('/account/base');
    await screen.findByLabelText('Abbreviation');
    type('Abbreviation', 'Acme Robotics');
    type('Company name', ' ');
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('The abbreviation can have at most 6 characters', {}, slow)).toBeTruthy();
    expect(await screen.findByText('Company name cannot be empty')).toBeTruthy();
    expect(api.bodiesOf('ModifyUserInfo')).toEqual([]);

    type('Abbreviation', 'ACME');
    type('Company name', 'Acme Robots');
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(api.bodiesOf('ModifyUserInfo')).toHaveLength(1), slow);
    expect(api.bodiesOf('ModifyUserInfo')[0]).toMatchObject({
      userid: 10000001,
      company: 'Acme Robots',
      abbreviation: 'ACME',
      name: 'Ada Lovelace',
    });
    await waitFor(() => expect(sessionStorage.getItem('company')).toBe('Acme Robots'));
  });

  it('refuses a weak or off-policy new password, and sends one that fits', async () => {
    const api = fakeApi({
      GetUserInfo: () => ok({ ...userInfo, pwdPolicy: 1 }),
      updatePassword: () => ok(),
      getActiveSessions: () => ok([]),
    });
    openConsole('/account/safe');
    await screen.findByLabelText('Current password');
    type('Current password', 'Old-Secret-1');
    type('New password', 'abcdefgh');
    // The page's other cards may be loading (their spinners are statuses too): read the strength of this form.
    const passwordForm = within(screen.getByRole('region', { name: 'Change password' }));
    expect(passwordForm.getByRole('status').textContent).toContain('Password strength is too weak');
    type('Confirm password', 'abcdefgh');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Password must be 12-25 characters/)).toBeTruthy();
    expect(api.bodiesOf('updatePassword')).toEqual([]);

    type('New password', 'Fresh-Secret-2025');
    type('Confirm password', 'Fresh-Secret-2025');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(api.bodiesOf('updatePassword')).toEqual([{ userid: 10000001, oldpwd: 'Old-Secret-1', newpwd: 'Fresh-Secret-2025' }]),
    );
  });

  it('logs out from the user menu: logout call, session cleared, back to signin.html', async () => {
    const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    const api = fakeApi({ GetUserInfo: () => ok(userInfo), logout: () => ok() });
    openConsole('/account/safe');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu of Ada Lovelace' }));
    expect(screen.getByRole('button', { name: 'Update password' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await waitFor(() => expect(window.location.pathname).toBe('/account/base'));
    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Ada Lovelace' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/signin.html'));
    expect(api.names()).toContain('logout');
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
