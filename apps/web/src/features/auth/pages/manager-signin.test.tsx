import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ManagerLogin } from '@vestibule/contract/entities/reception-account';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser';
import { fakeApi, ok } from '../../../test/fake-api';
import { SigninPage } from './signin-page';

const slow = { timeout: 10_000 };
const siteConfig = () => ok({ captcha: 1, loginTypes: [0, 2, 3], filingNumber: '', version: 'v2.3.1' });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const managerLogin = (values: Partial<ManagerLogin>): ManagerLogin => ({
  userid: 10000001,
  pemail: 'admin@acme.test',
  account: 'people-lead',
  sName: 'Pat Lee',
  sType: 5,
  company: 'Acme',
  token: 'c0ffee',
  tokenExpire: 1800,
  gid: '',
  gname: '',
  module: ['employees', 'blacklist'],
  ...values,
});

async function signInAs(account: string) {
  render(<SigninPage />);
  await screen.findByRole('img', { name: 'Verification code' }, slow);
  type('Account (email)', account);
  type('Password', 'Lead-Pass1');
  type('Image verification code', 'ab12');
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signin.html for managers', () => {
  it('signs a manager account name in with LoginManager and keeps the company, its name and modules', async () => {
    const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    const api = fakeApi({
      getSiteConfig: siteConfig,
      getValidationCode: () => ok({ base64Str: 'AAAA', digest: 'D1' }),
      validationCode: () => ok(),
      LoginManager: () => ok(managerLogin({})),
    });
    await signInAs('people-lead');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/index.html'), slow);
    // The captcha is passed for the account as it is for a company's email.
    expect(api.bodiesOf('validationCode')).toEqual([{ email: 'people-lead', phone: '', digest: 'D1', vcode: 'ab12' }]);
    expect(api.bodiesOf('LoginManager')).toEqual([{ account: 'people-lead', password: 'Lead-Pass1', digest: 'D1' }]);
    expect(api.bodiesOf('Login')).toEqual([]);
    expect(sessionStorage.getItem('token')).toBe('people-lead-c0ffee');
    expect(sessionStorage.getItem('userid')).toBe('10000001');
    expect(sessionStorage.getItem('company')).toBe('Acme');
    expect(sessionStorage.getItem('username')).toBe('Pat Lee');
    expect(sessionStorage.getItem('loginType')).toBe('0');
    expect(sessionStorage.getItem('sType')).toBe('5');
    expect(sessionStorage.getItem('module')).toBe('employees,blacklist');
  });

  it('refuses a reception account, ending the session it was given, and says where it signs in', async () => {
    const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    const api = fakeApi({
      getSiteConfig: siteConfig,
      getValidationCode: () => ok({ base64Str: 'AAAA', digest: 'D1' }),
      validationCode: () => ok(),
      LoginManager: () => ok(managerLogin({ account: 'lobby', sName: 'Lobby desk', sType: 2, module: [], token: 'beef' })),
      logout: () => ok(),
    });
    await signInAs('lobby');
    // The sign-in page's own toast says it.
    expect(
      await screen.findByText('This account signs in at the reception terminal, not in the console.', {}, slow),
    ).toBeTruthy();
    const logout = api.calls.find((call) => call.name === 'logout');
    expect(logout?.headers.get('X-COOLVISIT-TOKEN')).toBe('lobby-beef');
    expect(goTo).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('token') ?? '').toBe('');
    expect(sessionStorage.getItem('sType') ?? '').toBe('');
    // A tried captcha is spent: a new one is fetched for the next try.
    await waitFor(() => expect(api.names().filter((name) => name === 'getValidationCode')).toHaveLength(2));
  });
});
