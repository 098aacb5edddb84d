import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { fakeCompany } from '../../../test/fake-company';
import { ReceptionAccountsPage } from './reception-accounts-page';

const slow = { timeout: 10_000 };

interface Row {
  id: number;
  account: string;
  sname: string;
  sType: number;
  startDate: string;
  endDate: string;
  gid: string;
  moblie: string;
  remark: string;
  disabled: number;
  module: string[];
}

const lobby: Row = {
  id: 1,
  account: 'lobby',
  sname: 'Lobby desk',
  sType: 2,
  startDate: '',
  endDate: '2026-12-31',
  gid: 'North',
  moblie: '',
  remark: '',
  disabled: 0,
  module: [],
};

/** A server holding one company's reception accounts. */
function accountsServer(initial: Row[]) {
  let rows = [...initial];
  let next = 10;
  const view = (row: Row) => ({ ...row, userid: 10000001, company: 'Acme', createTime: 0 });
  const api = fakeApi({
    GetUserInfo: () => ok(fakeCompany({ userid: 10000001, company: 'Acme', pwdPolicy: 0 })),
    getSiteConfig: () =>
      ok({ captcha: 1, loginTypes: [0], filingNumber: '', version: 'v2.3.1', publicUrl: 'https://visit.example.com' }),
    GetManagerByUser: () => ok(rows.map(view)),
    getGate: () =>
      ok([
        { gid: 7, userid: 10000001, gname: 'North gate', qrcode: 'G.7.abcdefghijklmnop' },
        { gid: 8, userid: 10000001, gname: 'South gate', qrcode: 'G.8.abcdefghijklmnop' },
      ]),
    AddManager: (body) => {
      if (rows.some((row) => row.account === body.account)) return fail(3, 'account: the company already has this account name');
      const { password: _password, ...fields } = body as unknown as Row & { password: string };
      // The server keeps modules for a sub-administrator only.
      const row = { ...fields, id: next++, disabled: 0, module: fields.sType === 5 ? (fields.module ?? []) : [] };
      rows = [...rows, row];
      return ok(view(row));
    },
    UpdateManager: (body) => {
      const { password: _password, userid: _userid, ...fields } = body as unknown as Row & { password?: string; userid: number };
      rows = rows.map((row) => (row.id === fields.id ? { ...row, ...fields } : row));
      return ok(view(rows.find((row) => row.id === fields.id)!));
    },
    DeleteManager: (body) => {
      rows = rows.filter((row) => row.id !== body.id);
      return ok();
    },
  });
  return { api, rows: () => rows };
}

function openPage() {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
  render(
    <AppProviders>
      <ReceptionAccountsPage />
    </AppProviders>,
  );
}

