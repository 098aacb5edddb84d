import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveProfile } from '../lib/session';
import { fail, fakeApi, ok } from '../test/fake-api';
import { AppProviders } from './app-providers';
import { ApprovalTrail } from './approval-trail';

const slow = { timeout: 10_000 };
const userid = 10000001;
const entry = (rid: number, level: number, rvwEmpName: string, status: number, remark = '') => ({
  rid,
  vid: 42,
  aid: 3,
  level,
  levels: 3,
  round: 1,
  subEmpId: 5,
  subEmpName: 'Hannah Host',
  rvwEmpId: rid,
  rvwEmpName,
  submitTime: new Date(2026, 10, 21, 9, 0).getTime(),
  decideTime: status === 0 ? null : new Date(2026, 10, 21, 10, 30).getTime(),
  status,
  remark,
  pType: 1,
});

function show() {
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0 });
  render(
    <AppProviders>
      <ApprovalTrail vid={42} />
    </AppProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ApprovalTrail (visit drawer)', { timeout: 40_000 }, () => {
  it('shows who decided what at each level, when, and why', async () => {
    const api = fakeApi({
      getProcessRecord: () => ok([entry(1, 1, 'Gus Guard', 1), entry(2, 2, 'Carl Chief', 2, 'No escort available')]),
    });
    show();
    const trail = await screen.findByRole('region', { name: 'Approval trail' }, slow);
    expect(within(trail).getByText('Level 1/3')).toBeTruthy();
    expect(within(trail).getByText('Gus Guard')).toBeTruthy();
    expect(within(trail).getByText('Agreed')).toBeTruthy();
    expect(within(trail).getByText('Refused')).toBeTruthy();
    expect(within(trail).getByText('Reason: No escort available')).toBeTruthy();
    expect(within(trail).getAllByText('Asked 2026-11-21 09:00 · decided 2026-11-21 10:30')).toHaveLength(2);
    expect(api.bodiesOf('getProcessRecord')).toEqual([{ userid, pType: '1', vid: 42 }]);
  });

  it('shows nothing for a visit without approval, or when the session may not read trails', async () => {
    const api = fakeApi({ getProcessRecord: () => ok([]) });
    show();
    await vi.waitFor(() => expect(api.names()).toContain('getProcessRecord'));
    expect(screen.queryByRole('region', { name: 'Approval trail' })).toBeNull();
    vi.unstubAllGlobals();
    fakeApi({ getProcessRecord: () => fail(610, 'No permission') });
    show();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('region', { name: 'Approval trail' })).toBeNull();
  });
});
