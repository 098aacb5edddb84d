import { employeeAuthEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import {
  activateEmployee,
  changeEmployeePassword,
  clearEmployeePasswords,
  companiesOfPhone,
  resetEmployeePasswordByCode,
  signInEmployee,
} from './employee-auth.service.js';

export const employeeAuthRoutes = routeGroup(employeeAuthEndpoints, {
  checkEmpInfo: (input, { ctx }) => companiesOfPhone(ctx, input.phone),
  empLogin: (input, { ctx, ip, userAgent }) => signInEmployee(ctx, input, ip, userAgent),
  webActivateAccount: (input, { ctx, ip }) => activateEmployee(ctx, input, ip),
  updateEmpPwd: (input, { ctx, session }) => changeEmployeePassword(ctx, session, input),
  resetEmpPwd: (input, { ctx, ip }) => resetEmployeePasswordByCode(ctx, input, ip),
  resetEmpPwdByAdministrator: (input, { ctx, session }) => clearEmployeePasswords(ctx, session.companyId, input.empids),
});
