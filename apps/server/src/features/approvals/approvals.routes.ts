import { approvalEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { setProcessSwitch } from '../account/account.service.js';
import {
  addProcessArea,
  editProcessArea,
  processAreas,
  removeProcessArea,
  replaceProcessRules,
} from './approval-areas.service.js';
import { approvalByLink, approvalList, approvalTrail, decideApproval, decideByLink } from './approvals.service.js';

export const approvalRoutes = routeGroup(approvalEndpoints, {
  updateProcessSwitch: (input, { ctx, session }) => setProcessSwitch(ctx, session.companyId, input.processSwitch),
  getProcessArea: (input, { ctx, session }) => processAreas(ctx, session.companyId, input.deptid),
  addProcessArea: (input, { ctx, session }) => addProcessArea(ctx, session.companyId, input),
  updateProcessArea: (input, { ctx, session }) => editProcessArea(ctx, session.companyId, input),
  delProcessArea: (input, { ctx, session }) => removeProcessArea(ctx, session.companyId, input.aid),
  addProcessRule: (input, { ctx, session }) => replaceProcessRules(ctx, session.companyId, input),
  getProcessRecord: (input, { ctx, session }) => approvalTrail(ctx, session.companyId, input.vid),
  getApprovalList: (input, { ctx, session }) => approvalList(ctx, session, input),
  updateApproval: (input, { ctx, session }) => decideApproval(ctx, session, input),
  getPermissionRecordByLink: (input, { ctx }) => approvalByLink(ctx, input.digest),
  updatePermissionByLink: (input, { ctx }) => decideByLink(ctx, input),
});
