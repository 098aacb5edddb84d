import { type ResidentStatus, residentStatuses } from '@vestibule/contract/entities/resident-visitor';
import { residentStatusOn, type ResidentValidity } from '@vestibule/contract/rules/resident-validity';
import dayjs from 'dayjs';

/** Whether the resident may enter today, by this browser's calendar day. */
export const residentStatusToday = (validity: ResidentValidity): ResidentStatus =>
  residentStatusOn(validity, dayjs().format('YYYY-MM-DD'));

/** The tag a status shows (none while valid) and its colour. */
export const validityTags: Partial<Record<ResidentStatus, { key: string; color: string }>> = {
  [residentStatuses.notStarted]: { key: 'validity.notStarted', color: 'gold' },
  [residentStatuses.expired]: { key: 'validity.expired', color: 'red' },
};

/** The days as one line: "2026-01-01 – 2026-12-31", an open end as "…". */
export const validityText = ({ startDate, endDate }: ResidentValidity) =>
  startDate === '' && endDate === '' ? '–' : `${startDate || '…'} – ${endDate || '…'}`;
