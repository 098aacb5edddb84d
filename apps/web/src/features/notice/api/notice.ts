import type { TestableChannel } from '@vestibule/contract/endpoints/notice';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';
import { useRefreshCompany } from '../../../lib/company';

/** The calls that store a channel's settings. */
export type NoticeSettingCall = 'ConfigureEmail' | 'setNotifyEmail' | 'updateSMSConf' | 'ivrNotifyConf' | 'UpdateWxConf';

export const useNoticeConf = () => useQuery(apiQueryOptions('getNoticeConf'));

export function useSaveNoticeSetting<N extends NoticeSettingCall>(name: N) {
  const refreshConf = useRefreshApi('getNoticeConf');
  // The company's settings read elsewhere (GetUserInfo) change with these calls too.
  const refreshCompany = useRefreshCompany();
  return useMutation({
    mutationFn: (body: RequestOf<N>) => callApi(name, body, { successToast: true }),
    onSuccess: async () => {
      await refreshConf();
      await refreshCompany();
    },
  });
}

/** The statuses a test answers that the section explains itself (spec codes and 604 for the address). */
export const testFailureStatuses = [22, 40, 41, 43, 53, 604] as const;

/** Sends a test notice; the screen shows the provider's answer or the failure, so no toast. */
export function useSendNoticeTest() {
  const refreshConf = useRefreshApi('getNoticeConf');
  return useMutation({
    mutationFn: (body: { channel: TestableChannel; to: string }) =>
      callApi('sendNoticeTest', body, { quietFor: testFailureStatuses }),
    // A test SMS counts against the quota.
    onSettled: refreshConf,
  });
}
