import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../components/app-providers';
import { browser } from '../../lib/browser';
import { saveProfile } from '../../lib/session';
import { fakeApi, ok } from '../../test/fake-api';
import { fakeCompany } from '../../test/fake-company';
import { ConsoleRouter } from './console-router';

const siteConfig = () => ok({ captcha: 1, loginTypes: [0, 3], filingNumber: '', version: 'v2.3.1' });
const slow = { timeout: 10_000 };
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function openAsEmployee(path: string) {
  saveProfile({
    id: 42,
    userid: 10000002,
    token: '42-f00d',
    company: 'Globex',
    username: 'Eve Host',
    phone: '13800001000',
    loginType: 3,
  });
  window.history.replaceState(null, '', path);
  return render(
    <AppProviders>
      <ConsoleRouter />
    </AppProviders>,
  );
}

describe('employee console', () => {
  it('lands on its own password page with the employee navigation only; Administrator screens are unknown', async () => {
    fakeApi({ getSiteConfig: siteConfig, GetUserInfo: () => ok(fakeCompany({ pwdPolicy: 0 })) });
    openAsEmployee('/index.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' }, slow)).toBeTruthy();
    expect(window.location.pathname).toBe('/mine/password');
    const navigation = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(navigation.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/mine/invite',
      '/mine/invitations',
      '/mine/approvals',
      '/mine/templates',
      '/mine/meetings',
      '/mine/password',
      '/mine/proxy',
      '/mine/overtime',
      '/mine/tempcard',
    ]);
    expect(navigation.queryByText('People')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Eve Host' }));
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Update password' })).toBeTruthy();
  });

  it('shows the 404 page for an Administrator screen', async () => {
    fakeApi({ getSiteConfig: siteConfig });
    openAsEmployee('/emp');
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeTruthy();
  });

  it('changes the password with the company policy and the old password', async () => {
    const api = fakeApi({
      getSiteConfig: siteConfig,
      GetUserInfo: () => ok(fakeCompany({ pwdPolicy: 1 })),
      updateEmpPwd: () => ok(),
    });
    openAsEmployee('/mine/password');
    await screen.findByLabelText('Current password');
    type('Current password', 'emp-Pass1');
    type('New password', 'abcdefgh');
    expect(screen.getByRole('status').textContent).toContain('Password strength is too weak');
    type('Confirm password', 'abcdefgh');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Password must be 12-25 characters/)).toBeTruthy();
    expect(api.bodiesOf('updateEmpPwd')).toEqual([]);

    type('New password', 'Fresh-Secret-2025');
    type('Confirm password', 'Fresh-Secret-2025');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(api.bodiesOf('updateEmpPwd')).toEqual([{ userid: 10000002, oldEmpPwd: 'emp-Pass1', empPwd: 'Fresh-Secret-2025' }]),
    );
    expect(api.bodiesOf('GetUserInfo')).toEqual([{ userid: 10000002 }]);
  });

  it('reads and saves its own visit proxy', async () => {
    const api = fakeApi({
      getSiteConfig: siteConfig,
      getVisitProxyForEmp: () =>
        ok({
          userid: 10000002,
          empid: 42,
          empName: 'Eve Host',
          proxyId: 43,
          proxyName: 'Max Proxy',
          proxyType: 0,
          proxyStatus: 1,
          startDate: new Date(2026, 0, 5).getTime(),
          endDate: null,
        }),
      setVisitProxy: () => ok(),
    });
    openAsEmployee('/mine/proxy');
    expect(await screen.findByText('Max Proxy', {}, slow)).toBeTruthy();
    expect(api.bodiesOf('getVisitProxyForEmp')).toEqual([{ userid: 10000002, empid: 42 }]);
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: 'Save proxy' }));
    await waitFor(() => expect(api.bodiesOf('setVisitProxy')).toHaveLength(1), slow);
    expect(api.bodiesOf('setVisitProxy')[0]).toEqual({
      userid: 10000002,
      empid: 42,
      empName: 'Eve Host',
      proxyId: 43,
      proxyName: 'Max Proxy',
      proxyStatus: 0,
      startDate: '2026-01-05',
      endDate: '',
    });
  });

  it('logs an employee out from the user menu', async () => {
    const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    const api = fakeApi({ getSiteConfig: siteConfig, GetUserInfo: () => ok(fakeCompany({ pwdPolicy: 0 })), logout: () => ok() });
    openAsEmployee('/mine/password');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu of Eve Host' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/signin.html'));
    expect(api.names()).toContain('logout');
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
