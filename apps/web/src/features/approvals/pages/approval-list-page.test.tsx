import type { ApprovalTask } from '@vestibule/contract/endpoints/approvals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { pageOf } from '../../../test/fake-page';
import { ApprovalListPage } from './approval-list-page';

const heavy = 40_000;
const slow = { timeout: 10_000 };
const userid = 10000001;

const task = (rid: number, vname: string, status: number, remark = ''): ApprovalTask => ({
  rid,
  vid: rid + 100,
  aid: 3,
  level: 2,
  levels: 3,
  round: 1,
  subEmpId: 5,
  subEmpName: 'Hannah Host',
  rvwEmpId: 7,
  rvwEmpName: 'Carl Chief',
  submitTime: Date.UTC(2026, 10, 21, 9),
  decideTime: status === 0 ? null : Date.UTC(2026, 10, 21, 10),
  status,
  remark,
  pType: 1,
  vname,
  vphone: '13800000000',
  vcompany: 'Globex',
  visitType: 'business',
  appointmentDate: Date.UTC(2026, 10, 22, 14),
  empName: 'Hannah Host',
  permission: status === 0 ? 4 : status === 1 ? 4 : 2,
});

function openList() {
  saveProfile({ id: '7', userid, token: '7-abc', loginType: 1, company: 'Acme Labs', username: 'Carl Chief' });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/mine/approvals']}>
        <Routes>
          <Route path="mine/approvals" element={<ApprovalListPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const pageOfTasks = (list: ApprovalTask[]) => ok(pageOf(list, { pageSize: 10 }));

afterEach(() => vi.unstubAllGlobals());

describe('/mine/approvals (Approval list)', { timeout: heavy }, () => {
  it('lists the unresolved approvals; refusing needs a reason, which is sent with the decision', async () => {
    const api = fakeApi({
      getApprovalList: (body) =>
        pageOfTasks(body.status === 0 ? [task(1, 'Vera Visitor', 0)] : [task(2, 'Rob Refused', 2, 'No escort')]),
      updateApproval: () => ok(),
    });
    openList();
    const row = (await screen.findByText('Vera Visitor · Globex', {}, slow)).closest('tr')!;
    expect(within(row).getByText('2 of 3')).toBeTruthy();
    expect(within(row).getByText('Unresolved')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Refuse Vera Visitor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the visit of Vera Visitor?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Give the reason for the refusal')).toBeTruthy();
    expect(api.bodiesOf('updateApproval')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'No escort' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await vi.waitFor(() => expect(api.bodiesOf('updateApproval')).toEqual([{ userid, rid: 1, type: 'r', remark: 'No escort' }]));
  });

  it('agrees without a remark, and shows the refused ones with their reason on their own tab', async () => {
    const api = fakeApi({
      getApprovalList: (body) =>
        pageOfTasks(body.status === 0 ? [task(1, 'Vera Visitor', 0)] : [task(2, 'Rob Refused', 2, 'No escort')]),
      updateApproval: () => ok(),
    });
    openList();
    fireEvent.click(await screen.findByRole('button', { name: 'Agree to Vera Visitor' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Agree to the visit of Vera Visitor?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await vi.waitFor(() => expect(api.bodiesOf('updateApproval')).toEqual([{ userid, rid: 1, type: 'p', remark: '' }]));

    fireEvent.click(screen.getByRole('tab', { name: 'Refused' }));
    const refused = (await screen.findByText('Rob Refused · Globex', {}, slow)).closest('tr')!;
    expect(within(refused).getByText('No escort')).toBeTruthy();
    expect(within(refused).queryByRole('button', { name: /Agree/ })).toBeNull();
    expect(api.bodiesOf('getApprovalList')).toContainEqual({ userid, status: 2, startIndex: 1, requestedCount: 10 });
  });
});
