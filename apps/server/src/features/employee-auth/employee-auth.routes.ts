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
  empLogin: (input, { ctx, ip }) => signInEmployee(ctx, input, ip),
  webActivateAccount: async (input, { ctx }) => {
    await activateEmployee(ctx, input);
    return null;
  },
  updateEmpPwd: async (input, { ctx, session }) => {
    await changeEmployeePassword(ctx, session, input);
    return null;
  },
  resetEmpPwd: async (input, { ctx, session }) => {
    if (input.empids?.length) await clearEmployeePasswords(ctx, session, { empids: input.empids, userid: input.userid });
    else await resetEmployeePasswordByCode(ctx, input);
    return null;
  },
});
