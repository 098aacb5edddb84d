import { randomUUID } from 'node:crypto';
import { type Envelope, Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './api-harness.js';
import { buildCompany, type TestCompany } from './factories.js';
import { multipartBody, pictureBytes } from './multipart.js';
import { buildDepartment } from './people-factories.js';

/*
 * What the server reads as a body: JSON, and multipart only where a call takes
 * a file. Everything else, and every broken form, answers 400 with a reason.
 */

const t = useTestApp();
let acme: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
});

const dialect = process.env.TEST_DIALECT ?? 'sqlite';

async function post(url: string, payload: string | Buffer | undefined, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload }), headers });
  return { http: response.statusCode, ...(response.json() as Envelope) };
}

/** A captcha check with a digest nobody issued: 119 shows the body was read, 400 that it was refused. */
const captchaCheck = JSON.stringify({ email: 'a@b.cd', phone: '', digest: 'unknown', vcode: 'ABCD' });

const withToken = (contentType: string) => ({ 'content-type': contentType, 'x-coolvisit-token': acme.token });

const picture = { name: 'filename', filename: 'a.png', contentType: 'image/png', data: pictureBytes.png };
const sheet = {
  name: 'file',
  filename: 'people.csv',
  contentType: 'text/csv',
  data: Buffer.from('name,phone\nAnn,13800000001\n'),
};

describe(`content types (${dialect})`, () => {
  it.each(['application/json', 'application/json;charset=UTF-8', 'application/json; charset=utf-8'])(
    'reads %s as JSON',
    async (contentType) => {
      for (const base of ['/api/', '/qcvisit/']) {
        const answer = await post(`${base}validationCode`, captchaCheck, { 'content-type': contentType });
        expect(answer).toMatchObject({ http: 200, status: Status.invalidCode });
      }
    },
  );

  it.each([
    ['text/plain', 'text/plain'],
    ['text/plain;charset=UTF-8', 'text/plain;charset=UTF-8'],
    ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded'],
    ['application/xml', 'application/xml'],
    ['application/jsonp', 'application/jsonp'],
    ['text/json', 'text/json'],
  ])('refuses a body sent as %s with 400 naming the type', async (contentType, named) => {
    for (const base of ['/api/', '/qcvisit/']) {
      const answer = await post(`${base}validationCode`, captchaCheck, { 'content-type': contentType });
      expect(answer).toEqual({
        http: 200,
        status: Status.unreadableBody,
        result: null,
        reason: `Unreadable request body: content type ${named} is not accepted (send application/json)`,
      });
    }
  });

  it('refuses a body that comes without a content type', async () => {
    const answer = await post('/api/validationCode', captchaCheck);
    expect(answer).toMatchObject({ status: Status.unreadableBody, reason: expect.stringContaining('content type none') });
  });

  it('reads no body without a content type as an empty object, as the original clients send getValidationCode and logout', async () => {
    expect(await post('/qcvisit/getValidationCode', undefined)).toMatchObject({ http: 200, status: 0 });
    expect(await post('/qcvisit/logout', undefined, { 'x-coolvisit-token': acme.token })).toMatchObject({ status: 0 });
    expect((await post('/qcvisit/GetUserInfo', undefined, { 'x-coolvisit-token': acme.token })).status).toBe(Status.invalidToken);
  });
});

describe(`nesting (${dialect})`, () => {
  // The content-type tests signed the first company out.
  beforeAll(async () => {
    acme = await buildCompany(t);
  });
  const arrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
  const objects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
  const tooDeep = 'Unreadable request body: it nests too deeply (more than 64 levels)';

  // Read at 64 levels: the schema then refuses an array (604) and ignores an unknown field (0).
  it.each([
    ['arrays', arrays, Status.invalidField],
    ['objects', objects, Status.success],
  ])('reads %s nested 64 deep, and answers 400 naming the limit at 65, on both edges', async (_shape, nested, read) => {
    for (const base of ['/api/', '/qcvisit/']) {
      const deepest = await post(`${base}getDeptList`, nested(64), withToken('application/json'));
      expect(deepest).toMatchObject({ http: 200, status: read });
      const deeper = await post(`${base}getDeptList`, nested(65), withToken('application/json'));
      expect(deeper).toEqual({ http: 200, status: Status.unreadableBody, result: null, reason: tooDeep });
    }
  });

  it('takes brackets and escaped quotes inside strings as text', async () => {
    const email = `${'['.repeat(70)}"${'{'.repeat(20)}`;
    const body = JSON.stringify({ email, phone: '', digest: 'unknown', vcode: 'ABCD' });
    for (const base of ['/api/', '/qcvisit/']) {
      expect(await post(`${base}validationCode`, body, { 'content-type': 'application/json' })).toMatchObject({
        http: 200,
        status: Status.invalidCode,
      });
    }
  });
});

