import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { visitOf } from '../../../test/test-visits';
import { AfterHoursPage } from './after-hours-page';

// antd tables and dialogs render slowly in jsdom on a busy machine.
const heavy = 40_000;
const slow = { timeout: 10_000 };

function openAfterHours() {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0, username: 'Ada Admin' });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/emp/after-hours']}>
        <Routes>
          <Route path="emp/after-hours" element={<AfterHoursPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`\\b${name}\\b`) });

describe('/emp/after-hours', { timeout: heavy }, () => {
  it("asks for today's visitors on site after hours, shows the time over, and signs out the selected ones on site", async () => {
    let signedOut = false;
    const onSite = { ...visitOf(1, { vname: 'Ann', visitStatus: 'signedIn', visitdate: 1 }), overMinutes: 125 };
    const left = { ...visitOf(2, { vname: 'Cal', visitStatus: 'signedOut', visitdate: 1, signOutDate: 2 }), overMinutes: 45 };
    const api = fakeApi({
      getOnSiteAfterHours: () =>
        ok({
          list: [signedOut ? { ...onSite, visitStatus: 'signedOut', signOutDate: 3 } : onSite, left],
          count: 2,
          pageNo: 1,
          pageSize: 10,
        }),
      batchSignOut: () => {
        signedOut = true;
        return ok();
      },
    });
    openAfterHours();
    await screen.findByText('Ann');
    const today = dayjs().format('YYYY-MM-DD');
    expect(api.bodiesOf('getOnSiteAfterHours')[0]).toEqual({
      userid: 10000001,
      startDate: today,
      endDate: today,
      name: '',
      empName: '',
      startIndex: 1,
      requestedCount: 10,
    });
    expect(within(rowOf('Ann')).getByText('2 h 5 min')).toBeTruthy();
    expect(within(rowOf('Cal')).getByText('45 min')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Select Cal' }) as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ann' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out selected (1)' }));
    const question = await screen.findByRole('dialog');
    fireEvent.click(within(question).getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(api.bodiesOf('batchSignOut')).toEqual([[{ userid: 10000001, vid: 1, signOutOpName: 'Ada Admin' }]]),
    );
    await waitFor(() => expect(within(rowOf('Ann')).getByText('Signed out')).toBeTruthy(), slow);
  });

  it('searches by visitor and host name from the first page', async () => {
    const api = fakeApi({ getOnSiteAfterHours: () => ok({ list: [], count: 0, pageNo: 1, pageSize: 10 }) });
    openAfterHours();
    await screen.findByText('Nobody stayed past off-duty time');
    fireEvent.change(screen.getByLabelText('Visitor'), { target: { value: ' Li ' } });
    fireEvent.change(screen.getByLabelText('Host'), { target: { value: 'Eve' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.bodiesOf('getOnSiteAfterHours')).toHaveLength(2));
    expect(api.bodiesOf('getOnSiteAfterHours')[1]).toMatchObject({ name: 'Li', empName: 'Eve', startIndex: 1 });
  });
});
