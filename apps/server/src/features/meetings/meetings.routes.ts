import { meetingEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { unescapeHtml } from '../../platform/text.js';
import { meetingAttendees } from './meeting-attendees.service.js';
import {
  addMeeting,
  companyMeetings,
  importAttendees,
  meetingById,
  meetingOf,
  meetingsOfPhone,
  removeMeetingAttendee,
  resendAttendeeInvitation,
  updateMeeting,
} from './meetings.service.js';

export const meetingRoutes = routeGroup(meetingEndpoints, {
  getMeetingByUserid: (input, { ctx, session }) => companyMeetings(ctx, session, input),
  getMeetingByPhone: (input, { ctx, session }) => meetingsOfPhone(ctx, session, input),
  getMeetingById: (input, { ctx, session }) => meetingById(ctx, session, input.mid),
  addMeeting: (input, { ctx, session }) => addMeeting(ctx, session, input),
  updateMeeting: (input, { ctx, session }) => updateMeeting(ctx, session, input),
  getAppointmentByMid: async (input, { ctx, session }) => meetingAttendees(ctx, await meetingOf(ctx, session, input.mid)),
  importMeetingAttendees: (input, { ctx, session }) => importAttendees(ctx, session, input.mid, input.file),
  resendMeetingInvitation: (input, { ctx, session }) => resendAttendeeInvitation(ctx, session, input.mid, input.vid),
  removeMeetingAttendee: (input, { ctx, session }) => removeMeetingAttendee(ctx, session, input.mid, input.vid),
  htmlUnescape: async (input) => unescapeHtml(input.text),
});
