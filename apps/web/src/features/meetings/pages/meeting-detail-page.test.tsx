import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import type { MeetingAttendee } from '@vestibule/contract/entities/meeting';
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

  it('sends a failed invitation again at once, and one that went out after asking; the state shows the new attempt', async () => {
    let bo = attendeeOf(2, { name: 'Bo Bounced', sendStatus: 1, sendReason: '550 mailbox unavailable' });
    const api = fakeApi({
      getMeetingById: () => ok(meetingOf(4, { subject: 'Board review' })),
      getAppointmentByMid: () =>
        ok([attendeeOf(1, { name: 'Ann Sent' }), bo, attendeeOf(3, { name: 'Wes Waiting', sendStatus: 3, sendReason: '' })]),
      resendMeetingInvitation: (body) => {
        if (body.vid === 2) bo = { ...bo, sendStatus: 2, sendReason: 'Sent again on request' };
        return ok(null);
      },
    });
    openDetail(4);
    expect(await screen.findByText('Bo Bounced', {}, slow)).toBeTruthy();
    // A waiting invitation is on its way already.
    expect(screen.getByRole('button', { name: 'Send the invitation to Wes Waiting again' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation to Bo Bounced again' }));
    await waitFor(() => expect(api.bodiesOf('resendMeetingInvitation')).toEqual([{ userid, mid: 4, vid: 2 }]));
    expect(await within(rowOf('Bo Bounced')).findByText('Failed, retrying')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation to Ann Sent again' }));
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('Send the invitation to Ann Sent again?');
    fireEvent.click(within(question).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(api.bodiesOf('resendMeetingInvitation')).toHaveLength(2));
    expect(api.bodiesOf('resendMeetingInvitation')[1]).toEqual({ userid, mid: 4, vid: 1 });
  });

  it('removes an attendee after asking: they leave the list; one who arrived stays', async () => {
    let attendees: MeetingAttendee[] = [
      attendeeOf(1, { name: 'Ann Arrived', reply: 'accepted', visitdate: new Date(2026, 10, 23, 9, 50).getTime() }),
      attendeeOf(2, { name: 'Ron Removed' }),
    ];
    const api = fakeApi({
      getMeetingById: () => ok(meetingOf(4, { subject: 'Board review', attendeeCount: attendees.length })),
      getAppointmentByMid: () => ok(attendees),
      removeMeetingAttendee: (body) => {
        attendees = attendees.filter((attendee) => attendee.vid !== body.vid);
        return ok(null);
      },
    });
    openDetail(4);
    expect(await screen.findByText('Ron Removed', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Ann Arrived from the meeting' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Ron Removed from the meeting' }));
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('Remove Ron Removed from the meeting?');
    fireEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.bodiesOf('removeMeetingAttendee')).toEqual([{ userid, mid: 4, vid: 2 }]));
    await waitFor(() => expect(screen.queryByText('Ron Removed')).toBeNull());
    expect(screen.getByText('Ann Arrived')).toBeTruthy();
    expect(screen.getByText('1 attendee')).toBeTruthy();
  });

  it('offers no attendee action once the meeting has started', async () => {
    fakeApi({
      getMeetingById: () => ok(meetingOf(4, { subject: 'Board review', meetingState: 'inProgress' })),
      getAppointmentByMid: () => ok([attendeeOf(2, { name: 'Bo Bounced', sendStatus: 1, sendReason: 'refused' })]),
    });
    openDetail(4);
    expect(await screen.findByText('Bo Bounced', {}, slow)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send the invitation to Bo Bounced again' })).toHaveProperty('disabled', true),
    );
    expect(screen.getByRole('button', { name: 'Remove Bo Bounced from the meeting' })).toHaveProperty('disabled', true);
  });
});
