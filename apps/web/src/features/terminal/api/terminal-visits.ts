import type { Visit } from '@vestibule/contract/entities/visit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { terminalRefusals } from '../lib/terminal-refusal';
import type { TerminalInput } from '../lib/terminal-input';
import { dayOf, distinctVisits, onSiteNow, stillExpected } from '../lib/today-visits';

/** A visit the desk found, with the invitation code it was found by (which then signs it in). */
export interface FoundVisit {
  visit: Visit;
  code?: string;
}

const todayKey = ['terminal', 'today'] as const;
/** The lists follow other desks' and the hosts' changes without a reload. */
const refreshMs = 30_000;

const signedInSince = (day: string, phone = '') =>
  callApi('SearchVisitByCondition', { date: day, endDate: day, svcType: 1, phone, requestedCount: 1000 });

/** Today's expected visitors and those on site now. */
export function useTodayVisits() {
  const expected = useQuery({
    queryKey: [...todayKey, 'expected'],
    queryFn: async () => {
      const day = dayOf(Date.now());
      return stillExpected(
        await callApi('SearchVisitByCondition', { date: day, endDate: day, svcType: 2, requestedCount: 1000 }),
      );
    },
    refetchInterval: refreshMs,
  });
  const onSite = useQuery({
    queryKey: [...todayKey, 'onSite'],
    queryFn: async () => onSiteNow(await signedInSince(dayOf(Date.now()))),
    refetchInterval: refreshMs,
  });
  return { expected, onSite };
}

/** The visits a scanned or typed input names; a phone or ID number may name several, or none. */
export async function findVisits(input: TerminalInput): Promise<FoundVisit[]> {
  const quiet = { quietFor: terminalRefusals };
  switch (input.kind) {
    case 'token':
      return [{ visit: await callApi('getVisitByCode', { code: input.code }, quiet), code: input.code }];
    case 'badge':
      return [{ visit: await callApi('getVisitByCode', { code: input.code }, quiet) }];
    case 'phone': {
      const [expected, signedIn] = await Promise.all([
        callApi('searchTodayAppointment', { phone: input.phone }, quiet),
        signedInSince(dayOf(Date.now()), input.phone),
      ]);
      return distinctVisits(onSiteNow(signedIn), expected).map((visit) => ({ visit }));
    }
    case 'idNumber':
      return (await callApi('searchTodayAppointment', { cardId: input.cardId }, quiet)).map((visit) => ({ visit }));
  }
}

export const useFindVisits = () => useMutation({ mutationFn: findVisits });

/** Sign-ins and sign-outs at the desk; each refreshes today's lists and answers the visit as it is now. */
export function useDeskActions(operator: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: todayKey });
  const quiet = { quietFor: terminalRefusals };
  const current = async (vid: number): Promise<Visit> => await callApi('GetVisitorByVid', { vid });
  const signIn = useMutation({
    mutationFn: async ({ visit, code }: FoundVisit): Promise<Visit> => {
      if (code) return (await callApi('AppClientSignin', { code, signInOpName: operator }, quiet)).visit;
      await callApi('VisitAppointmentSignin', { vid: visit.vid, signInOpName: operator }, quiet);
      return current(visit.vid);
    },
    onSettled: refresh,
  });
  const signOut = useMutation({
    mutationFn: async ({ visit }: FoundVisit): Promise<Visit> => {
      await callApi('VisitorSignOutByVid', { vid: visit.vid, signOutOpName: operator }, quiet);
      return current(visit.vid);
    },
    onSettled: refresh,
  });
  return { signIn, signOut };
}
