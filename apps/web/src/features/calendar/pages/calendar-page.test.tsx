import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { captureToasts } from '../../../test/capture-toasts';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { fakeCompany } from '../../../test/fake-company';
import { CalendarPage } from './calendar-page';

const slow = { timeout: 15_000 };
const userid = 10000001;
const today = dayjs();
const year = today.year();
// Days of the month the calendar opens on.
const restDay = today.date(10).startOf('day');
const workDay = today.date(12).startOf('day');
const unmarked = today.date(15).startOf('day');
const marks = [
  { hid: String(restDay.valueOf()), userid, hdate: restDay.valueOf(), remark: 'Founders day', passFlag: 0, rid: 0 },
  { hid: String(workDay.valueOf()), userid, hdate: workDay.valueOf(), remark: '', passFlag: 1, rid: 0 },
];
const company = fakeCompany({ userid, passableSTime: '08:30', passableETime: '19:00' });

function openPage() {
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0 });
  render(
    <AppProviders>
      <CalendarPage />
    </AppProviders>,
  );
}

const cellOf = (day: dayjs.Dayjs) => document.querySelector<HTMLElement>(`td[title="${day.format('YYYY-MM-DD')}"]`)!;
const dialog = () => within(screen.getByRole('dialog'));

afterEach(() => vi.unstubAllGlobals());

describe('/calendar', { timeout: 40_000 }, () => {
  it("reads the year's marks and shows rest and work days with their remarks", async () => {
    const api = fakeApi({ getHoliday: () => ok(marks), GetUserInfo: () => ok(company) });
    openPage();
    await screen.findByText('Founders day', {}, slow);
    expect(api.bodiesOf('getHoliday')[0]).toEqual({ userid, hdate: `${year}-01-01` });
    expect(within(cellOf(restDay)).getByText('Rest day')).toBeTruthy();
    expect(within(cellOf(workDay)).getByText('Work day')).toBeTruthy();
    expect(within(cellOf(unmarked)).queryByText('Rest day')).toBeNull();
  });

  it('marks a chosen day as a work day with a remark', async () => {
    const api = fakeApi({ getHoliday: () => ok(marks), GetUserInfo: () => ok(company), addHoliday: () => ok({ hid: '1' }) });
    openPage();
    await screen.findByText('Founders day', {}, slow);
    fireEvent.click(within(cellOf(unmarked)).getByText(String(unmarked.date()).padStart(2, '0')));
    await screen.findByRole('dialog', {}, slow);
    fireEvent.click(dialog().getByRole('radio', { name: 'Work day' }));
    fireEvent.change(dialog().getByLabelText('Remark'), { target: { value: ' Stocktaking ' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(api.bodiesOf('addHoliday')).toEqual([
          { userid, hdate: unmarked.format('YYYY-MM-DD'), remark: 'Stocktaking', passFlag: 1 },
        ]),
      slow,
    );
  });

  it('shows 223 beside the date, without an error toast', async () => {
    const toasts = captureToasts();
    fakeApi({ getHoliday: () => ok(marks), GetUserInfo: () => ok(company), addHoliday: () => fail(223, 'hdate') });
    openPage();
    await screen.findByText('Founders day', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Mark a day' }));
    await screen.findByRole('dialog', {}, slow);
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    const day = today.format('MMMM D, YYYY');
    expect(await dialog().findByText(`${day} is already in the calendar: change that day instead.`, {}, slow)).toBeTruthy();
    expect(toasts.errors()).toEqual([]);
  });

  it('removes the mark of a marked day', async () => {
    const api = fakeApi({ getHoliday: () => ok(marks), GetUserInfo: () => ok(company), delHoliday: () => ok() });
    openPage();
    fireEvent.click(await screen.findByText('Founders day', {}, slow));
    await screen.findByRole('dialog', {}, slow);
    expect((dialog().getByLabelText('Remark') as HTMLInputElement).value).toBe('Founders day');
    fireEvent.click(dialog().getByRole('button', { name: 'Remove the mark' }));
    await waitFor(() => expect(api.bodiesOf('delHoliday')).toEqual([{ userid, hid: marks[0]!.hid }]), slow);
  });

  it('imports a year of public holidays and shows what was added', async () => {
    const api = fakeApi({
      getHoliday: () => ok([]),
      GetUserInfo: () => ok(company),
      getHolidayFromTP: () => ok({ year, added: 5, skipped: 2 }),
    });
    openPage();
    const panel = within(await screen.findByRole('region', { name: 'Public holidays' }, slow));
    fireEvent.click(panel.getByRole('button', { name: 'Import' }));
    expect(await panel.findByText(`${year}: 5 days added, 2 already marked and kept.`, {}, slow)).toBeTruthy();
    expect(api.bodiesOf('getHolidayFromTP')).toEqual([{ userid, year }]);
  });

  it('saves the passable hours as HH:mm', async () => {
    const api = fakeApi({ getHoliday: () => ok([]), GetUserInfo: () => ok(company), updatePassableTime: () => ok() });
    openPage();
    const panel = within(await screen.findByRole('region', { name: 'Passable hours' }, slow));
    expect((panel.getByLabelText('From') as HTMLInputElement).value).toBe('08:30');
    fireEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(api.bodiesOf('updatePassableTime')).toEqual([{ userid, passableSTime: '08:30', passableETime: '19:00' }]),
      slow,
    );
  });
});
