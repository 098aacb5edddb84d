import { employeeEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { residentOf } from '../resident-scope/resident-scope.service.js';
import { employeeCount, employeePage, enabledEmployees, lookUpHosts, nextWorkNumber } from './employee-lookup.service.js';
import {
  addEmployee,
  editEmployee,
  removeEmployees,
  setEmployeeState,
  setVisitorManagers,
  setVisitTypes,
} from './employees.service.js';

export const employeeRoutes = routeGroup(employeeEndpoints, {
  getEmpListPages: ({ empName, empNo, phone, deptid, empState, ...request }, { ctx, session }) =>
    employeePage(
      ctx,
      session.companyId,
      { empName, empNo, phone, deptid: deptid || undefined, empState, subaccountId: residentOf(session) },
      request,
    ),
  GetEmpList: (input, { ctx, session }) =>
    enabledEmployees(ctx, session.companyId, { ...input, subaccountId: residentOf(session) || input.subaccountId }),
  getEmpByName: (input, { ctx, session }) => lookUpHosts(ctx, session, input),
  getEmployeeCount: (_input, { ctx, session }) => employeeCount(ctx, session.companyId),
  getMaxEmpNo: (_input, { ctx, session }) => nextWorkNumber(ctx, session.companyId),
  addEmployee: (input, { ctx, session }) => addEmployee(ctx, session.companyId, input, residentOf(session)),
  updateEmployee: (input, { ctx, session }) => editEmployee(ctx, session.companyId, input, residentOf(session)),
  batchDelEmployee: (input, { ctx, session }) => removeEmployees(ctx, session.companyId, input.empids, residentOf(session)),
  updateEmpState: (input, { ctx, session }) => setEmployeeState(ctx, session.companyId, input.empids, input.empState),
  updateVisitorManager: (input, { ctx, session }) => setVisitorManagers(ctx, session.companyId, input.visitorManager),
  updateEmpVisitType: (input, { ctx, session }) => setVisitTypes(ctx, session.companyId, input),
});
