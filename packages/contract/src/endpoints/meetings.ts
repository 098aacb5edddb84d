import { z } from 'zod';
import { anySignedIn, endpoint, type UploadedFile } from '../endpoint.js';
import { meetingAttendeeSchema, meetingSchema } from '../entities/meeting.js';
import {
  flag,
  idOf,
  instant,
  int,
  optionalEmail,
  optionalIdOf,
  optionalPhone,
  optionalText,
  personName,
  required,
  text,
  ymd,
} from '../fields.js';
import { meetingStates } from '../rules/meeting-state.js';
import { importProblemSchema } from './address-book.js';

/*
 * Meetings (/meeting, api-facts 4.6): an initiator invites attendees to a
 * subject at a time and place. Each attendee is an invitation visit hosted by
 * the initiator, with its QR code and short code. The Administrator (and a
 * manager holding the invitations module) handles every meeting; an employee
 * their own.
 */

/** The most attendees one call adds. */
export const meetingAttendeesMax = 100;

/** The original console sends the start alone (mdate): the meeting then lasts this long. */
export const defaultMeetingLength = 60 * 60 * 1000;

const meetingRoles = ['manager', 'employee'] as const;

/** One attendee as the forms and the original console send them: a phone or an email to reach them by. */
export const attendeeInputSchema = z
  .object({
    name: personName(50),
    phone: optionalPhone(),
    email: optionalEmail(),
    company: optionalText(100),
  })
  .refine((attendee) => attendee.phone !== '' || attendee.email !== '', {
    path: ['phone'],
    message: 'give a phone or an email',
  });
export type AttendeeInput = z.output<typeof attendeeInputSchema>;

const attendeeList = z.array(attendeeInputSchema).max(meetingAttendeesMax, `at most ${meetingAttendeesMax} attendees at once`);

/** The preferred channel; an attendee without its contact is reached by the other. */
const meetingSendType = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['', 'email', 'sms'], 'must be email or sms'))
    .optional()
    .transform((value) => (value === 'sms' ? 'sms' : 'email'));

/** The texts and place; the wire's initiator name, phone and email are read from the employee instead. */
const newMeetingTexts = {
  sponsor: optionalText(100),
  remark: optionalText(500),
  inviteContent: optionalText(2000),
  address: optionalText(255),
  longitude: optionalText(20),
  latitude: optionalText(20),
  companyProfile: optionalText(2000),
  traffic: optionalText(1000),
  deadlineTime: optionalText(20),
};

/** The same texts on an update: those left out stay as they are. */
const changedMeetingTexts = {
  sponsor: text(100).optional(),
  remark: text(500).optional(),
  inviteContent: text(2000).optional(),
  address: text(255).optional(),
  longitude: text(20).optional(),
  latitude: text(20).optional(),
  companyProfile: text(2000).optional(),
  traffic: text(1000).optional(),
  deadlineTime: text(20).optional(),
};

/** The start and end: "yyyy-MM-dd HH:mm" (or any instant); the original console's mdate is the start. */
const meetingTimes = {
  startTime: instant().optional(),
  endTime: instant().optional(),
  mdate: instant().optional(),
};

export const addMeetingRequest = z.object({
  subject: required(100),
  ...meetingTimes,
  /** The initiator; an employee adding a meeting is its initiator whatever this says. */
  empid: optionalIdOf('employee'),
  ...newMeetingTexts,
  sendType: meetingSendType(),
  attendees: attendeeList.optional().default([]),
});
export type AddMeetingInput = z.output<typeof addMeetingRequest>;

export const updateMeetingRequest = z.object({
  mid: idOf('meeting'),
  subject: required(100).optional(),
  ...meetingTimes,
  ...changedMeetingTexts,
  /** 0 cancels the meeting and closes its invitations. */
  status: flag().optional(),
  /** Attendees to invite as well; the invited ones stay. */
  attendees: attendeeList.optional().default([]),
});
export type UpdateMeetingInput = z.output<typeof updateMeetingRequest>;

const meetingFilters = {
  subject: text(100).optional().default(''),
  state: z.enum(meetingStates).optional(),
  /** Meetings starting from this day to endDate (YYYY-MM-DD). */
  date: ymd().optional(),
  endDate: ymd().optional(),
  startIndex: int().pipe(z.number().int().min(0, 'must not be negative')).optional().default(1),
  /** The original console asks for the whole list: without a page size, up to 1000. */
  requestedCount: int()
    .pipe(z.number().int().min(1, 'must be at least 1').max(1000, 'must be at most 1000'))
    .optional()
    .default(1000),
};

