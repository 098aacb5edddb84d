import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { captureToasts } from '../../../test/capture-toasts';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { employeeOf } from '../../../test/fake-employees';
import { RolesPage } from './roles-page';

const slow = { timeout: 10_000 };
const groups = [
  {
    rid: 1,
    rgName: 'Approvals',
    parentId: 0,
    userid: 10000001,
    empCount: 0,
    childRoleList: [{ rid: 2, rgName: 'Visit approver', parentId: 1, userid: 10000001, empCount: 1 }],
  },
];
const member = employeeOf(7, { empName: 'Eve Host', empNo: 'E7', empPhone: '13800001000', deptNames: ['Sales'] });

function openRoles() {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
  render(
    <AppProviders>
      <RolesPage />
    </AppProviders>,
  );
}

const dialog = () => within(screen.getByRole('dialog'));

describe('/emp/role', () => {
  it('refuses a blank name, then adds a role group', async () => {
    const api = fakeApi({ getRARG: () => ok(groups), addRARG: () => ok({ rid: 3 }) });
    openRoles();
    fireEvent.click(await screen.findByRole('button', { name: 'Add group' }));
    fireEvent.change(dialog().getByLabelText('Group name'), { target: { value: '   ' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name cannot be empty', {}, slow)).toBeTruthy();
    expect(screen.queryByText('The name must not contain < > or control characters')).toBeNull();
    expect(api.bodiesOf('addRARG')).toEqual([]);
    fireEvent.change(dialog().getByLabelText('Group name'), { target: { value: ' Security ' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('addRARG')).toEqual([{ userid: 10000001, rgName: 'Security', parentId: 0 }]), slow);
  });

  it('adds a role in the selected group and tells why a role in use cannot be deleted (257)', async () => {
    const toasts = captureToasts();
    const api = fakeApi({
      getRARG: () => ok(groups),
      addRARG: () => ok({ rid: 4 }),
      delRARG: () => fail(257, 'Role is in use'),
      getEmpRoleList: () => ok({ list: [member], count: 1, pageNo: 1, pageSize: 20 }),
    });
    openRoles();
    fireEvent.click(await screen.findByText('Approvals'));
    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
    fireEvent.change(dialog().getByLabelText('Role name'), { target: { value: 'Night guard' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(api.bodiesOf('addRARG')).toEqual([{ userid: 10000001, rgName: 'Night guard', parentId: 1 }]),
      slow,
    );

    fireEvent.click(screen.getByText('Visit approver'));
    expect(await screen.findByText('Eve Host')).toBeTruthy();
    expect(api.bodiesOf('getEmpRoleList')).toEqual([{ userid: 10000001, rid: 2, startIndex: 1, requestedCount: 20 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.errors()).toEqual(['Role is in use']));
    expect(api.bodiesOf('delRARG')).toEqual([{ userid: 10000001, rid: 2 }]);
  });

  it('adds members with the employee picker and removes one', async () => {
    const api = fakeApi({
      getRARG: () => ok(groups),
      getEmpRoleList: () => ok({ list: [member], count: 1, pageNo: 1, pageSize: 20 }),
      getEmpByName: () => ok([{ ...member, empid: 8, empName: 'Max Guard', empNo: 'E8' }]),
      addEmpRole: () => ok(),
      delRoleEmp: () => ok(),
    });
    openRoles();
    fireEvent.click(await screen.findByText('Visit approver'));
    expect(await screen.findByText('Eve Host')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add members' }));
    const picker = dialog().getByRole('combobox');
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByText('Max Guard', {}, slow));
    fireEvent.click(dialog().getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.bodiesOf('addEmpRole')).toEqual([{ userid: 10000001, rid: 2, empids: [8] }]), slow);

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.bodiesOf('delRoleEmp')).toEqual([{ userid: 10000001, rid: 2, empids: [7] }]));
  });

  it('tells what to do next instead of leaving the members blank', async () => {
    fakeApi({ getRARG: () => ok(groups) });
    openRoles();
    expect(await screen.findByText('Select a group to add roles to it, or a role to see its members.')).toBeTruthy();
    expect(screen.getByText('Select a role on the left to see who holds it and to add people.')).toBeTruthy();
    fireEvent.click(screen.getByText('Approvals'));
    expect(
      await screen.findByText(
        'Approvals is a role group. Select one of its roles to see who holds it, or add a role to the group.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Select a group to add roles to it, or a role to see its members.')).toBeNull();
  });

  it('starts a company without roles at its first group', async () => {
    const api = fakeApi({ getRARG: () => ok([]), addRARG: () => ok({ rid: 1 }) });
    openRoles();
    expect(await screen.findByText(/Start with a role group/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add the first group' }));
    fireEvent.change(dialog().getByLabelText('Group name'), { target: { value: 'Approvals' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('addRARG')).toEqual([{ userid: 10000001, rgName: 'Approvals', parentId: 0 }]), slow);
  });
});
