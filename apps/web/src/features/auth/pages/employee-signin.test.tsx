import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { employeeOf } from '../../../test/fake-employees';
import { ForgotPage } from './forgot-page';
import { SigninPage } from './signin-page';

const siteConfig = () => ok({ captcha: 1, loginTypes: [0, 3], filingNumber: '', version: 'v2.3.1' });
const captchaImage = () => ok({ base64Str: 'AAAA', digest: 'D1' });
const companies = [
  { userid: 10000001, company: 'Acme' },
  { userid: 10000002, company: 'Globex' },
];
const severalCompanies = () => fail(668, 'Phone number belongs to several companies, choose one', companies);
const employee = {
  ...employeeOf(42, { userid: 10000002, empName: 'Eve Host', empPhone: '13800001000', empEmail: 'eve@globex.test' }),
  token: 'f00d',
  pemail: 'admin@globex.test',
  company: 'Globex',
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function signInAsEmployee() {
  fireEvent.click(await screen.findByRole('radio', { name: 'Employee' }));
  await screen.findByRole('img', { name: 'Verification code' });
  type('Phone', '13800001000');
  type('Password', 'emp-Pass1');
  type('Image verification code', 'ab12');
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('employee sign-in', () => {
  it('signs in by phone, stores login type 3 and the empid token, and opens the console', async () => {
    const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    const api = fakeApi({
      getSiteConfig: siteConfig,
      getValidationCode: captchaImage,
      validationCode: () => ok(),
      empLogin: () => ok(employee),
    });
    render(<SigninPage />);
    await signInAsEmployee();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/index.html'));
    expect(api.bodiesOf('validationCode')).toEqual([{ email: '', phone: '13800001000', digest: 'D1', vcode: 'ab12' }]);
    expect(api.bodiesOf('empLogin')).toEqual([{ phone: '13800001000', empPwd: 'emp-Pass1', digest: 'D1' }]);
    expect(sessionStorage.getItem('token')).toBe('42-f00d');
    expect(sessionStorage.getItem('loginType')).toBe('3');
    expect(sessionStorage.getItem('userid')).toBe('10000002');
    expect(sessionStorage.getItem('company')).toBe('Globex');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot.html?type=4');
  });

  it('asks for the company when the phone is in several (668) and retries with it and the same captcha', async () => {
    const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    const api = fakeApi({
      getSiteConfig: siteConfig,
      getValidationCode: captchaImage,
      validationCode: () => ok(),
      empLogin: (body) => (body.userid === undefined ? severalCompanies() : ok(employee)),
    });
    render(<SigninPage />);
    await signInAsEmployee();
    expect(await screen.findByRole('group', { name: 'Company' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please choose a company')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Globex' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/index.html'));
    expect(api.bodiesOf('empLogin')).toEqual([
      { phone: '13800001000', empPwd: 'emp-Pass1', digest: 'D1' },
      { phone: '13800001000', empPwd: 'emp-Pass1', digest: 'D1', userid: 10000002 },
    ]);
    expect(api.bodiesOf('validationCode')).toHaveLength(1);
  });

  it('opens the activation form with the phone when the account is not active yet (135)', async () => {
    fakeApi({
      getSiteConfig: siteConfig,
      getValidationCode: captchaImage,
      validationCode: () => ok(),
      empLogin: () => fail(135, 'Please activate your account'),
    });
    render(<SigninPage />);
    await signInAsEmployee();
    expect(await screen.findByRole('heading', { name: 'Activate your employee account' })).toBeTruthy();
    expect(((await screen.findByLabelText('Phone')) as HTMLInputElement).value).toBe('13800001000');
    expect(window.location.hash).toBe('#activate');
  });
});

describe('employee sign-in with the captcha off', () => {
  it('shows the captcha when the phone is under attack (119) and signs in with it', async () => {
    window.history.replaceState(null, '', '/signin.html');
    const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    const api = fakeApi({
      getSiteConfig: () => ok({ captcha: 0, loginTypes: [0, 3], filingNumber: '', version: 'v2.3.1' }),
      getValidationCode: captchaImage,
      validationCode: () => ok(),
      empLogin: (body) => (body.digest ? ok(employee) : fail(119, 'Invalid image verification code')),
    });
    render(<SigninPage />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Employee' }));
    type('Phone', '13800001000');
    type('Password', 'emp-Pass1');
    expect(screen.queryByLabelText('Image verification code')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('img', { name: 'Verification code' });
    type('Image verification code', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/index.html'));
    expect(api.bodiesOf('validationCode')).toEqual([{ email: '', phone: '13800001000', digest: 'D1', vcode: 'ab12' }]);
    expect(api.bodiesOf('empLogin')).toEqual([
      { phone: '13800001000', empPwd: 'emp-Pass1', digest: '' },
      { phone: '13800001000', empPwd: 'emp-Pass1', digest: 'D1' },
    ]);
    expect(sessionStorage.getItem('token')).toBe('42-f00d');
  });
});

describe('employee activation (signin.html#activate)', () => {
  it('checks the phone belongs to an employee, sends the code after the captcha, then sets the first password', async () => {
    window.history.replaceState(null, '', '/signin.html#activate');
    const api = fakeApi({
      getSiteConfig: siteConfig,
      getValidationCode: captchaImage,
      checkEmpInfo: (body) => ok(body.phone === '13800001000' ? companies.slice(0, 1) : []),
      validationCode: () => ok(),
      sendSmsCode: () => ok(),
      webActivateAccount: () => ok(),
    });
    render(<SigninPage />);
    expect(await screen.findByRole('heading', { name: 'Activate your employee account' })).toBeTruthy();
    await screen.findByRole('img', { name: 'Verification code' });
    type('Phone', '13900000000');
    type('Image verification code', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/No employee account has this phone number/)).toBeTruthy();
    expect(api.names()).not.toContain('sendSmsCode');

    type('Phone', '13800001000');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in 60 s/ })).toBeTruthy();
    expect(api.bodiesOf('sendSmsCode')).toEqual([{ phone: '13800001000', digest: 'D1', accountKind: 'employee' }]);
    type('SMS verification code', '123456');
    type('New password', 'emp-Pass1');
    type('Confirm password', 'emp-Pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Activate and set password' }));
    expect(await screen.findByText('Account activated')).toBeTruthy();
    expect(api.bodiesOf('webActivateAccount')).toEqual([{ phone: '13800001000', empPwd: 'emp-Pass1', verifyCode: '123456' }]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Sign in' })[0]!);
    expect(await screen.findByRole('radio', { name: 'Employee', checked: true })).toBeTruthy();
  });
});

describe('the SMS code of an employee with the site captcha off', () => {
  it('still asks for the captcha, which the server demands for every code', async () => {
    window.history.replaceState(null, '', '/signin.html#activate');
    const api = fakeApi({
      getSiteConfig: () => ok({ captcha: 0, loginTypes: [0, 3], filingNumber: '', version: 'v2.3.1' }),
      getValidationCode: captchaImage,
      checkEmpInfo: () => ok(companies.slice(0, 1)),
      validationCode: () => ok(),
      sendSmsCode: () => ok(),
    });
    render(<SigninPage />);
    await screen.findByRole('img', { name: 'Verification code' });
    type('Phone', '13800001000');
    type('Image verification code', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in 60 s/ })).toBeTruthy();
    expect(api.bodiesOf('validationCode')).toEqual([{ email: '', phone: '13800001000', digest: 'D1', vcode: 'ab12' }]);
    expect(api.bodiesOf('sendSmsCode')).toEqual([{ phone: '13800001000', digest: 'D1', accountKind: 'employee' }]);
  });
});

describe('forgot.html?type=4', () => {
  it('resets an employee password with the SMS code, picking the company for a phone in several', async () => {
    window.history.replaceState(null, '', '/forgot.html?type=4');
    const api = fakeApi({
      getSiteConfig: siteConfig,
      getValidationCode: captchaImage,
      checkEmpInfo: () => ok(companies),
      validationCode: () => ok(),
      sendSmsCode: () => ok(),
      resetEmpPwd: () => ok(),
    });
    render(<ForgotPage />);
    expect(await screen.findByRole('heading', { name: 'Reset your employee password' })).toBeTruthy();
    await screen.findByRole('img', { name: 'Verification code' });
    type('Phone', '13800001000');
    type('Image verification code', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Acme' }));
    type('SMS verification code', '654321');
    type('New password', 'new-Pass2');
    type('Confirm password', 'new-Pass2');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(api.bodiesOf('resetEmpPwd')).toEqual([
      { phone: '13800001000', empPwd: 'new-Pass2', verifyCode: '654321', userid: 10000001 },
    ]);
  });
});
