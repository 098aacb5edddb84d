import { AppError, ssoLoginTypes, ssoRouteNames, Status } from '@vestibule/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { hitRateLimit } from '../../platform/rate-limit.js';
import { lowerCase } from '../../platform/text.js';
import type { SignInKind } from './sso-accounts.js';
import type { ProviderRow } from './sso-config.service.js';
import { SsoFailure } from './sso-failure.js';
import { completeSignIn, startSignIn } from './sso-flow.service.js';
import { findEnabledProvidersOfDomain, findEnabledProvidersOfRoute, findProviderOf } from './sso-provider.repo.js';

/*
 * The browser's side of single sign-on: GET /sso/start (and the original
 * product's vendor paths) send it to the company's provider, GET
 * /sso/callback brings it back to the sign-in page with a one-time ticket or
 * the code of what went wrong.
 */

type Query = Record<string, string | undefined>;

/** `type` as the original ssoLogin has it: 1 the Administrator; 2 and the employee variants an employee. */
const kindOf = (query: Query): SignInKind => (Number(query.type) === ssoLoginTypes.manager ? 'manager' : 'employee');

const signinPage = (fragment: string) => `/signin.html#${fragment}`;

export function mountSingleSignOn(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sso/start', (request, reply) =>
    redirectToProvider(request, reply, async (query) => {
      if (query.company) return findProviderOf(ctx.database.db, Number(query.company) || 0);
      // The person types their work email; the provider serving its domain, or the company whose account it is.
      const email = lowerCase(query.email?.trim() ?? '');
      const domain = email.split('@')[1] ?? '';
      if (!domain) return undefined;
      const [provider] = await findEnabledProvidersOfDomain(ctx.database.db, domain);
      return provider;
    }),
  );
  for (const routeName of ssoRouteNames) {
    app.get(`/${routeName}`, (request, reply) =>
      redirectToProvider(request, reply, async (query) => {
        const carrying = await findEnabledProvidersOfRoute(ctx.database.db, routeName);
        // `?company=` picks one; without it, only a single provider carrying the name is unambiguous.
        if (query.company) return carrying.find((provider) => provider.companyId === Number(query.company));
        return carrying.length === 1 ? carrying[0] : undefined;
      }),
    );
  }
  app.get('/sso/callback', async (request, reply) => {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    try {
      return await reply.redirect(signinPage(`sso=${await completeSignIn(ctx, query)}`));
    } catch (error) {
      return reply.redirect(signinPage(`ssoError=${failureCode(ctx, error)}`));
    }
  });

  async function redirectToProvider(
    request: FastifyRequest,
    reply: FastifyReply,
    providerOf: (query: Query) => Promise<ProviderRow | undefined>,
  ) {
    const query = request.query as Query;
    try {
      // Each start stores an attempt: starts count against the sign-in limit.
      await hitRateLimit(ctx, 'signin', request.ip);
      return await reply.redirect(await startSignIn(ctx, await providerOf(query), kindOf(query)));
    } catch (error) {
      return reply.redirect(signinPage(`ssoError=${failureCode(ctx, error)}`));
    }
  }
}

function failureCode(ctx: AppContext, error: unknown) {
  if (error instanceof SsoFailure) {
    ctx.logger.info({ code: error.code, detail: error.message }, 'single sign-on refused');
    return error.code;
  }
  if (error instanceof AppError && error.status === Status.tooManyRequests) return 'provider-refused';
  ctx.logger.error({ err: error }, 'single sign-on failed');
  return 'provider-refused';
}
