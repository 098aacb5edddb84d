import type { AccessRecord, Page, ResidentCode } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, ymdOf } from '../../platform/calendar.js';
import { useTestApp } from '../../../test/api-harness.js';
import { addDoorGroup, addReader, checkAt, type TestReader } from '../../../test/door-access-factories.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { newPhone } from '../../../test/people-factories.js';
import { validIdNumber } from '../../../test/visit-factories.js';

/*
 * Residents at the doors (decision 0035, "Doors"): their code or their linked
 * card opens their groups on their validity days without a desk sign-in, and
 * every decision is recorded naming them.
 */

const t = useTestApp();
const dialect = process.env.TEST_DIALECT ?? 'sqlite';
let acme: TestCompany;
let other: TestCompany;
let lobby: number;
let annex: number;
let staffOnly: number;
let lobbyReader: TestReader;
let annexReader: TestReader;
let staffReader: TestReader;
let otherReader: TestReader;
let today: string;

const ok = <T>(answer: { status: number; reason: string; result: T }) => {
  expect(answer, answer.reason).toMatchObject({ status: 0 });
  return answer.result;
};

beforeAll(async () => {
  acme = await buildCompany(t);
  other = await buildCompany(t);
  lobby = await addDoorGroup(t, acme);
  annex = await addDoorGroup(t, acme);
  staffOnly = await addDoorGroup(t, acme, { etype: 2 });
  lobbyReader = await addReader(t, acme, [lobby]);
  annexReader = await addReader(t, acme, [annex]);
  staffReader = await addReader(t, acme, [staffOnly]);
  otherReader = await addReader(t, other, [await addDoorGroup(t, other)]);
  today = ymdOf(t.clock.now());
});

interface Resident {
  rid: string;
  name: string;
  phone: string;
  code: string;
}

let made = 0;
/** A resident of the lobby, valid today unless told otherwise, with their signed code. */
async function addResident(company: TestCompany, fields: Record<string, unknown> = {}): Promise<Resident> {
  made += 1;
  const name = `Rita Resident ${made}`;
  const phone = newPhone();
  const rid = ok(
    await t.call<string>(
      'addResidentVisitor',
      { name, phone, company: 'Glass Co', startDate: today, endDate: today, egids: String(lobby), ...fields },
      company.token,
    ),
  );
  const { code } = ok(await t.call<ResidentCode>('getRvQrcode', { rid }, company.token));
  return { rid, name, phone, code };
}

const recordsOf = (company: TestCompany) =>
  t.ctx.database.db.selectFrom('accessRecord').selectAll().where('companyId', '=', company.userid).orderBy('id').execute();

const linkCard = async (resident: Resident) => {
  const cardNo = `RC${newPhone()}`;
  ok(await t.call('SynchronCardNo', { rid: resident.rid, cardNo }, acme.token));
  return cardNo;
};

type Case = [string, () => Promise<{ resident: Resident; reader: TestReader; scan: Record<string, unknown> }>, boolean, string];

