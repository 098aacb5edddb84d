import { type ExtendVisitor, Status, type VisitorType } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { seedEmployee, sessionToken } from '../../../test/people-factories.js';
import { customFieldsFor, fieldNameFor, visitorTypeById } from './visitor-types.service.js';

const t = useTestApp();
let other: TestCompany;
beforeAll(async () => {
  other = await buildCompany(t);
});

const types = async (company: TestCompany, body: Record<string, unknown> = {}) =>
  (await t.call<VisitorType[]>('getVisitorType', body, company.token)).result;
const fields = async (company: TestCompany, body: Record<string, unknown> = {}) =>
  (await t.call<ExtendVisitor[]>('GetExtendVisitor', body, company.token)).result;

async function addType(company: TestCompany, vType: string, extra: Record<string, unknown> = {}) {
  const answer = await t.call<{ tid: number }>('addVisitorType', { vType, ...extra }, company.token);
  if (answer.status !== 0) throw new Error(`addVisitorType: ${answer.status} ${answer.reason}`);
  return answer.result.tid;
}

async function addField(company: TestCompany, body: Record<string, unknown>) {
  const answer = await t.call<{ eid: number }>('addExtendVisitor', { inputType: 'text', ...body }, company.token);
  if (answer.status !== 0) throw new Error(`addExtendVisitor: ${answer.status} ${answer.reason}`);
  return answer.result.eid;
}

