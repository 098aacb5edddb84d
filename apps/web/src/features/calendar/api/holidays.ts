import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';
import { useRefreshCompany } from '../../../lib/company';

/* The holiday calendar of one year, its changes, the public list import and the passable hours. */

/** 223: the day is already in the calendar; the dialog says so beside the date. */
export const dateRepeatedStatus = 223;

/** The marked days of a year, by their YYYY-MM-DD day. */
export const useHolidays = (year: number) => useQuery(apiQueryOptions('getHoliday', { hdate: `${year}-01-01` }));

const useRefreshHolidays = () => useRefreshApi('getHoliday');

export interface HolidayDraft {
  /** The day being changed; left out to mark a new one. */
  hid?: string;
  /** YYYY-MM-DD, the site's calendar day. */
  day: string;
  remark: string;
  passFlag: 0 | 1;
}

/** Marks a day, or with hid changes one; 223 is left to the dialog to show. */
export function useSaveHoliday() {
  const refresh = useRefreshHolidays();
  return useMutation({
    mutationFn: async ({ hid, day, remark, passFlag }: HolidayDraft) => {
      const body = { hdate: day, remark: remark.trim(), passFlag };
      const options = { successToast: true, quietFor: [dateRepeatedStatus] };
      if (hid === undefined) await callApi('addHoliday', body, options);
      else await callApi('updateHoliday', { ...body, hid }, options);
    },
    onSuccess: refresh,
  });
}

export function useDeleteHoliday() {
  const refresh = useRefreshHolidays();
  return useMutation({
    mutationFn: (hid: string) => callApi('delHoliday', { hid }, { successToast: true }),
    onSuccess: refresh,
  });
}

/** Imports a year of the public holiday list; answers how many days were added and skipped. */
export function useImportHolidays() {
  const refresh = useRefreshHolidays();
  return useMutation({
    mutationFn: (year: number) => callApi('getHolidayFromTP', { year }),
    onSuccess: refresh,
  });
}

export function useSavePassableTime() {
  const refreshCompany = useRefreshCompany();
  return useMutation({
    mutationFn: (hours: { passableSTime: string; passableETime: string }) =>
      callApi('updatePassableTime', hours, { successToast: true }),
    onSuccess: refreshCompany,
  });
}
