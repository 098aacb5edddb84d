import type { UserInfo } from '@vestibule/contract/entities/company';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';
import { saveProfile } from '../../../lib/session';
import { userInfoKey } from './user-info';

export type CompanyInfoValues = Omit<RequestOf<'ModifyUserInfo'>, 'userid'>;

/** Saves the company information; the header shows the new name and logo at once. */
export function useSaveCompanyInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CompanyInfoValues) =>
      (await callApi('ModifyUserInfo', values, { successToast: true })) as UserInfo,
    onSuccess: (info) => {
      queryClient.setQueryData(userInfoKey, info);
      saveProfile({ company: info.company, logo: info.logo, username: info.username, phone: info.phone });
    },
  });
}

/** Saves the text printed on visitor cards, keeping the card picture. */
export function useSaveCardText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { cardText: string; cardPic: string }) => callApi('UpdateCardText', values, { successToast: true }),
    onSuccess: (_result, values) => {
      saveProfile({ cardText: values.cardText });
      return queryClient.invalidateQueries({ queryKey: userInfoKey });
    },
  });
}

/** Turns product mails to the Administrator off (1) or on (0). */
export function useSetUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unsubscribe: 0 | 1) => callApi('updateUnSubscribe', { unsubscribe }, { successToast: true }),
    onSuccess: (_result, unsubscribe) => {
      saveProfile({ unsubscribe });
      return queryClient.invalidateQueries({ queryKey: userInfoKey });
    },
  });
}
