import { faceEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { compressFace } from './compress-face.service.js';
import { registerAllEmployeeFaces, registerEmployeeFaces } from './faces.service.js';
import { registerAllResidentFaces, registerResidentFaces } from './resident-faces.service.js';

export const faceRoutes = routeGroup(faceEndpoints, {
  updateFace: (input, { ctx, session }) => registerEmployeeFaces(ctx, session.companyId, input.empids),
  updateAllFace: (_input, { ctx, session }) => registerAllEmployeeFaces(ctx, session.companyId),
  updateResidentFace: (input, { ctx, session }) => registerResidentFaces(ctx, session.companyId, input.rids),
  updateAllResidentFace: (_input, { ctx, session }) => registerAllResidentFaces(ctx, session.companyId),
  Compressface: (input, { ctx, session }) => compressFace(ctx, session.companyId, input.photoUrl),
});