describe(`visitor types (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('adds types with the defaults, lists them by name and narrows by exact name and category', async () => {
    const company = await buildCompany(t);
    const vendor = await addType(company, 'Vendor');
    await addType(company, 'contractor', { povDays: 7, category: 2 });
    await addType(company, 'Auditor', { povDays: '3', category: '0' });
    expect((await types(company)).map((type) => type.vType)).toEqual(['Auditor', 'contractor', 'Vendor']);
    expect(await types(company, { vType: 'Vendor' })).toEqual([
      {
        tid: vendor,
        userid: company.userid,
        vType: 'Vendor',
        povDays: 1,
        qid: '',
        category: 0,
        gateType: '',
        refuseRestDay: 0,
        refuseWeekend: 0,
        refuseOutsideHours: 0,
      },
    ]);
    expect(await types(company, { category: 2 })).toMatchObject([{ vType: 'contractor', povDays: 7, category: 2 }]);
    expect(await types(company, { vType: 'vendor' })).toEqual([]);
    expect(await types(other)).toEqual([]);
  });

  it('answers 78 for a name the company already has, in any letter case, and lets another company use it', async () => {
    const company = await buildCompany(t);
    await addType(company, 'Guest');
    for (const vType of ['Guest', ' guest ', 'GUEST']) {
      expect(await t.call('addVisitorType', { vType }, company.token)).toMatchObject({ status: Status.visitorTypeExists });
    }
    expect((await types(company)).length).toBe(1);
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
    expect((await types(company)).map((type) => type.vType)).toEqual(['Racer']);
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
    expect(await types(company)).toEqual([]);
    expect((await t.call('addVisitorType', { vType: 'x'.repeat(80) }, company.token)).status).toBe(0);
  });

  it("renames a type and its custom fields follow; 78 on a clash; 57 for a type that is not the company's", async () => {
    const company = await buildCompany(t);
    const tid = await addType(company, 'Vendor');
    const other1 = await addType(company, 'Guest');
    await addField(company, { displayName: 'Plate', eType: 'Vendor' });
    await addField(company, { displayName: 'Badge', eType: '' });

    const renamed = await t.call('updateVisitorType', { tid, vType: 'Supplier', oldvType: 'Vendor' }, company.token);
    expect(renamed).toMatchObject({ status: 0, result: null });
    expect((await types(company)).map((type) => type.vType)).toEqual(['Guest', 'Supplier']);
    expect((await fields(company)).map((field) => [field.displayName, field.eType])).toEqual([
      ['Plate', 'Supplier'],
      ['Badge', ''],
    ]);

    expect((await t.call('updateVisitorType', { tid, vType: 'guest' }, company.token)).status).toBe(Status.visitorTypeExists);
    expect((await t.call('updateVisitorType', { tid: other1, vType: 'GUEST' }, company.token)).status).toBe(0);
    expect((await t.call('updateVisitorType', { tid: 999_999, vType: 'Ghost' }, company.token)).status).toBe(Status.noRecord);
    const theirs = await addType(other, 'Theirs');
    const answer = await t.call('updateVisitorType', { tid: theirs, vType: 'Mine now' }, company.token);
    expect(answer).toMatchObject({ status: Status.noRecord, reason: 'tid: no such record' });
    expect(await types(other, { vType: 'Theirs' })).toHaveLength(1);
  });

  it("deletes a type with its own custom fields and keeps the others; 57 for one that is not the company's", async () => {
    const company = await buildCompany(t);
    const tid = await addType(company, 'Vendor');
    await addType(company, 'Guest');
    await addField(company, { displayName: 'Plate', eType: 'Vendor' });
    await addField(company, { displayName: 'Host floor', eType: 'Guest' });
    await addField(company, { displayName: 'Badge', eType: '' });

    expect(await t.call('delVisitorType', { tid }, company.token)).toMatchObject({ status: 0, result: null });
    expect((await types(company)).map((type) => type.vType)).toEqual(['Guest']);
    expect((await fields(company)).map((field) => field.displayName)).toEqual(['Host floor', 'Badge']);
    expect((await t.call('delVisitorType', { tid }, company.token)).status).toBe(Status.noRecord);
    const theirs = await addType(other, 'Kept');
    expect((await t.call('delVisitorType', { tid: theirs }, company.token)).status).toBe(Status.noRecord);
    expect(await types(other, { vType: 'Kept' })).toHaveLength(1);
  });

  it('lets every signed-in kind read, and only the manager write', async () => {
    const company = await buildCompany(t);
    await addType(company, 'Guest');
    const employee = await seedEmployee(t, company.userid);
    for (const kind of ['employee', 'hq', 'subaccount', 'reception'] as const) {
      const token = await sessionToken(t, company, kind, kind === 'employee' ? employee.empid : company.userid);
      expect((await t.call<VisitorType[]>('getVisitorType', {}, token)).result).toMatchObject([{ vType: 'Guest' }]);
      expect((await t.call('GetExtendVisitor', {}, token)).status).toBe(0);
      expect((await t.call('GetVisitType', {}, token)).status).toBe(0);
      expect((await t.call('addVisitorType', { vType: kind }, token)).status).toBe(Status.noPermission);
      expect((await t.call('updateVisitType', { inputValue: 'A' }, token)).status).toBe(Status.noPermission);
    }
    expect((await types(company)).length).toBe(1);
  });

  it('answers the original console at /qcvisit with userid in the body', async () => {
    const company = await buildCompany(t);
    const add = await t.call('addVisitorType', { userid: company.userid, vType: 'Legacy' }, company.token, '/qcvisit/');
    expect(add.status).toBe(0);
    const list = await t.call<VisitorType[]>('getVisitorType', { userid: company.userid }, company.token, '/qcvisit/');
    expect(list.result).toMatchObject([{ vType: 'Legacy', userid: company.userid }]);
  });
});

describe(`custom visitor fields (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('adds fields with the defaults and a key from the label, ordered by inputOrder', async () => {
    const company = await buildCompany(t);
    await addType(company, 'Vendor');
    const plate = await addField(company, { displayName: 'Car plate no.', inputOrder: 2, eType: 'Vendor' });
    const size = await addField(company, {
      displayName: 'Shirt size',
      fieldName: 'size',
      inputType: 'button',
      inputValue: 'S, M ,L',
      inputOrder: '1',
      required: true,
      placeholder: 'Pick one',
      isDisplay: 0,
      eType: 'vendor',
    });
    const chinese = await addField(company, { displayName: '车牌', inputOrder: 3 });
    const list = await fields(company);
    expect(list.map((field) => field.eid)).toEqual([size, plate, chinese]);
    expect(list[0]).toEqual({
      eid: size,
      userid: company.userid,
      displayName: 'Shirt size',
      fieldName: 'size',
      inputType: 'select',
      inputValue: 'S, M ,L',
      inputOrder: 1,
      required: 1,
      placeholder: 'Pick one',
      isDisplay: 0,
      eType: 'Vendor',
    });
    expect(list[1]).toMatchObject({ fieldName: 'carPlateNo', inputType: 'text', required: 0, isDisplay: 1, placeholder: '' });
    expect(list[2]).toMatchObject({ fieldName: fieldNameFor('车牌'), eType: '' });
    expect(list[2]!.fieldName).toMatch(/^field_[0-9a-f]{10}$/);
    expect((await fields(company, { eType: 'Vendor' })).map((field) => field.eid)).toEqual([size, plate]);
    expect(await fields(company, { eType: 'Nobody' })).toEqual([]);
  });

  it('refuses bad fields with the field named, and a type that does not exist with 104', async () => {
    const company = await buildCompany(t);
    await addType(company, 'Vendor');
    for (const [body, reason] of [
      [{ displayName: '' }, /^displayName: must not be empty/],
      [{ displayName: 'A', inputType: 'slider' }, /^inputType: must be one of text, number, date, select, radio, checkbox/],
      [{ displayName: 'A', inputType: 'select' }, /^inputValue: must list the options of a select field/],
      [{ displayName: 'A', inputType: 'radio', inputValue: ' , ' }, /^inputValue: must list the options/],
      [{ displayName: 'A', inputType: 'checkbox', inputValue: 'a,b,a' }, /^inputValue: must not list an option twice/],
      [{ displayName: 'A', fieldName: '1abc' }, /^fieldName: must be letters/],
      [{ displayName: 'A', fieldName: 'visitType' }, /^fieldName: visitType is kept for the visit reasons/],
      [{ displayName: 'A', inputOrder: -1 }, /^inputOrder: must not be negative/],
    ] as const) {
      const answer = await t.call('addExtendVisitor', { inputType: 'text', ...body }, company.token);
      expect([answer.status, answer.reason]).toEqual([Status.invalidField, expect.stringMatching(reason)]);
    }
    const missing = await t.call('addExtendVisitor', { displayName: 'A', inputType: 'text', eType: 'Nobody' }, company.token);
    expect(missing).toMatchObject({ status: Status.visitorTypeMissing, reason: 'eType: no such visitor type' });
    await addType(other, 'Elsewhere');
    const theirs = await t.call('addExtendVisitor', { displayName: 'A', inputType: 'text', eType: 'Elsewhere' }, company.token);
    expect(theirs.status).toBe(Status.visitorTypeMissing);
    expect(await fields(company)).toEqual([]);
  });

  it('keeps field keys unique per type (604 naming fieldName), also under a race', async () => {
    const company = await buildCompany(t);
    await addType(company, 'Vendor');
    await addField(company, { displayName: 'Plate', fieldName: 'plate', eType: 'Vendor' });
    const again = await t.call(
      'addExtendVisitor',
      { displayName: 'Plate 2', fieldName: 'plate', inputType: 'text', eType: 'Vendor' },
      company.token,
    );
    expect([again.status, again.reason]).toEqual([Status.invalidField, 'fieldName: the form already has a field named plate']);
    expect(await addField(company, { displayName: 'Plate', fieldName: 'plate', eType: '' })).toBeGreaterThan(0);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('addExtendVisitor', { displayName: 'Same', inputType: 'text', eType: 'Vendor' }, company.token),
      ),
    );
    expect(answers.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(new Set(answers.filter((answer) => answer.status !== 0).map((answer) => answer.status))).toEqual(
      new Set([Status.invalidField]),
    );
  });

  it("takes the original tablet settings' whole list as an array: it replaces the company's custom fields and keeps the visit reasons", async () => {
    const company = await buildCompany(t);
    await addType(company, 'Vendor');
    await addField(company, { displayName: 'Old', fieldName: 'old' });
    await addField(company, { displayName: 'Plate', fieldName: 'plate', eType: 'Vendor' });
    await t.call('updateVisitType', { inputValue: 'Meeting,Repair' }, company.token);
    await addType(other, 'Kept elsewhere');
    const theirs = await addField(other, { displayName: 'Theirs', eType: 'Kept elsewhere' });

    const list = [
      { userid: company.userid, displayName: 'Plate', fieldName: 'plate', inputType: 'text', eType: 'Vendor', required: '1' },
      { userid: company.userid, displayName: 'Floor', inputType: 'button', inputValue: '1,2', inputOrder: 2, isDisplay: true },
    ];
    const answer = await t.call<Array<{ eid: number }>>('addExtendVisitor', list, company.token, '/qcvisit/');
    expect(answer).toMatchObject({ status: 0, result: [{ eid: expect.any(Number) }, { eid: expect.any(Number) }] });
    expect(await fields(company)).toEqual([
      expect.objectContaining({ eid: answer.result[0]!.eid, fieldName: 'plate', eType: 'Vendor', required: 1 }),
      expect.objectContaining({ eid: answer.result[1]!.eid, fieldName: 'floor', inputType: 'select', inputOrder: 2, eType: '' }),
    ]);
    expect((await t.call('GetVisitType', {}, company.token)).result).toEqual({ inputValue: 'Meeting,Repair' });
    expect(await fields(other, { eType: 'Kept elsewhere' })).toMatchObject([{ eid: theirs, displayName: 'Theirs' }]);

    expect(await t.call('addExtendVisitor', [], company.token)).toMatchObject({ status: 0, result: [] });
    expect(await fields(company)).toEqual([]);
    expect((await t.call('GetVisitType', {}, company.token)).result).toEqual({ inputValue: 'Meeting,Repair' });
  });

  it('refuses a list with a bad item, naming the item and field, and leaves the old list as it was', async () => {
    const company = await buildCompany(t);
    await addType(company, 'Vendor');
    const eid = await addField(company, { displayName: 'Old', fieldName: 'old' });
    const good = { displayName: 'Plate', fieldName: 'plate', inputType: 'text', eType: 'Vendor' };
    for (const [list, status, reason] of [
      [[good, { displayName: '', inputType: 'text' }], Status.invalidField, '1.displayName: must not be empty'],
      [[good, { displayName: 'A', inputType: 'select' }], Status.invalidField, /^1\.inputValue: must list the options/],
      [[good, { ...good, displayName: 'Again' }], Status.invalidField, '1.fieldName: the form already has a field named plate'],
      [
        [good, { displayName: 'A', inputType: 'text', eType: 'Nobody' }],
        Status.visitorTypeMissing,
        '1.eType: no such visitor type',
      ],
      [[{ ...good, fieldName: 'visitType', eType: '' }], Status.invalidField, /^0\.fieldName: visitType is kept/],
      [
        Array.from({ length: 201 }, (_, index) => ({ displayName: `F${index}`, inputType: 'text' })),
        Status.invalidField,
        /^body: must list at most 200 fields/,
      ],
    ] as const) {
      const answer = await t.call('addExtendVisitor', list, company.token);
      expect([answer.status, answer.reason]).toEqual([
        status,
        typeof reason === 'string' ? reason : expect.stringMatching(reason),
      ]);
      expect(await fields(company)).toMatchObject([{ eid, fieldName: 'old' }]);
    }
  });

  it("changes and deletes a field; 57 for a field that is not the company's, which stays as it was", async () => {
    const company = await buildCompany(t);
    await addType(company, 'Vendor');
    const eid = await addField(company, { displayName: 'Plate', eType: 'Vendor' });
    const change = {
      eid,
      displayName: 'Floor',
      inputType: 'radio',
      inputValue: '1,2,3',
      inputOrder: 4,
      required: 1,
      isDisplay: 1,
      eType: '',
    };
    expect(await t.call('updateExtendVisitor', change, company.token)).toMatchObject({ status: 0, result: null });
    expect(await fields(company)).toMatchObject([
      {
        eid,
        displayName: 'Floor',
        fieldName: 'plate',
        inputType: 'radio',
        inputValue: '1,2,3',
        inputOrder: 4,
        required: 1,
        eType: '',
      },
    ]);

    await addType(other, 'Their field type');
    const theirs = await addField(other, { displayName: 'Secret', eType: 'Their field type' });
    expect((await t.call('updateExtendVisitor', { ...change, eid: theirs }, company.token)).status).toBe(Status.noRecord);
    expect((await t.call('delExtendVisitor', { eid: theirs }, company.token)).status).toBe(Status.noRecord);
    expect(await fields(other, { eType: 'Their field type' })).toMatchObject([
      { eid: theirs, displayName: 'Secret', eType: 'Their field type' },
    ]);

    expect((await t.call('delExtendVisitor', { eid }, company.token)).status).toBe(0);
    expect(await fields(company)).toEqual([]);
    expect((await t.call('delExtendVisitor', { eid }, company.token)).status).toBe(Status.noRecord);
  });

  it("gives other features a type by id (104 naming tid otherwise) and a type's form fields with those of every type", async () => {
    const company = await buildCompany(t);
    const tid = await addType(company, 'Vendor');
    await addType(company, 'Guest');
    await addField(company, { displayName: 'Plate', eType: 'Vendor', inputOrder: 2 });
    await addField(company, { displayName: 'Floor', eType: 'Guest' });
    await addField(company, { displayName: 'Badge', eType: '', inputOrder: 1 });
    await t.call('updateVisitType', { inputValue: 'Business' }, company.token);

    expect(await visitorTypeById(t.ctx, company.userid, tid)).toMatchObject({ tid, vType: 'Vendor' });
    await expect(visitorTypeById(t.ctx, other.userid, tid)).rejects.toMatchObject({
      status: Status.visitorTypeMissing,
      message: 'tid: no such visitor type',
    });
    expect((await customFieldsFor(t.ctx, company.userid, 'Vendor')).map((field) => field.displayName)).toEqual([
      'Badge',
      'Plate',
    ]);
    expect((await customFieldsFor(t.ctx, company.userid, '')).map((field) => field.displayName)).toEqual(['Badge']);
    expect(await customFieldsFor(t.ctx, other.userid, 'Vendor')).toEqual([]);
  });
});

