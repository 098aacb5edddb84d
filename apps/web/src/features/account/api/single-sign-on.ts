import type { EndpointRequestInput } from '@vestibule/contract';
import type { singleSignOnEndpoints } from '@vestibule/contract/endpoints/single-sign-on';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';
import type { Checkable } from '../../../lib/form-rules';

export type SsoSettings = EndpointRequestInput<typeof singleSignOnEndpoints.updateSsoConfig>;

/** The company's single sign-on provider; whether a client secret is stored, never the secret. */
export const useSsoConfig = () => useQuery(apiQueryOptions('getSsoConfig'));

/** Saves the provider settings; an empty client secret keeps the stored one. */
export function useSaveSsoConfig() {
  const refresh = useRefreshApi('getSsoConfig');
  return useMutation({
    mutationFn: (values: SsoSettings) => callApi('updateSsoConfig', values, { successToast: true }),
    onSuccess: refresh,
  });
}

/** The contract's check of a provider field, loaded on the first form check. */
export const ssoField = (name: 'issuer' | 'domains') => async (): Promise<Checkable> =>
  (await import('@vestibule/contract/endpoints/single-sign-on')).singleSignOnEndpoints.updateSsoConfig.request.shape[name];
