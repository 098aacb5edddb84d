import type { Visit } from '@vestibule/contract/entities/visit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi, type RequestOf } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';
import { terminalRefusals } from '../lib/terminal-refusal';
import type { TerminalInput } from '../lib/terminal-input';
import { dayOf, distinctVisits, onSiteNow, stillExpected } from '../lib/today-visits';

/** A visit the desk found, with the invitation code it was found by (which then signs it in). */
export interface FoundVisit {
  visit: Visit;
  code?: string;
}

/** The lists follow other desks' and the hosts' changes without a reload. */
const refreshMs = 30_000;

/** One day's expected visits (svcType 2). */
const expectedOn = (day: string): RequestOf<'SearchVisitByCondition'> => ({
  date: day,
  endDate: day,
  svcType: 2,
  requestedCount: 1000,
});

/** One day's signed-in visits (svcType 1), of one phone or of everyone. */
const signedInOn = (day: string, phone = ''): RequestOf<'SearchVisitByCondition'> => ({
  date: day,
  endDate: day,
  svcType: 1,
  phone,
  requestedCount: 1000,
});

/** Today at the desk, moving on at midnight while the lists stay open. */
function useToday(): string {
  const [today, setToday] = useState(() => dayOf(Date.now()));
  useEffect(() => {
    const timer = setInterval(() => setToday(dayOf(Date.now())), refreshMs);
    return () => clearInterval(timer);
  }, []);
  return today;
}

/** Today's expected visitors and those on site now. */
export function useTodayVisits() {
  const today = useToday();
  const expected = useQuery({
    ...apiQueryOptions('SearchVisitByCondition', expectedOn(today)),
    select: stillExpected,
    refetchInterval: refreshMs,
  });
  const onSite = useQuery({
    ...apiQueryOptions('SearchVisitByCondition', signedInOn(today)),
    select: onSiteNow,
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
        callApi('SearchVisitByCondition', signedInOn(dayOf(Date.now()), input.phone)),
      ]);
      return distinctVisits(onSiteNow(signedIn), expected).map((visit) => ({ visit }));
    }
    case 'idNumber':
      return (await callApi('searchTodayAppointment', { cardId: input.cardId }, quiet)).map((visit) => ({ visit }));
  }
}

export const useFindVisits = () => useMutation({ mutationFn: findVisits });

/** One visit as it is now. */
export const visitById = async (vid: number): Promise<Visit> => await callApi('GetVisitorByVid', { vid });

/** Sign-ins and sign-outs at the desk; each refreshes today's lists and answers the visit as it is now. */
export function useDeskActions(operator: string) {
  const refresh = useRefreshApi('SearchVisitByCondition');
  const quiet = { quietFor: terminalRefusals };
  const signIn = useMutation({
    mutationFn: async ({ visit, code }: FoundVisit): Promise<Visit> => {
      if (code) return (await callApi('AppClientSignin', { code, signInOpName: operator }, quiet)).visit;
      await callApi('VisitAppointmentSignin', { vid: visit.vid, signInOpName: operator }, quiet);
      return visitById(visit.vid);
    },
    onSettled: refresh,
  });
  const signOut = useMutation({
    mutationFn: async ({ visit }: FoundVisit): Promise<Visit> => {
      await callApi('VisitorSignOutByVid', { vid: visit.vid, signOutOpName: operator }, quiet);
      return visitById(visit.vid);
    },
    onSettled: refresh,
  });
  return { signIn, signOut };
}