describe(`visit reasons (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('answers the defaults until the company saves its own, then those, kept apart from the custom fields', async () => {
    const company = await buildCompany(t);
    expect((await t.call('GetVisitType', {}, company.token)).result).toEqual({ inputValue: 'Business,Interview,Delivery,Other' });
    expect(await t.call('updateVisitType', { inputValue: ' Meeting , Repair,面试' }, company.token)).toMatchObject({ status: 0 });
    expect((await t.call('GetVisitType', {}, company.token)).result).toEqual({ inputValue: 'Meeting,Repair,面试' });
    expect(await t.call('updateVisitType', { inputValue: 'Audit' }, company.token)).toMatchObject({ status: 0 });
    expect((await t.call('GetVisitType', {}, company.token)).result).toEqual({ inputValue: 'Audit' });
    expect((await t.call('GetVisitType', {}, other.token)).result).toEqual({ inputValue: 'Business,Interview,Delivery,Other' });
    expect(await fields(company)).toEqual([]);
  });

  it('refuses none, more than 30, a reason over 50 characters, or one twice, with 604 naming inputValue', async () => {
    const company = await buildCompany(t);
    for (const [inputValue, reason] of [
      [' , ', 'inputValue: must list at least one reason'],
      [Array.from({ length: 31 }, (_, index) => `R${index}`).join(','), 'inputValue: must list at most 30 reasons'],
      ['x'.repeat(51), 'inputValue: each reason must be at most 50 characters'],
      ['A,B,A', 'inputValue: must not list a reason twice'],
    ]) {
      const answer = await t.call('updateVisitType', { inputValue }, company.token);
      expect([answer.status, answer.reason]).toEqual([Status.invalidField, reason]);
    }
    const thirty = Array.from({ length: 30 }, (_, index) => `R${index}`).join(',');
    expect((await t.call('updateVisitType', { inputValue: thirty }, company.token)).status).toBe(0);
    expect((await t.call('GetVisitType', {}, company.token)).result).toEqual({ inputValue: thirty });
  });

  it('saves under concurrent first saves without an error', async () => {
    const company = await buildCompany(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => t.call('updateVisitType', { inputValue: `Reason ${index}` }, company.token)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([0, 0, 0, 0, 0]);
  });
});
