import { overviewEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { visitOverview } from '../visits/visit-overview.service.js';
import { dataControlOf, updateDataControl } from './overview.service.js';

export const overviewRoutes = routeGroup(overviewEndpoints, {
  getVisitOverview: (_input, { ctx, session }) => visitOverview(ctx, session),
  getDataControl: (_input, { ctx, session }) => dataControlOf(ctx, session.companyId),
  updateDataControl: (input, { ctx, session }) => updateDataControl(ctx, session.companyId, input),
});
