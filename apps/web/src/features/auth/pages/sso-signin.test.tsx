import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser';
import { changeLanguage } from '../../../lib/i18n';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { fakeLoginResult } from '../../../test/fake-company';
import { employeeOf } from '../../../test/fake-employees';
import { SigninPage } from './signin-page';

const siteConfig = () => ok({ captcha: 0, loginTypes: [0, 3], filingNumber: '', version: 'v2.3.1' });
const employee = {
  ...employeeOf(42, { userid: 10000002, empName: 'Eve Host', empPhone: '13800001000', empEmail: 'eve@globex.test' }),
  token: 'f00d',
  pemail: 'admin@globex.test',
  company: 'Globex',
};

const openAt = (hash: string) => window.history.replaceState(null, '', `/signin.html${hash}`);

afterEach(async () => {
  openAt('');
  await changeLanguage('en');
});

describe('single sign-on on signin.html', () => {
  it('sends the person to their company’s provider with the email and the login kind', async () => {
    const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    fakeApi({ getSiteConfig: siteConfig });
    render(<SigninPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with single sign-on (SSO)' }));
    expect(window.location.hash).toBe('#sso');
    fireEvent.click(screen.getByRole('button', { name: "Continue to your company's sign-in" }));
    expect(await screen.findByText('Account cannot be empty')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Work email'), { target: { value: ' ada@acme.test ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Administrator' }));
    fireEvent.click(screen.getByRole('button', { name: "Continue to your company's sign-in" }));
    expect(goTo).toHaveBeenCalledWith('/sso/start?email=ada%40acme.test&type=1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a password instead' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
  });

  it.each([
    ['an Administrator', ok(fakeLoginResult({ userid: 10000001, company: 'Acme' }, 'beef')), '10000001-beef', '0'],
    ['an employee', ok(employee), '42-f00d', '3'],
  ])('trades the returned ticket for the session of %s and opens the console', async (_who, answer, token, loginType) => {
    const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    openAt('#sso=T1');
    const api = fakeApi({ getSiteConfig: siteConfig, ssoLogin: () => answer });
    render(<SigninPage />);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/index.html'));
    expect(api.bodiesOf('ssoLogin')).toEqual([{ ticket: 'T1' }]);
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(sessionStorage.getItem('loginType')).toBe(loginType);
    // The ticket leaves the address: a reload does not replay it.
    expect(window.location.hash).toBe('#sso');
  });

  it('explains a ticket that no longer works', async () => {
    openAt('#sso=T2');
    fakeApi({ getSiteConfig: siteConfig, ssoLogin: () => fail(39, 'The link is invalid or has expired') });
    render(<SigninPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-in attempt has expired or was already used. Please start again.',
    );
  });

  it('says so when the account may not sign in now', async () => {
    openAt('#sso=T3');
    fakeApi({ getSiteConfig: siteConfig, ssoLogin: () => fail(60, 'Account disabled') });
    render(<SigninPage />);
    expect(await screen.findByText('Your account is disabled. Ask your Administrator.')).toBeTruthy();
  });

  it.each([
    ['en', 'unknown-identity', 'no account here matches that identity'],
    ['zh', 'unknown-identity', '这里没有与之匹配的账号'],
    ['en', 'provider-unreachable', 'cannot be reached right now'],
    ['zh', 'not-configured', '尚未设置单点登录'],
    ['en', 'something-else', 'did not sign you in'],
  ] as const)('shows the refusal the provider’s return names (%s, %s)', async (language, code, text) => {
    await changeLanguage(language);
    openAt(`#ssoError=${code}`);
    const api = fakeApi({ getSiteConfig: siteConfig });
    render(<SigninPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(api.names()).not.toContain('ssoLogin');
  });
});
