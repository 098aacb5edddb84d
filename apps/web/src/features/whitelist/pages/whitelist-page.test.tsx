import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { captureToasts } from '../../../test/capture-toasts';
import { fakeApi, ok } from '../../../test/fake-api';
import { employeeOf } from '../../../test/fake-employees';
import { WhitelistPage } from './whitelist-page';

const slow = { timeout: 10_000 };
const employee = (empid: number, empName: string) =>
  employeeOf(empid, { empName, empNo: `E${empid}`, empPhone: `1380000100${empid}`, deptNames: [] });
const company = [employee(1, 'Ada'), employee(2, 'Bo'), employee(3, 'Cy')];

/** A server holding the whitelist: getEmpWlist answers only those on it, setEmpWlist changes it. */
function whitelistServer(initial: number[], people = company) {
  const listed = new Set(initial);
  const api = fakeApi({
    getEmpWlist: (body) => {
      const matching = people.filter(
        (person) => listed.has(person.empid) && person.empName.startsWith(String(body.empName ?? '')),
      );
      // As the server reads it: startIndex is the 1-based row the page starts at.
      const [start, size] = [Number(body.startIndex), Number(body.requestedCount)];
      const list = matching.slice(start - 1, start - 1 + size).map((person) => ({ ...person, wlist: 1 }));
      return ok({ list, count: matching.length, pageNo: Math.floor((start - 1) / size) + 1, pageSize: size });
    },
    getEmpByName: () => ok(people),
    setEmpWlist: (body) => {
      for (const item of body as unknown as Array<{ empid: number; wlist: number }>) {
        if (item.wlist === 1) listed.add(item.empid);
        else listed.delete(item.empid);
      }
      return ok();
    },
  });
  return { api, listed };
}

function openWhitelist() {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
  render(
    <AppProviders>
      <WhitelistPage />
    </AppProviders>,
  );
}

const dialog = () => within(screen.getByRole('dialog'));
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`\\b${name}\\b`) });

describe('/emp/whitelist', () => {
  it('lists only the whitelisted, adds several with the picker, and removes one after asking', async () => {
    const { api, listed } = whitelistServer([1]);
    const toasts = captureToasts();
    const successes = () => toasts.shown.filter((toast) => toast.kind === 'success').map((toast) => toast.text);
    openWhitelist();
    expect(await screen.findByText('Ada')).toBeTruthy();
    expect(screen.queryByText('Bo')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add employees' }));
    fireEvent.mouseDown(dialog().getByLabelText('Employees'));
    fireEvent.click(await screen.findByText('Bo', {}, slow));
    fireEvent.click(await screen.findByText('Cy'));
    fireEvent.click(dialog().getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.bodiesOf('setEmpWlist')).toEqual([
        [
          { userid: 10000001, empid: 2, wlist: 1 },
          { userid: 10000001, empid: 3, wlist: 1 },
        ],
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(rowOf('Cy')).toBeTruthy(), slow);
    expect(successes()).toContain('2 employees added to the whitelist');

    fireEvent.click(within(rowOf('Bo')).getByRole('button', { name: 'Remove' }));
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('Remove Bo from the whitelist?');
    expect(question.textContent).toContain('Their regular visitors will need approval again.');
    fireEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Bo')).toBeNull());
    expect(api.bodiesOf('setEmpWlist').at(-1)).toEqual([{ userid: 10000001, empid: 2, empNo: 'E2', wlist: 0 }]);
    expect([...listed].sort()).toEqual([1, 3]);
    expect(successes()).toContain('Bo is no longer on the whitelist');
  });

  it('goes back a page when the last one on a later page is removed', async () => {
    const people = Array.from({ length: 21 }, (_, index) => employee(index + 1, `Person ${String(index + 1).padStart(2, '0')}`));
    const { api } = whitelistServer(
      people.map((person) => person.empid),
      people,
    );
    openWhitelist();
    await screen.findByText('Person 01');
    fireEvent.click(screen.getByTitle('2'));
    const lastPerson = await screen.findByRole('row', { name: /Person 21/ });
    expect(api.bodiesOf('getEmpWlist').at(-1)).toMatchObject({ startIndex: 21, requestedCount: 20 });
    fireEvent.click(within(lastPerson).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Person 20')).toBeTruthy();
    expect(api.bodiesOf('getEmpWlist').at(-1)).toMatchObject({ startIndex: 1 });
  });

  it('keeps an employee on the whitelist when the question is cancelled', async () => {
    const { api } = whitelistServer([1]);
    openWhitelist();
    fireEvent.click(within(await screen.findByRole('row', { name: /Ada/ })).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodiesOf('setEmpWlist')).toEqual([]);
    expect(screen.getByText('Ada')).toBeTruthy();
  });

  it('searches by name and says when nobody on the whitelist matches', async () => {
    const { api } = whitelistServer([1, 2]);
    openWhitelist();
    await screen.findByText('Bo');
    fireEvent.change(screen.getByLabelText('Search employees'), { target: { value: 'Zed' } });
    fireEvent.keyDown(screen.getByLabelText('Search employees'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('No whitelisted employee matches this search')).toBeTruthy();
    expect(api.bodiesOf('getEmpWlist').at(-1)).toMatchObject({ empName: 'Zed', startIndex: 1, requestedCount: 20 });
    // The search stays, so the user can change it.
    expect(screen.getByLabelText('Search employees')).toBeTruthy();
  });

  it('explains the whitelist when it is empty, and the add button there asks for at least one employee', async () => {
    const { api } = whitelistServer([]);
    openWhitelist();
    expect(await screen.findByText('No one is on the whitelist yet')).toBeTruthy();
    expect(screen.getByText(/let in without waiting for approval/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add employees' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please choose at least one employee')).toBeTruthy();
    expect(api.bodiesOf('setEmpWlist')).toEqual([]);
  });
});
