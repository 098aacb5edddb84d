import { subAccountEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { changeSubAccountPassword, signInSubAccount } from './sub-account-sign-in.service.js';
import { moveEmployeesToSubAccount } from './sub-account-employees.service.js';
import { subAccountOfCaller } from './sub-account-view.service.js';
import {
  addSubAccount,
  deleteSubAccount,
  resetSubAccountPassword,
  setSubAccountMode,
  setSubAccountTemplate,
  subAccountList,
  subAccountTemplate,
  updateSubAccount,
} from './sub-accounts.service.js';

export const subAccountRoutes = routeGroup(subAccountEndpoints, {
  updateSASwitch: (input, { ctx, session }) => setSubAccountMode(ctx, session.companyId, input.subAccount),
  getSubAccountByUserid: (input, { ctx, session }) => subAccountList(ctx, session.companyId, input),
  getSubAccountById: (input, { ctx, session }) => subAccountOfCaller(ctx, session, input.id),
  addSubAccount: (input, { ctx, session }) => addSubAccount(ctx, session.companyId, input),
  updateSubAccount: (input, { ctx, session }) => updateSubAccount(ctx, session.companyId, input),
  delSubAccount: (input, { ctx, session }) => deleteSubAccount(ctx, session.companyId, input.id),
  resetSubAccountPwd: (input, { ctx, session }) => resetSubAccountPassword(ctx, session.companyId, input),
  updateSubAccountPwd: (input, { ctx, session }) => changeSubAccountPassword(ctx, session, input),
  getSubAccountTemp: (_input, { ctx, session }) => subAccountTemplate(ctx, session.companyId),
  addSubAccountTemp: (input, { ctx, session }) => setSubAccountTemplate(ctx, session.companyId, input),
  updateEmpSubAccount: (input, { ctx, session }) => moveEmployeesToSubAccount(ctx, session.companyId, input),
  subAccountLogin: (input, { ctx, ip, userAgent }) => signInSubAccount(ctx, input, { ip, userAgent }),
});
