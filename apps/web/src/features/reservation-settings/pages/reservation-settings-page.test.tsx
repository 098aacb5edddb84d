import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { fakeCompany } from '../../../test/fake-company';
import { pngFile } from '../../../test/test-files';
import { ReservationSettingsPage } from './reservation-settings-page';

const heavy = 40_000;
const userid = 10000001;

const stored = fakeCompany({
  userid,
  permissionSwitch: 1,
  qrcodeType: 0,
  qrMaxCount: 1,
  qrMaxDuration: 3,
  preExtendTime: 30,
  latExtendTime: 0,
  leaveExpiryTime: 0,
  comeAgain: 1,
  signOutSwitch: 1,
  defaultPhoto: '/files/a/one.png,/files/b/two.png',
});

function openReserve() {
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0 });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/reserve']}>
        <Routes>
          <Route path="reserve" element={<ReservationSettingsPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const section = async (title: string) => screen.findByRole('region', { name: title });

afterEach(() => vi.unstubAllGlobals());

describe('/reserve (reservation settings)', { timeout: heavy }, () => {
  it('shows the stored values and saves a section with its own call', async () => {
    const api = fakeApi({ GetUserInfo: () => ok(stored), updateExtendTime: () => ok() });
    openReserve();
    const extend = await section('Early and late sign-in');
    const early = within(extend).getByLabelText('Earliest sign-in before the appointment') as HTMLInputElement;
    expect(early.value).toBe('30');
    expect((within(await section('QR code limits')).getByLabelText('Longest validity') as HTMLInputElement).value).toBe('3');
    const late = within(extend).getByLabelText('Latest sign-in after the appointment');
    fireEvent.change(late, { target: { value: '15' } });
    fireEvent.click(within(extend).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('updateExtendTime')).toHaveLength(1));
    expect(api.bodiesOf('updateExtendTime')[0]).toEqual({ userid, preExtendTime: 30, latExtendTime: 15 });
  });

  it('turns the switches into 0 and 1 on the wire', async () => {
    const api = fakeApi({ GetUserInfo: () => ok(stored), updateComeAgain: () => ok() });
    openReserve();
    const comeAgain = await section('Visited before');
    const toggle = within(comeAgain).getByRole('switch', { name: 'Offer quick sign-in to returning visitors' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    fireEvent.click(within(comeAgain).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('updateComeAgain')).toHaveLength(1));
    expect(api.bodiesOf('updateComeAgain')[0]).toMatchObject({ comeAgain: false });
  });

  it('takes the automatic sign-out in minutes, as the original console does, and sends 120 as it is', async () => {
    const api = fakeApi({ GetUserInfo: () => ok(stored), updateLeaveExpiryTime: () => ok() });
    openReserve();
    const leave = await section('Automatic sign-out');
    expect(within(leave).getByText('minutes')).toBeTruthy();
    expect(leave.textContent).toContain('0 to 10080 minutes (a week) on site');
    fireEvent.change(within(leave).getByLabelText('Sign visitors out after'), { target: { value: '120' } });
    fireEvent.click(within(leave).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('updateLeaveExpiryTime')).toHaveLength(1));
    expect(api.bodiesOf('updateLeaveExpiryTime')[0]).toEqual({ userid, leaveExpiryTime: 120 });
  });

  it('will not send a value outside the stated range', async () => {
    const api = fakeApi({ GetUserInfo: () => ok(stored), updateLeaveExpiryTime: () => ok() });
    openReserve();
    const leave = await section('Automatic sign-out');
    fireEvent.change(within(leave).getByLabelText('Sign visitors out after'), { target: { value: '' } });
    fireEvent.click(within(leave).getByRole('button', { name: 'Save' }));
    await within(leave).findByText('Please enter a number');
    expect(api.bodiesOf('updateLeaveExpiryTime')).toEqual([]);
  });

  it('removes and adds default photos, and saves them comma-separated', async () => {
    const api = fakeApi({
      GetUserInfo: () => ok(stored),
      Upload: () => ok({ url: '/files/c/three.png' }),
      UpdateDefaultPhoto: () => ok(),
    });
    openReserve();
    const photos = await section('Default photos');
    expect(within(photos).getAllByRole('img')).toHaveLength(2);
    fireEvent.click(within(photos).getByRole('button', { name: 'Remove avatar 1' }));
    const picker = within(photos).getByLabelText('Add picture', { selector: 'input' });
    fireEvent.change(picker, { target: { files: [pngFile('three.png')] } });
    await within(photos).findByRole('img', { name: 'Avatar 2' });
    fireEvent.click(within(photos).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('UpdateDefaultPhoto')).toHaveLength(1));
    expect(api.bodiesOf('UpdateDefaultPhoto')[0]).toEqual({ userid, defaultPhoto: '/files/b/two.png,/files/c/three.png' });
  });
});
