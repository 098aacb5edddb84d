import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { ApprovalLinkPage } from './approval-link-page';

const heavy = 40_000;
const slow = { timeout: 10_000 };
const digest = 'a'.repeat(64);

const pending = {
  rid: 9,
  vid: 109,
  aid: 3,
  level: 1,
  levels: 3,
  round: 1,
  subEmpId: 5,
  subEmpName: 'Hannah Host',
  rvwEmpId: 8,
  rvwEmpName: 'Gina Guard',
  submitTime: Date.UTC(2026, 10, 21, 9),
  decideTime: null,
  status: 0,
  remark: '',
  pType: 1,
  vname: 'Lena Link',
  vphone: '13800000000',
  vcompany: 'Globex',
  visitType: 'business',
  appointmentDate: Date.UTC(2026, 10, 22, 14),
  empName: 'Hannah Host',
  permission: 4,
};

beforeEach(() => window.history.replaceState(null, '', `/approval.html?digest=${digest}`));
afterEach(() => vi.unstubAllGlobals());

describe('approval.html (decide by link)', { timeout: heavy }, () => {
  it('shows the visitor and refuses with a reason, without a session; then says the link is spent', async () => {
    const api = fakeApi({ getPermissionRecordByLink: () => ok(pending), updatePermissionByLink: () => ok() });
    render(<ApprovalLinkPage />);
    expect(await screen.findByText('Gina Guard, your decision is needed at level 1 of 3.', {}, slow)).toBeTruthy();
    expect(screen.getByText('Globex')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the visit of Lena Link?' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Unknown visitor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('You refused the visit', {}, slow)).toBeTruthy();
    expect(api.bodiesOf('updatePermissionByLink')).toEqual([{ digest, type: 'r', remark: 'Unknown visitor' }]);
    expect(api.calls.every((call) => !call.headers.has('X-COOLVISIT-TOKEN'))).toBe(true);
  });

  it('explains a used or expired link (39) instead of the buttons', async () => {
    fakeApi({ getPermissionRecordByLink: () => fail(39, 'The approval link is invalid, used or expired') });
    render(<ApprovalLinkPage />);
    expect(await screen.findByText('This approval link cannot be used', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agree' })).toBeNull();
  });
});
