import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { employeeOf } from '../../../test/fake-employees';
import { meetingOf } from '../../../test/fake-meetings';
import { MeetingsPage } from './meetings-page';
import { MyMeetingsPage } from './my-meetings-page';

// antd tables, drawers and date pickers render slowly in jsdom on a busy machine.
const heavy = 60_000;
const slow = { timeout: 20_000 };
const userid = 10000001;

function open(page: 'admin' | 'employee') {
  saveProfile({ userid, token: `${userid}-abc`, loginType: page === 'admin' ? 0 : 2, username: 'Ada Admin' });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[page === 'admin' ? '/meeting' : '/mine/meetings']}>
        <Routes>
          <Route path="meeting" element={<MeetingsPage />} />
          <Route path="mine/meetings" element={<MyMeetingsPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const rowOf = (subject: string) => screen.getByRole('row', { name: new RegExp(subject) });
const drawer = () => within(screen.getByRole('dialog'));

/** Types a date and time into one end of the range picker and presses Enter. */
function typeTime(placeholder: string, value: string) {
  const input = screen.getByPlaceholderText(placeholder);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('/meeting', { timeout: heavy }, () => {
  it('lists the meetings with their state and attendees, and cancels one after asking', async () => {
    const api = fakeApi({
      getMeetingByUserid: () =>
        ok([
          meetingOf(1, { subject: 'Board review', attendeeCount: 3 }),
          meetingOf(2, { subject: 'Kick-off', meetingState: 'inProgress' }),
          meetingOf(3, { subject: 'Retro', meetingState: 'cancelled', status: 0 }),
        ]),
      updateMeeting: () => ok({ mid: 1, vids: [] }),
    });
    open('admin');
    expect(await screen.findByText('Board review', {}, slow)).toBeTruthy();
    expect(within(rowOf('Board review')).getByText('Not started')).toBeTruthy();
    expect(within(rowOf('Board review')).getByText('3')).toBeTruthy();
    expect(within(rowOf('Kick-off')).getByText('In progress')).toBeTruthy();
    expect(within(rowOf('Retro')).getByText('Cancelled')).toBeTruthy();
    expect(within(rowOf('Board review')).getByRole('link', { name: 'Open the meeting Board review' }).getAttribute('href')).toBe(
      '/meeting/mdetail/1',
    );
    // A meeting in progress cannot be cancelled.
    expect(within(rowOf('Kick-off')).getByRole('button', { name: 'Cancel the meeting Kick-off' })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(within(rowOf('Board review')).getByRole('button', { name: 'Cancel the meeting Board review' }));
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('Cancel the meeting Board review?');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel meeting' }));
    await waitFor(() => expect(api.bodiesOf('updateMeeting')).toEqual([{ userid, mid: 1, status: 0 }]));
  });

  it('adds a meeting with its initiator and attendees; subject, times and contacts are required', async () => {
    const api = fakeApi({
      getMeetingByUserid: () => ok([]),
      getEmpByName: () => ok([employeeOf(7, { empName: 'Ivy Host' })]),
      addMeeting: () => ok({ mid: 9, vids: [41] }),
    });
    open('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'New meeting' }, slow));
    await screen.findByRole('dialog');
    fireEvent.click(drawer().getByRole('button', { name: 'Add and invite' }));
    expect(await drawer().findByText('Enter the subject')).toBeTruthy();
    expect(drawer().getByText('Choose the start and end time')).toBeTruthy();
    expect(drawer().getByText('Enter the name')).toBeTruthy();
    expect(api.bodiesOf('addMeeting')).toEqual([]);

    fireEvent.change(drawer().getByLabelText('Subject'), { target: { value: 'Board review' } });
    typeTime('Start', '2026-11-23 10:00');
    typeTime('End', '2026-11-23 11:00');
    fireEvent.mouseDown(drawer().getByLabelText('Initiator'));
    fireEvent.click(await screen.findByText('Ivy Host', {}, slow));
    fireEvent.change(drawer().getByLabelText('Name of attendee 1'), { target: { value: 'Ann Guest' } });
    fireEvent.click(drawer().getByRole('button', { name: 'Add and invite' }));
    expect(await drawer().findByText('Enter a phone or an email')).toBeTruthy();
    fireEvent.change(drawer().getByLabelText('Email of attendee 1'), { target: { value: 'ann@example.com' } });
    fireEvent.click(drawer().getByRole('button', { name: 'Add and invite' }));
    await waitFor(() =>
      expect(api.bodiesOf('addMeeting')).toEqual([
        {
          userid,
          subject: 'Board review',
          startTime: '2026-11-23 10:00',
          endTime: '2026-11-23 11:00',
          empid: 7,
          address: '',
          inviteContent: '',
          remark: '',
          sendType: 'email',
          attendees: [{ name: 'Ann Guest', phone: '', email: 'ann@example.com', company: '' }],
        },
      ]),
    );
  });

  it('shows an employee their own meetings, and their new meeting names no initiator: it is theirs', async () => {
    const api = fakeApi({
      getMeetingByPhone: () => ok([meetingOf(5, { subject: 'My sync' })]),
      addMeeting: () => ok({ mid: 6, vids: [] }),
    });
    open('employee');
    expect(await screen.findByText('My sync', {}, slow)).toBeTruthy();
    expect(within(rowOf('My sync')).getByRole('link', { name: 'Open the meeting My sync' }).getAttribute('href')).toBe(
      '/mine/meetings/5',
    );
    fireEvent.click(screen.getByRole('button', { name: 'New meeting' }));
    await screen.findByRole('dialog');
    expect(drawer().queryByLabelText('Initiator')).toBeNull();
    fireEvent.change(drawer().getByLabelText('Subject'), { target: { value: 'Team sync' } });
    typeTime('Start', '2026-11-24 09:00');
    typeTime('End', '2026-11-24 09:30');
    fireEvent.click(drawer().getByRole('button', { name: 'Remove attendee 1' }));
    fireEvent.click(drawer().getByRole('button', { name: 'Add and invite' }));
    await waitFor(() => expect(api.bodiesOf('addMeeting')).toHaveLength(1));
    expect(api.bodiesOf('addMeeting')[0]).not.toHaveProperty('empid');
    expect(api.bodiesOf('addMeeting')[0]).toMatchObject({ subject: 'Team sync', attendees: [] });
  });
});
