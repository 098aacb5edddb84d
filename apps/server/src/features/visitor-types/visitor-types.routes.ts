import { visitorTypeEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import {
  addCustomField,
  addVisitorType,
  customFields,
  editCustomField,
  removeCustomField,
  removeVisitorType,
  renameVisitorType,
  replaceCustomFields,
  saveVisitReasons,
  setVisitorTypeRules,
  visitorTypes,
  visitReasons,
} from './visitor-types.service.js';

export const visitorTypeRoutes = routeGroup(visitorTypeEndpoints, {
  getVisitorType: (input, { ctx, session }) => visitorTypes(ctx, session.companyId, input),
  addVisitorType: (input, { ctx, session }) => addVisitorType(ctx, session.companyId, input),
  updateVisitorType: (input, { ctx, session }) =>
    renameVisitorType(ctx, session.companyId, input.tid, input.vType, input.egids, input.signInForm, input),
  delVisitorType: (input, { ctx, session }) => removeVisitorType(ctx, session.companyId, input.tid),
  updateVisitorTypeRules: ({ tid, ...rules }, { ctx, session }) => setVisitorTypeRules(ctx, session.companyId, tid, rules),
  GetExtendVisitor: (input, { ctx, session }) => customFields(ctx, session.companyId, input.eType),
  addExtendVisitor: (input, { ctx, session }) =>
    Array.isArray(input) ? replaceCustomFields(ctx, session.companyId, input) : addCustomField(ctx, session.companyId, input),
  updateExtendVisitor: ({ eid, ...input }, { ctx, session }) => editCustomField(ctx, session.companyId, eid, input),
  delExtendVisitor: (input, { ctx, session }) => removeCustomField(ctx, session.companyId, input.eid),
  GetVisitType: (_input, { ctx, session }) => visitReasons(ctx, session.companyId),
  updateVisitType: (input, { ctx, session }) => saveVisitReasons(ctx, session.companyId, input.inputValue),
});
