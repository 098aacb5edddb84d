import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { fakeCompany } from '../../../test/fake-company';
import { ApprovePage } from './approve-page';

const heavy = 40_000;
const slow = { timeout: 10_000 };
const userid = 10000001;

const headOffice = {
  aid: 3,
  userid,
  aName: 'Head office',
  address: 'Gate 1',
  deptid: 0,
  prlist: [
    { rid: 1, aid: 3, level: 1, role: 21, roleName: 'Guards', rType: 0 },
    { rid: 2, aid: 3, level: 2, role: 7, roleName: 'Carl Chief', rType: 1 },
  ],
};
const roles = [
  {
    rid: 20,
    rgName: 'Security',
    parentId: 0,
    userid,
    empCount: 1,
    childRoleList: [{ rid: 21, rgName: 'Guards', parentId: 20, userid, empCount: 1 }],
  },
];

function openApprove() {
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0 });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/approve']}>
        <Routes>
          <Route path="approve" element={<ApprovePage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/approve', { timeout: heavy }, () => {
  it('shows the switch and the areas with their approvers by level, and turns the switch on as 1', async () => {
    const api = fakeApi({
      GetUserInfo: () => ok(fakeCompany({ userid, processSwitch: 0 })),
      getProcessArea: () => ok([headOffice]),
      updateProcessSwitch: () => ok(),
    });
    openApprove();
    const row = (await screen.findByText('Head office', {}, slow)).closest('tr')!;
    expect(within(row).getByText('Gate 1')).toBeTruthy();
    expect(within(row).getByText('Guards')).toBeTruthy();
    expect(within(row).getByText('Carl Chief')).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'Visits need approval' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await vi.waitFor(() => expect(api.bodiesOf('updateProcessSwitch')).toEqual([{ userid, processSwitch: 1 }]));
  });

  it('adds an area, and shows the server refusing a taken name', async () => {
    let taken = false;
    const api = fakeApi({
      GetUserInfo: () => ok(fakeCompany({ userid, processSwitch: 1 })),
      getProcessArea: () => ok([headOffice]),
      addProcessArea: () => (taken ? fail(3, 'aName: an approval area of this name exists') : ok({ aid: 4 })),
      getDeptList: () => ok([]),
    });
    openApprove();
    await screen.findByText('Head office', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Add area' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add approval area' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Enter the area's name")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Area name'), { target: { value: ' Lab ' } });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'B2' } });
    // No department chosen: the default area.
    expect(within(dialog).getByText('Default area (no department)')).toBeTruthy();
    taken = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('addProcessArea')).toEqual([{ userid, aName: 'Lab', address: 'B2', deptid: 0 }]));
    // Refused: the dialog stays open for another name.
    expect(screen.getByRole('dialog', { name: 'Add approval area' })).toBeTruthy();
  });

  it('edits the levels: keeps each level, needs an approver per level, and sends all rules of the area', async () => {
    const api = fakeApi({
      GetUserInfo: () => ok(fakeCompany({ userid, processSwitch: 1 })),
      getProcessArea: () => ok([headOffice]),
      getRARG: () => ok(roles),
      getEmpByName: () => ok([]),
      addProcessRule: () => ok(),
    });
    openApprove();
    fireEvent.click(await screen.findByRole('button', { name: 'Levels of Head office' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Approvers of Head office' });
    expect(within(dialog).getByText('Level 1')).toBeTruthy();
    expect(within(dialog).getByText('Level 2')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add level' }));
    expect(within(dialog).getByText('Level 3')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give this level at least one role or employee')).toBeTruthy();
    expect(api.bodiesOf('addProcessRule')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove level 3' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('addProcessRule')).toHaveLength(1));
    expect(api.bodiesOf('addProcessRule')[0]).toEqual([
      { userid, aid: 3, level: 1, role: 21, roleName: '', rType: 0 },
      { userid, aid: 3, level: 2, role: 7, roleName: 'Carl Chief', rType: 1 },
    ]);
  });

  it('allows at most five levels', async () => {
    fakeApi({
      GetUserInfo: () => ok(fakeCompany({ userid, processSwitch: 1 })),
      getProcessArea: () => ok([headOffice]),
      getRARG: () => ok(roles),
      getEmpByName: () => ok([]),
    });
    openApprove();
    fireEvent.click(await screen.findByRole('button', { name: 'Levels of Head office' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Approvers of Head office' });
    const add = within(dialog).getByRole('button', { name: 'Add level' });
    for (let i = 0; i < 3; i += 1) fireEvent.click(add);
    expect(within(dialog).getByText('Level 5')).toBeTruthy();
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByText('At most 5 levels')).toBeTruthy();
  });
});
