import { Status, type VisitorType } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { seedEmployee, sessionToken } from '../../../test/people-factories.js';
import { buildSubAccount } from '../../../test/sub-account-factories.js';
import { addCustomField, addVisitorType, listCustomFields, listVisitorTypes } from '../../../test/visitor-type-factories.js';

/* The company's visitor types: added, listed, renamed and deleted, one company apart from another. */

const t = useTestApp();
let other: TestCompany;
beforeAll(async () => {
  other = await buildCompany(t);
});

describe(`visitor types (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('adds types with the defaults, lists them by name and narrows by exact name and category', async () => {
    const company = await buildCompany(t);
    const vendor = await addVisitorType(t, company, 'Vendor');
    await addVisitorType(t, company, 'contractor', { povDays: 7, category: 2 });
    await addVisitorType(t, company, 'Auditor', { povDays: '3', category: '0' });
    expect((await listVisitorTypes(t, company)).map((type) => type.vType)).toEqual(['Auditor', 'contractor', 'Vendor']);
    expect(await listVisitorTypes(t, company, { vType: 'Vendor' })).toEqual([
      {
        tid: vendor,
        userid: company.userid,
        vType: 'Vendor',
        povDays: 1,
        qid: '',
        tvid: '',
        category: 0,
        gateType: '',
        refuseRestDay: 0,
        refuseWeekend: 0,
        refuseOutsideHours: 0,
        egids: '',
        signInForm: '',
      },
    ]);
    expect(await listVisitorTypes(t, company, { category: 2 })).toMatchObject([{ vType: 'contractor', povDays: 7, category: 2 }]);
    expect(await listVisitorTypes(t, company, { vType: 'vendor' })).toEqual([]);
    expect(await listVisitorTypes(t, other)).toEqual([]);
  });

  it('answers 78 for a name the company already has, in any letter case, and lets another company use it', async () => {
    const company = await buildCompany(t);
    await addVisitorType(t, company, 'Guest');
    for (const vType of ['Guest', ' guest ', 'GUEST']) {
      expect(await t.call('addVisitorType', { vType }, company.token)).toMatchObject({ status: Status.visitorTypeExists });
    }
    expect((await listVisitorTypes(t, company)).length).toBe(1);
    expect((await t.call('addVisitorType', { vType: 'Guest' }, other.token)).status).toBe(0);
  });

  it('gives one of 20 concurrent additions of one name the type, and 78 to the rest', async () => {
    const company = await buildCompany(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call('addVisitorType', { vType: 'Racer' }, company.token)),
    );
    expect(answers.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 0).map((answer) => [answer.http, answer.status])).toEqual(
      Array(19).fill([200, Status.visitorTypeExists]),
    );
    expect((await listVisitorTypes(t, company)).map((type) => type.vType)).toEqual(['Racer']);
  });

  it('refuses a blank, too long or illegal name, and bad numbers, with 604 naming the field', async () => {
    const company = await buildCompany(t);
    for (const [body, reason] of [
      [{}, /^vType: /],
      [{ vType: '  ' }, /^vType: must not be empty/],
      [{ vType: 'x'.repeat(81) }, /^vType: must be at most 80 characters/],
      [{ vType: 'A<b>' }, /^vType: must not contain/],
      [{ vType: 'Ok', povDays: -1 }, /^povDays: must not be negative/],
      [{ vType: 'Ok', category: 'x' }, /^category: /],
    ] as const) {
      const answer = await t.call('addVisitorType', body, company.token);
      expect([answer.status, answer.reason]).toEqual([Status.invalidField, expect.stringMatching(reason)]);
    }
    expect(await listVisitorTypes(t, company)).toEqual([]);
    expect((await t.call('addVisitorType', { vType: 'x'.repeat(80) }, company.token)).status).toBe(0);
  });

  it("renames a type and its custom fields follow; 78 on a clash; 57 for a type that is not the company's", async () => {
    const company = await buildCompany(t);
    const tid = await addVisitorType(t, company, 'Vendor');
    const other1 = await addVisitorType(t, company, 'Guest');
    await addCustomField(t, company, { displayName: 'Plate', eType: 'Vendor' });
    await addCustomField(t, company, { displayName: 'Badge', eType: '' });

    const renamed = await t.call('updateVisitorType', { tid, vType: 'Supplier', oldvType: 'Vendor' }, company.token);
    expect(renamed).toMatchObject({ status: 0, result: null });
    expect((await listVisitorTypes(t, company)).map((type) => type.vType)).toEqual(['Guest', 'Supplier']);
    expect((await listCustomFields(t, company)).map((field) => [field.displayName, field.eType])).toEqual([
      ['Plate', 'Supplier'],
      ['Badge', ''],
    ]);

    expect((await t.call('updateVisitorType', { tid, vType: 'guest' }, company.token)).status).toBe(Status.visitorTypeExists);
    expect((await t.call('updateVisitorType', { tid: other1, vType: 'GUEST' }, company.token)).status).toBe(0);
    expect((await t.call('updateVisitorType', { tid: 999_999, vType: 'Ghost' }, company.token)).status).toBe(Status.noRecord);
    const theirs = await addVisitorType(t, other, 'Theirs');
    const answer = await t.call('updateVisitorType', { tid: theirs, vType: 'Mine now' }, company.token);
    expect(answer).toMatchObject({ status: Status.noRecord, reason: 'tid: no such record' });
    expect(await listVisitorTypes(t, other, { vType: 'Theirs' })).toHaveLength(1);
  });

  it('keeps the door groups given on adding, replaces them on an update that gives them, and keeps them otherwise', async () => {
    const company = await buildCompany(t);
    const tid = await addVisitorType(t, company, 'Contractor', { egids: '4, 3' });
    const egidsOfType = async () => (await listVisitorTypes(t, company, { vType: 'Contractor' }))[0]?.egids;
    expect(await egidsOfType()).toBe('4,3');
    await t.call('updateVisitorType', { tid, vType: 'Contractor', egids: '7' }, company.token);
    expect(await egidsOfType()).toBe('7');
    await t.call('updateVisitorType', { tid, vType: 'Contractor' }, company.token);
    expect(await egidsOfType()).toBe('7');
    await t.call('updateVisitorType', { tid, vType: 'Contractor', egids: '' }, company.token);
    expect(await egidsOfType()).toBe('');
  });

  it("deletes a type with its own custom fields and keeps the others; 57 for one that is not the company's", async () => {
    const company = await buildCompany(t);
    const tid = await addVisitorType(t, company, 'Vendor');
    await addVisitorType(t, company, 'Guest');
    await addCustomField(t, company, { displayName: 'Plate', eType: 'Vendor' });
    await addCustomField(t, company, { displayName: 'Host floor', eType: 'Guest' });
    await addCustomField(t, company, { displayName: 'Badge', eType: '' });

    expect(await t.call('delVisitorType', { tid }, company.token)).toMatchObject({ status: 0, result: null });
    expect((await listVisitorTypes(t, company)).map((type) => type.vType)).toEqual(['Guest']);
    expect((await listCustomFields(t, company)).map((field) => field.displayName)).toEqual(['Host floor', 'Badge']);
    expect((await t.call('delVisitorType', { tid }, company.token)).status).toBe(Status.noRecord);
    const theirs = await addVisitorType(t, other, 'Kept');
    expect((await t.call('delVisitorType', { tid: theirs }, company.token)).status).toBe(Status.noRecord);
    expect(await listVisitorTypes(t, other, { vType: 'Kept' })).toHaveLength(1);
  });

  it('lets every signed-in kind read, and only the manager write', async () => {
    const company = await buildCompany(t);
    await addVisitorType(t, company, 'Guest');
    const employee = await seedEmployee(t, company.userid);
    for (const kind of ['employee', 'hq', 'subaccount', 'reception'] as const) {
      const token =
        kind === 'subaccount'
          ? (await buildSubAccount(t, company)).token
          : await sessionToken(t, company, kind, kind === 'employee' ? employee.empid : company.userid);
      expect((await t.call<VisitorType[]>('getVisitorType', {}, token)).result).toMatchObject([{ vType: 'Guest' }]);
      expect((await t.call('GetExtendVisitor', {}, token)).status).toBe(0);
      expect((await t.call('GetVisitType', {}, token)).status).toBe(0);
      expect((await t.call('addVisitorType', { vType: kind }, token)).status).toBe(Status.noPermission);
      expect((await t.call('updateVisitType', { inputValue: 'A' }, token)).status).toBe(Status.noPermission);
    }
    expect((await listVisitorTypes(t, company)).length).toBe(1);
  });

  it('answers the original console at /qcvisit with userid in the body', async () => {
    const company = await buildCompany(t);
    const add = await t.call('addVisitorType', { userid: company.userid, vType: 'Legacy' }, company.token, '/qcvisit/');
    expect(add.status).toBe(0);
    const list = await t.call<VisitorType[]>('getVisitorType', { userid: company.userid }, company.token, '/qcvisit/');
    expect(list.result).toMatchObject([{ vType: 'Legacy', userid: company.userid }]);
  });
});
