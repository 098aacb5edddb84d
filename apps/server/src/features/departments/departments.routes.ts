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
  removeDepartment,
} from './departments.service.js';

export const departmentRoutes = routeGroup(departmentEndpoints, {
  getDeptList: (_input, { ctx, session }) => departmentTrees(ctx, session.companyId),
  getDepartment: (input, { ctx, session }) => departmentOf(ctx, session.companyId, input.deptid),
  getDeptByEmpid: (input, { ctx, session }) => departmentsOfEmployee(ctx, session.companyId, input.empid),
  getEmpDeptList: ({ deptid, ...request }, { ctx, session }) => employeePage(ctx, session.companyId, { deptid }, request),
  addDepartment: (fields, { ctx, session }) => addDepartment(ctx, session.companyId, fields),
  updateDepartment: ({ deptid, ...fields }, { ctx, session }) => editDepartment(ctx, session.companyId, deptid, fields),
  delDepartment: (input, { ctx, session }) => removeDepartment(ctx, session.companyId, input.deptid),
  updateDeptEmpRelation: (input, { ctx, session }) => moveEmployees(ctx, session.companyId, input.empids, input.deptIds),
});
