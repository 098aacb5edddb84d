import type { DepartmentNode } from '@vestibule/contract/entities/employee';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { captureToasts } from '../../../test/capture-toasts';
import { fakeApi, ok } from '../../../test/fake-api';
import { employeeOf } from '../../../test/fake-employees';
import { EmployeesPage } from './employees-page';

const department = (
  deptid: number,
  deptName: string,
  deptNo: string,
  empCount: number,
  children: DepartmentNode[] = [],
): DepartmentNode => ({
  deptid,
  deptName,
  deptNo,
  parentId: 0,
  strDeptId: String(deptid),
  strDeptid: String(deptid),
  userid: 10000001,
  deptManagerEmpid: '',
  deptManager: [],
  defaultReceiver: '',
  vMaxCount: 0,
  remark: '',
  empCount,
  totalCount: empCount,
  childDeptList: children,
});
const employee = (empid: number, empName: string) =>
  employeeOf(empid, {
    empName,
    empNo: `E${empid}`,
    empPhone: `1380000100${empid}`,
    empPosition: '',
    avatar: '',
    deptNames: ['Sales'],
    empState: 0,
    activated: 1,
    face: empid === 1 ? 1 : 0,
  });

function openPage() {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
  return fakeApi({
    getDeptList: () => ok([department(3, 'Sales', '2', 2), department(4, 'Engineering', '1', 1)]),
    getEmployeeCount: () => ok({ total: 4, empcount: 4 }),
    getEmpListPages: (body) =>
      ok({
        list: body.deptid === -1 ? [employee(9, 'Nia Loner')] : [employee(1, 'Ada'), employee(2, 'Bo')],
        count: body.deptid === -1 ? 1 : 2,
        pageNo: 1,
        pageSize: 20,
      }),
    batchDelEmployee: () => ok(),
    resetEmpPwd: () => ok(),
    updateEmpState: () => ok(),
    updateFace: () => ok({ registered: [1], failed: [{ empid: 2, reason: 'noFace' as const }] }),
    updateAllFace: () => ok({ count: 2 }),
    getDownloadTicket: () => ok({ ticket: 'a'.repeat(64), url: `/api/ExportEmployeeList?ticket=${'a'.repeat(64)}` }),
  });
}

const slow = { timeout: 10_000 };

function renderPage() {
  render(
    <AppProviders>
      <EmployeesPage />
    </AppProviders>,
  );
}

