import type { OvertimeRecord } from '@vestibule/contract/endpoints/overtime';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { pageOf } from '../../../test/fake-page';
import { MyOvertimePage } from './my-overtime-page';

const heavy = 40_000;
/** Waits long enough for a screen's first load on a busy machine. */
const slow = { timeout: 20_000 };
const userid = 10000001;

const mine = (oid: number, oDates: string, status: number): OvertimeRecord => ({
  oid,
  userid,
  empid: 7,
  empName: 'Ivy Inviter',
  empNo: 'E-7',
  status,
  oDates,
  checkIn: null,
  reason: 'Stocktaking',
  createTime: Date.UTC(2026, 10, 20, 9),
  decideTime: status === 0 ? null : new Date(2026, 10, 21, 10, 30).getTime(),
  decidedBy: status === 0 ? '' : 'Ada Admin',
});

function openMine() {
  saveProfile({ id: '7', userid, token: '7-abc', loginType: 3, company: 'Acme Labs', username: 'Ivy Inviter' });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/mine/overtime']}>
        <Routes>
          <Route path="mine/overtime" element={<MyOvertimePage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Types a day into one end of the range picker, as a person types it and presses Enter. */
function typeDay(placeholder: string, day: string) {
  const input = screen.getByPlaceholderText(placeholder);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('/mine/overtime (an employee’s own overtime)', { timeout: heavy }, () => {
  it('lists their applications with the decisions, and applies for a run of days with the reason', async () => {
    let applied = false;
    const api = fakeApi({
      getOverTimeList: () =>
        ok(
          pageOf([...(applied ? [mine(3, '2026-12-01,2026-12-02,2026-12-03', 0)] : []), mine(1, '2026-11-20', 1)], {
            pageSize: 10,
          }),
        ),
      addOverTimeApply: () => {
        applied = true;
        return ok({ oid: 3 });
      },
    });
    openMine();
    const agreed = (await screen.findByText('2026-11-20', {}, slow)).closest('tr')!;
    expect(within(agreed).getByText('Agreed')).toBeTruthy();
    expect(within(agreed).getByText('2026-11-21 10:30')).toBeTruthy();
    expect(api.bodiesOf('getOverTimeList')[0]).toEqual({ userid, startIndex: 1, requestedCount: 10 });

    // The days and the reason are needed.
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Choose the overtime days')).toBeTruthy();
    expect(screen.getByText('Give the reason for the overtime')).toBeTruthy();
    expect(api.bodiesOf('addOverTimeApply')).toEqual([]);

    typeDay('Start date', '2026-12-01');
    typeDay('End date', '2026-12-03');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: ' Year-end stocktaking ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api.bodiesOf('addOverTimeApply')).toEqual([
        { userid, oDates: '2026-12-01,2026-12-02,2026-12-03', reason: 'Year-end stocktaking' },
      ]),
    );
    const pending = (await screen.findByText('2026-12-01, 2026-12-02, 2026-12-03', {}, slow)).closest('tr')!;
    expect(within(pending).getByText('Pending')).toBeTruthy();
  });
});
