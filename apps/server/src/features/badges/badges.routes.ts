import { badgeEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { setBadgeSettings } from './badges.service.js';

export const badgeRoutes = routeGroup(badgeEndpoints, {
  updateCardType: (input, { ctx, session }) => setBadgeSettings(ctx, session.companyId, input),
  updateCardStyle: (input, { ctx, session }) => setBadgeSettings(ctx, session.companyId, input),
});
