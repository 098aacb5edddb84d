import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface RoleOption {
  value: number;
  title: string;
  /** Groups only hold roles; an employee is given roles. */
  selectable: boolean;
  children: RoleOption[];
}

/** The role groups and their roles, as options of the employee form. */
export const useRoleOptions = () =>
  useQuery({
    queryKey: ['getRARG', 'options'],
    queryFn: async (): Promise<RoleOption[]> =>
      (await callApi('getRARG')).map((group) => ({
        value: group.rid,
        title: group.rgName,
        selectable: false,
        children: group.childRoleList.map((role) => ({ value: role.rid, title: role.rgName, selectable: true, children: [] })),
      })),
  });
