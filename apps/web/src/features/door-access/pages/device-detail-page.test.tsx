import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { fakeDevice, fakeGroup } from '../../../test/fake-door-access';
import { DeviceDetailPage } from './device-detail-page';

const slow = { timeout: 10_000 };
const secret = 'b2'.repeat(32);

describe('/key/listd/:eid', () => {
  it('shows the device, its groups and state, and gives it a new secret after asking', async () => {
    const api = fakeApi({
      getEquipmentbyUserid: () =>
        ok([fakeDevice(3, { deviceName: 'Loading bay', deviceIp: '10.0.0.9', devicePort: 8080, onlineStatus: 0, egids: [5] })]),
      getEGroupByEid: () => ok([fakeGroup(5, { egname: 'Warehouse' })]),
      resetEquipmentSecret: () => ok({ deviceSecret: secret }),
    });
    saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/key/listd/3']}>
          <Routes>
            <Route path="key/listd/:eid?" element={<DeviceDetailPage />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Loading bay' }, slow)).toBeTruthy();
    expect(screen.getByText('10.0.0.9')).toBeTruthy();
    expect(screen.getByText('Offline')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Warehouse' }, slow)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New secret' }));
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('The old secret stops working at once.');
    fireEvent.click(within(question).getByRole('button', { name: 'New secret' }));
    await waitFor(() => expect(api.bodiesOf('resetEquipmentSecret')).toEqual([{ userid: 10000001, eid: 3 }]));
    expect(await screen.findByText(secret, {}, slow)).toBeTruthy();
  });
});
