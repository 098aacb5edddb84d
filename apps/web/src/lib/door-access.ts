import { loginTypes } from '@vestibule/contract/login-types';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from './api-query';
import { featureFlags } from './feature-flags';
import { isDeputyProfile, type SessionProfile, useProfile } from './session';

/*
 * Whether door access is on for the signed-in company (decision 0031): the build flag turns it on, else the
 * company's plan. Only the company's Administrator may read the plan; everyone else goes by the flag alone.
 */

const isAdministrator = (profile: SessionProfile) =>
  Number(profile.loginType) === loginTypes.administrator && !isDeputyProfile(profile);

/** Door access on: the build flag, or the plan as the plan card reads it. */
export function useDoorAccessOn(): boolean {
  const profile = useProfile();
  const planIncludesDoors = useQuery({
    ...apiQueryOptions('getPlan'),
    select: (plan) => plan.features.doorAccess,
    enabled: isAdministrator(profile) && !featureFlags.doorAccess,
  });
  return featureFlags.doorAccess || planIncludesDoors.data === true;
}

/** Whether the session may choose door groups where it grants access: door access is on and it may list the groups. */
export function useDoorGroupsChoosable(): boolean {
  const profile = useProfile();
  const on = useDoorAccessOn();
  return on && (isAdministrator(profile) || Number(profile.loginType) === loginTypes.employee);
}
