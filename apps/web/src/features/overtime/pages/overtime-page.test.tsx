import type { OvertimeRecord } from '@vestibule/contract/endpoints/overtime';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { pageOf } from '../../../test/fake-page';
import { OvertimePage } from './overtime-page';

// antd tables and dialogs render slowly in jsdom on a busy machine.
const heavy = 40_000;
// The first screen of a run also loads the contract's schemas and the area's texts.
const slow = { timeout: 20_000 };
const userid = 10000001;

const record = (
  oid: number,
  empName: string,
  oDates: string,
  status = 0,
  fields: Partial<OvertimeRecord> = {},
): OvertimeRecord => ({
  oid,
  userid,
  empid: oid + 100,
  empName,
  empNo: `E-${oid}`,
  status,
  oDates,
  checkIn: null,
  reason: 'Quarter-end close',
  createTime: Date.UTC(2026, 10, 20, 9),
  decideTime: status === 0 ? null : new Date(2026, 10, 21, 10, 30).getTime(),
  decidedBy: status === 0 ? '' : 'Ada Admin',
  ...fields,
});

function openOvertime() {
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0, username: 'Ada Admin' });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/emp/overtime']}>
        <Routes>
          <Route path="emp/overtime" element={<OvertimePage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`\\b${name}\\b`) });
/** Answers the question the screen asks before deciding. */
const confirmIn = async (title: string, button: string) => {
  const question = await screen.findByRole('dialog');
  expect(question.textContent).toContain(title);
  fireEvent.click(within(question).getByRole('button', { name: button }));
};

describe('/emp/overtime', { timeout: heavy }, () => {
  it("lists the company's overtime records and agrees to one pending from its row, after asking", async () => {
    let decided = false;
    const ann = record(1, 'Ann Archer', '2026-11-20,2026-11-21', 0, { checkIn: new Date(2026, 10, 20, 19, 5).getTime() });
    const bob = record(2, 'Bob Baker', '2026-11-19', 2);
    const api = fakeApi({
      getOverTimeList: () =>
        ok(
          pageOf([decided ? { ...ann, status: 1, decidedBy: 'Ada Admin', decideTime: Date.now() } : ann, bob], { pageSize: 10 }),
        ),
      updateOverTimeStatus: () => {
        decided = true;
        return ok();
      },
    });
    openOvertime();
    await screen.findByText('Ann Archer', {}, slow);
    expect(api.bodiesOf('getOverTimeList')[0]).toEqual({
      userid,
      empName: '',
      empNo: '',
      startDate: '',
      endDate: '',
      slist: [],
      startIndex: 1,
      requestedCount: 10,
    });
    const annRow = within(rowOf('Ann Archer'));
    expect(annRow.getByText('2026-11-20, 2026-11-21')).toBeTruthy();
    expect(annRow.getByText('2026-11-20 19:05')).toBeTruthy();
    expect(annRow.getByText('Pending')).toBeTruthy();
    const bobRow = within(rowOf('Bob Baker'));
    expect(bobRow.getByText('Refused')).toBeTruthy();
    expect(bobRow.getByText('Ada Admin · 2026-11-21 10:30')).toBeTruthy();
    // A decided record has no actions and cannot be chosen.
    expect(bobRow.queryByRole('button', { name: /Agree/ })).toBeNull();
    expect(
      (screen.getByRole('checkbox', { name: 'Select the overtime of Bob Baker on 2026-11-19' }) as HTMLInputElement).disabled,
    ).toBe(true);

    fireEvent.click(annRow.getByRole('button', { name: 'Agree to the overtime of Ann Archer on 2026-11-20, 2026-11-21' }));
    await confirmIn('Agree to 1 overtime application?', 'Agree');
    await waitFor(() => expect(api.bodiesOf('updateOverTimeStatus')).toEqual([{ userid, oids: [1], status: 1 }]));
    await waitFor(() => expect(within(rowOf('Ann Archer')).getByText('Agreed')).toBeTruthy(), slow);
  });

  it('refuses the selected pending records in one call, and shows why when one was decided meanwhile', async () => {
    const api = fakeApi({
      getOverTimeList: () =>
        ok(
          pageOf([
            record(1, 'Ann Archer', '2026-11-20'),
            record(3, 'Cat Cooper', '2026-11-18'),
            record(4, 'Dan Drake', '2026-11-17'),
          ]),
        ),
      updateOverTimeStatus: (body) =>
        (body.oids as number[]).includes(4) ? fail(70, 'Overtime already agreed or refused: oids', [4]) : ok(),
    });
    openOvertime();
    await screen.findByText('Cat Cooper', {}, slow);
    expect((screen.getByRole('button', { name: 'Refuse selected' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select the overtime of Ann Archer on 2026-11-20' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select the overtime of Cat Cooper on 2026-11-18' }));
    fireEvent.click(screen.getByRole('button', { name: 'Refuse selected (2)' }));
    await confirmIn('Refuse 2 overtime applications?', 'Refuse');
    await waitFor(() => expect(api.bodiesOf('updateOverTimeStatus')).toEqual([{ userid, oids: [1, 3], status: 2 }]));
    // Decided ones leave the selection; the list reads again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refuse selected' })).toBeTruthy());
    await waitFor(() => expect(api.bodiesOf('getOverTimeList').length).toBeGreaterThan(1));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select the overtime of Dan Drake on 2026-11-17' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agree to selected (1)' }));
    await confirmIn('Agree to 1 overtime application?', 'Agree');
    await waitFor(() => expect(api.bodiesOf('updateOverTimeStatus')).toHaveLength(2));
    // A refusal keeps the choice, to try again after reading the list.
    expect(screen.getByRole('button', { name: 'Agree to selected (1)' })).toBeTruthy();
  });

  it('searches by name, work number and statuses from the first page', async () => {
    const api = fakeApi({ getOverTimeList: () => ok(pageOf<OvertimeRecord>([], { pageSize: 10 })) });
    openOvertime();
    await screen.findByText('No overtime records', {}, slow);
    fireEvent.change(screen.getByLabelText('Employee'), { target: { value: ' Ann ' } });
    fireEvent.change(screen.getByLabelText('Work number'), { target: { value: 'E-1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Refused' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pending' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.bodiesOf('getOverTimeList')).toHaveLength(2));
    expect(api.bodiesOf('getOverTimeList')[1]).toEqual({
      userid,
      empName: 'Ann',
      empNo: 'E-1',
      startDate: '',
      endDate: '',
      slist: [0, 2],
      startIndex: 1,
      requestedCount: 10,
    });
  });
});
