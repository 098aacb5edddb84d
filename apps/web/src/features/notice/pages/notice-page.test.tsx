import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { captureToasts } from '../../../test/capture-toasts';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { fakeCompany } from '../../../test/fake-company';
import { NoticePage } from './notice-page';

const heavy = 40_000;
const userid = 10000001;

const conf = {
  emailType: 0,
  emailAccount: '',
  emailPwdSet: false,
  smtp: '',
  smtpPort: 0,
  ssl: 0,
  exchange: '',
  domain: '',
  emailNotify: 1,
  smsNotify: 0,
  smsCount: 12,
  smsQuota: 1000,
  smsUrlTemplate: '',
  smsAccount: '',
  smsPwdSet: false,
  ivrNotify: 0,
  msgNotify: 1,
  providers: { sms: true, ivr: false, wechat: true },
};

function openNotice() {
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0 });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/notice']}>
        <Routes>
          <Route path="notice" element={<NoticePage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const section = (title: string) => screen.findByRole('region', { name: title });

afterEach(() => vi.unstubAllGlobals());

describe('/notice (notice channels)', { timeout: heavy }, () => {
  it("stores the company's own SMS gateway with its account and password, refusing a template without {phone}", async () => {
    const api = fakeApi({ getNoticeConf: () => ok({ ...conf, smsNotify: 1 }), updateSMSConf: () => ok(null) });
    openNotice();
    const sms = await section('SMS');
    const template = within(sms).getByLabelText('Company SMS gateway (URL template)');
    fireEvent.change(template, { target: { value: 'https://sms.acme.test/send?to=nobody' } });
    fireEvent.click(within(sms).getByRole('button', { name: 'Save gateway' }));
    await within(sms).findByText('Enter an http(s) URL containing {phone}, or leave it empty');
    expect(api.bodiesOf('updateSMSConf')).toEqual([]);

    fireEvent.change(template, { target: { value: 'https://sms.acme.test/send?u={account}&p={password}&to={phone}' } });
    fireEvent.change(within(sms).getByLabelText('Gateway account'), { target: { value: 'acme' } });
    fireEvent.change(within(sms).getByLabelText('Gateway password'), { target: { value: 'gw-secret' } });
    fireEvent.click(within(sms).getByRole('button', { name: 'Save gateway' }));
    await vi.waitFor(() =>
      expect(api.bodiesOf('updateSMSConf')).toEqual([
        {
          userid,
          smsNotify: 1,
          smsUrlTemplate: 'https://sms.acme.test/send?u={account}&p={password}&to={phone}',
          smsAccount: 'acme',
          smsPwd: 'gw-secret',
        },
      ]),
    );
  });

  it("stores the company's SMTP server after checking its fields, keeping a stored password unless one is typed", async () => {
    const api = fakeApi({ getNoticeConf: () => ok({ ...conf, emailPwdSet: true }), ConfigureEmail: () => ok(fakeCompany()) });
    openNotice();
    const email = await section('Email');
    fireEvent.click(within(email).getByLabelText('Our SMTP server'));
    fireEvent.change(await within(email).findByLabelText('Account'), { target: { value: 'not an address' } });
    fireEvent.click(within(email).getByRole('button', { name: 'Save' }));
    await within(email).findByText('Enter a valid email address');
    expect(within(email).getAllByText('Required')).toHaveLength(1);
    await within(email).findByText('Enter the port (1-65535)');
    expect(within(email).getByText('A password is stored; leave empty to keep it.')).toBeTruthy();
    expect(api.bodiesOf('ConfigureEmail')).toEqual([]);

    fireEvent.change(within(email).getByLabelText('Account'), { target: { value: 'desk@acme.test' } });
    fireEvent.change(within(email).getByLabelText('SMTP server'), { target: { value: 'smtp.acme.test' } });
    fireEvent.change(within(email).getByLabelText('Port'), { target: { value: '465' } });
    fireEvent.click(within(email).getByLabelText('SSL'));
    fireEvent.click(within(email).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(api.bodiesOf('ConfigureEmail')).toEqual([
        {
          userid,
          type: 1,
          account: 'desk@acme.test',
          pwd: '',
          smtp: 'smtp.acme.test',
          smtp_port: 465,
          ssl: 1,
          exchange: '',
          domain: '',
        },
      ]),
    );
  });

  it("sends a test mail and shows the provider's answer; a refusal shows the code's text and the answer", async () => {
    captureToasts();
    let refuse = false;
    const api = fakeApi({
      getNoticeConf: () => ok(conf),
      sendNoticeTest: () =>
        refuse
          ? fail(22, 'SMS failed: HTTP 500 busy', 'HTTP 500 busy')
          : ok({ answer: 'Mail accepted by the server for tess@acme.test', delivery: 'sent' }),
    });
    openNotice();
    const email = await section('Email');
    const to = within(email).getByLabelText('Send a test mail to');
    fireEvent.change(to, { target: { value: 'not-mail' } });
    fireEvent.click(within(email).getByRole('button', { name: 'Send test' }));
    await within(email).findByText('Enter a valid email address');
    fireEvent.change(to, { target: { value: 'tess@acme.test' } });
    fireEvent.click(within(email).getByRole('button', { name: 'Send test' }));
    await within(email).findByText('The provider answered: Mail accepted by the server for tess@acme.test');
    expect(api.bodiesOf('sendNoticeTest')).toEqual([{ userid, channel: 'email', to: 'tess@acme.test' }]);

    refuse = true;
    const sms = await section('SMS');
    fireEvent.change(within(sms).getByLabelText('Send a test SMS to'), { target: { value: '13800000002' } });
    fireEvent.click(within(sms).getByRole('button', { name: 'Send test' }));
    const alert = await within(sms).findByRole('alert');
    expect(alert.textContent).toContain('The provider answered: HTTP 500 busy');
  });

  it('says a test mail was only written to the log when no mail server is set', async () => {
    fakeApi({
      getNoticeConf: () => ok(conf),
      sendNoticeTest: () =>
        ok({
          answer: "No mail server is set (SMTP_URL): the mail to tess@acme.test was written to the server's log",
          delivery: 'logged',
        }),
    });
    openNotice();
    const email = await section('Email');
    fireEvent.change(within(email).getByLabelText('Send a test mail to'), { target: { value: 'tess@acme.test' } });
    fireEvent.click(within(email).getByRole('button', { name: 'Send test' }));
    const status = await within(email).findByRole('status');
    expect(status.textContent).toContain('Not sent: no mail server is set');
    expect(within(email).queryByText('Sent')).toBeNull();
  });

  it('switches a channel at once, shows the SMS counter and which providers the server lacks', async () => {
    const api = fakeApi({ getNoticeConf: () => ok(conf), updateSMSConf: () => ok(), UpdateWxConf: () => ok() });
    openNotice();
    const sms = await section('SMS');
    expect(within(sms).getByText('12 of 1000')).toBeTruthy();
    fireEvent.click(within(sms).getByRole('switch', { name: 'SMS notices' }));
    await vi.waitFor(() => expect(api.bodiesOf('updateSMSConf')).toEqual([{ userid, smsNotify: 1 }]));
    const wechat = await section('WeChat');
    fireEvent.click(within(wechat).getByRole('switch', { name: 'WeChat notices' }));
    await vi.waitFor(() => expect(api.bodiesOf('UpdateWxConf')).toEqual([{ userid, msgNotify: 0 }]));
    const voice = await section('Voice call');
    expect(within(voice).getByText(/no voice gateway/)).toBeTruthy();
    expect(within(sms).queryByText(/no SMS gateway/)).toBeNull();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    captureToasts();
    fakeApi({ getNoticeConf: () => fail(2000, 'down') });
    openNotice();
    expect(await screen.findByText('The notice settings could not be loaded.')).toBeTruthy();
  });
});
