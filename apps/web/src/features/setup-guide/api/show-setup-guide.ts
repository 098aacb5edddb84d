import { loginTypes } from '@vestibule/contract/login-types';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/api-query';
import { isDeputyProfile, useProfile } from '../../../lib/session';

/*
 * What the console's frame needs of the guide (the user menu's entry). It is
 * loaded with every first screen, so it keeps to the API client and the query
 * cache the frame already has, without a mutation hook.
 */

/** The guide is the company Administrator's alone: other sessions neither ask for it nor offer it. */
export const useIsAdministrator = () => {
  const profile = useProfile();
  // A manager signs in with the Administrator login type but has no setup guide.
  return Number(profile.loginType) === loginTypes.administrator && !isDeputyProfile(profile);
};

/** Shows a hidden guide again; resolves once the server has it shown (a failure has had its toast and rejects). */
export function useShowSetupGuide() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const show = async () => {
    setBusy(true);
    try {
      const guide = await callApi('dismissSetupGuide', { dismissed: 0 });
      queryClient.setQueryData(queryKeyOf('getSetupGuide'), guide);
    } finally {
      setBusy(false);
    }
  };
  return { show, busy };
}
