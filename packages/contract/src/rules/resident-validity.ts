import { type ResidentStatus, residentStatuses } from '../entities/resident-visitor.js';

/*
 * Whether a resident may enter on a day: their validity days (YYYY-MM-DD, ''
 * when open at that end) hold the day, in the company's calendar. Text
 * comparison is day order for this format.
 */

export interface ResidentValidity {
  startDate: string;
  endDate: string;
}

export function residentStatusOn(validity: ResidentValidity, day: string): ResidentStatus {
  if (validity.startDate !== '' && day < validity.startDate) return residentStatuses.notStarted;
  if (validity.endDate !== '' && day > validity.endDate) return residentStatuses.expired;
  return residentStatuses.valid;
}

/** Whether the days are in order: an open end, or a start not after the end. */
export const validityInOrder = (validity: ResidentValidity) =>
  validity.startDate === '' || validity.endDate === '' || validity.startDate <= validity.endDate;
