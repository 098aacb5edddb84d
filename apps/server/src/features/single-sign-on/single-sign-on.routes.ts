import { singleSignOnEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { ssoConfigOf, updateSsoConfig } from './sso-config.service.js';
import { redeemTicket } from './sso-flow.service.js';
import { signInBySignature } from './sso-signature.service.js';

export const singleSignOnRoutes = routeGroup(singleSignOnEndpoints, {
  getSsoConfig: (_input, { ctx, session }) => ssoConfigOf(ctx, session.companyId),
  updateSsoConfig: (input, { ctx, session }) => updateSsoConfig(ctx, session.companyId, input),
  ssoLogin: (input, { ctx, ip }) => redeemTicket(ctx, input.ticket, ip),
  ssoLoginBySignature: (input, { ctx, ip }) => signInBySignature(ctx, input, ip),
});
