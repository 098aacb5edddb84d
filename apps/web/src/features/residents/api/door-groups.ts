import type { EquipmentGroup } from '@vestibule/contract/entities/door-access';
import { Status } from '@vestibule/contract/status-codes';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../lib/api-query';
import { useDoorGroupsChoosable } from '../../../lib/door-access';

const namesById = (groups: EquipmentGroup[]) => new Map(groups.map((group) => [group.egid, group.egname]));

/**
 * The company's door group names by egid, for the roster; undefined where door access is off or the groups cannot be
 * listed, so the roster shows no door groups at all. Shares the door group picker's query.
 */
export function useDoorGroupNames(): ReadonlyMap<number, string> | undefined {
  const choosable = useDoorGroupsChoosable();
  const groups = useQuery({
    ...apiQueryOptions('getEquipmentGroupByUserid', {}, { quietFor: [Status.planLimitReached] }),
    enabled: choosable,
    retry: false,
    select: namesById,
  });
  return choosable ? groups.data : undefined;
}
