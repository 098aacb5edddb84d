import { departmentEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { employeePage } from '../employees/employee-lookup.service.js';
import {
  addDepartment,
  departmentOf,
  departmentsOfEmployee,
  departmentTrees,
  editDepartment,
  moveEmployees,
  ownDepartment,
  removeDepartment,
} from './departments.service.js';

export const departmentRoutes = routeGroup(departmentEndpoints, {
  getDeptList: (_input, { ctx, session }) => departmentTrees(ctx, session.companyId),
  getDepartment: (input, { ctx, session }) => departmentOf(ctx, session.companyId, input.deptid),
  getDeptByEmpid: (input, { ctx, session }) => departmentsOfEmployee(ctx, session.companyId, input.empid),
  getEmpDeptList: async ({ deptid, ...request }, { ctx, session }) => {
    await ownDepartment(ctx.database.db, session.companyId, deptid);
    return employeePage(ctx, session.companyId, { deptid }, request);
  },
  addDepartment: ({ userid: _userid, ...fields }, { ctx, session }) => addDepartment(ctx, session.companyId, fields),
  updateDepartment: async ({ userid: _userid, deptid, ...fields }, { ctx, session }) => {
    await editDepartment(ctx, session.companyId, deptid, fields);
    return null;
  },
  delDepartment: async (input, { ctx, session }) => {
    await removeDepartment(ctx, session.companyId, input.deptid);
    return null;
  },
  updateDeptEmpRelation: async (input, { ctx, session }) => {
    await moveEmployees(ctx, session.companyId, input.empids, input.deptIds);
    return null;
  },
});
