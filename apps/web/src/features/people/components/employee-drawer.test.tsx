import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { captureToasts } from '../../../test/capture-toasts';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { fakeGroup, planOfDoors } from '../../../test/fake-door-access';
import { employeeOf } from '../../../test/fake-employees';
import { EmployeeDrawer, type EmployeeDrawerMode } from './employee-drawer';

const slow = { timeout: 10_000 };
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function openDrawer(mode: EmployeeDrawerMode) {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
  const onClose = vi.fn();
  render(
    <AppProviders>
      <EmployeeDrawer mode={mode} departments={[]} onClose={onClose} />
    </AppProviders>,
  );
  return onClose;
}

describe('employee drawer', () => {
  it('offers the next work number and refuses blank, malformed and illegal values before sending', async () => {
    const api = fakeApi({
      getMaxEmpNo: () => ok('0042'),
      getRARG: () => ok([]),
      getPlan: () => ok(planOfDoors(false)),
      addEmployee: (body) => ok(employeeOf(8, { empName: String(body.employee_name), empPhone: String(body.phone) })),
    });
    const onClose = openDrawer({ kind: 'add', deptid: 5 });
    expect(((await screen.findByLabelText('Work number')) as HTMLInputElement).value).toBe('0042');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name cannot be empty', {}, slow)).toBeTruthy();
    expect(screen.getByText('Phone cannot be empty')).toBeTruthy();
    // One message per fault: an empty name is not also called illegal.
    expect(screen.queryByText('The name must not contain < > or control characters')).toBeNull();

    type('Name', 'Eve <b>');
    type('Phone', '12ab');
    type('Email', 'eve@');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name must not contain < > or control characters', {}, slow)).toBeTruthy();
    expect(await screen.findByText('Please enter a valid phone number', {}, slow)).toBeTruthy();
    expect(await screen.findByText('Please enter a valid email address', {}, slow)).toBeTruthy();
    expect(api.bodiesOf('addEmployee')).toEqual([]);

    type('Name', ' Eve Host ');
    type('Phone', '13800001000');
    type('Email', '');
    fireEvent.click(screen.getByLabelText('No reservation'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('addEmployee')).toHaveLength(1), slow);
    expect(api.bodiesOf('addEmployee')[0]).toEqual({
      userid: 10000001,
      employee_name: 'Eve Host',
      phone: '13800001000',
      email: '',
      empPosition: '',
      empNo: '0042',
      cardNo: '',
      deptIds: [5],
      rids: [],
      padHidden: 0,
      noReservation: 1,
      startDate: '',
      endDate: '',
      avatar: '',
      remark: '',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("with door access, shows the employee's door groups and sends the ones chosen", async () => {
    const employee = employeeOf(7, { empName: 'Eve Host', empPhone: '13800001000', egids: '2' });
    const api = fakeApi({
      getRARG: () => ok([]),
      getPlan: () => ok(planOfDoors(true)),
      getEquipmentGroupByUserid: () => ok([fakeGroup(2, { egname: 'Lobby' }), fakeGroup(5, { egname: 'Lab' })]),
      updateEmployee: () => ok(employee),
    });
    openDrawer({ kind: 'edit', employee });
    expect(await screen.findByText('Lobby', {}, slow)).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('Door groups'));
    fireEvent.click(await screen.findByText('Lab', { selector: '.ant-select-item-option-content' }, slow));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('updateEmployee')).toHaveLength(1), slow);
    expect(api.bodiesOf('updateEmployee')[0]).toMatchObject({ employeeid: 7, egids: '2,5' });
  });

  it('edits an employee with updateEmployee and its id', async () => {
    const employee = employeeOf(7, {
      empName: 'Eve Host',
      empPhone: '13800001000',
      empEmail: 'eve@acme.test',
      empPosition: '',
      empNo: 'E7',
      cardNo: '',
      deptIds: [],
      rids: [],
      padHidden: 0,
      noReservation: 0,
      startDate: '',
      endDate: '',
      avatar: '',
      remark: '',
    });
    const api = fakeApi({
      getRARG: () => ok([]),
      getPlan: () => ok(planOfDoors(false)),
      updateEmployee: () => ok(employee),
    });
    openDrawer({ kind: 'edit', employee });
    expect(await screen.findByText('Edit Eve Host')).toBeTruthy();
    type('Position', 'Receptionist');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('updateEmployee')).toHaveLength(1), slow);
    expect(api.bodiesOf('updateEmployee')[0]).toMatchObject({
      employeeid: 7,
      employee_name: 'Eve Host',
      empPosition: 'Receptionist',
    });
    expect(api.names()).not.toContain('getMaxEmpNo');
    // Without door access there is no picker, the groups are not asked for, and the employee's stay.
    expect(api.names()).not.toContain('getEquipmentGroupByUserid');
    expect(api.bodiesOf('updateEmployee')[0]).not.toHaveProperty('egids');
  });

  it('says which plan lifts the limit when the plan has no room for another employee (45), and stays open', async () => {
    const toasts = captureToasts();
    const api = fakeApi({
      getMaxEmpNo: () => ok('0051'),
      getRARG: () => ok([]),
      getPlan: () => ok(planOfDoors(false)),
      addEmployee: () =>
        fail(45, 'The free plan allows 50 employees; the business plan lifts it', {
          limit: 'employees',
          plan: 'free',
          allowed: 50,
          liftedBy: 'business',
        }),
    });
    const onClose = openDrawer({ kind: 'add', deptid: 5 });
    expect(((await screen.findByLabelText('Work number')) as HTMLInputElement).value).toBe('0051');
    type('Name', 'Fifty One');
    type('Phone', '13800001051');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('addEmployee')).toHaveLength(1), slow);
    await waitFor(
      () => expect(toasts.errors()).toEqual(['Your plan (Free) allows 50 employees. The Business plan lifts this limit.']),
      slow,
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
