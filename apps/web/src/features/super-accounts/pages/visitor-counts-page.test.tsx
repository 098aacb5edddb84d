import { render, screen, waitFor, within } from '@testing-library/react';
import type { VisitorCounts } from '@vestibule/contract/entities/super-account';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { VisitorCountsPage } from './visitor-counts-page';

// ECharts needs a canvas, which jsdom has not.
vi.mock('../../../components/visit-charts', () => ({
  CountBarChart: ({ bars, label }: { bars: Array<{ name: string; count: number }>; label: string }) => (
    <div>
      {label}: {bars.map((bar) => `${bar.name} ${bar.count}`).join(', ')}
    </div>
  ),
}));

const slow = { timeout: 10_000 };
const north = { userid: 10000001, company: 'North Ltd' };
const south = { userid: 10000002, company: 'South Ltd' };

function countsServer() {
  const inRange: VisitorCounts = {
    total: 5,
    vData: [
      { ...north, vcount: 2 },
      { ...south, vcount: 3 },
    ],
    days: [{ date: '2026-11-21', vcount: 5 }],
  };
  const allTime: VisitorCounts = {
    total: 40,
    vData: [
      { ...north, vcount: 15 },
      { ...south, vcount: 25 },
    ],
    days: [],
  };
  return fakeApi({ getSupAccVCount: () => ok(inRange), getAllSuperAccountVCount: () => ok(allTime) });
}

describe('the super account visitor counts', () => {
  it('shows each covered company in the last 30 days and since the start, with totals and both charts', async () => {
    const api = countsServer();
    saveProfile({ token: 'abc', userid: north.userid, loginType: 1 });
    render(
      <AppProviders>
        <VisitorCountsPage />
      </AppProviders>,
    );
    const northRow = await screen.findByRole('row', { name: /North Ltd/ }, slow);
    expect(
      within(northRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['North Ltd', '2', '15']);
    expect(
      within(screen.getByRole('row', { name: /Total/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Total', '5', '40']);
    await screen.findByText('Visitors: North Ltd 2, South Ltd 3', {}, slow);
    await screen.findByText('Visitors: 11-21 5', {}, slow);
    await waitFor(() =>
      expect(api.bodiesOf('getSupAccVCount')).toEqual([
        {
          userid: north.userid,
          startDate: dayjs().subtract(29, 'day').format('YYYY-MM-DD'),
          endDate: dayjs().format('YYYY-MM-DD'),
        },
      ]),
    );
  });
});
