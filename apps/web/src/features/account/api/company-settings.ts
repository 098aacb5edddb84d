import { useMutation } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';
import { useRefreshCompany, useStoreCompany } from '../../../lib/company';
import { saveProfile } from '../../../lib/session';

export type CompanyInfoValues = Omit<RequestOf<'ModifyUserInfo'>, 'userid'>;

/** Saves the company information; the header shows the new name and logo at once. */
export function useSaveCompanyInfo() {
  const storeCompany = useStoreCompany();
  return useMutation({
    mutationFn: (values: CompanyInfoValues) => callApi('ModifyUserInfo', values, { successToast: true }),
    onSuccess: (info) => {
      storeCompany(info);
      saveProfile({ company: info.company, logo: info.logo, username: info.username, phone: info.phone });
    },
  });
}

/** Saves the text printed on visitor cards, keeping the card picture. */
export function useSaveCardText() {
  const refreshCompany = useRefreshCompany();
  return useMutation({
    mutationFn: (values: { cardText: string; cardPic: string }) => callApi('UpdateCardText', values, { successToast: true }),
    onSuccess: (_result, values) => {
      saveProfile({ cardText: values.cardText });
      return refreshCompany();
    },
  });
}

/** Turns product mails to the Administrator off (1) or on (0). */
export function useSetUnsubscribe() {
  const refreshCompany = useRefreshCompany();
  return useMutation({
    mutationFn: (unsubscribe: 0 | 1) => callApi('updateUnSubscribe', { unsubscribe }, { successToast: true }),
    onSuccess: (_result, unsubscribe) => {
      saveProfile({ unsubscribe });
      return refreshCompany();
    },
  });
}
