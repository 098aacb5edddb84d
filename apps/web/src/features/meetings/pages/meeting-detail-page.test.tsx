import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { attendeeOf, meetingOf } from '../../../test/fake-meetings';
import { MeetingRoutes } from '../meeting-routes';

const heavy = 60_000;
const slow = { timeout: 20_000 };
const userid = 10000001;

function openDetail(mid: number) {
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0, username: 'Ada Admin' });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[`/meeting/mdetail/${mid}`]}>
        <Routes>
          <Route path="meeting/*" element={<MeetingRoutes />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('/meeting/mdetail/:mid', { timeout: heavy }, () => {
  it("shows the meeting and each attendee's sending state, reply and arrival", async () => {
    const api = fakeApi({
      getMeetingById: () => ok(meetingOf(4, { subject: 'Board review', address: '1 Main Street', attendeeCount: 3 })),
      getAppointmentByMid: () =>
        ok([
          attendeeOf(1, { name: 'Ann Sent', reply: 'accepted', visitdate: new Date(2026, 10, 23, 9, 55).getTime() }),
          attendeeOf(2, { name: 'Bo Bounced', sendStatus: 1, sendReason: '550 mailbox unavailable', reply: 'sent' }),
          attendeeOf(3, { name: 'Cy Cancelled', sendStatus: 4, sendReason: '', reply: 'cancelled' }),
        ]),
    });
    openDetail(4);
    expect(await screen.findByRole('heading', { level: 1, name: 'Board review' }, slow)).toBeTruthy();
    expect(screen.getByText('1 Main Street')).toBeTruthy();
    expect(await screen.findByText('Ann Sent')).toBeTruthy();
    expect(within(rowOf('Ann Sent')).getByText('Sent')).toBeTruthy();
    expect(within(rowOf('Ann Sent')).getByText('Accepted')).toBeTruthy();
    expect(within(rowOf('Ann Sent')).getByText('2026-11-23 09:55')).toBeTruthy();
    expect(within(rowOf('Bo Bounced')).getByText('Failed')).toBeTruthy();
    expect(within(rowOf('Bo Bounced')).getByText('550 mailbox unavailable')).toBeTruthy();
    expect(within(rowOf('Bo Bounced')).getByText('Not yet')).toBeTruthy();
    expect(within(rowOf('Cy Cancelled')).getByText('Not sent')).toBeTruthy();
    expect(api.bodiesOf('getAppointmentByMid')[0]).toEqual({ userid, mid: 4 });
    // Not started yet: attendees may still be imported, and the meeting cancelled.
    expect(screen.getByRole('button', { name: 'Import attendees' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Cancel meeting' })).toHaveProperty('disabled', false);
    expect(document.querySelector('.ant-spin-blur')).toBeNull();
  });

  it('says so when the meeting is not found', async () => {
    fakeApi({
      getMeetingById: () => fail(57, 'mid: no such meeting'),
      getAppointmentByMid: () => fail(57, 'mid: no such meeting'),
    });
    openDetail(99);
    expect(await screen.findByText('This meeting could not be found.', {}, slow)).toBeTruthy();
  });
});
