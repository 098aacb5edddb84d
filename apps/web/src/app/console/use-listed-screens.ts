import type { SubAccountModule } from '@vestibule/contract/entities/sub-account';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiQueryOptions } from '../../lib/api-query';
import { useDoorAccessOn } from '../../lib/door-access';
import { featureFlags } from '../../lib/feature-flags';
import { useProfile } from '../../lib/session';
import { useDeputyModules } from './deputy-screens';
import { type ConsoleScreen, listedScreens, useAudience } from './route-table';

/** The modules the signed-in resident company was granted (asked only in a resident company's session). */
export function useGrantedModules(): UseQueryResult<SubAccountModule[]> {
  const audience = useAudience();
  const { id } = useProfile();
  return useQuery({
    ...apiQueryOptions('getSubAccountById', { id: Number(id) }),
    select: (subAccount) => subAccount.module.map((entry) => entry.key),
    enabled: audience === 'subcompany',
  });
}

/**
 * The screens the signed-in session's navigation lists: /account/coms once the build flag or the company's
 * switch turns multi-company on; /key and its lists once the build flag or the company's plan has door access;
 * for a resident company, the screens of the modules it was granted; for a
 * manager, those of the modules it holds (stored at sign-in: it may not read its own account).
 */
export function useListedScreens(): ConsoleScreen[] {
  const audience = useAudience();
  // Only the Administrator lists /account/coms; a super account may not even read the company.
  const switchedOn = useQuery({
    ...apiQueryOptions('GetUserInfo'),
    select: (company) => company.subAccount === 1,
    enabled: audience === 'admin',
  });
  const doorAccess = useDoorAccessOn();
  const granted = useGrantedModules();
  const held = useDeputyModules();
  return listedScreens(audience, {
    multiCompany: featureFlags.multiCompany || switchedOn.data === true,
    doorAccess,
    modules: audience === 'deputy' ? held : (granted.data ?? []),
  });
}