/** One attendee of one meeting: the meeting and the attendee's invitation visit. */
const attendeeRequest = z.object({ mid: idOf('meeting'), vid: idOf('visit') });

export const meetingEndpoints = {
  getMeetingByUserid: endpoint({
    summary:
      "The company's meetings, latest start first; subject prefix, state and start-day filters; a bare array (startIndex, requestedCount page it).",
    roles: ['manager'],
    readOnly: true,
    request: z.object(meetingFilters),
    response: z.array(meetingSchema),
  }),
  getMeetingByPhone: endpoint({
    summary:
      "The meetings an employee initiates, latest start first: the signed-in employee's own, or (the Administrator) those of the employee with this phone.",
    roles: meetingRoles,
    readOnly: true,
    request: z.object({ phone: text(20).optional().default(''), ...meetingFilters }),
    response: z.array(meetingSchema),
  }),
  getMeetingById: endpoint({
    summary: "One meeting; 57 when mid is not the company's (or, for an employee, not their own).",
    roles: meetingRoles,
    readOnly: true,
    request: z.object({ mid: idOf('meeting') }),
    response: meetingSchema,
  }),
  addMeeting: endpoint({
    summary:
      'Adds a meeting and invites its attendees (mail or SMS with the QR code and short code); 106 no start or end, 107 start in the past, 108 the subject is taken that day, 55 the initiator is not an employee.',
    roles: meetingRoles,
    request: addMeetingRequest,
    response: z.object({ mid: z.number().int(), vids: z.array(z.number().int()) }),
  }),
  updateMeeting: endpoint({
    summary:
      'Changes a meeting, invites more attendees, or (status 0) cancels it and closes its invitations; 109 cancelled already, 63 ended, 62 time or attendees of a started meeting, 92 cancelling one in progress, 106-108 as addMeeting.',
    roles: meetingRoles,
    request: updateMeetingRequest,
    response: z.object({ mid: z.number().int(), vids: z.array(z.number().int()) }),
  }),
  getAppointmentByMid: endpoint({
    summary:
      "The meeting's attendees: each invitation's sending status (0 sent, 1 failed, 2 retrying, 3 waiting, 4 not sent) with the reason, the reply and the arrival.",
    roles: meetingRoles,
    readOnly: true,
    request: z.object({ mid: idOf('meeting') }),
    response: z.array(meetingAttendeeSchema),
  }),
  importMeetingAttendees: endpoint({
    summary:
      'Invites the attendees of a spreadsheet (multipart field "file": csv, xls or xlsx; columns name, phone, email, company) to a meeting not yet started; the rows with a problem are answered and not invited.',
    roles: meetingRoles,
    multipartFile: 'file',
    request: z.object({
      mid: idOf('meeting'),
      file: z.custom<UploadedFile>((value) => typeof value === 'object' && value !== null, 'a file is required'),
    }),
    response: z.object({ vids: z.array(z.number().int()), bad: z.array(importProblemSchema) }),
  }),
  resendMeetingInvitation: endpoint({
    summary:
      "Sends an attendee's invitation again (after a failed send, say); 57 when vid is not an attendee of mid, 109 cancelled, 63 ended, 62 started, 105 arrived already, 70 the attendee refused it.",
    roles: meetingRoles,
    request: attendeeRequest,
    response: z.null(),
  }),
  removeMeetingAttendee: endpoint({
    summary:
      "Removes an attendee before the meeting starts: their invitation closes as a cancellation closes it (the code signs nobody in), they leave the meeting's list and count, and they are told by their invitation's channel; 57 when vid is not an attendee of mid, 109 cancelled, 63 ended, 62 started, 105 arrived already.",
    roles: meetingRoles,
    request: attendeeRequest,
    response: z.null(),
  }),
  htmlUnescape: endpoint({
    summary:
      "The text with its HTML character references read back (&lt; &amp; &quot; &#39; &#x4e2d; …), as the original console's helper gives invitation texts that its server sent escaped.",
    roles: anySignedIn,
    readOnly: true,
    // Not trimmed: the text comes back as it was, only its references read.
    request: z.object({ text: z.string().max(20_000, 'must be at most 20000 characters') }),
    response: z.string(),
  }),
};

export type MeetingEndpoint = keyof typeof meetingEndpoints;
