import { residentEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { residentQrCode } from './resident-code.service.js';
import { importResidents } from './resident-import.service.js';
import {
  companiesOfResidents,
  residentsByName,
  residentsOfCompany,
  residentsOfProject,
  searchResidents,
} from './resident-lists.service.js';
import { addResident, deleteResidents, linkCardNo, updateResident } from './residents.service.js';

export const residentRoutes = routeGroup(residentEndpoints, {
  getResidentVisitor: (input, { ctx, session }) => residentsOfProject(ctx, session, input),
  getResidentVisitorByCompany: (input, { ctx, session }) => residentsOfCompany(ctx, session, input),
  getResidentVisitorByName: (input, { ctx, session }) => residentsByName(ctx, session, input),
  SearchRVisitorByCondition: (input, { ctx, session }) => searchResidents(ctx, session, input),
  getAllResidentCompany: (_input, { ctx, session }) => companiesOfResidents(ctx, session),
  addResidentVisitor: (input, { ctx, session }) => addResident(ctx, session, input),
  updateResidentVisitor: (input, { ctx, session }) => updateResident(ctx, session, input),
  delResidentVisitor: (input, { ctx, session }) => deleteResidents(ctx, session, input.rids),
  importResidentVisitors: (input, { ctx, session }) => importResidents(ctx, session, input),
  getRvQrcode: (input, { ctx, session }) => residentQrCode(ctx, session, input.rid),
  SynchronCardNo: (input, { ctx, session }) => linkCardNo(ctx, session, input),
});
