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

export const accountRoutes = routeGroup(accountEndpoints, {
  GetUserInfo: (_input, { ctx, session }) => companyInfo(ctx, session.companyId),
  ModifyUserInfo: (input, { ctx, session }) => editCompanyInfo(ctx, session.companyId, input),
  updatePassword: async (input, { ctx, session }) => {
    await changeManagerPassword(ctx, session, input);
    return null;
  },
  updatePasswordPolicy: async (input, { ctx, session }) => {
    await setPasswordPolicy(ctx, session.companyId, input);
    return null;
  },
  UpdateCardText: async (input, { ctx, session }) => {
    await setCardText(ctx, session.companyId, input);
    return null;
  },
  updateUnSubscribe: async (input, { ctx, session }) => {
    await setUnsubscribe(ctx, session.companyId, input.unsubscribe);
    return null;
  },
  Upload: (input, { ctx, session }) => storePicture(ctx, session.companyId, input.file),
});
