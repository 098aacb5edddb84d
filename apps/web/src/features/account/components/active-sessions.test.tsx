import type { ActiveSession } from '@vestibule/contract/entities/active-session';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { ActiveSessions } from './active-sessions';

const slow = { timeout: 10_000 };
const userid = 10000001;
const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 30).getTime();

const laptop: ActiveSession = {
  id: 7,
  createTime: at(20, 9),
  lastSeen: at(27, 18),
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  current: true,
};
const phone: ActiveSession = {
  id: 5,
  createTime: at(18, 8),
  lastSeen: at(26, 12),
  ip: '198.51.100.5',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  current: false,
};
const script: ActiveSession = {
  id: 3,
  createTime: at(17, 8),
  lastSeen: at(17, 9),
  ip: '10.0.0.3',
  userAgent: 'curl/8.5.0',
  current: false,
};

/** A server holding the account's sessions; ending them takes them off the list. */
function sessionsServer(initial: ActiveSession[]) {
  let rows = [...initial];
  const api = fakeApi({
    getActiveSessions: () => ok(rows),
    endSession: (body) => {
      if (!rows.some((row) => row.id === body.id && !row.current)) return fail(57, 'no record');
      rows = rows.filter((row) => row.id !== body.id);
      return ok(null);
    },
    endOtherSessions: () => {
      rows = rows.filter((row) => row.current);
      return ok(null);
    },
  });
  return { api, rows: () => rows };
}

function openCard() {
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0 });
  render(
    <AppProviders>
      <ActiveSessions />
    </AppProviders>,
  );
  return screen.getByRole('region', { name: 'Active sessions' });
}

const rowOf = (panel: HTMLElement, text: string) => within(panel).getByRole('row', { name: new RegExp(text) });

describe('the active sessions card', () => {
  it('names each device in plain words, with address and times, and marks this device', async () => {
    sessionsServer([laptop, phone, script]);
    const panel = openCard();
    await within(panel).findByText('Chrome on Windows', {}, slow);
    const current = rowOf(panel, 'Chrome on Windows');
    expect(within(current).getByText('This device')).toBeTruthy();
    expect(within(current).getByText('203.0.113.7')).toBeTruthy();
    expect(within(current).getByText('2026-11-20 09:30')).toBeTruthy();
    expect(within(current).getByText('2026-11-27 18:30')).toBeTruthy();
    // This device has no End button; the others each have one.
    expect(within(current).queryByRole('button', { name: 'End' })).toBeNull();
    const other = rowOf(panel, 'Safari on iOS');
    expect(within(other).queryByText('This device')).toBeNull();
    expect(within(other).getByRole('button', { name: 'End' })).toBeTruthy();
    expect(within(rowOf(panel, '10.0.0.3')).getByText('Unknown device')).toBeTruthy();
  });

  it('ends one other session with its End button', async () => {
    const { api, rows } = sessionsServer([laptop, phone]);
    const panel = openCard();
    await within(panel).findByText('Safari on iOS', {}, slow);
    fireEvent.click(within(rowOf(panel, 'Safari on iOS')).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(api.bodiesOf('endSession')).toEqual([expect.objectContaining({ id: 5 })]), slow);
    await waitFor(() => expect(within(panel).queryByText('Safari on iOS')).toBeNull(), slow);
    expect(rows()).toEqual([laptop]);
    expect(within(panel).getByText('This is the only device signed in.')).toBeTruthy();
  });

  it('signs out everywhere else only after the question is confirmed', async () => {
    const { api } = sessionsServer([laptop, phone, script]);
    const panel = openCard();
    await within(panel).findByText('Safari on iOS', {}, slow);
    const everywhere = within(panel).getByRole('button', { name: 'Sign out everywhere else' });

    fireEvent.click(everywhere);
    const question = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' }, slow);
    expect(within(question).getByText('This device stays signed in.', { exact: false })).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(api.bodiesOf('endOtherSessions')).toHaveLength(0);

    fireEvent.click(everywhere);
    const again = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' }, slow);
    fireEvent.click(within(again).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(api.bodiesOf('endOtherSessions')).toHaveLength(1), slow);
    await waitFor(() => expect(within(panel).queryByText('Safari on iOS')).toBeNull(), slow);
    expect(within(panel).getByText('Chrome on Windows')).toBeTruthy();
    await waitFor(() => expect(everywhere.hasAttribute('disabled')).toBe(true), slow);
  });
});
