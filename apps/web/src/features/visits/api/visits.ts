import { loginTypes } from '@vestibule/contract/login-types';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';
import { pageRequest } from '../../../lib/paging';
import { isDeputyProfile, useProfile } from '../../../lib/session';
import { type VisitQuery, visitSearchBody } from '../lib/visit-query';

/** A page of the visit list with the filters of the URL. */
export const useVisitPage = (query: VisitQuery) =>
  useQuery({ ...apiQueryOptions('SearchVisitByConditionPage', visitSearchBody(query)), placeholderData: keepPreviousData });

/** One visit with its timeline, for the drawer. */
export const useVisit = (vid: number) => useQuery(apiQueryOptions('GetVisitorByVid', { vid }));

/**
 * The department trees, for the host-department filter; a resident company has no departments to filter by,
 * and a manager may not read them (610).
 */
export const useDepartmentTrees = () => {
  const profile = useProfile();
  const enabled = Number(profile.loginType) !== loginTypes.subcompany && !isDeputyProfile(profile);
  return useQuery({ ...apiQueryOptions('getDeptList'), enabled });
};

/** After a sign-in, sign-out or pre-registration: every list and drawer of visits reads again. */
const useRefreshVisits = () => useRefreshApi('SearchVisitByConditionPage', 'getOnSiteAfterHours', 'GetVisitorByVid');

/** Labels a visit with exactly these visitor tags (updateVisitTags). */
export function useLabelVisit() {
  const refresh = useRefreshVisits();
  return useMutation({
    mutationFn: ({ vid, tids }: { vid: number; tids: number[] }) =>
      callApi('updateVisitTags', { vid, tids }, { successToast: true }),
    onSettled: refresh,
  });
}

/** Statuses of a sign-in the screen explains itself, so the client's toast stays quiet for them. */
export const signInRefusals = [64, 65, 66, 67] as const;

/** Signs in an expected visitor (VisitAppointmentSignin); `done` is the success toast. */
export function useSignIn() {
  const refresh = useRefreshVisits();
  return useMutation({
    mutationFn: ({ vid, operator, done }: { vid: number; operator: string; done: string }) =>
      callApi('VisitAppointmentSignin', { vid, signInOpName: operator }, { successToast: done, quietFor: signInRefusals }),
    onSettled: refresh,
  });
}

/** Signs one visitor out (VisitorSignOutByVid). */
export function useSignOut() {
  const refresh = useRefreshVisits();
  return useMutation({
    mutationFn: ({ vid, operator, done }: { vid: number; operator: string; done: string }) =>
      callApi('VisitorSignOutByVid', { vid, signOutOpName: operator }, { successToast: done }),
    onSettled: refresh,
  });
}

/** Signs several visitors out in one call (batchSignOut). */
export function useBatchSignOut() {
  const refresh = useRefreshVisits();
  return useMutation({
    mutationFn: ({ vids, operator, done }: { vids: number[]; operator: string; done: string }) =>
      callApi(
        'batchSignOut',
        vids.map((vid) => ({ vid, signOutOpName: operator })),
        { successToast: done },
      ),
    onSettled: refresh,
  });
}

export type AppointmentRequest = RequestOf<'addAppointment'>;

/** Pre-registers one or more visitors in one call (addAppointment, a JSON array). */
export function usePreRegister() {
  const refresh = useRefreshVisits();
  return useMutation({
    mutationFn: ({ visitors, done }: { visitors: Exclude<AppointmentRequest, { atlist: unknown }>; done: string }) =>
      callApi('addAppointment', visitors, { successToast: done }),
    onSuccess: refresh,
  });
}

/** What the after-hours list asks for: sign-in days, name prefixes and the page. */
export interface AfterHoursQuery {
  startDate: string;
  endDate: string;
  name: string;
  empName: string;
  page: number;
  pageSize: number;
}

/** A page of visitors on site after off-duty time (getOnSiteAfterHours). */
export const useAfterHoursPage = (query: AfterHoursQuery) =>
  useQuery({
    ...apiQueryOptions('getOnSiteAfterHours', {
      startDate: query.startDate,
      endDate: query.endDate,
      name: query.name,
      empName: query.empName,
      ...pageRequest(query.page, query.pageSize),
    }),
    placeholderData: keepPreviousData,
  });
