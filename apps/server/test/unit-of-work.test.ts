import { type AppError, Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { constraintError } from '../src/db/constraint-rules.js';
import { inUnitOfWork } from '../src/platform/db/unit-of-work.js';
import { searchKey } from '../src/platform/db/portable.js';
import { useTestApp } from './api-harness.js';
import { buildCompany, passCaptcha, type TestCompany } from './factories.js';
import { newPhone } from './people-factories.js';

/* Every changing call is one transaction, and a constraint the database enforces answers its coded error. */

const t = useTestApp();
let acme: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
});

const dialect = process.env.TEST_DIALECT ?? 'sqlite';

/** What the database throws when the statement breaks a constraint. */
async function violationOf(statement: () => Promise<unknown>): Promise<AppError> {
  const error = await statement().then(
    () => null,
    (caught: unknown) => caught,
  );
  const mapped = constraintError(error);
  if (!mapped) throw new Error(`not a constraint violation: ${String(error)}`);
  return mapped;
}

describe(`one unit of work per call (${dialect})`, () => {
  it('gives exactly one of 20 concurrent addEmployee calls with the same phone, and 24 to the rest', async () => {
    const phone = newPhone();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => t.call('addEmployee', { employee_name: `Racer ${index}`, phone }, acme.token)),
    );
    expect(answers.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(answers.map((answer) => answer.http).every((http) => http === 200)).toBe(true);
    expect(answers.filter((answer) => answer.status !== 0).map((answer) => answer.status)).toEqual(
      Array(19).fill(Status.phoneNotUnique),
    );
    const rows = await t.ctx.database.db.selectFrom('employee').select('id').where('empPhone', '=', phone).execute();
    expect(rows).toHaveLength(1);
  });

  it('gives exactly one of 20 concurrent addDepartment calls with the same name, and 123 to the rest', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.call('addDepartment', { deptName: 'Racing team', deptNo: `R-${index}` }, acme.token),
      ),
    );
    expect(answers.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(answers.map((answer) => answer.http).every((http) => http === 200)).toBe(true);
    expect(answers.filter((answer) => answer.status !== 0).map((answer) => answer.status)).toEqual(
      Array(19).fill(Status.departmentExists),
    );
    const rows = await t.ctx.database.db
      .selectFrom('department')
      .select('id')
      .where('companyId', '=', acme.userid)
      .where('deptNameKey', '=', 'racing team')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('undoes every write of a call that fails, and keeps the writes meant to stand', async () => {
    const failure = new Error('the call failed after writing');
    const name = `Half done ${newPhone()}`;
    await expect(
      inUnitOfWork(t.ctx, async (ctx) => {
        await ctx.database.db
          .insertInto('department')
          .values({ companyId: acme.userid, deptName: name, deptNameKey: searchKey(name), deptNo: name, createdAt: 1 })
          .execute();
        await ctx.keepRegardless((db) =>
          db.insertInto('loginFailure').values({ subjectKind: 'test', account: name, at: 1 }).execute(),
        );
        throw failure;
      }),
    ).rejects.toBe(failure);
    const departments = await t.ctx.database.db.selectFrom('department').select('id').where('deptName', '=', name).execute();
    expect(departments).toEqual([]);
    const failures = await t.ctx.database.db.selectFrom('loginFailure').select('id').where('account', '=', name).execute();
    expect(failures).toHaveLength(1);
  });

  it('keeps a refused sign-in counted and its captcha spent', async () => {
    const failuresOf = async () =>
      (await t.ctx.database.db.selectFrom('loginFailure').select('id').where('account', '=', acme.email).execute()).length;
    const before = await failuresOf();
    const digest = await passCaptcha(t, { email: acme.email });
    const refused = await t.call('Login', { email: acme.email, password: 'wrong-Pass1', digest });
    expect(refused.status).toBe(Status.invalidPassword);
    expect(await failuresOf()).toBe(before + 1);
    const replay = await t.call('Login', { email: acme.email, password: acme.password, digest });
    expect(replay.status).toBe(Status.invalidCode);
  });
});

describe(`constraints the database enforces (${dialect})`, () => {
  const db = () => t.ctx.database.db;

  it.each([
    ['a taken phone', 'phone', Status.phoneNotUnique],
    ['a taken work number', 'empNo', Status.workNumberNotUnique],
  ])('answers %s with its code naming %s', async (_case, field, status) => {
    const values = { companyId: acme.userid, empName: 'Twin', empNameKey: 'twin', createdAt: 1, updatedAt: 1 };
    const phone = newPhone();
    await db()
      .insertInto('employee')
      .values({ ...values, empPhone: phone, empNo: `W-${phone}` })
      .execute();
    const twin = field === 'phone' ? { empPhone: phone, empNo: '' } : { empPhone: newPhone(), empNo: `W-${phone}` };
    const error = await violationOf(() =>
      db()
        .insertInto('employee')
        .values({ ...values, ...twin })
        .execute(),
    );
    expect({ status: error.status, result: error.result }).toEqual({ status, result: field });
  });

  it('answers a department name or number taken in the same company with 123 or 124', async () => {
    const values = { companyId: acme.userid, createdAt: 1 };
    await db()
      .insertInto('department')
      .values({ ...values, deptName: 'Unique', deptNameKey: 'unique', deptNo: 'U-1' })
      .execute();
    const sameName = await violationOf(() =>
      db()
        .insertInto('department')
        .values({ ...values, deptName: 'UNIQUE', deptNameKey: 'unique', deptNo: 'U-2' })
        .execute(),
    );
    expect(sameName.status).toBe(Status.departmentExists);
    const sameNumber = await violationOf(() =>
      db()
        .insertInto('department')
        .values({ ...values, deptName: 'Other', deptNameKey: 'other', deptNo: 'U-1' })
        .execute(),
    );
    expect(sameNumber.status).toBe(Status.duplicateDepartmentNumber);
  });

  it('answers a link to a department that does not exist with 604 naming deptIds', async () => {
    const { id: empid } = await db()
      .insertInto('employee')
      .values({ companyId: acme.userid, empName: 'L', empNameKey: 'l', empPhone: newPhone(), createdAt: 1, updatedAt: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const error = await violationOf(() =>
      db().insertInto('empDept').values({ empid, deptid: 2_000_000_000, companyId: acme.userid }).execute(),
    );
    expect({ status: error.status, reason: error.message }).toEqual({
      status: Status.invalidField,
      reason: 'deptIds: names a record that does not exist',
    });
  });

  it('answers a constraint it has no rule for with 604 naming the column', async () => {
    const secret = {
      purpose: 'download',
      secretHash: 'f'.repeat(64),
      subject: 'session:1',
      payload: '{}',
      createdAt: 1,
      expiresAt: 1,
      usedAt: null,
    };
    await db().insertInto('singleUseSecret').values(secret).execute();
    const error = await violationOf(() => db().insertInto('singleUseSecret').values(secret).execute());
    expect({ status: error.status, result: error.result }).toEqual({ status: Status.invalidField, result: 'secretHash' });
  });

  it('leaves other errors alone', () => {
    expect(constraintError(new Error('connection reset'))).toBeNull();
    expect(constraintError(undefined)).toBeNull();
  });
});
