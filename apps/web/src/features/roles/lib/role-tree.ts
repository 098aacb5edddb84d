import type { Role, RoleGroup } from '../api/roles';

/* The role groups and roles as one tree, and what a selection in it means. */

export interface RoleTreeItem {
  key: string;
  rid: number;
  title: string;
  count: number;
  isGroup: boolean;
  children?: RoleTreeItem[];
}

export const roleKey = (rid: number) => `role-${rid}`;

export const roleTree = (groups: readonly RoleGroup[]): RoleTreeItem[] =>
  groups.map((group) => ({
    key: roleKey(group.rid),
    rid: group.rid,
    title: group.rgName,
    count: group.childRoleList.reduce((sum, role) => sum + role.empCount, 0),
    isGroup: true,
    children: group.childRoleList.map((role) => ({
      key: roleKey(role.rid),
      rid: role.rid,
      title: role.rgName,
      count: role.empCount,
      isGroup: false,
    })),
  }));

export type RoleSelection = { kind: 'group'; group: RoleGroup } | { kind: 'role'; role: Role; group: RoleGroup };

/** The group or role a rid names, with the group a role belongs to. */
export function findRole(groups: readonly RoleGroup[], rid: number | undefined): RoleSelection | undefined {
  if (rid === undefined) return undefined;
  for (const group of groups) {
    if (group.rid === rid) return { kind: 'group', group };
    const role = group.childRoleList.find((candidate) => candidate.rid === rid);
    if (role) return { kind: 'role', role, group };
  }
  return undefined;
}
