import type { Meeting } from '@vestibule/contract/entities/meeting';
import dayjs from 'dayjs';

/** "2026-11-23 10:00 – 11:00", or with the end's day when it ends on another day. */
export function meetingTimeText(meeting: Pick<Meeting, 'mdate' | 'endDate'>): string {
  const start = dayjs(meeting.mdate);
  const end = dayjs(meeting.endDate);
  return `${start.format('YYYY-MM-DD HH:mm')} – ${end.format(end.isSame(start, 'day') ? 'HH:mm' : 'YYYY-MM-DD HH:mm')}`;
}
