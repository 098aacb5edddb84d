import { roleEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { addRole, editRole, giveRole, removeRole, roleGroups, rolePeople, takeRole } from './roles.service.js';

export const roleRoutes = routeGroup(roleEndpoints, {
  getRARG: (_input, { ctx, session }) => roleGroups(ctx, session.companyId),
  addRARG: (input, { ctx, session }) => addRole(ctx, session.companyId, input),
  updateRARG: (input, { ctx, session }) => editRole(ctx, session.companyId, input),
  delRARG: (input, { ctx, session }) => removeRole(ctx, session.companyId, input.rid),
  addEmpRole: (input, { ctx, session }) => giveRole(ctx, session.companyId, input.rid, input.empids),
  delRoleEmp: (input, { ctx, session }) => takeRole(ctx, session.companyId, input.rid, input.empids),
  getEmpRoleList: ({ rid, ...request }, { ctx, session }) => rolePeople(ctx, session.companyId, rid, request),
});