describe('/emp', () => {
  it('shows the department tree with counts and filters the list by the selection', async () => {
    const api = openPage();
    renderPage();
    const tree = within(await screen.findByRole('tree', { name: 'Departments' }));
    expect(await tree.findByText('All employees')).toBeTruthy();
    await waitFor(() =>
      expect(tree.getAllByRole('treeitem').map((item) => item.textContent)).toEqual([
        'All employees4',
        'Engineering1',
        'Sales2',
        'No department1',
      ]),
    );
    fireEvent.click(tree.getByText('Sales'));
    await waitFor(() => expect(api.bodiesOf('getEmpListPages').at(-1)).toMatchObject({ deptid: 3, startIndex: 1 }));
    expect(screen.getByRole('heading', { name: 'Sales' })).toBeTruthy();
    fireEvent.click(tree.getByText('No department'));
    expect(await screen.findByText('Nia Loner')).toBeTruthy();
  });

  it('deletes and resets the selected employees after asking, and exports with a download ticket', async () => {
    const api = openPage();
    renderPage();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await screen.findByText('Bo');
    const [, adaBox, boBox] = screen.getAllByRole('checkbox');
    fireEvent.click(adaBox!);
    fireEvent.click(boBox!);
    const batch = within(screen.getByRole('region', { name: 'Selected employees' }));
    expect(batch.getByText('2 employees selected')).toBeTruthy();

    fireEvent.click(batch.getByRole('button', { name: 'Reset password' }));
    const resetDialog = within(await screen.findByRole('dialog'));
    expect(resetDialog.getByText(/must activate the account with a code sent to the phone/)).toBeTruthy();
    fireEvent.click(resetDialog.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(api.bodiesOf('resetEmpPwd')).toEqual([{ userid: 10000001, empids: [1, 2] }]));

    fireEvent.click(batch.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getAllByRole('dialog').some((node) => node.textContent?.includes('Delete 2 employees?'))).toBe(true),
    );
    const deleteDialog = screen.getAllByRole('dialog').find((node) => node.textContent?.includes('Delete 2 employees?'))!;
    fireEvent.click(within(deleteDialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.bodiesOf('batchDelEmployee')).toEqual([{ userid: 10000001, empids: [1, 2] }]));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected employees' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.bodiesOf('getDownloadTicket')).toEqual([{ userid: 10000001, name: 'ExportEmployeeList', params: { lang: 'en' } }]);
  });

  it("shows each face state, registers the selected employees' faces and tells which failed", async () => {
    const toasts = captureToasts();
    const api = openPage();
    renderPage();
    const row = (name: string) => within(screen.getByText(name).closest('tr')!);
    await screen.findByText('Bo');
    expect(row('Ada').getByText('Registered')).toBeTruthy();
    expect(row('Bo').getByText('Not registered')).toBeTruthy();

    const [, adaBox, boBox] = screen.getAllByRole('checkbox');
    fireEvent.click(adaBox!);
    fireEvent.click(boBox!);
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Selected employees' })).getByRole('button', { name: 'Register face' }),
    );
    await waitFor(() => expect(api.bodiesOf('updateFace')).toEqual([{ userid: 10000001, empids: [1, 2] }]));
    await waitFor(() =>
      expect(toasts.errors()).toEqual(['Face registration failed for 1 of 2 employees, please re-register the picture']),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Register all faces' }));
    await waitFor(() => expect(api.names()).toContain('updateAllFace'));
    await waitFor(() =>
      expect(toasts.shown).toContainEqual({
        kind: 'success',
        text: 'Checking the photos of 2 employees: the list shows each face state as it is done',
      }),
    );
  });

  const menuOf = async (name: string) => {
    fireEvent.click(await screen.findByRole('button', { name: `More actions for ${name}` }, slow));
    return within(await screen.findByRole('menu', {}, slow));
  };

  it('says what Forbid blocks and forbids only after the user agrees', async () => {
    const api = openPage();
    renderPage();
    const forbid = (await menuOf('Ada')).getByRole('menuitem', { name: /^Forbid/ });
    expect(forbid.textContent).toBe('ForbidNo sign-in, not offered as host: for a pause');
    fireEvent.click(forbid);
    const forbidDialog = await screen.findByRole('dialog', {}, slow);
    expect(forbidDialog.textContent).toContain('Forbid Ada?');
    const dialog = within(forbidDialog);
    expect(dialog.getByText(/cannot sign in to the employee console and is not offered as host/)).toBeTruthy();
    expect(api.bodiesOf('updateEmpState')).toEqual([]);
    fireEvent.click(dialog.getByRole('button', { name: 'Forbid' }));
    await waitFor(() => expect(api.bodiesOf('updateEmpState')).toEqual([{ userid: 10000001, empids: [1], empState: 1 }]));
  });

  it('asks before disabling too, and enables at once', async () => {
    const api = openPage();
    renderPage();
    fireEvent.click((await menuOf('Bo')).getByRole('menuitem', { name: /^Disable/ }));
    const disable = within(await screen.findByRole('dialog', {}, slow));
    expect(disable.getByText(/blocks the same as Forbidden/)).toBeTruthy();
    fireEvent.click(disable.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [, adaBox] = screen.getAllByRole('checkbox');
    fireEvent.click(adaBox!);
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Selected employees' })).getByRole('button', { name: 'Set state' }),
    );
    fireEvent.click(within(await screen.findByRole('menu', {}, slow)).getByRole('menuitem', { name: /^Enable/ }));
    await waitFor(() => expect(api.bodiesOf('updateEmpState')).toEqual([{ userid: 10000001, empids: [1], empState: 0 }]));
  });
});
