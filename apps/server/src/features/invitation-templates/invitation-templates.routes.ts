import { invitationTemplateEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import {
  companyTemplate,
  companyTemplates,
  employeeTemplates,
  removeCompanyTemplate,
  saveCompanyTemplate,
  saveEmployeeTemplate,
  setTempEditSwitch,
  templateForInvitation,
} from './invitation-templates.service.js';

export const invitationTemplateRoutes = routeGroup(invitationTemplateEndpoints, {
  GetAllTemplateType: (_input, { ctx, session }) => companyTemplates(ctx, session.companyId),
  getUsertemplate: (input, { ctx, session }) => companyTemplate(ctx, session.companyId, input.templateType),
  addUserTemplate: (input, { ctx, session }) => saveCompanyTemplate(ctx, session.companyId, input),
  delUsertemplate: (input, { ctx, session }) => removeCompanyTemplate(ctx, session.companyId, input.templateType),
  getEmptempByPost: (input, { ctx, session }) => employeeTemplates(ctx, session, input.empid),
  getEmptemplateByType: (input, { ctx, session }) => templateForInvitation(ctx, session, input.visitType, input.empid),
  addEmptemplate: (input, { ctx, session }) => saveEmployeeTemplate(ctx, session, input),
  updateTempEditSwitch: (input, { ctx, session }) => setTempEditSwitch(ctx, session.companyId, input.tempEditSwitch),
});
