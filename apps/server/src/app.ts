import fastifyMultipart from '@fastify/multipart';
import { anySignedIn, AppError, endpoints, Status } from '@vestibule/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { callGuards, eventStreams, routeGroups } from './features/index.js';
import { type Clock, systemClock } from './platform/clock.js';
import type { Config } from './platform/config.js';
import type { AppContext } from './platform/context.js';
import { connectDatabase, type Db } from './platform/db/connect.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { failure, sendError, success } from './platform/http/envelope.js';
import { callerSession } from './platform/http/caller-session.js';
import { mountEventStreams } from './platform/http/event-stream.js';
import { parseJsonBody } from './platform/http/json-body.js';
import { mountApi } from './platform/http/mount.js';
import { apiDocsPage, openApiDocument } from './platform/http/openapi.js';
import { mountWebPages } from './platform/http/web-pages.js';
import { answerClientError, answerFrameworkError } from './platform/http/edge-errors.js';
import { baseSecurityHeaders, inlinePageSecurityHeaders } from './platform/http/security-headers.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { mountPdfDownload } from './platform/pdf.js';
import { httpSmsProvider, logSmsProvider, type SmsProvider } from './platform/sms.js';
import { type SessionEnd, SessionCache, sessionEndChannel } from './platform/auth/session-cache.js';
import { startEventBus } from './platform/events/event-bus.js';
import { mountFileDownloads } from './features/files/files.routes.js';
import { mountAddressBookDownloads } from './features/address-book/address-book.downloads.js';
import { mountVisitExports } from './features/visit-exports/visit-exports.downloads.js';
import { mountInterimCardExport } from './features/interim-cards/interim-cards.downloads.js';
import { mountVideoStreams } from './features/training/videos.stream.js';
import { mountAccessRecordExport } from './features/door-access/access-records.downloads.js';
import { mountSingleSignOn } from './features/single-sign-on/single-sign-on.http.js';
import { badgePdfDownload } from './features/badges/badge-pdf.js';
import { signOut } from './features/auth/auth.service.js';
import { countFailedJobs } from './platform/jobs/jobs.repo.js';

export interface BuildOptions {
  config: Config;
  database?: Db;
  clock?: Clock;
  mailer?: Mailer;
  sms?: SmsProvider;
  logger?: Logger;
  /** Check every answer against its contract (tests). */
  checkResponses?: boolean;
}

export const apiVersion = '0.1.0';

/** How long a session read from the database is trusted before it is read again (see session-cache.ts). */
const sessionCacheMs = 15_000;

export async function buildApp(options: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { config } = options;
  const logger = options.logger ?? pino({ level: config.logLevel });
  const database =
    options.database ??
    connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, poolSize: config.databasePoolSize });
  await migrateToLatest(database.db);
  database.logTo(logger);
  const events = await startEventBus(database, logger);
  const sessionCache = new SessionCache(Math.min(sessionCacheMs, config.sessionIdleMs / 4));
  events.subscribe(sessionEndChannel, (end) => sessionCache.apply(end as SessionEnd));
  const ctx: AppContext = {
    config,
    database,
    clock: options.clock ?? systemClock,
    logger,
    mailer: options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger }),
    sms: options.sms ?? (config.smsUrlTemplate ? httpSmsProvider(config.smsUrlTemplate) : logSmsProvider(logger)),
    keepRegardless: async (work) => {
      await work(database.db);
    },
    afterCommit: (work) => work(),
    events,
    sessionCache,
  };

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    // Requests no route can read still answer in the envelope.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });

  // Bodies are JSON (an empty one is an empty object), or multipart for the calls that declare a file (mount.ts).
  // Any other type answers 400: a browser posts text/plain or a form from another site without asking first.
  app.removeAllContentTypeParsers();
  await app.register(fastifyMultipart, { limits: { fileSize: config.uploadLimitBytes, files: 1 } });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    let parsed: unknown;
    try {
      parsed = parseJsonBody(String(body));
    } catch (error) {
      return done(error as AppError, undefined);
    }
    done(null, parsed);
  });
  app.addContentTypeParser('*', (request, _body, done) => {
    const type = (request.headers['content-type'] || 'none').slice(0, 100);
    const reason = `Unreadable request body: content type ${type} is not accepted (send application/json)`;
    done(new AppError(Status.unreadableBody, reason), undefined);
  });

  // A callback hook, not an async one: it runs on every answer and needs no promise.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(baseSecurityHeaders);
    done();
  });
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));

  mountApi(app, ctx, routeGroups, { checkResponses: options.checkResponses ?? false, guards: callGuards });
  // The original console signs out at /login/logout.
  app.post('/qcvisit/login/logout', async (request) => {
    await signOut(ctx, await callerSession(ctx, anySignedIn, request));
    return success(null);
  });
  mountFileDownloads(app, ctx);
  mountAddressBookDownloads(app, ctx);
  mountVisitExports(app, ctx);
  mountAccessRecordExport(app, ctx);
  mountInterimCardExport(app, ctx);
  mountVideoStreams(app, ctx);
  mountSingleSignOn(app, ctx);
  mountPdfDownload(app, ctx, badgePdfDownload);
  mountEventStreams(app, ctx, eventStreams, callGuards);

  const openApi = openApiDocument(endpoints, apiVersion);
  app.get('/api/openapi.json', async () => openApi);
  const apiDocsHeaders = inlinePageSecurityHeaders(apiDocsPage);
  app.get('/api/docs', async (_request, reply) => reply.type('text/html').headers(apiDocsHeaders).send(apiDocsPage));
  app.get('/healthz', async (_request, reply) => {
    try {
      await database.ping();
      // Jobs that ran out of attempts wait for someone to look at their last_error.
      return { status: 'ok', failedJobs: await countFailedJobs(database.db) };
    } catch (error) {
      logger.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  const pageFallback = await mountWebPages(app, config.webDist);
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/qcvisit/')) {
      return reply
        .code(404)
        .send(failure(new AppError(Status.notFound, `Unknown call: ${request.method} ${request.url.split('?')[0]}`)));
    }
    return pageFallback(request, reply);
  });

  app.addHook('onClose', async () => {
    ctx.mailer.close();
    await events.close();
    await database.destroy();
  });
  return { app, ctx };
}
