import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SubAccountModule } from '@vestibule/contract/entities/sub-account-modules';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../components/app-providers';
import { saveProfile } from '../../lib/session';
import { fakeApi, ok } from '../../test/fake-api';
import { fakeCompany } from '../../test/fake-company';
import { employeeOf } from '../../test/fake-employees';
import { ConsoleRouter } from './console-router';
import { listedScreens } from './route-table';

const slow = { timeout: 10_000 };
const emptyPage = () => ok({ list: [], count: 0, pageNo: 1, pageSize: 20 });
const emptyOverview = () =>
  ok({ today: { expected: 0, signedIn: 0, signedOut: 0, refused: 0 }, onSite: [], perDay: [], byType: [] });

// Calls a manager's session is refused (610): its console must not make them.
const refusedCalls = [
  'getSetupGuide',
  'getSubAccountById',
  'getNoticeLog',
  'GetManagerByUser',
  'getSubAccountByUserid',
  'getDeptList',
  'getEmployeeCount',
  'getRARG',
];

/** A manager signed in with the Administrator login type, as login-methods.ts stores it. */
function openAsManager(path: string, sType: 3 | 5, modules: SubAccountModule[]) {
  saveProfile({
    id: 10000001,
    userid: 10000001,
    token: 'people-lead-c0ffee',
    company: 'Acme',
    username: 'Pat Lee',
    loginType: 0,
    sType,
    module: modules.join(','),
  });
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

describe("a manager's console", () => {
  it.each([
    [5, ['employees', 'blacklist'], ['account/mgrpwd', 'emp/blacklist', 'emp']],
    [3, ['visits', 'invitations'], ['account/mgrpwd', '', 'emp/visitlist', 'history', 'emp/after-hours', 'emp/depot', 'meeting']],
    [
      5,
      ['visits', 'invitations', 'employees', 'blacklist'],
      ['account/mgrpwd', '', 'emp/visitlist', 'history', 'emp/after-hours', 'emp/depot', 'emp/blacklist', 'emp', 'meeting'],
    ],
  ] as const)('lists for manager type %i holding %o only these screens: %o', (_sType, modules, paths) => {
    const listed = listedScreens('deputy', { multiCompany: true, modules });
    expect(listed.map((screen) => screen.link ?? screen.path)).toEqual(paths);
  });

  it('leads a sub-administrator of employees and blacklist to its screens only, with a user menu of its password and sign-out', async () => {
    const api = fakeApi({
      GetUserInfo: () => ok(fakeCompany({ pwdPolicy: 0 })),
      getBlacklist: emptyPage,
      getEmpListPages: () => ok({ list: [employeeOf(31, { empName: 'Grace Hopper' })], count: 1, pageNo: 1, pageSize: 20 }),
    });
    openAsManager('/index.html', 5, ['employees', 'blacklist']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blacklist' }, slow)).toBeTruthy();
    expect(window.location.pathname).toBe('/emp/blacklist');
    expect(navigationLinks()).toEqual(['/emp/blacklist', '/emp', '/account/mgrpwd']);

    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Pat Lee' }));
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Setup guide' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' }, slow)).toBeTruthy();
    expect(window.location.pathname).toBe('/account/mgrpwd');

    // The address book: the company's employees by name, without the Administrator's departments.
    fireEvent.click(screen.getByRole('link', { name: 'Employees' }));
    expect(await screen.findByText('Grace Hopper', {}, slow)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Employees' })).toBeTruthy();
    expect(api.names().filter((name) => refusedCalls.includes(name))).toEqual([]);
  });

  it.each(['/account/base', '/account/stage', '/emp/visitlist', '/notice', '/account/coms'])(
    'shows the not-found page at %s to a sub-administrator of employees and blacklist',
    async (path) => {
      fakeApi({ GetUserInfo: () => ok(fakeCompany({ pwdPolicy: 0 })) });
      openAsManager(path, 5, ['employees', 'blacklist']);
      expect(await screen.findByText('Sorry, the page you visited does not exist.', {}, slow)).toBeTruthy();
    },
  );

  it('opens the visitor overview of a logistics manager without the setup guide', async () => {
    const api = fakeApi({
      GetUserInfo: () => ok(fakeCompany({ pwdPolicy: 0 })),
      getVisitOverview: emptyOverview,
    });
    openAsManager('/index.html', 3, ['visits', 'invitations']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Visitor overview' }, slow)).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    expect(navigationLinks()).toEqual([
      '/',
      '/emp/visitlist',
      '/history',
      '/emp/after-hours',
      '/emp/depot',
      '/meeting',
      '/account/mgrpwd',
    ]);
    await waitFor(() => expect(api.names()).toContain('getVisitOverview'));
    expect(api.names().filter((name) => refusedCalls.includes(name))).toEqual([]);
  });
});
