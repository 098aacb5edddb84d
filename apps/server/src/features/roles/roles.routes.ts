import { roleEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { employeePage } from '../employees/employee-lookup.service.js';
import { addRole, editRole, giveRole, ownHeldRole, removeRole, roleGroups, takeRole } from './roles.service.js';

export const roleRoutes = routeGroup(roleEndpoints, {
  getRARG: (_input, { ctx, session }) => roleGroups(ctx, session.companyId),
  addRARG: (input, { ctx, session }) => addRole(ctx, session.companyId, input),
  updateRARG: async (input, { ctx, session }) => {
    await editRole(ctx, session.companyId, input);
    return null;
  },
  delRARG: async (input, { ctx, session }) => {
    await removeRole(ctx, session.companyId, input.rid);
    return null;
  },
  addEmpRole: async (input, { ctx, session }) => {
    await giveRole(ctx, session.companyId, input.rid, input.empids);
    return null;
  },
  delRoleEmp: async (input, { ctx, session }) => {
    await takeRole(ctx, session.companyId, input.rid, input.empids);
    return null;
  },
  getEmpRoleList: async ({ rid, ...request }, { ctx, session }) => {
    await ownHeldRole(ctx.database.db, session.companyId, rid);
    return employeePage(ctx, session.companyId, { rid }, request);
  },
});
