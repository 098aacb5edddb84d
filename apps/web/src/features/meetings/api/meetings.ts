import type { MeetingAttendee } from '@vestibule/contract/entities/meeting';
import { attendeeSendStatus } from '@vestibule/contract/entities/meeting';
import type { MeetingState } from '@vestibule/contract/rules/meeting-state';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOf, sendFile } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';
import { pageRequest } from '../../../lib/paging';

/** What a meeting list asks for: a subject prefix, a state and the page. */
export interface MeetingQuery {
  subject: string;
  state?: MeetingState | undefined;
  page: number;
  pageSize: number;
}

/** The list's request: one row more than the page, which tells whether another page follows (the answer is a bare array). */
const listRequest = (query: MeetingQuery) => {
  const { startIndex } = pageRequest(query.page, query.pageSize);
  return {
    subject: query.subject.trim(),
    ...(query.state ? { state: query.state } : {}),
    startIndex,
    requestedCount: query.pageSize + 1,
  };
};

/** A page of the company's meetings (getMeetingByUserid). */
export const useCompanyMeetings = (query: MeetingQuery) =>
  useQuery({ ...apiQueryOptions('getMeetingByUserid', listRequest(query)), placeholderData: keepPreviousData });

/** A page of the signed-in employee's own meetings (getMeetingByPhone). */
export const useOwnMeetings = (query: MeetingQuery) =>
  useQuery({ ...apiQueryOptions('getMeetingByPhone', listRequest(query)), placeholderData: keepPreviousData });

export const useMeeting = (mid: number) => useQuery(apiQueryOptions('getMeetingById', { mid }));

const stillSending = (attendees: readonly MeetingAttendee[] | undefined) =>
  attendees?.some(
    (attendee) => attendee.sendStatus === attendeeSendStatus.waiting || attendee.sendStatus === attendeeSendStatus.retrying,
  ) ?? false;

/** The meeting's attendees; read again every few seconds while an invitation is still on its way. */
export const useMeetingAttendees = (mid: number) =>
  useQuery({
    ...apiQueryOptions('getAppointmentByMid', { mid }),
    refetchInterval: (query) => (stillSending(query.state.data) ? 3_000 : false),
  });

const useRefreshMeetings = () =>
  useRefreshApi('getMeetingByUserid', 'getMeetingByPhone', 'getMeetingById', 'getAppointmentByMid');

export type MeetingDraft = RequestOf<'addMeeting'>;

/** Adds a meeting (no mid) or changes one; `done` is the success toast. */
export function useSaveMeeting() {
  const refresh = useRefreshMeetings();
  return useMutation({
    mutationFn: ({ mid, draft, done }: { mid?: number | undefined; draft: MeetingDraft; done: string }) =>
      mid === undefined
        ? callApi('addMeeting', draft, { successToast: done })
        : callApi('updateMeeting', { ...draft, mid }, { successToast: done }),
    onSuccess: refresh,
  });
}

/** Cancels a meeting, which closes its attendees' invitations. */
export function useCancelMeeting() {
  const refresh = useRefreshMeetings();
  return useMutation({
    mutationFn: ({ mid, done }: { mid: number; done: string }) =>
      callApi('updateMeeting', { mid, status: 0 }, { successToast: done }),
    onSettled: refresh,
  });
}

/** Sends an attendee's invitation again; the attendees are read again, so the sending state shows the new attempt. */
export function useResendInvitation() {
  const refresh = useRefreshMeetings();
  return useMutation({
    mutationFn: ({ mid, vid, done }: { mid: number; vid: number; done: string }) =>
      callApi('resendMeetingInvitation', { mid, vid }, { successToast: done }),
    onSuccess: refresh,
  });
}

/** Removes an attendee, which closes their invitation and takes them off the meeting. */
export function useRemoveAttendee() {
  const refresh = useRefreshMeetings();
  return useMutation({
    mutationFn: ({ mid, vid, done }: { mid: number; vid: number; done: string }) =>
      callApi('removeMeetingAttendee', { mid, vid }, { successToast: done }),
    onSettled: refresh,
  });
}

/** Invites the attendees of a spreadsheet; answers the invited visits and the rows with a problem. */
export function useImportAttendees() {
  const refresh = useRefreshMeetings();
  return useMutation({
    mutationFn: ({ mid, file }: { mid: number; file: File }) => sendFile('importMeetingAttendees', 'file', file, { mid }),
    onSuccess: refresh,
  });
}