describe(`multipart bodies (${dialect})`, () => {
  const fresh = async () => (acme = await buildCompany(t));
  beforeAll(fresh);

  type Damage = 'no boundary' | 'a cut in the part headers' | 'a cut in the file' | 'no closing delimiter';

  /** A well-formed form for the call, then broken by `damage`. */
  function brokenForm(part: typeof picture | typeof sheet, damage: Damage) {
    const { payload, contentType } = multipartBody([part]);
    const closingLine = payload.lastIndexOf('\r\n--');
    const cutAt = {
      'no boundary': payload.length,
      'a cut in the part headers': 60,
      'a cut in the file': closingLine - 4,
      'no closing delimiter': closingLine,
    }[damage];
    return { payload: payload.subarray(0, cutAt), contentType: damage === 'no boundary' ? 'multipart/form-data' : contentType };
  }

  it.each(
    (['Upload', 'checkEmpImport'] as const).flatMap((call) =>
      (['no boundary', 'a cut in the part headers', 'a cut in the file', 'no closing delimiter'] as const).map(
        (damage) => [call, damage] as const,
      ),
    ),
  )('answers a form for %s with %s with 400 and a reason', async (call, damage) => {
    const { payload, contentType } = brokenForm(call === 'Upload' ? picture : sheet, damage);
    const answer = await post(`/api/${call}`, payload, withToken(contentType));
    expect(answer).toMatchObject({
      http: 200,
      status: Status.unreadableBody,
      reason: expect.stringMatching(/^Unreadable request body: malformed multipart\/form-data \(.+\)$/),
    });
  });

  it('still takes a well-formed form, also with its boundary quoted', async () => {
    const { payload, contentType } = multipartBody([picture]);
    expect(await post('/api/Upload', payload, withToken(contentType))).toMatchObject({ status: 0 });
    const quoted = contentType.replace(/boundary=(.+)$/, 'boundary="$1"');
    expect(await post('/qcvisit/Upload', payload, withToken(quoted))).toMatchObject({ status: 0 });
  });

  it.each(['Upload', 'checkEmpImport'])('answers JSON sent to %s, which takes a file, with 400', async (call) => {
    const answer = await post(`/api/${call}`, '{"file":"a.png"}', withToken('application/json'));
    expect(answer).toMatchObject({
      http: 200,
      status: Status.unreadableBody,
      reason: 'Unreadable request body: expected multipart/form-data, got application/json',
    });
  });

  it('answers a form sent to a call that takes JSON with 400, public or not', async () => {
    const { payload, contentType } = multipartBody([{ name: 'deptName', value: 'Forged' }]);
    for (const call of ['addDepartment', 'getDeptList', 'getValidationCode']) {
      const answer = await post(`/api/${call}`, payload, withToken(contentType));
      expect(answer).toMatchObject({
        http: 200,
        status: Status.unreadableBody,
        reason: 'Unreadable request body: multipart/form-data is accepted only by calls that take a file (send application/json)',
      });
    }
    const forged = await t.ctx.database.db.selectFrom('department').select('id').where('deptName', '=', 'Forged').execute();
    expect(forged).toEqual([]);
  });
});

describe(`ids past the 32-bit range in comma-separated id fields (${dialect})`, () => {
  const huge = '2147483648';

  // Past the safe integers the number itself is refused before its range is checked: only the field is asserted.
  const validId = /: must be a valid id$/;
  const anyRule = /: \S/;
  it.each([
    ['updateVisitorManager', 'visitorManager.1', validId, () => ({ visitorManager: `1,${huge}` })],
    ['addDepartment', 'deptManagerEmpid.0', validId, () => ({ deptName: 'Huge', deptNo: 'H-1', deptManagerEmpid: huge })],
    ['addDepartment', 'deptManagerEmpid.0', anyRule, () => ({ deptName: 'Huger', deptManagerEmpid: '99999999999999999999' })],
    ['updateDepartment', 'deptManagerEmpid.1', validId, (deptid: number) => ({ deptid, deptManagerEmpid: `3, ${huge}` })],
  ])('answers %s with 604 naming %s', async (call, field, rule, body) => {
    const deptid = await buildDepartment(t, acme.userid, `Target ${randomUUID()}`, `T-${randomUUID()}`);
    for (const base of ['/api/', '/qcvisit/']) {
      const answer = await t.call(call, body(deptid), acme.token, base);
      expect(answer).toMatchObject({ http: 200, status: Status.invalidField, result: field });
      expect(answer.reason.startsWith(`${field}: `)).toBe(true);
      expect(answer.reason).toMatch(rule);
    }
    const departments = await t.ctx.database.db
      .selectFrom('department')
      .select('id')
      .where('deptName', 'like', 'Huge%')
      .execute();
    expect(departments).toEqual([]);
  });
});
