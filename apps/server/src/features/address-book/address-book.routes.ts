import { addressBookEndpoints } from '@vestibule/contract';
import { issueDownloadTicket } from '../../platform/downloads.js';
import { routeGroup } from '../../platform/http/routes.js';
import { applyImportBatch, checkImport } from './address-book.service.js';

export const addressBookRoutes = routeGroup(addressBookEndpoints, {
  getDownloadTicket: (input, { ctx, session }) => issueDownloadTicket(ctx, session, input.name, input.params),
  checkEmpImport: (input, { ctx, session }) => checkImport(ctx, session.companyId, input.file),
  NewUploadAB: (input, { ctx, session }) => checkImport(ctx, session.companyId, input.file),
  applyEmpImport: (input, { ctx, session }) => applyImportBatch(ctx, session.companyId, input),
});
