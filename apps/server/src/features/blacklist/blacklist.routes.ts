import { blacklistEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { residentOf } from '../resident-scope/resident-scope.service.js';
import { setBlacklistSwitch } from '../account/account.service.js';
import { addToBlacklist, blacklistPage, removeFromBlacklist } from './blacklist.service.js';

export const blacklistRoutes = routeGroup(blacklistEndpoints, {
  getBlacklist: (input, { ctx, session }) => blacklistPage(ctx, session.companyId, input, residentOf(session)),
  addBlacklist: (input, { ctx, session }) => addToBlacklist(ctx, session.companyId, input, residentOf(session)),
  delBlacklist: (input, { ctx, session }) => removeFromBlacklist(ctx, session.companyId, input.bids, residentOf(session)),
  updateblackListSwitch: (input, { ctx, session }) => setBlacklistSwitch(ctx, session.companyId, input.blackListSwitch),
});
