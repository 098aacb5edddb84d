import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveProfile } from '../lib/session';
import { fakeApi, ok } from '../test/fake-api';
import { AppProviders } from './app-providers';
import { NoticeLog } from './notice-log';

const userid = 10000001;

afterEach(() => vi.unstubAllGlobals());

describe("the visit's notice log", { timeout: 20_000 }, () => {
  it('lists each channel with its status, attempts and the provider answer or reason', async () => {
    saveProfile({ userid, token: `${userid}-abc`, loginType: 0 });
    const api = fakeApi({
      getNoticeLog: () =>
        ok([
          {
            id: 1,
            event: 'arrival',
            channel: 'email',
            recipient: 'hannah@acme.test',
            status: 'sent',
            attempts: 1,
            answer: 'Mail accepted',
            updateTime: 1,
          },
          {
            id: 2,
            event: 'arrival',
            channel: 'sms',
            recipient: '13900000001',
            status: 'failed',
            attempts: 3,
            answer: 'HTTP 500 busy',
            updateTime: 2,
          },
          {
            id: 3,
            event: 'arrival',
            channel: 'wechat',
            recipient: 'hannah.h',
            status: 'retrying',
            attempts: 1,
            answer: 'no answer within 10000 ms',
            updateTime: 3,
          },
          {
            id: 4,
            event: 'invitation',
            channel: 'email',
            recipient: 'gina@guest.test',
            status: 'logged',
            attempts: 1,
            answer: "No mail server is set (SMTP_URL): the mail to gina@guest.test was written to the server's log",
            updateTime: 4,
          },
        ]),
    });
    render(
      <AppProviders>
        <NoticeLog vid={42} />
      </AppProviders>,
    );
    const log = await screen.findByRole('region', { name: 'Notices' });
    await within(log).findByText('hannah@acme.test');
    const rows = within(log).getAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent)
          .slice(0, 5),
      ),
    ).toEqual([
      ['Arrival', 'Email', 'hannah@acme.test', 'Sent', 'Mail accepted'],
      ['Arrival', 'SMS', '13900000001', 'Failed (attempts: 3)', 'HTTP 500 busy'],
      ['Arrival', 'WeChat', 'hannah.h', 'Retrying (attempts: 1)', 'no answer within 10000 ms'],
      [
        'Invitation',
        'Email',
        'gina@guest.test',
        'Written to the log (no mail server set)',
        "No mail server is set (SMTP_URL): the mail to gina@guest.test was written to the server's log",
      ],
    ]);
    expect(api.bodiesOf('getNoticeLog')).toEqual([{ userid, vid: 42 }]);
  });

  it('says when a visit has no notices, and shows nothing to an employee', async () => {
    saveProfile({ userid, token: `${userid}-abc`, loginType: 0 });
    fakeApi({ getNoticeLog: () => ok([]) });
    const { unmount } = render(
      <AppProviders>
        <NoticeLog vid={7} />
      </AppProviders>,
    );
    expect(await screen.findByText('No notices for this visit')).toBeTruthy();
    unmount();

    saveProfile({ userid, token: `5-abc`, loginType: 1 });
    const api = fakeApi({});
    render(
      <AppProviders>
        <NoticeLog vid={7} />
      </AppProviders>,
    );
    expect(screen.queryByRole('region', { name: 'Notices' })).toBeNull();
    expect(api.names()).toEqual([]);
  });
});
