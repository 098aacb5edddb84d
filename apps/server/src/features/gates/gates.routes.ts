import { gateEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { companyGates, setGates } from './gates.service.js';

export const gateRoutes = routeGroup(gateEndpoints, {
  getGate: (_input, { ctx, session }) => companyGates(ctx, session.companyId),
  addGate: (input, { ctx, session }) => setGates(ctx, session.companyId, input),
});
