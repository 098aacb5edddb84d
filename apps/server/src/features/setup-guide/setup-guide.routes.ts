import { setupGuideEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { dismissSetupGuide, setupGuide } from './setup-guide.service.js';

export const setupGuideRoutes = routeGroup(setupGuideEndpoints, {
  getSetupGuide: (_input, { ctx, session }) => setupGuide(ctx, session.companyId),
  dismissSetupGuide: (input, { ctx, session }) => dismissSetupGuide(ctx, session.companyId, input.dismissed),
});
