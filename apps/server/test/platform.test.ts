import { endpoints, type LoginResult, Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config.js';
import { startTestApp, useTestApp } from './api-harness.js';
import { buildCompany } from './factories.js';

const failingCall = '/api/testOnlyFailure';
const hiddenDetail = 'hidden detail of a failure';

const t = useTestApp();
beforeAll(async () => {
  // Added before the app is ready: a handler that fails as a bug in any handler would.
  t.app.post(failingCall, async () => {
    throw new Error(hiddenDetail);
  });
});

const post = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe(`request handling (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('answers HTTP 200 with status 400 for malformed JSON', async () => {
    const response = await post('/api/Login', '{"email": "a@b.cd", ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: Status.unreadableBody,
      result: null,
      reason: 'Unreadable request body: not valid JSON',
    });
  });

  it('reads an empty JSON body as an empty object and refuses a text/plain body (request-bodies.test.ts has the rest)', async () => {
    expect((await post('/api/getSiteConfig', '')).json()).toMatchObject({ status: 0 });
    const plain = await post('/api/validationCode', '{"email":"a@b.cd","digest":"x","vcode":"ABCD"}', 'text/plain');
    expect(plain.json()).toEqual({
      status: Status.unreadableBody,
      result: null,
      reason: 'Unreadable request body: content type text/plain is not accepted (send application/json)',
    });
  });

  it('answers status 400 for a content type it does not read', async () => {
    const response = await post('/api/getSiteConfig', '<a/>', 'application/xml');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: Status.unreadableBody });
  });

  it('answers HTTP 404 with the envelope for an unknown call', async () => {
    const response = await post('/api/Nope', '{}');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: Status.notFound, result: null, reason: 'Unknown call: POST /api/Nope' });
    const legacy = await post('/qcvisit/Nope?x=1', '{}');
    expect(legacy.json()).toMatchObject({ status: Status.notFound, reason: 'Unknown call: POST /qcvisit/Nope' });
  });

  it('answers HTTP 500 with status 2000 and the request id, never the error itself', async () => {
    const response = await t.app.inject({ method: 'POST', url: failingCall, headers: { 'x-request-id': 'trace-4711' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: Status.systemError, result: null, reason: 'System error (request trace-4711)' });
    expect(response.body).not.toContain(hiddenDetail);
    expect(response.body).not.toMatch(/\.ts:\d+|at /);
  });

  it('answers 604 naming the field for text with a NUL character, on both databases', async () => {
    const company = await buildCompany(t);
    const card = await t.call('UpdateCardText', { cardText: 'a\u0000b' }, company.token);
    expect(card).toMatchObject({ http: 200, status: Status.invalidField, reason: 'cardText: must not contain NUL characters' });
    const captcha = await t.call('validationCode', { email: 'a@b.cd', digest: 'x\u0000', vcode: 'ABCD' });
    expect(captcha).toMatchObject({ http: 200, status: Status.invalidField, reason: 'digest: must not contain NUL characters' });
  });

  it('sets the safety headers on answers', async () => {
    const response = await post('/api/getSiteConfig', '{}');
    expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
  });
});

describe('service routes', () => {
  it('reports health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', failedJobs: 0 });
  });

  it('describes every endpoint of the registry in OpenAPI 3.1', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json() as { openapi: string; paths: Record<string, { post: { operationId: string } }> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual(
      [...new Set(Object.entries(endpoints).map(([name, endpoint]) => `/api/${endpoint.path ?? name}`))].sort(),
    );
    for (const [path, item] of Object.entries(document.paths)) expect(`/api/${item.post.operationId}`).toBe(path);
  });

  it('serves the API documentation page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('/api/openapi.json');
  });
});

describe('limits', () => {
  it('answers status 400 naming the size for a body over BODY_LIMIT_BYTES', async () => {
    const small = await startTestApp({ BODY_LIMIT_BYTES: '2000' });
    try {
      const response = await small.app.inject({
        method: 'POST',
        url: '/api/Login',
        payload: JSON.stringify({ email: 'a@b.cd', password: 'x'.repeat(3000), digest: '' }),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: Status.unreadableBody, result: null, reason: 'Request body is too large' });
      expect((await small.call('getSiteConfig', { padding: 'x'.repeat(1500) })).status).toBe(0);
    } finally {
      await small.close();
    }
  });

  it('answers 2001 past RATE_LIMIT_PER_MINUTE calls from one address, and again a minute later', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    const captcha = (remoteAddress = '127.0.0.1') =>
      limited.app
        .inject({ method: 'POST', url: '/api/getValidationCode', remoteAddress })
        .then((response) => (response.json() as { status: number }).status);
    try {
      expect([await captcha(), await captcha(), await captcha()]).toEqual([0, 0, 0]);
      expect(await captcha()).toBe(Status.tooManyRequests);
      expect(await captcha('10.0.0.9')).toBe(0);
      expect((await limited.call('getSiteConfig')).status).toBe(0);
      limited.clock.advance(60_000);
      expect(await captcha()).toBe(0);
    } finally {
      await limited.close();
    }
  });
});

describe('configuration', () => {
  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/vestibule'],
    ['CAPTCHA', 'maybe'],
    ['SMTP_URL', 'http://mail'],
    ['BODY_LIMIT_BYTES', '-1'],
    ['JOB_POLL_MS', '0'],
    ['JOB_LEASE_MS', 'soon'],
  ])('refuses %s=%s with a ConfigError naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });

  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, captcha: true, bodyLimitBytes: 1_048_576, publicUrl: 'http://localhost:8080' });
    expect(config).toMatchObject({ jobPollMs: 1000, jobLeaseMs: 30_000 });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('lets Login work without a captcha when CAPTCHA=off', async () => {
    const open = await startTestApp({ CAPTCHA: 'off' });
    try {
      expect((await open.call<{ captcha: number }>('getSiteConfig')).result.captcha).toBe(0);
      const company = await buildCompany(open);
      const answer = await open.call<LoginResult>('Login', { email: company.email, password: company.password });
      expect(answer.status).toBe(0);
      expect(answer.result.userid).toBe(company.userid);
    } finally {
      await open.close();
    }
  });
});

describe('a lost database', () => {
  it('answers 2000 without detail and reports unhealthy', async () => {
    const broken = await startTestApp();
    const company = await buildCompany(broken);
    await broken.ctx.database.destroy();
    try {
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/GetUserInfo',
        headers: { 'x-coolvisit-token': company.token },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ status: Status.systemError, result: null });
      expect((response.json() as { reason: string }).reason).toMatch(/^System error \(request \S+\)$/);
      expect((await broken.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
    } finally {
      await broken.close();
    }
  });
});