describe(`residents at the doors (${dialect})`, () => {
  it.each<Case>([
    [
      'a resident showing their code at a door of their group, never signed in at the desk',
      async () => {
        const resident = await addResident(acme);
        return { resident, reader: lobbyReader, scan: { code: resident.code, direction: 'in' } };
      },
      true,
      'resident',
    ],
    [
      'a resident holding the card linked to them',
      async () => {
        const resident = await addResident(acme);
        return { resident, reader: lobbyReader, scan: { cardNo: await linkCard(resident), direction: 'out' } };
      },
      true,
      'resident',
    ],
    [
      'a resident given the group later (updateResidentVisitor egids)',
      async () => {
        const resident = await addResident(acme, { egids: String(staffOnly) });
        ok(await t.call('updateResidentVisitor', { rid: resident.rid, name: resident.name, egids: [lobby, annex] }, acme.token));
        return { resident, reader: annexReader, scan: { code: resident.code } };
      },
      true,
      'resident',
    ],
    [
      'a resident before their first day',
      async () => {
        const resident = await addResident(acme, { startDate: addDays(today, 1), endDate: addDays(today, 5) });
        return { resident, reader: lobbyReader, scan: { code: resident.code } };
      },
      false,
      'beforeWindow',
    ],
    [
      'a resident after their last day, with their card',
      async () => {
        const resident = await addResident(acme, { startDate: addDays(today, -5), endDate: addDays(today, -1) });
        return { resident, reader: lobbyReader, scan: { cardNo: await linkCard(resident) } };
      },
      false,
      'afterWindow',
    ],
    [
      'a resident at a door of another group',
      async () => {
        const resident = await addResident(acme);
        return { resident, reader: annexReader, scan: { code: resident.code } };
      },
      false,
      'wrongGroup',
    ],
    [
      'a resident at an employees-only door, even of their own group',
      async () => {
        const resident = await addResident(acme, { egids: String(staffOnly) });
        return { resident, reader: staffReader, scan: { code: resident.code } };
      },
      false,
      'wrongGroup',
    ],
    [
      'a resident put on the blacklist by phone',
      async () => {
        const resident = await addResident(acme);
        ok(await t.call('updateblackListSwitch', { blackListSwitch: 1 }, acme.token));
        ok(await t.call('addBlacklist', { name: 'Barred', phone: resident.phone, credentialNo: '' }, acme.token));
        return { resident, reader: lobbyReader, scan: { code: resident.code } };
      },
      false,
      'blacklisted',
    ],
    [
      'a resident put on the blacklist by ID number, with their card',
      async () => {
        const cardid = validIdNumber;
        const resident = await addResident(acme, { cardid });
        ok(await t.call('updateblackListSwitch', { blackListSwitch: 1 }, acme.token));
        ok(await t.call('addBlacklist', { name: 'Barred', phone: '', credentialNo: cardid }, acme.token));
        return { resident, reader: lobbyReader, scan: { cardNo: await linkCard(resident) } };
      },
      false,
      'blacklisted',
    ],
  ])('%s', async (_case, arrange, open, reason) => {
    const { resident, reader, scan } = await arrange();
    const before = (await recordsOf(acme)).length;
    expect(await checkAt(t, reader, scan)).toMatchObject({ status: 0, result: { open, reason } });
    const records = await recordsOf(acme);
    expect(records).toHaveLength(before + 1);
    expect(records.at(-1)).toMatchObject({
      vid: 0,
      empid: 0,
      name: resident.name,
      phone: resident.phone,
      visitorCompany: 'Glass Co',
      vtype: 'resident',
      openStatus: open ? 1 : 0,
      reason,
      passWay: scan.code ? 'qr' : 'card',
    });
  });

  it('opens without a visit being made: the door is the entry', async () => {
    const resident = await addResident(acme);
    expect((await checkAt(t, lobbyReader, { code: resident.code })).result).toEqual({ open: true, reason: 'resident' });
    const visits = await t.ctx.database.db.selectFrom('visit').select('id').where('vphone', '=', resident.phone).execute();
    expect(visits).toHaveLength(0);
  });

  it("refuses a deleted resident's code and card as unknown, naming no one", async () => {
    const resident = await addResident(acme);
    const cardNo = await linkCard(resident);
    ok(await t.call('delResidentVisitor', { rids: [resident.rid] }, acme.token));
    for (const scan of [{ code: resident.code }, { cardNo }]) {
      expect((await checkAt(t, lobbyReader, scan)).result).toEqual({ open: false, reason: 'unknownCode' });
      expect((await recordsOf(acme)).at(-1)).toMatchObject({ name: '', phone: '', vtype: '', reason: 'unknownCode' });
    }
  });

  it('refuses a forged code and another company’s resident code as unknown, never naming that resident', async () => {
    const resident = await addResident(acme);
    const forged = resident.code.replace(/\.[\w-]{16}$/, `.${'A'.repeat(16)}`);
    // Acme's groups are not theirs to give: this resident has none.
    const theirs = await addResident(other, { egids: undefined });
    // Another company's resident with the same rid shape: their code is signed for them, not for acme.
    for (const code of [forged, theirs.code, `R.${resident.rid}.${theirs.code.split('.')[2]}`]) {
      expect((await checkAt(t, lobbyReader, { code })).result).toEqual({ open: false, reason: 'unknownCode' });
      expect((await recordsOf(acme)).at(-1)).toMatchObject({ name: '', reason: 'unknownCode' });
    }
    const acmeBefore = (await recordsOf(acme)).length;
    expect((await checkAt(t, otherReader, { code: resident.code })).result).toEqual({ open: false, reason: 'unknownCode' });
    expect(await recordsOf(acme)).toHaveLength(acmeBefore);
    expect((await recordsOf(other)).at(-1)).toMatchObject({ name: '', phone: '', reason: 'unknownCode' });
  });

  it('takes an offline reader’s resident decisions once, naming the resident', async () => {
    const resident = await addResident(acme);
    const records = [
      { recordId: `res-${resident.rid}`, code: resident.code, at: t.clock.now() - 1000, open: true, reason: 'resident' },
    ];
    const sync = () =>
      t.call('syncDoorRecords', { deviceCode: lobbyReader.deviceCode, deviceSecret: lobbyReader.deviceSecret, records });
    expect(ok(await sync())).toEqual({ added: 1, skipped: 0 });
    expect(ok(await sync())).toEqual({ added: 0, skipped: 1 });
    expect((await recordsOf(acme)).filter((record) => record.phone === resident.phone)).toMatchObject([
      { name: resident.name, vtype: 'resident', reason: 'resident', openStatus: 1 },
    ]);
  });

  it('lists residents in the access records with their reasons', async () => {
    const resident = await addResident(acme);
    await checkAt(t, lobbyReader, { code: resident.code, direction: 'in' });
    await checkAt(t, annexReader, { code: resident.code, direction: 'in' });
    const listed = ok(await t.call<Page<AccessRecord>>('getOpendoorInfo', { mobile: resident.phone }, acme.token));
    expect(listed.count).toBe(2);
    expect(listed.list).toMatchObject([
      {
        vname: resident.name,
        mobile: resident.phone,
        vtype: 'resident',
        company: 'Glass Co',
        vid: '',
        openStatus: '0',
        reason: 'wrongGroup',
      },
      { vname: resident.name, deviceCode: lobbyReader.deviceCode, openStatus: '1', reason: 'resident', passWay: 'qr' },
    ]);
    const residentsOnly = ok(await t.call<Page<AccessRecord>>('getOpendoorInfo', { vtype: 'resident' }, acme.token));
    expect(residentsOnly.count).toBeGreaterThanOrEqual(2);
    expect(residentsOnly.list.every((row) => row.vtype === 'resident' && row.empid === 0 && row.vid === '')).toBe(true);
    expect(ok(await t.call<Page<AccessRecord>>('getOpendoorInfo', { mobile: resident.phone }, other.token)).count).toBe(0);
  });
});
