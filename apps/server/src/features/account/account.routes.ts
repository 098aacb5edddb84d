import { accountEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { storePicture } from '../files/files.service.js';
import {
  changeManagerPassword,
  companyInfo,
  editCompanyInfo,
  setCardText,
  setPasswordPolicy,
  setUnsubscribe,
} from './account.service.js';
import { activeSessions, endOneSession, endOtherSessions, setLockoutPolicy } from './account-security.service.js';

export const accountRoutes = routeGroup(accountEndpoints, {
  GetUserInfo: (_input, { ctx, session }) => companyInfo(ctx, session.companyId),
  ModifyUserInfo: (input, { ctx, session }) => editCompanyInfo(ctx, session.companyId, input),
  updatePassword: (input, { ctx, session }) => changeManagerPassword(ctx, session, input),
  updatePasswordPolicy: (input, { ctx, session }) => setPasswordPolicy(ctx, session.companyId, input),
  updateLockoutPolicy: (input, { ctx, session }) => setLockoutPolicy(ctx, session.companyId, input),
  getActiveSessions: (_input, { ctx, session }) => activeSessions(ctx, session),
  endSession: (input, { ctx, session }) => endOneSession(ctx, session, input.id),
  endOtherSessions: (_input, { ctx, session }) => endOtherSessions(ctx, session),
  UpdateCardText: (input, { ctx, session }) => setCardText(ctx, session.companyId, input),
  updateUnSubscribe: (input, { ctx, session }) => setUnsubscribe(ctx, session.companyId, input.unsubscribe),
  Upload: (input, { ctx, session }) => storePicture(ctx, session.companyId, input.file),
});
