import { z } from 'zod';
import { meetingStates } from '../rules/meeting-state.js';

/* A meeting (api-facts 4.6, qcv_meeting) and its attendees, each an invitation visit. */

export const meetingSchema = z.object({
  mid: z.number().int(),
  userid: z.number().int(),
  /** The initiator: an employee of the company, who hosts every attendee. */
  empid: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  subject: z.string(),
  /** The start, epoch ms: what the original console reads and sends. */
  mdate: z.number().int(),
  sponsor: z.string(),
  remark: z.string(),
  /** 1 active, 0 cancelled. */
  status: z.number().int(),
  inviteContent: z.string(),
  address: z.string(),
  longitude: z.string(),
  latitude: z.string(),
  companyProfile: z.string(),
  traffic: z.string(),
  /** "yyyy-MM-dd HH:mm" in the site's time zone. */
  startTime: z.string(),
  endTime: z.string(),
  /** The end, epoch ms. */
  endDate: z.number().int(),
  deadlineTime: z.string(),
  /** How the attendees' invitations go out: email or sms. */
  sendType: z.string(),
  /** Derived from the status and the clock. */
  meetingState: z.enum(meetingStates),
  attendeeCount: z.number().int(),
});
export type Meeting = z.infer<typeof meetingSchema>;

/** An invitation's sending outcome: 0 sent, 1 failed, 2 being retried, 3 not tried yet, 4 not sent (the meeting was cancelled first). */
export const attendeeSendStatus = { sent: 0, failed: 1, retrying: 2, waiting: 3, notSent: 4 } as const;

export const attendeeReplies = ['sent', 'viewed', 'accepted', 'refused', 'cancelled'] as const;
export type AttendeeReply = (typeof attendeeReplies)[number];

export const meetingAttendeeSchema = z.object({
  /** The attendee's invitation visit. */
  vid: z.number().int(),
  mid: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  company: z.string(),
  /** The six-digit code to type at the tablet. */
  acode: z.string(),
  /** The channel of the invitation: email or sms. */
  sendType: z.string(),
  sendStatus: z.number().int(),
  /** What the mail server or SMS gateway answered; for a failure, why. */
  sendReason: z.string(),
  reply: z.enum(attendeeReplies),
  /** The sign-in time (epoch ms), null until the attendee arrives. */
  visitdate: z.number().int().nullable(),
  signOutDate: z.number().int().nullable(),
});
export type MeetingAttendee = z.infer<typeof meetingAttendeeSchema>;
