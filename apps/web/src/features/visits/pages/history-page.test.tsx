import type { DataControl } from '@vestibule/contract/data-control';
import { fireEvent, render, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { pageOf } from '../../../test/fake-page';
import { visitOf, withTimeline } from '../../../test/test-visits';
import { HistoryPage } from './history-page';

// antd tables, dialogs and drawers render slowly in jsdom on a busy machine.
const heavy = 40_000;

// Data control that hides nothing.
const everything: DataControl = {
  columns: ['visitor', 'phone', 'host', 'type', 'appointment', 'signIn', 'signOut', 'status'],
  kinds: [0, 1, 2, 3],
};

function openHistory(path = '/history') {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="history" element={<HistoryPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('/history', { timeout: heavy }, () => {
  it('opens on the last 30 days ending today, read-only, and opens the drawer of a visit', async () => {
    const signedOut = visitOf(9, { vname: 'Li Lei', visitStatus: 'signedOut', visitdate: 1, signOutDate: 2 });
    const api = fakeApi({
      SearchVisitByConditionPage: () => ok(pageOf([signedOut], { count: 1 })),
      getDeptList: () => ok([]),
      getDataControl: () => ok(everything),
      GetVisitorByVid: () =>
        ok(withTimeline(signedOut, [{ kind: 'signedOut', at: 2, operator: 'Reception', gate: 'Gate 1', reason: '' }])),
    });
    openHistory();
    await screen.findByText('Li Lei');
    expect(api.bodiesOf('SearchVisitByConditionPage')[0]).toEqual({
      userid: 10000001,
      date: dayjs().subtract(29, 'day').format('YYYY-MM-DD'),
      endDate: dayjs().format('YYYY-MM-DD'),
      startIndex: 1,
      requestedCount: 10,
    });
    const row = screen.getByRole('row', { name: /Li Lei/ });
    expect(within(row).queryByRole('button', { name: /Sign (in|out)/ })).toBeNull();
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pre-register' })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Open the visit of Li Lei' }));
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect(timeline.textContent).toContain('at Gate 1');
    expect(api.bodiesOf('GetVisitorByVid')).toEqual([{ userid: 10000001, vid: 9 }]);
  });

  it('keeps the days and filters of the URL, and pages from the right row', async () => {
    const api = fakeApi({
      SearchVisitByConditionPage: () => ok(pageOf([visitOf(1)], { count: 45 })),
      getDeptList: () => ok([]),
      getDataControl: () => ok(everything),
    });
    openHistory('/history?date=2026-10-01&endDate=2026-10-31&vcompany=Globex&empdeptid=3&pageSize=20');
    await screen.findByText('Visitor 1');
    fireEvent.click(document.querySelector('.ant-pagination-item-3') as HTMLElement);
    await screen.findByText('Visitor 1');
    expect(api.bodiesOf('SearchVisitByConditionPage').at(-1)).toEqual({
      userid: 10000001,
      date: '2026-10-01',
      endDate: '2026-10-31',
      vcompany: 'Globex',
      empdeptid: 3,
      startIndex: 41,
      requestedCount: 20,
    });
  });
});
