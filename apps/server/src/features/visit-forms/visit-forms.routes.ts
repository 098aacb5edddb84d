import { visitFormEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { depotForm, depotFormList, vipForm } from './visit-forms.service.js';

export const visitFormRoutes = routeGroup(visitFormEndpoints, {
  getVipForm: (input, { ctx, session }) => vipForm(ctx, session, input.vid),
  getDepotForm: (input, { ctx, session }) => depotForm(ctx, session, input.vid),
  getDepotFormList: (input, { ctx, session }) => depotFormList(ctx, session, input),
});
