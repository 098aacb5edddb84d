import { overtimeEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { addOvertimeApply, overtimeList, updateOvertimeStatus } from './overtime.service.js';

export const overtimeRoutes = routeGroup(overtimeEndpoints, {
  getOverTimeList: (input, { ctx, session }) => overtimeList(ctx, session, input),
  addOverTimeApply: (input, { ctx, session }) => addOvertimeApply(ctx, session, input),
  updateOverTimeStatus: (input, { ctx, session }) => updateOvertimeStatus(ctx, session, input),
});
