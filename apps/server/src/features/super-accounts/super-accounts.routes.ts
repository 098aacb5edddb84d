import { superAccountEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { signInSuperAccount } from './super-account-sign-in.service.js';
import { changeSuperAccountPassword, relatedAccounts, switchBranch, visitorCounts } from './super-accounts.service.js';

export const superAccountRoutes = routeGroup(superAccountEndpoints, {
  superAccountLogin: (input, { ctx, ip, userAgent }) => signInSuperAccount(ctx, input, ip, userAgent),
  getRelatedAccount: (_input, { ctx, session }) => relatedAccounts(ctx, session),
  getAllSuperAccountVCount: (_input, { ctx, session }) => visitorCounts(ctx, session),
  getSupAccVCount: (input, { ctx, session }) => visitorCounts(ctx, session, input),
  ModifySupAccPassword: (input, { ctx, session }) => changeSuperAccountPassword(ctx, session, input),
  switchBranch: (input, { ctx, session, ip, userAgent }) => switchBranch(ctx, session, input.branch, { ip, userAgent }),
});
