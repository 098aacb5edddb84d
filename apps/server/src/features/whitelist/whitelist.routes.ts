import { whitelistEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { setWhitelist, whitelistPage } from './whitelist.service.js';

export const whitelistRoutes = routeGroup(whitelistEndpoints, {
  getEmpWlist: (input, { ctx, session }) => whitelistPage(ctx, session.companyId, input),
  setEmpWlist: (input, { ctx, session }) => setWhitelist(ctx, session.companyId, input),
});
