import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { OverviewPage } from './overview-page';

// The live stream: the test calls what the page gave it.
const live = vi.hoisted(() => ({ onChange: undefined as (() => void) | undefined, stopped: 0 }));
vi.mock('../lib/visit-events', () => ({
  watchVisitEvents: ({ onChange }: { onChange: () => void }) => {
    live.onChange = onChange;
    return () => {
      live.stopped += 1;
    };
  },
}));
// ECharts needs a canvas, which jsdom has not.
vi.mock('../../../components/visit-charts', () => ({
  PerDayChart: ({ days }: { days: unknown[] }) => <div>per-day chart of {days.length} days</div>,
  ByTypeChart: ({ types }: { types: Array<{ name: string }> }) => <div>types: {types.map((type) => type.name).join(', ')}</div>,
}));

const heavy = 40_000;

const overviewOf = (signedIn: number, onSite: Array<{ vid: number; vname: string }> = []) => ({
  today: { expected: 4, signedIn, signedOut: 2, refused: 1 },
  onSite: onSite.map((row) => ({
    vcompany: 'Acme',
    vphone: '13800000000',
    empName: 'Hannah Host',
    empPhone: '13900000000',
    visitdate: new Date(2026, 10, 21, 8, 30).getTime(),
    signInGate: 'North',
    ...row,
  })),
  perDay: Array.from({ length: 30 }, (_, index) => ({ day: `2026-10-${String(index + 1).padStart(2, '0')}`, count: index })),
  byType: [
    { vType: 'Guest', count: 3 },
    { vType: '', count: 1 },
  ],
});

function openOverview() {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route index element={<OverviewPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  live.onChange = undefined;
  live.stopped = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('/ (visitor overview)', { timeout: heavy }, () => {
  it("shows today's four counts, who is on site and the charts' data", async () => {
    fakeApi({ getVisitOverview: () => ok(overviewOf(1, [{ vid: 5, vname: 'Li Lei' }])) });
    openOverview();
    await screen.findByText('Li Lei');
    expect(within(screen.getByRole('region', { name: 'Expected today' })).getByText('4')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'On site now' })).getByText('1')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Signed out today' })).getByText('2')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Refused today' })).getByText('1')).toBeTruthy();
    expect(await screen.findByText('per-day chart of 30 days')).toBeTruthy();
    expect(await screen.findByText('types: Guest, No type')).toBeTruthy();
  });

  it('refetches the overview when the server says visits changed, and stops listening when left', async () => {
    let signedIn = 0;
    const api = fakeApi({ getVisitOverview: () => ok(overviewOf(signedIn)) });
    const view = openOverview();
    const card = await screen.findByRole('region', { name: 'On site now' });
    await within(card).findByText('0');
    signedIn = 1;
    live.onChange?.();
    await within(card).findByText('1');
    expect(api.bodiesOf('getVisitOverview')).toHaveLength(2);
    view.unmount();
    expect(live.stopped).toBe(1);
  });

  it('opens the evacuation list of everyone on site and prints it', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fakeApi({
      getVisitOverview: () =>
        ok(
          overviewOf(2, [
            { vid: 5, vname: 'Li Lei' },
            { vid: 6, vname: 'Han Meimei' },
          ]),
        ),
    });
    openOverview();
    await screen.findByText('Han Meimei');
    fireEvent.click(screen.getByRole('button', { name: /Print evacuation list/ }));
    const list = await screen.findByRole('dialog', { name: 'Evacuation list' });
    expect(within(list).getByText('2 people on site', { exact: false })).toBeTruthy();
    expect(within(list).getAllByRole('row')).toHaveLength(3);
    expect(within(list).getAllByText('13900000000')).toHaveLength(2);
    await vi.waitFor(() => expect(print).toHaveBeenCalled());
    fireEvent.click(within(list).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Evacuation list' })).toBeNull();
  });
});
