import type { Equipment } from '@vestibule/contract/entities/door-access';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { fakeDevice, fakeGroup } from '../../../test/fake-door-access';
import { DevicesPage } from './devices-page';

const slow = { timeout: 10_000 };
const secret = 'a1'.repeat(32);

describe('/key/list', () => {
  it('lists the devices with their groups and state, adds one and shows its secret once', async () => {
    const devices: Equipment[] = [fakeDevice(1, { deviceName: 'Front gate', egids: [5], onlineStatus: 1, roomNum: '101' })];
    const api = fakeApi({
      getEquipmentGroupByUserid: () => ok([fakeGroup(5, { egname: 'Lobby' })]),
      getEquipmentbyUserid: () => ok(devices),
      addEquipment: (body) => {
        devices.push(fakeDevice(2, { deviceName: String(body.deviceName), deviceCode: String(body.deviceCode) }));
        return ok({ eid: 2, deviceSecret: secret });
      },
    });
    saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
    render(
      <AppProviders>
        <MemoryRouter>
          <DevicesPage />
        </MemoryRouter>
      </AppProviders>,
    );
    const row = await screen.findByRole('row', { name: /Front gate/ }, slow);
    expect(row.textContent).toContain('Lobby');
    expect(row.textContent).toContain('Online');
    expect(within(row).getByRole('link', { name: 'Front gate' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/key\/listd\/1$/),
    );

    fireEvent.click(screen.getByRole('button', { name: /Add device/ }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Device name'), { target: { value: 'Side door' } });
    fireEvent.change(dialog.getByLabelText('Identifier'), { target: { value: 'SD-1' } });
    fireEvent.change(dialog.getByLabelText('Reader-head number'), { target: { value: 'H7' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodiesOf('addEquipment')).toEqual([
        {
          userid: 10000001,
          deviceName: 'Side door',
          deviceCode: 'SD-1',
          extendCode: '',
          roomNum: '',
          deviceIp: '',
          devicePort: 0,
          deviceQrcode: 'H7',
          egids: [],
        },
      ]),
    );
    expect(await screen.findByText(secret, {}, slow)).toBeTruthy();
    expect(screen.getByText(/shown only this once/)).toBeTruthy();
    expect(await screen.findByRole('row', { name: /Side door/ }, slow)).toBeTruthy();
  });
});
