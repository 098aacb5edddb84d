import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';
import { downloadTicketUrl, saveFrom } from '../../../lib/downloads';
import { pageRequest } from '../../../lib/paging';

/** The list's filters as the server takes them; '' leaves one out. */
export interface InterimCardFilters {
  /** YYYY-MM-DD of the request. */
  startDate: string;
  endDate: string;
  name: string;
  empNo: string;
  cardNo: string;
  /** One status, as text. */
  icStatus: string;
}

export const noFilters: InterimCardFilters = { startDate: '', endDate: '', name: '', empNo: '', cardNo: '', icStatus: '' };

/** A page of temporary cards: the company's for the desk, the employee's own for an employee (the server decides). */
export const useInterimCards = (filters: InterimCardFilters, page: number, pageSize: number) =>
  useQuery({
    ...apiQueryOptions('getInterimCard', { ...filters, ...pageRequest(page, pageSize) }),
    placeholderData: keepPreviousData,
  });

/** What the desk does to one card, and the success toast. */
export type CardChange =
  | { action: 'issue'; cid: number; cardNo: string; done: string }
  | { action: 'return'; cid: number; done: string }
  | { action: 'refuse'; cid: number; refuseReason: string; done: string };

export function useChangeInterimCard() {
  const refresh = useRefreshApi('getInterimCard');
  return useMutation({
    mutationFn: (change: CardChange) => {
      const options = { successToast: change.done };
      if (change.action === 'issue') return callApi('issueInterimCard', { cid: change.cid, cardNo: change.cardNo }, options);
      if (change.action === 'return') return callApi('returnInterimCard', { cid: change.cid }, options);
      return callApi('refuseInterimCard', { cid: change.cid, refuseReason: change.refuseReason }, options);
    },
    // A refusal (the card changed meanwhile) changes the list too.
    onSettled: refresh,
  });
}

/** The signed-in employee asks for a card (addInterimCard); `done` is the success toast. */
export function useAskForInterimCard() {
  const refresh = useRefreshApi('getInterimCard');
  return useMutation({
    mutationFn: ({ office, done }: { office: string; done: string }) =>
      callApi('addInterimCard', { office }, { successToast: done }),
    onSettled: refresh,
  });
}

/** Saves the cards the filters find, as xlsx or csv. */
export async function exportInterimCards(filters: InterimCardFilters, format: 'xlsx' | 'csv', language: string) {
  const url = await downloadTicketUrl('ExportInterimCardList', language);
  const query = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  saveFrom(`${url}&${query.toString()}`);
}
