import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SubAccount, SubAccountTemplate } from '@vestibule/contract/entities/sub-account';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { captureToasts } from '../../../test/capture-toasts';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { fakeCompany } from '../../../test/fake-company';
import { employeeOf } from '../../../test/fake-employees';
import { fakeSubAccount, fakeSubAccountTemplate } from '../../../test/fake-sub-account';
import { SubAccountsPage } from './sub-accounts-page';

const slow = { timeout: 10_000 };
const nimbus = fakeSubAccount({ id: 7, companyName: 'Nimbus Labs', email: 'desk@nimbus.test', empCount: 2 });
const names = { visits: 'Visitor records', invitations: 'Invitations', employees: 'Employees', blacklist: 'Blacklist' } as const;

/** A server holding one company's resident companies, its template and its multi-company switch. */
function subAccountsServer(initial: SubAccount[], switchOn = 0) {
  let rows = [...initial];
  let template: SubAccountTemplate = fakeSubAccountTemplate({ floor: '3', vaPerm: 1 });
  let subAccount = switchOn;
  let next = 20;
  const moduleOf = (keys: unknown) => ((keys ?? []) as Array<keyof typeof names>).map((key) => ({ key, name: names[key] }));
  const api = fakeApi({
    GetUserInfo: () => ok(fakeCompany({ userid: 10000001, pwdPolicy: 0, subAccount })),
    updateSASwitch: (body) => {
      subAccount = Number(body.subAccount);
      return ok(null);
    },
    getSubAccountByUserid: () => ok(rows),
    getSubAccountTemp: () => ok(template),
    addSubAccountTemp: (body) => {
      template = { ...template, ...body, module: moduleOf(body.module) } as SubAccountTemplate;
      return ok(template);
    },
    addSubAccount: (body) => {
      if (rows.some((row) => row.companyName === body.companyName))
        return fail(3, 'companyName: the company has this name already');
      const { password: _password, userid: _userid, ...fields } = body;
      const row = fakeSubAccount({ ...(fields as Partial<SubAccount>), id: next++, module: moduleOf(body.module) });
      rows = [...rows, row];
      return ok(row);
    },
    updateSubAccount: (body) => {
      const { userid: _userid, ...fields } = body;
      rows = rows.map((row) =>
        row.id === body.id
          ? { ...row, ...(fields as Partial<SubAccount>), ...(body.module ? { module: moduleOf(body.module) } : {}) }
          : row,
      );
      return ok(rows.find((row) => row.id === body.id)!);
    },
    delSubAccount: (body) => {
      rows = rows.filter((row) => row.id !== body.id);
      return ok(null);
    },
    resetSubAccountPwd: () => ok(null),
    updateEmpSubAccount: (body) => {
      rows = rows.map((row) =>
        row.id === body.subaccountId ? { ...row, empCount: row.empCount + (body.empids as number[]).length } : row,
      );
      return ok(null);
    },
    getEmpByName: () => ok([employeeOf(31, { empName: 'Ivy Host' }), employeeOf(32, { empName: 'Max Guard' })]),
  });
  return { api, rows: () => rows, switchOn: () => subAccount };
}

function openPage() {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
  render(
    <AppProviders>
      <SubAccountsPage />
    </AppProviders>,
  );
}

