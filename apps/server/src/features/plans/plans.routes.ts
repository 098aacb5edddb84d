import { planEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { planSummary } from './plans.service.js';

export const planRoutes = routeGroup(planEndpoints, {
  getPlan: (_input, { ctx, session }) => planSummary(ctx, session.companyId),
});
