import { authEndpoints, endpoints, loginEndpointOf, type LoginType } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { registerCompany, signInManager, signOut } from './auth.service.js';
import { checkCaptcha, issueCaptcha } from './captcha.service.js';
import { mailManagerResetLink, resetManagerPassword } from './password-reset.service.js';
import { sendSmsCode } from './sms-code.service.js';

export const authRoutes = routeGroup(authEndpoints, {
  getSiteConfig: (_input, { ctx }) => ({
    captcha: ctx.config.captcha ? 1 : 0,
    loginTypes: offeredLoginTypes,
    filingNumber: ctx.config.filingNumber,
    version: 'v2.3.1',
    ...(ctx.config.announcedPublicUrl ? { publicUrl: ctx.config.announcedPublicUrl } : {}),
  }),
  getValidationCode: (_input, { ctx }) => issueCaptcha(ctx),
  validationCode: (input, { ctx }) => checkCaptcha(ctx, input),
  Login: (input, { ctx, ip, userAgent }) => signInManager(ctx, input, { ip, userAgent }),
  Register: (input, { ctx, ip, userAgent }) => registerCompany(ctx, input, { ip, userAgent }),
  logout: (_input, { ctx, session }) => signOut(ctx, session),
  sendSmsCode: (input, { ctx }) => sendSmsCode(ctx, input),
  RetrievePassword: (input, { ctx }) => mailManagerResetLink(ctx, input),
  ModifyPassword: (input, { ctx, ip }) => resetManagerPassword(ctx, input, ip),
});

/** A login type is offered once its login call is part of the API. */
const offeredLoginTypes = (Object.entries(loginEndpointOf) as Array<[string, string]>)
  .filter(([, name]) => name in endpoints)
  .map(([type]) => Number(type) as LoginType);