const drawer = () => within(screen.getByRole('dialog'));
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('/account/coms', () => {
  it('turns multi-company mode on with the switch at the top, and explains an empty list', async () => {
    const { api, switchOn } = subAccountsServer([]);
    openPage();
    const multiCompany = await screen.findByRole('switch', { name: 'Resident companies may sign in' }, slow);
    expect(multiCompany.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('No resident companies yet')).toBeTruthy();
    fireEvent.click(multiCompany);
    await waitFor(() => expect(switchOn()).toBe(1));
    expect(api.bodiesOf('updateSASwitch')).toEqual([{ userid: 10000001, subAccount: 1 }]);
    await waitFor(() => expect(multiCompany.getAttribute('aria-checked')).toBe('true'));
  });

  it('adds a company starting from the defaults, with a password that meets the policy; a name in use shows at the field', async () => {
    const { api } = subAccountsServer([nimbus], 1);
    openPage();
    await screen.findByText('Nimbus Labs', {}, slow);
    expect(within(rowOf('Nimbus Labs')).getByText('desk@nimbus.test')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add company' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    fireEvent.click(add);
    // The template's floor and invite permission are filled in.
    expect((drawer().getByLabelText('Floor') as HTMLInputElement).value).toBe('3');
    expect((drawer().getByLabelText('May invite visitors') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(drawer().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please enter the company name')).toBeTruthy();
    expect(await screen.findByText('Please enter the sign-in email')).toBeTruthy();

    fireEvent.change(drawer().getByLabelText('Company name'), { target: { value: 'Nimbus Labs' } });
    fireEvent.change(drawer().getByLabelText('Sign-in email'), { target: { value: 'front@orbit.test' } });
    fireEvent.change(drawer().getByLabelText('Password'), { target: { value: 'Orbit-Pass1' } });
    fireEvent.change(drawer().getByLabelText('Confirm password'), { target: { value: 'Orbit-Pass1' } });
    fireEvent.change(drawer().getByLabelText('Room'), { target: { value: '301' } });
    fireEvent.click(drawer().getByLabelText('Employees'));
    fireEvent.click(drawer().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('A resident company already has this name', {}, slow)).toBeTruthy();

    fireEvent.change(drawer().getByLabelText('Company name'), { target: { value: 'Orbit Media' } });
    fireEvent.click(drawer().getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.bodiesOf('addSubAccount')).toHaveLength(2));
    expect(api.bodiesOf('addSubAccount').at(-1)).toEqual({
      userid: 10000001,
      companyName: 'Orbit Media',
      email: 'front@orbit.test',
      phone: '',
      logo: '',
      floor: '3',
      roomNumber: '301',
      gids: '',
      vaPerm: 1,
      module: ['visits', 'employees'],
      password: 'Orbit-Pass1',
    });
    expect(await screen.findByText('Orbit Media', {}, slow)).toBeTruthy();
  });

  it('edits without a password, takes the invite permission away, disables after asking and enables at once', async () => {
    const { api, rows } = subAccountsServer([nimbus], 1);
    openPage();
    await screen.findByText('Nimbus Labs', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Nimbus Labs' }));
    expect(drawer().queryByLabelText('Password')).toBeNull();
    fireEvent.click(drawer().getByLabelText('May invite visitors'));
    fireEvent.click(drawer().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('updateSubAccount')).toHaveLength(1));
    expect(api.bodiesOf('updateSubAccount')[0]).toMatchObject({ id: 7, companyName: 'Nimbus Labs', vaPerm: 0 });
    expect(api.bodiesOf('updateSubAccount')[0]).not.toHaveProperty('password');
    await waitFor(() => expect(rows()[0]!.vaPerm).toBe(0));

    const enabled = () => screen.getByRole('switch', { name: 'Nimbus Labs enabled' });
    fireEvent.click(enabled());
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('Disable Nimbus Labs?');
    fireEvent.click(within(question).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(rows()[0]!.isUse).toBe(0));
    await waitFor(() => expect(enabled().getAttribute('aria-checked')).toBe('false'));
    fireEvent.click(enabled());
    await waitFor(() => expect(rows()[0]!.isUse).toBe(1));
    expect(api.bodiesOf('updateSubAccount').slice(1)).toEqual([
      { userid: 10000001, id: 7, isUse: 0 },
      { userid: 10000001, id: 7, isUse: 1 },
    ]);
  });

  it('assigns employees, resets the password and deletes after asking', async () => {
    const { api, rows } = subAccountsServer([nimbus], 1);
    const toasts = captureToasts();
    openPage();
    await screen.findByText('Nimbus Labs', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Assign employees to Nimbus Labs' }));
    fireEvent.mouseDown(drawer().getByLabelText('Employees'));
    fireEvent.click(await screen.findByText('Ivy Host', {}, slow));
    fireEvent.click(drawer().getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(api.bodiesOf('updateEmpSubAccount')).toEqual([{ userid: 10000001, subaccountId: 7, empids: [31] }]),
    );
    await waitFor(() => expect(rows()[0]!.empCount).toBe(3));
    expect(toasts.shown.map((toast) => toast.text)).toContain('1 employee assigned to Nimbus Labs');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Reset the password of Nimbus Labs' }));
    fireEvent.change(drawer().getByLabelText('New password'), { target: { value: 'Fresh-Pass9' } });
    fireEvent.change(drawer().getByLabelText('Confirm password'), { target: { value: 'Fresh-Pass9' } });
    fireEvent.click(drawer().getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(api.bodiesOf('resetSubAccountPwd')).toEqual([{ userid: 10000001, id: 7, password: 'Fresh-Pass9' }]),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete Nimbus Labs' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toEqual([]));
    expect(api.bodiesOf('delSubAccount')).toEqual([{ userid: 10000001, id: 7 }]);
    expect(await screen.findByText('No resident companies yet', {}, slow)).toBeTruthy();
  });

  it('saves the defaults new resident companies start with', async () => {
    const { api } = subAccountsServer([nimbus], 1);
    openPage();
    await screen.findByText('Nimbus Labs', {}, slow);
    const defaults = screen.getByRole('button', { name: 'Defaults' });
    await waitFor(() => expect(defaults.hasAttribute('disabled')).toBe(false));
    fireEvent.click(defaults);
    fireEvent.change(drawer().getByLabelText('Gates'), { target: { value: 'North gate' } });
    fireEvent.click(drawer().getByLabelText('Blacklist'));
    fireEvent.click(drawer().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('addSubAccountTemp')).toHaveLength(1));
    expect(api.bodiesOf('addSubAccountTemp')[0]).toEqual({
      userid: 10000001,
      floor: '3',
      roomNumber: '',
      gids: 'North gate',
      vaPerm: 1,
      module: ['visits', 'blacklist'],
    });
  });
});
