import { render, screen, waitFor, within } from '@testing-library/react';
import { loginTypes } from '@vestibule/contract/login-types';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { subAccountModules, subAccountModuleNames } from '@vestibule/contract/entities/sub-account';
import { AppProviders } from '../../components/app-providers';
import { saveProfile } from '../../lib/session';
import { fakeApi, ok } from '../../test/fake-api';
import { fakeCompany } from '../../test/fake-company';
import { fakeSubAccount } from '../../test/fake-sub-account';
import { navIcons } from './nav-icons';
import { audienceOf, type ConsoleAudience, listedScreens, screensFor } from './route-table';
import { SideNavigation } from './side-navigation';

/**
 * The stored login type of each audience (and, for type 1, whether the account is an HQ Administrator; for type 0,
 * a manager's role code and modules).
 */
const audiences: Record<ConsoleAudience, { loginType: number; hq?: number; sType?: number; module?: string }> = {
  admin: { loginType: loginTypes.administrator },
  employee: { loginType: loginTypes.employee },
  subcompany: { loginType: loginTypes.subcompany },
  hq: { loginType: loginTypes.hqAdministrator, hq: 1 },
  super: { loginType: loginTypes.hqAdministrator, hq: 0 },
  deputy: { loginType: loginTypes.administrator, sType: 5, module: subAccountModules.join(',') },
};

const paths = (audience: ConsoleAudience, listing: Parameters<typeof listedScreens>[1]) =>
  listedScreens(audience, listing).map((screen) => screen.link ?? screen.path);

describe('side navigation', () => {
  it('has an icon for every screen of either navigation', () => {
    for (const audience of Object.keys(audiences) as ConsoleAudience[]) {
      for (const { path } of screensFor(audience)) expect(navIcons[path], `/${path}`).toBeDefined();
    }
  });

  it.each(Object.entries(audiences))(
    'shows, collapsed, each %s screen as its icon with its name kept for screen readers',
    async (audience, { loginType, hq, sType, module }) => {
      // Multi-company on and every module granted: the navigation lists each screen of the audience.
      fakeApi({
        GetUserInfo: () => ok(fakeCompany({ subAccount: 1 })),
        // The factory plan includes door access: its screens are listed too.
        getPlan: () => ok({ plan: 'factory', quotas: [], features: { approvals: true, doorAccess: true, questionnaires: true } }),
        getSubAccountById: () =>
          ok(fakeSubAccount({ module: subAccountModules.map((key) => ({ key, name: subAccountModuleNames[key] })) })),
      });
      saveProfile({
        id: 7,
        userid: 10000001,
        token: '10000001-abc',
        company: 'Acme',
        username: 'Ada',
        loginType,
        hq,
        sType,
        module,
      });
      render(
        <AppProviders>
          <MemoryRouter>
            <SideNavigation collapsed />
          </MemoryRouter>
        </AppProviders>,
      );
      const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
      const count = screensFor(audience as ConsoleAudience).length;
      await waitFor(() => expect(within(navigation).getAllByRole('link')).toHaveLength(count));
      const links = within(navigation).getAllByRole('link');
      // The icons arrive with their own chunk, after the first render.
      await waitFor(() =>
        expect(links.filter((link) => link.querySelector('[aria-hidden="true"] svg'))).toHaveLength(links.length),
      );
      for (const link of links) expect(link.getAttribute('title')).toBe(link.textContent);
    },
  );

  it.each([
    ['admin', { multiCompany: false, modules: [] }, ['account/base', 'account/safe', 'account/stage']],
    ['admin', { multiCompany: true, modules: [] }, ['account/base', 'account/safe', 'account/stage', 'account/coms']],
    ['employee', { multiCompany: true, modules: ['visits'] }, ['mine/password', 'mine/proxy', 'mine/overtime', 'mine/tempcard']],
  ] as const)("lists the %s's account screens with multi-company %o", (audience, listing, accountPaths) => {
    const listed = listedScreens(audience, listing).filter((screen) => screen.group === 'account');
    expect(listed.map((screen) => screen.path)).toEqual(accountPaths);
  });

  it.each([
    [false, []],
    [true, ['key/*']],
  ] as const)('lists the door access screens when door access is on (flag or plan): %s', (doorAccess, keyPaths) => {
    const listed = listedScreens('admin', { multiCompany: false, doorAccess, modules: [] });
    expect(listed.map((screen) => screen.path).filter((path) => path.startsWith('key'))).toEqual(keyPaths);
  });

  it.each([
    [[], ['account/subpwd']],
    [['visits'], ['', 'emp/visitlist', 'history', 'account/subpwd']],
    [
      ['employees', 'blacklist'],
      ['emp/blacklist', 'emp', 'account/subpwd'],
    ],
    [
      ['visits', 'invitations', 'employees', 'blacklist'],
      ['', 'emp/visitlist', 'history', 'emp/blacklist', 'emp', 'account/subpwd'],
    ],
  ] as const)('lists for a resident company granted %o only its own screens: %o', (modules, listed) => {
    expect(paths('subcompany', { multiCompany: false, modules })).toEqual(listed);
  });

  it("keeps each audience's screens apart: no Administrator setting reaches a resident company or an employee", () => {
    const all = { multiCompany: true, modules: subAccountModules };
    const adminOnly = [
      'account/base',
      'account/safe',
      'account/stage',
      'account/coms',
      'vset',
      'data',
      'reserve',
      'pad',
      'approve',
    ];
    for (const audience of ['subcompany', 'employee', 'hq', 'super', 'deputy'] as const)
      for (const path of adminOnly) expect(paths(audience, all), `${audience} /${path}`).not.toContain(path);
  });

  it('tells login type 1 apart by the account: an HQ Administrator reads a branch, a super account only counts', () => {
    expect(Object.entries(audiences).map(([, profile]) => audienceOf(profile.loginType, profile.hq, profile.sType))).toEqual(
      Object.keys(audiences),
    );
    expect(paths('super', { multiCompany: true, modules: subAccountModules })).toEqual(['', 'group/password']);
    expect(paths('hq', { multiCompany: true, modules: subAccountModules })).toEqual([
      '',
      'emp/visitlist',
      'history',
      'group/counts',
      'group/password',
    ]);
  });

  it.each([
    ['/emp/visitlist/resident', 'Resident visitors'],
    ['/emp/visitlist/signin', 'Visit list'],
  ])('marks one screen current at %s: %s', async (path, current) => {
    fakeApi({ GetUserInfo: () => ok(fakeCompany()) });
    saveProfile({ id: 7, userid: 10000001, token: '10000001-abc', company: 'Acme', username: 'Ada', loginType: 0 });
    render(
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <SideNavigation collapsed={false} />
        </MemoryRouter>
      </AppProviders>,
    );
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    await within(navigation).findByRole('link', { name: current });
    const marked = within(navigation)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(marked.map((link) => link.textContent)).toEqual([current]);
  });
});
