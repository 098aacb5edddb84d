import { type DepotFormRecord, type DepotListRow, type Page, Status, type VipFormRecord, type Visit } from '@vestibule/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { addDesk } from '../../../test/front-desk-factories.js';
import { newPhone, seedEmployee, sessionToken, type TestEmployee } from '../../../test/people-factories.js';
import { buildAppointment, novemberAt, setClock } from '../../../test/visit-factories.js';

/* The forms a visitor type asks for at sign-in: kept with the visit in the sign-in's unit of work, read back by staff. */

const t = useTestApp();
let acme: TestCompany;
let other: TestCompany;
let host: TestEmployee;
let colleague: TestEmployee;
let deskId: number;
let depotType: number;
let vipType: number;
let plainType: number;

const ok = <T>(answer: { status: number; reason: string; result: T }) => {
  expect(answer, answer.reason).toMatchObject({ status: 0 });
  return answer.result;
};

const depotForm = {
  goods: [
    { name: 'Copy paper', quantity: 20, unit: 'boxes' },
    { name: 'Toner', quantity: '4' },
  ],
  tools: [{ name: 'Pallet jack', quantity: 1 }],
  plateNum: 'A-12345',
  deliveryNoteNo: 'DN-778',
  remark: 'Dock 2',
};

const desk = () => sessionToken(t, acme, 'reception', deskId);
const walkIn = async (fields: Record<string, unknown>, token?: string) =>
  t.call<{ visit: Visit }>(
    'UpdatePhoto',
    { name: 'Dora Driver', phone: newPhone(), empid: host.empid, ...fields },
    token ?? (await desk()),
  );
const getDepot = (vid: unknown, token: string) => t.call<DepotFormRecord | null>('getDepotForm', { vid }, token);
const getVip = (vid: unknown, token: string) => t.call<VipFormRecord | null>('getVipForm', { vid }, token);
const depotList = (token: string, body: Record<string, unknown>) =>
  t.call<Page<DepotListRow>>('getDepotFormList', { startIndex: 1, requestedCount: 50, ...body }, token);
const formsOf = (vid: number) => t.ctx.database.db.selectFrom('visitForm').selectAll().where('vid', '=', vid).execute();

beforeAll(async () => {
  acme = await buildCompany(t);
  other = await buildCompany(t);
  host = await seedEmployee(t, acme.userid, { empName: 'Hannah Host' });
  colleague = await seedEmployee(t, acme.userid, { empName: 'Colin Colleague' });
  deskId = (await addDesk(t, acme)).id;
  depotType = ok(await t.call<{ tid: number }>('addVisitorType', { vType: 'Delivery', signInForm: 'depot' }, acme.token)).tid;
  vipType = ok(await t.call<{ tid: number }>('addVisitorType', { vType: 'VIP' }, acme.token)).tid;
  plainType = ok(await t.call<{ tid: number }>('addVisitorType', { vType: 'Guest', signInForm: null }, acme.token)).tid;
  ok(await t.call('updateVisitorType', { tid: vipType, vType: 'VIP', signInForm: 'vip' }, acme.token));
});
beforeEach(() => setClock(t, novemberAt(21, 9)));

