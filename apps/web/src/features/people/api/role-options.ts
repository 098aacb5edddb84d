import type { RoleGroup } from '@vestibule/contract/entities/employee';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../lib/api-query';

export interface RoleOption {
  value: number;
  title: string;
  /** Groups only hold roles; an employee is given roles. */
  selectable: boolean;
  children: RoleOption[];
}

const roleOptionsOf = (groups: readonly RoleGroup[]): RoleOption[] =>
  groups.map((group) => ({
    value: group.rid,
    title: group.rgName,
    selectable: false,
    children: group.childRoleList.map((role) => ({ value: role.rid, title: role.rgName, selectable: true, children: [] })),
  }));

/** The role groups and their roles, as options of the employee form. */
export const useRoleOptions = () => useQuery({ ...apiQueryOptions('getRARG'), select: roleOptionsOf });
