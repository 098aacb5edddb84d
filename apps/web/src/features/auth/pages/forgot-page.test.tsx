import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, type FakeAnswer, fakeApi, ok } from '../../../test/fake-api';
import { ForgotPage } from './forgot-page';

const siteConfig = () => ok({ captcha: 1, loginTypes: [0], filingNumber: '', version: 'v2.3.1' });
const captchaImage = () => ok({ base64Str: 'AAAA', digest: 'D1' });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const open = (search: string) => window.history.replaceState(null, '', `/forgot.html${search}`);

describe('forgot.html?type=3', () => {
  it('mails a reset link after the captcha for the email', async () => {
    open('?type=3');
    const api = fakeApi({
      getSiteConfig: siteConfig,
      getValidationCode: captchaImage,
      validationCode: () => ok(),
      RetrievePassword: () => ok(),
    });
    render(<ForgotPage />);
    await screen.findByRole('img', { name: 'Verification code' });
    type('Account (email)', 'ada@acme.test');
    type('Image verification code', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your mailbox')).toBeTruthy();
    expect(api.bodiesOf('validationCode')).toEqual([{ email: 'ada@acme.test', phone: '', digest: 'D1', vcode: 'ab12' }]);
    expect(api.bodiesOf('RetrievePassword')).toEqual([{ email: 'ada@acme.test', digest: 'D1' }]);
  });

  it('asks for the captcha the site has off when the account is under attack (119), then mails the link', async () => {
    open('?type=3');
    const api = fakeApi({
      getSiteConfig: () => ok({ captcha: 0, loginTypes: [0], filingNumber: '', version: 'v2.3.1' }),
      getValidationCode: captchaImage,
      validationCode: () => ok(),
      RetrievePassword: (body) => (body.digest ? ok() : fail(119, 'Invalid image verification code')),
    });
    render(<ForgotPage />);
    await screen.findByLabelText('Account (email)');
    type('Account (email)', 'ada@acme.test');
    expect(screen.queryByLabelText('Image verification code')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByRole('img', { name: 'Verification code' });
    type('Image verification code', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your mailbox')).toBeTruthy();
    expect(api.bodiesOf('RetrievePassword')).toEqual([
      { email: 'ada@acme.test', digest: '' },
      { email: 'ada@acme.test', digest: 'D1' },
    ]);
  });

  it('sets a new password from the mailed link, and says when the link is spent (39)', async () => {
    open('?type=3&email=ada%40acme.test&digest=abc123');
    let answer: FakeAnswer<'ModifyPassword'> = ok();
    const api = fakeApi({ getSiteConfig: siteConfig, ModifyPassword: () => answer });
    render(<ForgotPage />);
    await screen.findByLabelText('New password');
    type('New password', 'Secret-Acme-2024');
    type('Confirm password', 'Secret-Acme-2024');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(api.bodiesOf('ModifyPassword')).toEqual([{ email: 'ada@acme.test', digest: 'abc123', new_pwd: 'Secret-Acme-2024' }]);

    cleanup();
    answer = fail(39, 'The link is invalid or has expired');
    render(<ForgotPage />);
    await screen.findByLabelText('New password');
    type('New password', 'Secret-Acme-2024');
    type('Confirm password', 'Secret-Acme-2024');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'The link is invalid or has expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot.html?type=3');
  });

  it('resets by phone: captcha, SMS code with a 60 s resend wait, then code and new password', async () => {
    open('?type=7');
    const api = fakeApi({
      getSiteConfig: siteConfig,
      getValidationCode: captchaImage,
      validationCode: () => ok(),
      sendSmsCode: () => ok(),
      ModifyPassword: () => ok(),
    });
    render(<ForgotPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'By phone' }));
    type('Phone', '13800000000');
    await screen.findByRole('img', { name: 'Verification code' });
    type('Image verification code', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in 60 s/ })).toBeTruthy();
    expect(api.bodiesOf('validationCode')).toEqual([{ email: '', phone: '13800000000', digest: 'D1', vcode: 'ab12' }]);
    expect(api.bodiesOf('sendSmsCode')).toEqual([{ phone: '13800000000', digest: 'D1', accountKind: 'manager' }]);

    type('SMS verification code', '123456');
    type('New password', 'Secret-Acme-2024');
    type('Confirm password', 'Secret-Acme-2024');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(api.bodiesOf('ModifyPassword')).toEqual([{ phone: '13800000000', verifyCode: '123456', new_pwd: 'Secret-Acme-2024' }]);
  });

  it('asks for the captcha before an SMS code even with the site captcha off', async () => {
    open('?type=3');
    const api = fakeApi({
      getSiteConfig: () => ok({ captcha: 0, loginTypes: [0], filingNumber: '', version: 'v2.3.1' }),
      getValidationCode: captchaImage,
      validationCode: () => ok(),
      sendSmsCode: () => ok(),
    });
    render(<ForgotPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'By phone' }));
    type('Phone', '13800000000');
    await screen.findByRole('img', { name: 'Verification code' });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter the image verification code')).toBeTruthy();
    expect(api.names()).not.toContain('sendSmsCode');
    type('Image verification code', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in 60 s/ })).toBeTruthy();
    expect(api.bodiesOf('validationCode')).toEqual([{ email: '', phone: '13800000000', digest: 'D1', vcode: 'ab12' }]);
    expect(api.bodiesOf('sendSmsCode')).toEqual([{ phone: '13800000000', digest: 'D1', accountKind: 'manager' }]);
  });

  it('keeps an SMS code typed while the send is still on its way', async () => {
    open('?type=7');
    let answerSend: () => void = () => undefined;
    fakeApi({
      getSiteConfig: siteConfig,
      getValidationCode: captchaImage,
      validationCode: () => ok(),
      // The SMS can arrive before the page hears that it was sent.
      sendSmsCode: () => new Promise((resolve) => (answerSend = () => resolve(ok()))),
    });
    render(<ForgotPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'By phone' }));
    type('Phone', '13800000000');
    await screen.findByRole('img', { name: 'Verification code' });
    type('Image verification code', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(answerSend).not.toBe(undefined));
    type('SMS verification code', '654321');
    answerSend();
    expect(await screen.findByRole('button', { name: /Resend in 60 s/ })).toBeTruthy();
    expect((screen.getByLabelText('SMS verification code') as HTMLInputElement).value).toBe('654321');
    expect((screen.getByLabelText('Image verification code') as HTMLInputElement).value).toBe('');
  });
});