const drawer = () => within(screen.getByRole('dialog'));
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('/account/stage', () => {
  it('explains the page when there are no accounts', async () => {
    accountsServer([]);
    openPage();
    expect(await screen.findByText('No reception accounts yet', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("says where the terminal's and the tablet's pages are, to sign in at with an account listed here", async () => {
    accountsServer([lobby]);
    openPage();
    for (const [title, url] of [
      ['Set up the reception terminal', 'https://visit.example.com/stage.html'],
      ['Pair the front-desk tablet', 'https://visit.example.com/pad.html'],
    ] as const) {
      const panel = await screen.findByRole('region', { name: title }, slow);
      expect(await within(panel).findByText(url, {}, slow)).toBeTruthy();
      expect(within(panel).getByText('Sign in there with one of the reception accounts below.')).toBeTruthy();
    }
  });

  it('adds an account with a password that meets the policy, and shows a name already taken at the field', async () => {
    const { api } = accountsServer([lobby]);
    openPage();
    await screen.findByText('lobby', {}, slow);
    expect(within(rowOf('lobby')).getByText('Lobby desk · Reception')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add account' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Add account' }));
    fireEvent.click(await drawer().findByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please enter the account name')).toBeTruthy();
    expect(await screen.findByText('Please enter the display name')).toBeTruthy();

    fireEvent.change(drawer().getByLabelText('Account name'), { target: { value: 'lobby' } });
    fireEvent.change(drawer().getByLabelText('Display name'), { target: { value: 'Second desk' } });
    fireEvent.change(drawer().getByLabelText('Password'), { target: { value: 'abc' } });
    fireEvent.change(drawer().getByLabelText('Confirm password'), { target: { value: 'abc' } });
    fireEvent.click(drawer().getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.bodiesOf('AddManager')).toHaveLength(0));
    fireEvent.change(drawer().getByLabelText('Password'), { target: { value: 'desk-Pass1' } });
    fireEvent.change(drawer().getByLabelText('Confirm password'), { target: { value: 'desk-Pass1' } });
    fireEvent.click(drawer().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The company already has an account with this name', {}, slow)).toBeTruthy();

    fireEvent.change(drawer().getByLabelText('Account name'), { target: { value: 'gate-2' } });
    fireEvent.click(drawer().getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.bodiesOf('AddManager')).toHaveLength(2));
    expect(api.bodiesOf('AddManager').at(-1)).toEqual({
      userid: 10000001,
      account: 'gate-2',
      sname: 'Second desk',
      sType: 2,
      startDate: '',
      endDate: '',
      gid: '',
      moblie: '',
      remark: '',
      password: 'desk-Pass1',
    });
    expect(await screen.findByText('gate-2', {}, slow)).toBeTruthy();
  });

  it('adds a sub-administrator with the modules it manages, one at least, and lists them with its type', async () => {
    const { api } = accountsServer([lobby]);
    openPage();
    await screen.findByText('lobby', {}, slow);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add account' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Add account' }));
    fireEvent.change(await drawer().findByLabelText('Account name'), { target: { value: 'people-lead' } });
    fireEvent.change(drawer().getByLabelText('Display name'), { target: { value: 'Pat Lee' } });
    fireEvent.change(drawer().getByLabelText('Password'), { target: { value: 'lead-Pass1' } });
    fireEvent.change(drawer().getByLabelText('Confirm password'), { target: { value: 'lead-Pass1' } });
    expect(drawer().queryByRole('checkbox', { name: 'Employees' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Add a reception account' })).toBeTruthy();
    fireEvent.mouseDown(drawer().getByRole('combobox', { name: 'Type' }));
    expect(await screen.findByTitle('Logistics manager')).toBeTruthy();
    fireEvent.click(screen.getByTitle('Sub-administrator'));
    expect(await screen.findByRole('dialog', { name: 'Add a manager' })).toBeTruthy();

    // No module chosen: the form names what is missing and sends nothing.
    fireEvent.click(await drawer().findByRole('checkbox', { name: 'Employees' }));
    fireEvent.click(drawer().getByRole('checkbox', { name: 'Employees' }));
    fireEvent.click(drawer().getByRole('button', { name: 'Add' }));
    expect(await drawer().findByText('Please choose at least one module', {}, slow)).toBeTruthy();
    expect(api.bodiesOf('AddManager')).toHaveLength(0);

    fireEvent.click(drawer().getByRole('checkbox', { name: 'Employees' }));
    fireEvent.click(drawer().getByRole('checkbox', { name: 'Blacklist' }));
    fireEvent.click(drawer().getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.bodiesOf('AddManager')).toHaveLength(1));
    expect(api.bodiesOf('AddManager')[0]).toMatchObject({
      account: 'people-lead',
      sname: 'Pat Lee',
      sType: 5,
      module: ['employees', 'blacklist'],
      password: 'lead-Pass1',
    });
    await screen.findByText('people-lead', {}, slow);
    expect(within(rowOf('people-lead')).getByText('Pat Lee · Sub-administrator · Employees · Blacklist')).toBeTruthy();
  });

  it('edits without a password unless it is reset', async () => {
    const { api } = accountsServer([lobby]);
    openPage();
    await screen.findByText('lobby', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Edit lobby' }));
    expect(drawer().queryByLabelText('Password')).toBeNull();
    fireEvent.change(drawer().getByLabelText('Remark'), { target: { value: 'Ground floor' } });
    fireEvent.click(drawer().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('UpdateManager')).toHaveLength(1));
    expect(api.bodiesOf('UpdateManager')[0]).toMatchObject({
      id: 1,
      account: 'lobby',
      remark: 'Ground floor',
      endDate: '2026-12-31',
    });
    expect(api.bodiesOf('UpdateManager')[0]).not.toHaveProperty('password');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Edit lobby' }));
    fireEvent.click(drawer().getByLabelText(/Set a new password/));
    fireEvent.change(await drawer().findByLabelText('Password'), { target: { value: 'new-Pass22' } });
    fireEvent.change(drawer().getByLabelText('Confirm password'), { target: { value: 'new-Pass22' } });
    fireEvent.click(drawer().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('UpdateManager')).toHaveLength(2));
    expect(api.bodiesOf('UpdateManager')[1]).toMatchObject({ id: 1, password: 'new-Pass22' });
  });

  it("offers the company's gates for a desk, and keeps the original console's free text", async () => {
    const { api } = accountsServer([lobby]);
    openPage();
    await screen.findByText('lobby', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Edit lobby' }));
    expect(await drawer().findByText('North', {}, slow)).toBeTruthy();
    fireEvent.mouseDown(drawer().getByLabelText('Gates'));
    fireEvent.click(await screen.findByText('South gate', { selector: '.ant-select-item-option-content' }, slow));
    fireEvent.click(drawer().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('UpdateManager')).toHaveLength(1));
    expect(api.bodiesOf('UpdateManager')[0]).toMatchObject({ id: 1, gid: 'North,8' });
  });

  it('disables after asking, enables at once, and deletes after asking', async () => {
    const { api, rows } = accountsServer([lobby]);
    openPage();
    await screen.findByText('lobby', {}, slow);
    const toggle = () => screen.getByRole('switch', { name: 'lobby enabled' });
    fireEvent.click(toggle());
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('Disable account lobby?');
    fireEvent.click(within(question).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(rows()[0]!.disabled).toBe(1));
    await waitFor(() => expect(toggle().getAttribute('aria-checked')).toBe('false'));
    fireEvent.click(toggle());
    await waitFor(() => expect(rows()[0]!.disabled).toBe(0));
    expect(api.bodiesOf('UpdateManager').map((body) => (body as { disabled: number }).disabled)).toEqual([1, 0]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete lobby' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toEqual([]));
    expect(api.bodiesOf('DeleteManager')).toEqual([{ userid: 10000001, id: 1 }]);
    expect(await screen.findByText('No reception accounts yet', {}, slow)).toBeTruthy();
  });
});
