import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { version } from '../../../../../../package.json';
import { browser } from '../../../lib/browser';
import { changeLanguage } from '../../../lib/i18n';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { fakeLoginResult } from '../../../test/fake-company';
import { SigninPage } from './signin-page';

const siteConfig = (captcha: number) => ok({ captcha, loginTypes: [0], filingNumber: 'ICP 12345', version: 'v2.3.1' });
const captchaImage = ok({ base64Str: 'iVBORw0KGgo=', digest: 'D1' });
const company = { userid: 10000001, company: 'Acme', username: 'Ada', email: 'ada@acme.test', phone: '13800000000', logo: '' };

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('signin.html', () => {
  it('checks the captcha for the account, then signs in with its digest and opens the console', async () => {
    const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    const api = fakeApi({
      getSiteConfig: () => siteConfig(1),
      getValidationCode: () => captchaImage,
      validationCode: () => ok(),
      Login: () => ok(fakeLoginResult({ ...company, cardText: '', unsubscribe: 0, subAccount: 0 }, 'f00d')),
    });
    render(<SigninPage />);
    const picture = await screen.findByRole('img', { name: 'Verification code' });
    expect(picture.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    // The footer tells Vestibule's own version, not the one the server reports for the original product.
    expect((await screen.findByText(/ICP 12345/)).textContent).toBe(
      `© ${new Date().getFullYear()} Vestibule · ICP 12345 · v${version}`,
    );

    type('Account (email)', 'ada@acme.test');
    type('Password', 'Secret-123');
    type('Image verification code', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/index.html'));
    expect(api.bodiesOf('validationCode')).toEqual([{ email: 'ada@acme.test', phone: '', digest: 'D1', vcode: 'ab12' }]);
    expect(api.bodiesOf('Login')).toEqual([{ email: 'ada@acme.test', password: 'Secret-123', digest: 'D1' }]);
    expect(sessionStorage.getItem('token')).toBe('10000001-f00d');
    expect(sessionStorage.getItem('company')).toBe('Acme');
    expect(sessionStorage.getItem('loginType')).toBe('0');
  });

  it('hides the captcha when the site has it off, and explains empty fields', async () => {
    const api = fakeApi({ getSiteConfig: () => siteConfig(0) });
    render(<SigninPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Account cannot be empty')).toBeTruthy();
    expect(screen.getByText('Password cannot be empty')).toBeTruthy();
    expect(screen.queryByLabelText('Image verification code')).toBeNull();
    expect(api.names()).toEqual(['getSiteConfig']);
  });

  it('fetches a new captcha after a failed sign-in', async () => {
    let round = 0;
    const api = fakeApi({
      getSiteConfig: () => siteConfig(1),
      getValidationCode: () => ok({ base64Str: 'AAAA', digest: `D${++round}` }),
      validationCode: () => fail(119, 'Invalid image verification code'),
    });
    render(<SigninPage />);
    await screen.findByRole('img', { name: 'Verification code' });
    type('Account (email)', 'ada@acme.test');
    type('Password', 'Secret-123');
    type('Image verification code', 'zzzz');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(api.names().filter((name) => name === 'getValidationCode')).toHaveLength(2));
    expect(api.bodiesOf('Login')).toEqual([]);
    expect((screen.getByLabelText('Image verification code') as HTMLInputElement).value).toBe('');
  });

  it('shows the captcha when the site has it off but the account is under attack (119), and signs in with it', async () => {
    const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    const answers = [fail(2, 'Invalid password'), fail(119, 'Invalid image verification code')];
    const api = fakeApi({
      getSiteConfig: () => siteConfig(0),
      getValidationCode: () => captchaImage,
      validationCode: () => ok(),
      Login: () => answers.shift() ?? ok(fakeLoginResult({ ...company, cardText: '', unsubscribe: 0, subAccount: 0 }, 'f00d')),
    });
    render(<SigninPage />);
    await screen.findByLabelText('Account (email)');
    type('Account (email)', 'ada@acme.test');
    type('Password', 'Wrong-123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // Any other refusal leaves the captcha off.
    await waitFor(() => expect(api.bodiesOf('Login')).toHaveLength(1));
    expect(screen.queryByLabelText('Image verification code')).toBeNull();

    type('Password', 'Secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const field = await screen.findByLabelText('Image verification code');
    expect(document.activeElement).toBe(field);
    expect(screen.getByText(/several failed sign-ins recently/).id).toBe(field.getAttribute('aria-describedby'));
    expect((await screen.findByRole('img', { name: 'Verification code' })).getAttribute('src')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(api.names().filter((name) => name === 'getValidationCode')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter the image verification code')).toBeTruthy();

    type('Image verification code', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/index.html'));
    expect(api.bodiesOf('validationCode')).toEqual([{ email: 'ada@acme.test', phone: '', digest: 'D1', vcode: 'ab12' }]);
    expect(api.bodiesOf('Login')).toEqual([
      { email: 'ada@acme.test', password: 'Wrong-123', digest: '' },
      { email: 'ada@acme.test', password: 'Secret-123', digest: '' },
      { email: 'ada@acme.test', password: 'Secret-123', digest: 'D1' },
    ]);
  });

  it('registers a company and shows the strength of the password as it is typed', async () => {
    const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    const api = fakeApi({
      getSiteConfig: () => siteConfig(1),
      getValidationCode: () => captchaImage,
      Register: () => ok(fakeLoginResult({ ...company, cardText: '', unsubscribe: 0, subAccount: 0 }, 'beef')),
    });
    render(<SigninPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Register a company' }));
    type('Company name', 'Acme');
    type('Your name', 'Ada');
    type('Email (your account)', 'ada@acme.test');
    type('Phone', '13800000000');
    type('Password', 'abcdef');
    expect(screen.getByRole('status').textContent).toContain('Password strength is too weak');
    type('Password', 'Secret-Acme-2024');
    expect(screen.getByRole('status').textContent).toContain('Strong');
    type('Confirm password', 'Secret-Acme-2024');
    fireEvent.click(screen.getByRole('button', { name: 'Register and sign in' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/index.html'));
    expect(api.bodiesOf('Register')).toEqual([
      {
        company: 'Acme',
        name: 'Ada',
        email: 'ada@acme.test',
        phone: '13800000000',
        password: 'Secret-Acme-2024',
        language: 'en',
      },
    ]);
    expect(sessionStorage.getItem('token')).toBe('10000001-beef');
  });

  it("registers the company in the page's language, which its mails and SMS then take", async () => {
    vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    await changeLanguage('ja');
    try {
      const api = fakeApi({
        getSiteConfig: () => siteConfig(0),
        Register: () => ok(fakeLoginResult({ ...company, language: 'ja' }, 'beef')),
      });
      window.history.replaceState(null, '', '#register');
      render(<SigninPage />);
      await screen.findByRole('form', { name: '会社を登録' });
      type('会社名', 'Acme');
      type('担当者名', 'Ada');
      type('メールアドレス（アカウント）', 'ada@acme.test');
      type('電話番号', '13800000000');
      type('パスワード', 'Secret-Acme-2024');
      type('パスワード（確認）', 'Secret-Acme-2024');
      fireEvent.click(screen.getByRole('button', { name: '登録してサインイン' }));
      await waitFor(() => expect(api.bodiesOf('Register')).toHaveLength(1));
      expect(api.bodiesOf('Register')[0]).toMatchObject({ company: 'Acme', language: 'ja' });
    } finally {
      window.history.replaceState(null, '', window.location.pathname);
      await changeLanguage('en');
    }
  });
});
