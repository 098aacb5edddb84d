import { employeeEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
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
    employeePage(ctx, session.companyId, { empName, empNo, phone, deptid: deptid || undefined, empState }, request),
  GetEmpList: (input, { ctx, session }) => enabledEmployees(ctx, session.companyId, input),
  getEmpByName: (input, { ctx, session }) => lookUpHosts(ctx, session, input),
  getEmployeeCount: (_input, { ctx, session }) => employeeCount(ctx, session.companyId),
  getMaxEmpNo: (_input, { ctx, session }) => nextWorkNumber(ctx, session.companyId),
  addEmployee: (input, { ctx, session }) => addEmployee(ctx, session.companyId, input),
  updateEmployee: (input, { ctx, session }) => editEmployee(ctx, session.companyId, input),
  batchDelEmployee: (input, { ctx, session }) => removeEmployees(ctx, session.companyId, input.empids),
  updateEmpState: (input, { ctx, session }) => setEmployeeState(ctx, session.companyId, input.empids, input.empState),
  updateVisitorManager: (input, { ctx, session }) => setVisitorManagers(ctx, session.companyId, input.visitorManager),
  updateEmpVisitType: (input, { ctx, session }) => setVisitTypes(ctx, session.companyId, input),
});
