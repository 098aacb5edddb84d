/*
 * A meeting's state as people see it, derived from its status and the clock:
 * the server answers it with every meeting, the console colours its tag.
 */

export const meetingStates = ['notStarted', 'inProgress', 'ended', 'cancelled'] as const;
export type MeetingState = (typeof meetingStates)[number];

/** Meeting.status values (api-facts 4.6). */
export const meetingStatus = { cancelled: 0, active: 1 } as const;

export function meetingStateAt(meeting: { status: number; startAt: number; endAt: number }, now: number): MeetingState {
  if (meeting.status === meetingStatus.cancelled) return 'cancelled';
  if (now < meeting.startAt) return 'notStarted';
  return now < meeting.endAt ? 'inProgress' : 'ended';
}

export const meetingStateColours: Record<MeetingState, 'orange' | 'green' | 'blue' | 'default'> = {
  notStarted: 'orange',
  inProgress: 'green',
  ended: 'blue',
  cancelled: 'default',
};
