import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { fakeDevice, fakeGroup } from '../../../test/fake-door-access';
import { GroupDevicesPage } from './group-devices-page';

const slow = { timeout: 10_000 };

describe('/key/detail/:egid', () => {
  it("shows the group's details and asks only for its devices", async () => {
    const api = fakeApi({
      getEquipmentGroupByUserid: () => ok([fakeGroup(5, { egname: 'Lobby', egno: 'G-5', rules: 'Weekdays', openAfterAuth: 1 })]),
      getEquipmentbyUserid: (body) => ok(body.egid === 5 ? [fakeDevice(1, { deviceName: 'Front gate', egids: [5] })] : []),
    });
    saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/key/detail/5']}>
          <Routes>
            <Route path="key/detail/:egid?" element={<GroupDevicesPage />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Devices of Lobby' }, slow)).toBeTruthy();
    expect(await screen.findByRole('row', { name: /Front gate/ }, slow)).toBeTruthy();
    expect(screen.getByText('Weekdays')).toBeTruthy();
    expect(api.bodiesOf('getEquipmentbyUserid')).toEqual([{ userid: 10000001, egid: 5 }]);
  });
});
