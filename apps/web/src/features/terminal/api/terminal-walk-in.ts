import type { Visit } from '@vestibule/contract/entities/visit';
import { loginTypes } from '@vestibule/contract/login-types';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { WalkInRequest } from '../../../components/walk-in/walk-in-values';
import { callApi } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';
import { useProfile } from '../../../lib/session';
import { terminalRefusals } from '../lib/terminal-refusal';

/** The sessions getPadConfig answers: the company's reception accounts and its Administrator. */
const padConfigReaders: readonly string[] = [String(loginTypes.reception), String(loginTypes.administrator)];

/** The built-in avatars a walk-in may take instead of a photo, as at the tablet; none for other sessions. */
export function useBuiltInAvatars() {
  const { loginType } = useProfile();
  const enabled = padConfigReaders.includes(loginType);
  const config = useQuery({ ...apiQueryOptions('getPadConfig'), enabled, select: (pad) => pad.avatars });
  return { avatars: config.data ?? [], ready: !enabled || !config.isPending };
}

/** Signs a walk-in in at the desk (UpdatePhoto, as the tablet does), refreshes today's lists and answers the visit. */
export function useWalkInSignIn(operator: string) {
  const refresh = useRefreshApi('SearchVisitByCondition');
  return useMutation({
    mutationFn: async (body: WalkInRequest): Promise<Visit> =>
      (await callApi('UpdatePhoto', { ...body, signInOpName: operator }, { quietFor: terminalRefusals })).visit,
    onSettled: refresh,
  });
}
