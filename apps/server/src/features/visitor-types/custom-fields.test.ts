import { Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { addCustomField, addVisitorType, listCustomFields } from '../../../test/visitor-type-factories.js';
import { customFieldsFor, fieldNameFor, visitorTypeById } from './visitor-types.service.js';

/* Custom visitor fields: per type or for every type, with keys unique per type, and the tablet's whole-list save. */

const t = useTestApp();
let other: TestCompany;
beforeAll(async () => {
  other = await buildCompany(t);
});

describe(`custom visitor fields (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('adds fields with the defaults and a key from the label, ordered by inputOrder', async () => {
    const company = await buildCompany(t);
    await addVisitorType(t, company, 'Vendor');
    const plate = await addCustomField(t, company, { displayName: 'Car plate no.', inputOrder: 2, eType: 'Vendor' });
    const size = await addCustomField(t, company, {
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
    const chinese = await addCustomField(t, company, { displayName: '车牌', inputOrder: 3 });
    const list = await listCustomFields(t, company);
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
    expect((await listCustomFields(t, company, { eType: 'Vendor' })).map((field) => field.eid)).toEqual([size, plate]);
    expect(await listCustomFields(t, company, { eType: 'Nobody' })).toEqual([]);
  });

  it('refuses bad fields with the field named, and a type that does not exist with 104', async () => {
    const company = await buildCompany(t);
    await addVisitorType(t, company, 'Vendor');
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
    await addVisitorType(t, other, 'Elsewhere');
    const theirs = await t.call('addExtendVisitor', { displayName: 'A', inputType: 'text', eType: 'Elsewhere' }, company.token);
    expect(theirs.status).toBe(Status.visitorTypeMissing);
    expect(await listCustomFields(t, company)).toEqual([]);
  });

  it('keeps field keys unique per type (604 naming fieldName), also under a race', async () => {
    const company = await buildCompany(t);
    await addVisitorType(t, company, 'Vendor');
    await addCustomField(t, company, { displayName: 'Plate', fieldName: 'plate', eType: 'Vendor' });
    const again = await t.call(
      'addExtendVisitor',
      { displayName: 'Plate 2', fieldName: 'plate', inputType: 'text', eType: 'Vendor' },
      company.token,
    );
    expect([again.status, again.reason]).toEqual([Status.invalidField, 'fieldName: the form already has a field named plate']);
    expect(await addCustomField(t, company, { displayName: 'Plate', fieldName: 'plate', eType: '' })).toBeGreaterThan(0);

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
    await addVisitorType(t, company, 'Vendor');
    await addCustomField(t, company, { displayName: 'Old', fieldName: 'old' });
    await addCustomField(t, company, { displayName: 'Plate', fieldName: 'plate', eType: 'Vendor' });
    await t.call('updateVisitType', { inputValue: 'Meeting,Repair' }, company.token);
    await addVisitorType(t, other, 'Kept elsewhere');
    const theirs = await addCustomField(t, other, { displayName: 'Theirs', eType: 'Kept elsewhere' });

    const list = [
      { userid: company.userid, displayName: 'Plate', fieldName: 'plate', inputType: 'text', eType: 'Vendor', required: '1' },
      { userid: company.userid, displayName: 'Floor', inputType: 'button', inputValue: '1,2', inputOrder: 2, isDisplay: true },
    ];
    const answer = await t.call<Array<{ eid: number }>>('addExtendVisitor', list, company.token, '/qcvisit/');
    expect(answer).toMatchObject({ status: 0, result: [{ eid: expect.any(Number) }, { eid: expect.any(Number) }] });
    expect(await listCustomFields(t, company)).toEqual([
      expect.objectContaining({ eid: answer.result[0]!.eid, fieldName: 'plate', eType: 'Vendor', required: 1 }),
      expect.objectContaining({ eid: answer.result[1]!.eid, fieldName: 'floor', inputType: 'select', inputOrder: 2, eType: '' }),
    ]);
    expect((await t.call('GetVisitType', {}, company.token)).result).toEqual({ inputValue: 'Meeting,Repair' });
    expect(await listCustomFields(t, other, { eType: 'Kept elsewhere' })).toMatchObject([{ eid: theirs, displayName: 'Theirs' }]);

    expect(await t.call('addExtendVisitor', [], company.token)).toMatchObject({ status: 0, result: [] });
    expect(await listCustomFields(t, company)).toEqual([]);
    expect((await t.call('GetVisitType', {}, company.token)).result).toEqual({ inputValue: 'Meeting,Repair' });
  });

  it('refuses a list with a bad item, naming the item and field, and leaves the old list as it was', async () => {
    const company = await buildCompany(t);
    await addVisitorType(t, company, 'Vendor');
    const eid = await addCustomField(t, company, { displayName: 'Old', fieldName: 'old' });
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
      expect(await listCustomFields(t, company)).toMatchObject([{ eid, fieldName: 'old' }]);
    }
  });

  it("changes and deletes a field; 57 for a field that is not the company's, which stays as it was", async () => {
    const company = await buildCompany(t);
    await addVisitorType(t, company, 'Vendor');
    const eid = await addCustomField(t, company, { displayName: 'Plate', eType: 'Vendor' });
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
    expect(await listCustomFields(t, company)).toMatchObject([
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

    await addVisitorType(t, other, 'Their field type');
    const theirs = await addCustomField(t, other, { displayName: 'Secret', eType: 'Their field type' });
    expect((await t.call('updateExtendVisitor', { ...change, eid: theirs }, company.token)).status).toBe(Status.noRecord);
    expect((await t.call('delExtendVisitor', { eid: theirs }, company.token)).status).toBe(Status.noRecord);
    expect(await listCustomFields(t, other, { eType: 'Their field type' })).toMatchObject([
      { eid: theirs, displayName: 'Secret', eType: 'Their field type' },
    ]);

    expect((await t.call('delExtendVisitor', { eid }, company.token)).status).toBe(0);
    expect(await listCustomFields(t, company)).toEqual([]);
    expect((await t.call('delExtendVisitor', { eid }, company.token)).status).toBe(Status.noRecord);
  });

  it("gives other features a type by id (104 naming tid otherwise) and a type's form fields with those of every type", async () => {
    const company = await buildCompany(t);
    const tid = await addVisitorType(t, company, 'Vendor');
    await addVisitorType(t, company, 'Guest');
    await addCustomField(t, company, { displayName: 'Plate', eType: 'Vendor', inputOrder: 2 });
    await addCustomField(t, company, { displayName: 'Floor', eType: 'Guest' });
    await addCustomField(t, company, { displayName: 'Badge', eType: '', inputOrder: 1 });
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
