import { receptionAccountEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import {
  addReceptionAccount,
  deleteReceptionAccount,
  receptionAccounts,
  updateReceptionAccount,
} from './reception-accounts.service.js';
import { changeManagerPassword } from './manager-password.service.js';
import { signInReceptionAccount } from './reception-sign-in.service.js';

export const receptionAccountRoutes = routeGroup(receptionAccountEndpoints, {
  GetManagerByUser: (input, { ctx, session }) => receptionAccounts(ctx, session.companyId, input),
  AddManager: (input, { ctx, session }) => addReceptionAccount(ctx, session.companyId, input),
  UpdateManager: (input, { ctx, session }) => updateReceptionAccount(ctx, session.companyId, input),
  DeleteManager: (input, { ctx, session }) => deleteReceptionAccount(ctx, session.companyId, input),
  LoginManager: (input, { ctx, ip, userAgent }) => signInReceptionAccount(ctx, input, ip, userAgent),
  updateManagerPwd: (input, { ctx, session }) => changeManagerPassword(ctx, session, input),
});
