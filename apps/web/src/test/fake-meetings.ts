import type { Meeting, MeetingAttendee } from '@vestibule/contract/entities/meeting';

/** A meeting as the meeting calls answer it, with the test's values over it. */
export function meetingOf(mid: number, fields: Partial<Meeting> = {}): Meeting {
  return {
    mid,
    userid: 10000001,
    empid: 7,
    name: 'Ivy Host',
    phone: '13800000007',
    email: 'ivy@example.com',
    subject: `Meeting ${mid}`,
    mdate: new Date(2026, 10, 23, 10, 0).getTime(),
    sponsor: '',
    remark: '',
    status: 1,
    inviteContent: '',
    address: 'Room 4',
    longitude: '',
    latitude: '',
    companyProfile: '',
    traffic: '',
    startTime: '2026-11-23 10:00',
    endTime: '2026-11-23 11:00',
    endDate: new Date(2026, 10, 23, 11, 0).getTime(),
    deadlineTime: '',
    sendType: 'email',
    meetingState: 'notStarted',
    attendeeCount: 0,
    ...fields,
  };
}

/** An attendee's invitation as getAppointmentByMid answers it. */
export function attendeeOf(vid: number, fields: Partial<MeetingAttendee> = {}): MeetingAttendee {
  return {
    vid,
    mid: 1,
    name: `Attendee ${vid}`,
    phone: '',
    email: `attendee${vid}@example.com`,
    company: '',
    acode: '123456',
    sendType: 'email',
    sendStatus: 0,
    sendReason: 'Mail accepted',
    reply: 'sent',
    visitdate: null,
    signOutDate: null,
    ...fields,
  };
}
