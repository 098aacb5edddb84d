import { useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiQueryOptions } from '../lib/api-query';
import { saveProfile } from '../lib/session';
import { captureToasts } from '../test/capture-toasts';
import { fail, type FakeAnswer, fakeApi, ok } from '../test/fake-api';
import { AppProviders } from './app-providers';
import { bothLoaded, LoadFrame, type Loadable } from './load-frame';

const slow = { timeout: 10_000 };
const texts = { loadFailed: 'The count could not be loaded', retry: 'Try again' };

function EmployeeCount() {
  const count = useQuery(apiQueryOptions('getEmployeeCount'));
  return (
    <LoadFrame query={count} texts={texts}>
      {({ total }) => <p>{total} employees</p>}
    </LoadFrame>
  );
}

function openCount() {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
  render(
    <AppProviders>
      <EmployeeCount />
    </AppProviders>,
  );
}

const loadable = <T,>(state: Partial<Loadable<T>>): Loadable<T> => ({
  data: undefined,
  isPending: false,
  isError: false,
  refetch: () => undefined,
  ...state,
});

describe('load frame', () => {
  it('shows a spinner while the data loads, then the content', async () => {
    fakeApi({ getEmployeeCount: () => ok({ total: 4, empcount: 4 }) });
    openCount();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByText('4 employees', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(screen.queryByText(texts.loadFailed)).toBeNull();
  });

  it('warns when the data could not be loaded, and asks again with its button', async () => {
    captureToasts();
    let answer: FakeAnswer<'getEmployeeCount'> = fail(2000, 'System error');
    fakeApi({ getEmployeeCount: () => answer });
    openCount();
    expect(await screen.findByText(texts.loadFailed, {}, slow)).toBeTruthy();
    expect(screen.queryByText(/employees/)).toBeNull();
    answer = ok({ total: 5, empcount: 5 });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('5 employees', {}, slow)).toBeTruthy();
    expect(screen.queryByText(texts.loadFailed)).toBeNull();
  });

  it('takes two queries as one: loading until both are there, failed when either failed', () => {
    const count = loadable({ data: 4 });
    const names = loadable<string[]>({ isPending: true });
    expect(bothLoaded(count, names)).toMatchObject({ data: undefined, isPending: true, isError: false });
    expect(bothLoaded(count, loadable({ data: ['Ada'] })).data).toEqual([4, ['Ada']]);
    expect(bothLoaded(loadable<number>({ isError: true }), names)).toMatchObject({ isPending: false, isError: true });
  });
});
