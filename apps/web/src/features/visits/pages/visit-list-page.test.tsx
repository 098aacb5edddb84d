import type { DataControl } from '@vestibule/contract/data-control';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { captureToasts } from '../../../test/capture-toasts';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { pageOf } from '../../../test/fake-page';
import { visitOf } from '../../../test/test-visits';
import { VisitListPage } from './visit-list-page';

// antd tables, dialogs and drawers render slowly in jsdom on a busy machine.
const heavy = 40_000;

// Data control that hides nothing.
const everything: DataControl = {
  columns: ['visitor', 'phone', 'host', 'type', 'appointment', 'signIn', 'signOut', 'status'],
  kinds: [0, 1, 2, 3],
};

const slow = { timeout: 10_000 };

function openList(path: string) {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0, username: 'Ada Admin' });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="emp/visitlist/:vtype?" element={<VisitListPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`\\b${name}\\b`) });
const today = dayjs().format('YYYY-MM-DD');

describe('/emp/visitlist', { timeout: heavy }, () => {
  it("opens on today's visits of every kind, 1-based paging", async () => {
    const api = fakeApi({
      SearchVisitByConditionPage: () => ok(pageOf([visitOf(1)], { count: 1 })),
      getDeptList: () => ok([]),
      getDataControl: () => ok(everything),
    });
    openList('/emp/visitlist');
    await screen.findByText('Visitor 1');
    expect(api.bodiesOf('SearchVisitByConditionPage')[0]).toEqual({
      userid: 10000001,
      date: today,
      endDate: today,
      startIndex: 1,
      requestedCount: 10,
    });
  });

  it('sends the filters of the URL and the tab, and a search sends the changed filters from the first row', async () => {
    const api = fakeApi({
      SearchVisitByConditionPage: () => ok(pageOf([visitOf(1)], { count: 31 })),
      getDeptList: () => ok([]),
      getDataControl: () => ok(everything),
    });
    openList('/emp/visitlist/reserve?date=2026-11-01&endDate=2026-11-02&name=Li&visitStatus=authorized&page=3');
    await screen.findByText('Visitor 1');
    expect(api.bodiesOf('SearchVisitByConditionPage')[0]).toEqual({
      userid: 10000001,
      date: '2026-11-01',
      endDate: '2026-11-02',
      name: 'Li',
      visitStatus: 'authorized',
      signinType: 2,
      startIndex: 21,
      requestedCount: 10,
    });
    expect(screen.getByRole('tab', { name: 'Reserved', selected: true })).toBeTruthy();
    expect((screen.getByLabelText('Visitor') as HTMLInputElement).value).toBe('Li');

    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: ' 13900000001 ' } });
    fireEvent.change(screen.getByLabelText('Host'), { target: { value: 'Eve' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(api.bodiesOf('SearchVisitByConditionPage').at(-1)).toEqual({
        userid: 10000001,
        date: '2026-11-01',
        endDate: '2026-11-02',
        name: 'Li',
        phone: '13900000001',
        empName: 'Eve',
        visitStatus: 'authorized',
        signinType: 2,
        startIndex: 1,
        requestedCount: 10,
      }),
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Invited' }));
    await waitFor(() =>
      expect(api.bodiesOf('SearchVisitByConditionPage').at(-1)).toMatchObject({ signinType: 1, phone: '13900000001' }),
    );
  });

  it('shows each badge translated in its colour, and offers sign-in or sign-out by the badge', async () => {
    fakeApi({
      SearchVisitByConditionPage: () =>
        ok(
          pageOf([
            visitOf(1, { vname: 'Ann', visitStatus: 'authorized' }),
            visitOf(2, { vname: 'Ben', visitStatus: 'signedIn', visitdate: Date.now() }),
            visitOf(3, { vname: 'Cat', visitStatus: 'refused' }),
            visitOf(4, { vname: 'Dan', visitStatus: 'signedOut' }),
            visitOf(5, { vname: 'Eli', visitStatus: 'expired' }),
            visitOf(6, { vname: 'Fay', visitStatus: 'unauthorized' }),
          ]),
        ),
      getDeptList: () => ok([]),
      getDataControl: () => ok(everything),
    });
    openList('/emp/visitlist');
    await screen.findByText('Ann');
    const badge = (name: string, text: string) =>
      within(rowOf(name)).getByText(text).closest('[data-colour]')?.getAttribute('data-colour');
    expect(badge('Ann', 'Authorized')).toBe('orange');
    expect(badge('Ben', 'Signed in')).toBe('green');
    expect(badge('Cat', 'Refused')).toBe('red');
    expect(badge('Dan', 'Signed out')).toBe('blue');
    expect(badge('Eli', 'Expired')).toBe('default');
    expect(badge('Fay', 'Unauthorized')).toBe('orange');
    expect(within(rowOf('Ann')).getByRole('button', { name: 'Sign in Ann' })).toBeTruthy();
    expect(within(rowOf('Ben')).getByRole('button', { name: 'Sign out Ben' })).toBeTruthy();
    for (const name of ['Cat', 'Dan', 'Eli', 'Fay']) {
      expect(within(rowOf(name)).queryByRole('button', { name: /^Sign (in|out)/ })).toBeNull();
    }
  });

  it('says from when a visitor who is too early (64) may sign in, without a second toast', async () => {
    const toasts = captureToasts();
    const appointment = new Date(2026, 10, 23, 10, 0).getTime();
    const api = fakeApi({
      SearchVisitByConditionPage: () => ok(pageOf([visitOf(1, { vname: 'Ann' })], { count: 1 })),
      getDeptList: () => ok([]),
      getDataControl: () => ok(everything),
      VisitAppointmentSignin: () => fail(64, 'Too early', { appointmentDate: appointment, preExtendTime: 30 }),
      getTags: () => ok([]),
    });
    openList('/emp/visitlist');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in Ann' }));
    const warning = await screen.findByRole('dialog');
    expect(warning.textContent).toContain('The visitor cannot sign in');
    expect(warning.textContent).toContain('Ann is too early: sign-in opens at 2026-11-23 09:30.');
    expect(api.bodiesOf('VisitAppointmentSignin')).toEqual([{ userid: 10000001, vid: 1, signInOpName: 'Ada Admin' }]);
    expect(toasts.errors()).toEqual([]);
  });

  it.each([
    [65, 'Ann is late: the appointment is past the time allowed for lateness.'],
    [66, 'Ann is on the blacklist and cannot sign in.'],
    [67, 'The host has not authorised the visit of Ann yet.'],
  ])('explains a sign-in refused with %i', async (status, text) => {
    fakeApi({
      SearchVisitByConditionPage: () => ok(pageOf([visitOf(1, { vname: 'Ann' })], { count: 1 })),
      getDeptList: () => ok([]),
      getDataControl: () => ok(everything),
      VisitAppointmentSignin: () => fail(status, 'refused'),
    });
    openList('/emp/visitlist');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in Ann' }));
    expect((await screen.findByRole('dialog')).textContent).toContain(text);
  });

  it('signs out the selected visitors in one call after asking', async () => {
    const toasts = captureToasts();
    const onSite = [
      visitOf(1, { vname: 'Ann', visitStatus: 'signedIn', visitdate: Date.now() }),
      visitOf(2, { vname: 'Ben', visitStatus: 'signedIn', visitdate: Date.now() }),
      visitOf(3, { vname: 'Cat', visitStatus: 'authorized' }),
    ];
    let signedOut = false;
    const api = fakeApi({
      SearchVisitByConditionPage: () =>
        ok(
          pageOf(
            signedOut ? onSite.map((visit) => (visit.vid < 3 ? { ...visit, visitStatus: 'signedOut' as const } : visit)) : onSite,
            { count: 3 },
          ),
        ),
      getDeptList: () => ok([]),
      getDataControl: () => ok(everything),
      batchSignOut: () => {
        signedOut = true;
        return ok();
      },
    });
    openList('/emp/visitlist');
    await screen.findByText('Ann');
    expect(screen.getByRole('button', { name: /Sign out selected/ }).hasAttribute('disabled')).toBe(true);
    // Only visitors on site can be chosen.
    expect((screen.getByRole('checkbox', { name: 'Select Cat' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ann' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ben' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out selected (2)' }));
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('Sign out 2 visitors?');
    fireEvent.click(within(question).getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(api.bodiesOf('batchSignOut')).toEqual([
        [
          { userid: 10000001, vid: 1, signOutOpName: 'Ada Admin' },
          { userid: 10000001, vid: 2, signOutOpName: 'Ada Admin' },
        ],
      ]),
    );
    await waitFor(() => expect(within(rowOf('Ann')).getByText('Signed out')).toBeTruthy(), slow);
    expect(toasts.shown).toContainEqual({ kind: 'success', text: '2 visitors signed out' });
  });

  it('shows only the columns and visitor kinds data control keeps, and leads a hidden kind back to all', async () => {
    fakeApi({
      SearchVisitByConditionPage: () => ok(pageOf([visitOf(1)], { count: 1 })),
      getDeptList: () => ok([]),
      getDataControl: () => ok({ columns: ['visitor', 'status'], kinds: [0, 2] }),
    });
    openList('/emp/visitlist/resident');
    await screen.findByText('Visitor 1');
    await vi.waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Phone' })).toBeNull());
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Sign-in', 'Reserved']);
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the times data control keeps in the times column, and no times column when it keeps none', async () => {
    const visit = visitOf(1, { appointmentDate: Date.now(), visitdate: Date.now(), signOutDate: null });
    let control: DataControl = { columns: ['visitor', 'signIn'], kinds: [0, 1, 2, 3] };
    fakeApi({
      SearchVisitByConditionPage: () => ok(pageOf([visit], { count: 1 })),
      getDeptList: () => ok([]),
      getDataControl: () => ok(control),
    });
    openList('/emp/visitlist');
    await screen.findByText('Visitor 1');
    await screen.findByRole('columnheader', { name: 'Times' }, slow);
    const times = within(rowOf('Visitor 1'))
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(times).toEqual(['In']);
    cleanup();
    control = { columns: ['visitor', 'status'], kinds: [0, 1, 2, 3] };
    openList('/emp/visitlist');
    await screen.findByText('Visitor 1');
    expect(screen.queryByRole('columnheader', { name: 'Times' })).toBeNull();
  });

  it("shows a visit's tags and filters the list by a tag", async () => {
    const api = fakeApi({
      SearchVisitByConditionPage: () =>
        ok(
          pageOf([visitOf(1, { vname: 'Ann', tags: [{ tid: 4, tagName: 'VIP' }] }), visitOf(2, { vname: 'Ben' })], { count: 2 }),
        ),
      getDeptList: () => ok([]),
      getDataControl: () => ok(everything),
      getTags: () => ok([{ tid: 4, tagName: 'VIP' }]),
    });
    openList('/emp/visitlist');
    await screen.findByText('Ann', {}, slow);
    expect(within(screen.getByLabelText('Tags of Ann')).getByText('VIP')).toBeTruthy();
    expect(screen.queryByLabelText('Tags of Ben')).toBeNull();

    fireEvent.mouseDown(await screen.findByLabelText('Tag', {}, slow));
    fireEvent.click(await screen.findByText('VIP', { selector: '.ant-select-item-option-content' }, slow));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.bodiesOf('SearchVisitByConditionPage').at(-1)).toMatchObject({ tagId: 4 }));
  });
});
