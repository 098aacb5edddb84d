import { directorySyncEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { setDingTalk, setRtxAutoSync, setRtxServer } from './directory-settings.service.js';
import { importFromDingTalk, importFromRtx, syncReports } from './directory-sync.service.js';

export const directorySyncRoutes = routeGroup(directorySyncEndpoints, {
  updateDDNotify: (input, { ctx, session }) => setDingTalk(ctx, session.companyId, input),
  updateRtxConf: (input, { ctx, session }) => setRtxServer(ctx, session.companyId, input),
  UpdateRtxRefresh: (input, { ctx, session }) => setRtxAutoSync(ctx, session.companyId, input.rtxAuto),
  getEmployeeFromDD: (_input, { ctx, session }) => importFromDingTalk(ctx, session.companyId),
  getEmployeeFromRtx: (_input, { ctx, session }) => importFromRtx(ctx, session.companyId),
  getSyncReports: (_input, { ctx, session }) => syncReports(ctx, session.companyId),
});
