import { dataControlSchema } from '@vestibule/contract/endpoints/overview';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { DataControlPage } from './data-control-page';

const heavy = 40_000;

function openDataControl() {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/data']}>
        <Routes>
          <Route path="data" element={<DataControlPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/data (data control)', { timeout: heavy }, () => {
  it('shows the saved choice and saves the columns and kinds ticked', async () => {
    const api = fakeApi({
      getDataControl: () => ok({ columns: ['visitor', 'phone', 'status'], kinds: [0, 2] }),
      // The server answers the choice as it stored it.
      updateDataControl: (body) => ok(dataControlSchema.parse(body)),
    });
    openDataControl();
    const phone = (await screen.findByRole('checkbox', { name: 'Phone' })) as HTMLInputElement;
    await vi.waitFor(() => expect(phone.checked).toBe(true));
    expect((screen.getByRole('checkbox', { name: 'Host' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Reserved' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Resident' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(phone);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Resident' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('updateDataControl')).toHaveLength(1));
    expect(api.bodiesOf('updateDataControl')[0]).toEqual({
      userid: 10000001,
      columns: ['visitor', 'status'],
      kinds: [0, 2, 3],
    });
  });

  it('will not save without a column or without a visitor kind', async () => {
    fakeApi({ getDataControl: () => ok({ columns: ['visitor'], kinds: [1] }) });
    openDataControl();
    const invited = (await screen.findByRole('checkbox', { name: 'Invited' })) as HTMLInputElement;
    await vi.waitFor(() => expect(invited.checked).toBe(true));
    fireEvent.click(invited);
    await screen.findByText('Choose at least one column and one visitor kind.');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
