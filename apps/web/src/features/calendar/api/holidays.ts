import type { UserInfo } from '@vestibule/contract/entities/company';
import type { Holiday } from '@vestibule/contract/entities/holiday';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/* The holiday calendar of one year, its changes, the public list import and the passable hours. */

const holidaysKey = (year: number) => ['getHoliday', year] as const;
const allHolidaysKey = ['getHoliday'] as const;
const userInfoKey = ['GetUserInfo'] as const;

/** 223: the day is already in the calendar; the dialog says so beside the date. */
export const dateRepeatedStatus = 223;

/** The marked days of a year, by their YYYY-MM-DD day. */
export const useHolidays = (year: number) =>
  useQuery({
    queryKey: holidaysKey(year),
    queryFn: async () => (await callApi('getHoliday', { hdate: `${year}-01-01` })) as Holiday[],
  });

function useRefreshHolidays() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: allHolidaysKey });
}

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

/** The company, for its passable hours. */
export const useCompanyInfo = () =>
  useQuery({ queryKey: userInfoKey, queryFn: async () => (await callApi('GetUserInfo')) as UserInfo });

export function useSavePassableTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: { passableSTime: string; passableETime: string }) =>
      callApi('updatePassableTime', hours, { successToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoKey }),
  });
}