describe(`forms filled at sign-in (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it("keeps a visitor type's form setting, '' when none was given", async () => {
    const types = ok(await t.call<Array<{ tid: number; signInForm: string }>>('getVisitorType', {}, acme.token));
    const settings = Object.fromEntries(types.map((type) => [type.tid, type.signInForm]));
    expect(settings).toMatchObject({ [depotType]: 'depot', [vipType]: 'vip', [plainType]: '' });
    // Renaming without the field leaves the setting as it was.
    ok(await t.call('updateVisitorType', { tid: depotType, vType: 'Delivery' }, acme.token));
    const again = ok(await t.call<Array<{ tid: number; signInForm: string }>>('getVisitorType', {}, acme.token));
    expect(again.find((type) => type.tid === depotType)?.signInForm).toBe('depot');
    expect((await t.call('addVisitorType', { vType: 'Odd', signInForm: 'survey' }, acme.token)).status).toBe(Status.invalidField);
  });

  it('stores the depot form of a walk-in, reads it back, and lists it within the days asked only', async () => {
    const { visit } = ok(await walkIn({ tid: depotType, depotForm, askedForm: 'depot', vcompany: 'Fast Freight' }));
    const stored = ok(await getDepot(visit.vid, acme.token));
    expect(stored).toEqual({
      vid: visit.vid,
      createTime: novemberAt(21, 9),
      goods: [
        { name: 'Copy paper', quantity: 20, unit: 'boxes' },
        { name: 'Toner', quantity: 4, unit: '' },
      ],
      tools: [{ name: 'Pallet jack', quantity: 1 }],
      plateNum: 'A-12345',
      deliveryNoteNo: 'DN-778',
      remark: 'Dock 2',
    });
    // The original "v" prefix names the same visit; it has no VIP form.
    expect(ok(await getDepot(`v${visit.vid}`, acme.token))?.vid).toBe(visit.vid);
    expect(ok(await getVip(visit.vid, acme.token))).toBeNull();

    const day = await depotList(acme.token, { startDate: '2026-11-21', endDate: '2026-11-21' });
    expect(ok(day).list.map((row) => row.vid)).toContain(visit.vid);
    expect(ok(day).list.find((row) => row.vid === visit.vid)).toMatchObject({
      vname: 'Dora Driver',
      vcompany: 'Fast Freight',
      empName: 'Hannah Host',
      visitdate: novemberAt(21, 9),
      goods: stored?.goods,
    });
    const before = ok(await depotList(acme.token, { startDate: '2026-11-01', endDate: '2026-11-20' }));
    const after = ok(await depotList(acme.token, { startDate: '2026-11-22', endDate: '2026-11-30' }));
    expect([...before.list, ...after.list].map((row) => row.vid)).not.toContain(visit.vid);
    expect((await depotList(acme.token, { startDate: '2026-11-22', endDate: '2026-11-21' })).reason).toBe(
      'endDate: must not be before startDate',
    );
  });

  it('answers 604 naming the form when a client that knows forms leaves it out; an original tablet is let in without one', async () => {
    const missing = await walkIn({ tid: depotType, askedForm: '' });
    expect(missing).toMatchObject({
      status: Status.invalidField,
      reason: 'depotForm: this visitor type asks for the depot form',
    });
    const wrongKind = await walkIn({ tid: vipType, depotForm });
    expect(wrongKind).toMatchObject({ status: Status.invalidField, result: 'vipForm' });

    const original = ok(await walkIn({ tid: depotType }));
    expect(await formsOf(original.visit.vid)).toEqual([]);
    expect(ok(await getDepot(original.visit.vid, acme.token))).toBeNull();
  });

  it('answers 604 naming the field of an oversized or empty form, and stores nothing', async () => {
    const phone = newPhone();
    const goods = Array.from({ length: 51 }, (_, index) => ({ name: `Box ${index}`, quantity: 1 }));
    expect(await walkIn({ phone, tid: depotType, depotForm: { goods } })).toMatchObject({
      status: Status.invalidField,
      result: 'depotForm.goods',
    });
    expect(await walkIn({ phone, tid: depotType, depotForm: { goods: [], tools: [] } })).toMatchObject({
      status: Status.invalidField,
      reason: 'depotForm.goods: must list at least one line of goods or tools',
    });
    expect(await walkIn({ phone, tid: depotType, depotForm: { tools: [{ name: 'Drill', quantity: 0 }] } })).toMatchObject({
      status: Status.invalidField,
      result: 'depotForm.tools.0.quantity',
    });
    expect(await walkIn({ phone, tid: vipType, vipForm: { specialRequests: 'x'.repeat(501) } })).toMatchObject({
      status: Status.invalidField,
      result: 'vipForm.specialRequests',
    });
    const visits = await t.ctx.database.db.selectFrom('visit').select('id').where('vphone', '=', phone).execute();
    expect(visits).toEqual([]);
  });

  it('keeps no form, and signs no one in, when the blacklist refuses the walk-in', async () => {
    const phone = newPhone();
    ok(await t.call('addBlacklist', { name: 'Barry Barred', phone }, acme.token));
    ok(await t.call('updateblackListSwitch', { blackListSwitch: 1 }, acme.token));
    try {
      const refused = await walkIn({ name: 'Barry Barred', phone, tid: depotType, depotForm });
      expect(refused.status).toBe(Status.blacklisted);
      const visits = await t.ctx.database.db
        .selectFrom('visit')
        .select(['id', 'visitdate'])
        .where('vphone', '=', phone)
        .execute();
      // The refusal stays on record as a refused visit that never signed in, without the form.
      expect(visits.map((visit) => visit.visitdate)).toEqual([null]);
      expect(await formsOf(visits[0]!.id)).toEqual([]);
    } finally {
      ok(await t.call('updateblackListSwitch', { blackListSwitch: 0 }, acme.token));
    }
  });

  it('stores the VIP form of an expected visitor signing in at the desk', async () => {
    const vid = await buildAppointment(t, acme.token, { empid: host.empid, tid: vipType });
    const vipForm = { guestTitle: 'CEO', partySize: 3, services: ['parking', 'meetingRoom'], arrivalTime: '09:30' };
    expect((await t.call('VisitAppointmentSignin', { vid, askedForm: 'vip' }, await desk())).status).toBe(Status.invalidField);
    ok(await t.call('VisitAppointmentSignin', { vid, vipForm, askedForm: 'vip' }, await desk()));
    expect(ok(await getVip(vid, acme.token))).toEqual({
      vid,
      createTime: novemberAt(21, 9),
      guestTitle: 'CEO',
      partySize: 3,
      receptionLevel: 'standard',
      services: ['meetingRoom', 'parking'],
      arrivalTime: '09:30',
      specialRequests: '',
    });
  });

  it("answers 57 for another company's visit, and an employee only for the visits they host", async () => {
    const { visit } = ok(await walkIn({ tid: depotType, depotForm }));
    expect((await getDepot(visit.vid, other.token)).status).toBe(Status.noRecord);
    expect((await getVip(visit.vid, other.token)).status).toBe(Status.noRecord);
    expect(ok(await depotList(other.token, {})).list).toEqual([]);

    const hostToken = await sessionToken(t, acme, 'employee', host.empid);
    const colleagueToken = await sessionToken(t, acme, 'employee', colleague.empid);
    expect(ok(await getDepot(visit.vid, hostToken))?.vid).toBe(visit.vid);
    expect((await getDepot(visit.vid, colleagueToken)).status).toBe(Status.noRecord);
    expect(ok(await depotList(colleagueToken, {})).list).toEqual([]);
    expect(ok(await depotList(hostToken, {})).list.map((row) => row.vid)).toContain(visit.vid);
    // The desk that signed the visitor in reads it too.
    expect(ok(await getDepot(visit.vid, await desk()))?.vid).toBe(visit.vid);
  });

  it('refuses an employee the sign-in itself, whatever form it carries', async () => {
    const hostToken = await sessionToken(t, acme, 'employee', host.empid);
    expect((await walkIn({ tid: depotType, depotForm }, hostToken)).status).toBe(Status.noPermission);
  });
});
