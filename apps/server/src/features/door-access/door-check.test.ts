import type { AccessRecord, InvitationView, Page } from '@vestibule/contract';
import { Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testInvitationSecret, useTestApp } from '../../../test/api-harness.js';
import { addDoorGroup, addReader, checkAt, doorCodeOf, type TestReader } from '../../../test/door-access-factories.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { buildEmployee, newPhone, sheetRows } from '../../../test/people-factories.js';
import { buildAppointment, insertVisit } from '../../../test/visit-factories.js';
import { addVisitorType } from '../../../test/visitor-type-factories.js';
import { signInvitationToken } from '../invitations/invitation-token.js';
import { setPlan } from '../plans/plans.service.js';
import { signBadgeCode } from '../visits/badge-code.js';
import { readDoorCode } from './door-code.js';

/*
 * The door's decision through HTTP, one visit per case: who opens which door,
 * when, with which code, and what is recorded of it.
 */

const t = useTestApp();
const day = 24 * 60 * 60_000;
const dialect = process.env.TEST_DIALECT ?? 'sqlite';
let acme: TestCompany;
let other: TestCompany;
let lobby: number;
let welcome: number;
let lobbyReader: TestReader;
let welcomeReader: TestReader;
let otherReader: TestReader;

beforeAll(async () => {
  acme = await buildCompany(t);
  other = await buildCompany(t);
  lobby = await addDoorGroup(t, acme);
  welcome = await addDoorGroup(t, acme, { etype: 1, openAfterAuth: 1 });
  lobbyReader = await addReader(t, acme, [lobby]);
  welcomeReader = await addReader(t, acme, [welcome]);
  otherReader = await addReader(t, other, [await addDoorGroup(t, other)]);
});

const recordsOf = (company: TestCompany) =>
  t.ctx.database.db.selectFrom('accessRecord').selectAll().where('companyId', '=', company.userid).execute();

const now = () => t.clock.now();
type VisitFields = Parameters<typeof insertVisit>[2];
/** A walk-in who signed in a minute ago. */
const signedIn = (fields: VisitFields = {}): VisitFields => ({ signinType: 0, visitdate: now() - 60_000, ...fields });
const ofLobby = () => String(lobby);
const ofWelcome = () => String(welcome);

interface Arranged {
  reader: TestReader;
  scan: Record<string, unknown>;
}
type Case = [string, () => Promise<Arranged>, boolean, string];

const withDoorCode = async (reader: TestReader, fields: VisitFields): Promise<Arranged> => ({
  reader,
  scan: { code: await doorCodeOf(t, acme, await insertVisit(t, acme, fields)), direction: 'in' },
});

describe(`door check (${dialect})`, () => {
  it.each<Case>([
    [
      'a visitor signed in today, at a door of their group',
      () => withDoorCode(lobbyReader, signedIn({ egids: ofLobby() })),
      true,
      'signedIn',
    ],
    [
      'a visitor of a type whose groups open the door (the visit names none)',
      async () => {
        const tid = await addVisitorType(t, acme, `Contractor ${newPhone()}`, { egids: ofLobby() });
        return withDoorCode(lobbyReader, signedIn({ tid }));
      },
      true,
      'signedIn',
    ],
    [
      "a visitor whose host's groups open the door (neither visit nor type names any)",
      async () => {
        const host = await buildEmployee(t, acme, { egids: ofLobby() });
        return withDoorCode(lobbyReader, signedIn({ empid: host.empid }));
      },
      true,
      'signedIn',
    ],
    [
      'a signed-in visitor showing the badge',
      async () => {
        const vid = await insertVisit(t, acme, signedIn({ egids: ofLobby() }));
        return { reader: lobbyReader, scan: { code: signBadgeCode(vid, acme.userid, testInvitationSecret) } };
      },
      true,
      'signedIn',
    ],
    [
      'an authorised invitation before sign-in, at a door that opens on authorisation',
      async () => {
        const vid = await insertVisit(t, acme, { signinType: 2, permission: 1, appointmentDate: now(), egids: ofWelcome() });
        const code = signInvitationToken(
          { vid, companyId: acme.userid, validFrom: now() - day, validUntil: now() + day },
          testInvitationSecret,
        );
        return { reader: welcomeReader, scan: { code } };
      },
      true,
      'authorised',
    ],
    [
      'a visitor pre-registered with door groups (addAppointment egids), before sign-in',
      async () => {
        const host = await buildEmployee(t, acme);
        const vid = await buildAppointment(t, acme.token, { empid: host.empid, egids: ofWelcome() });
        return { reader: welcomeReader, scan: { code: await doorCodeOf(t, acme, vid) } };
      },
      true,
      'authorised',
    ],
    [
      'a visitor of a type given door groups later (updateVisitorType egids)',
      async () => {
        const vType = `Supplier ${newPhone()}`;
        const tid = await addVisitorType(t, acme, vType);
        await t.call('updateVisitorType', { tid, vType, egids: ofLobby() }, acme.token);
        return withDoorCode(lobbyReader, signedIn({ tid }));
      },
      true,
      'signedIn',
    ],
    [
      'an invitation before sign-in, at a door that waits for sign-in',
      () => withDoorCode(lobbyReader, { signinType: 2, appointmentDate: now(), egids: ofLobby() }),
      false,
      'notSignedIn',
    ],
    [
      'an invitation before its window',
      () => withDoorCode(welcomeReader, { signinType: 2, appointmentDate: now() + 2 * day, qrcodeType: 1, egids: ofWelcome() }),
      false,
      'beforeWindow',
    ],
    [
      'a visit after its window (signed in days ago, never out)',
      () => withDoorCode(lobbyReader, signedIn({ visitdate: now() - 3 * day, egids: ofLobby() })),
      false,
      'afterWindow',
    ],
    ['a door of another group', () => withDoorCode(lobbyReader, signedIn({ egids: ofWelcome() })), false, 'wrongGroup'],
    [
      'a visitor who signed out',
      () => withDoorCode(lobbyReader, signedIn({ signOutDate: now() - 1000, egids: ofLobby() })),
      false,
      'signedOut',
    ],
    [
      'a visitor blacklisted after the invitation',
      async () => {
        const phone = newPhone();
        const arranged = await withDoorCode(lobbyReader, signedIn({ vphone: phone, egids: ofLobby() }));
        await t.call('updateblackListSwitch', { blackListSwitch: 1 }, acme.token);
        await t.call('addBlacklist', { name: 'Mallory', phone }, acme.token);
        return arranged;
      },
      false,
      'blacklisted',
    ],
    [
      'a forged door code (the visit id changed)',
      async () => {
        const { reader, scan } = await withDoorCode(lobbyReader, signedIn({ egids: ofLobby() }));
        const parts = String(scan.code).split('.');
        parts[2] = String(Number(parts[2]) + 1);
        return { reader, scan: { code: parts.join('.') } };
      },
      false,
      'forgedCode',
    ],
    [
      'an expired invitation code',
      async () => {
        const vid = await insertVisit(t, acme, { signinType: 2, appointmentDate: now() - 5 * day, egids: ofWelcome() });
        const code = signInvitationToken(
          { vid, companyId: acme.userid, validFrom: now() - 5 * day, validUntil: now() - 4 * day },
          testInvitationSecret,
        );
        return { reader: welcomeReader, scan: { code } };
      },
      false,
      'afterWindow',
    ],
    ['text that is no code', async () => ({ reader: lobbyReader, scan: { code: 'B.12.not-a-signature' } }), false, 'unknownCode'],
    [
      'an employee holding their card at a door of their group',
      async () => {
        const cardNo = `C${newPhone()}`;
        await buildEmployee(t, acme, { cardNo, egids: ofLobby() });
        return { reader: lobbyReader, scan: { cardNo, direction: 'out' } };
      },
      true,
      'employee',
    ],
    [
      'an employee at a visitors-only door',
      async () => {
        const cardNo = `C${newPhone()}`;
        await buildEmployee(t, acme, { cardNo, egids: ofWelcome() });
        return { reader: welcomeReader, scan: { cardNo } };
      },
      false,
      'wrongGroup',
    ],
  ])('%s', async (_case, arrange, open, reason) => {
    const { reader, scan } = await arrange();
    const before = (await recordsOf(acme)).length;
    expect(await checkAt(t, reader, scan)).toMatchObject({ status: 0, result: { open, reason } });
    const records = await recordsOf(acme);
    expect(records).toHaveLength(before + 1);
    expect(records.find((record) => record.reason === reason && record.openStatus === (open ? 1 : 0))).toBeDefined();
  });

  it("refuses acme's visitor at another company's reader, recording nothing in acme", async () => {
    const { scan } = await withDoorCode(lobbyReader, signedIn({ egids: ofLobby() }));
    const before = (await recordsOf(acme)).length;
    expect(await checkAt(t, otherReader, scan)).toMatchObject({ status: 0, result: { open: false, reason: 'unknownCode' } });
    expect(await recordsOf(acme)).toHaveLength(before);
    expect((await recordsOf(other)).at(-1)).toMatchObject({ vid: 0, name: '', reason: 'unknownCode' });
  });

  it('answers 27 to an unknown device or a wrong secret, recording nothing anywhere', async () => {
    const { scan } = await withDoorCode(lobbyReader, signedIn({ egids: ofLobby() }));
    const all = () => t.ctx.database.db.selectFrom('accessRecord').select('id').execute();
    const before = (await all()).length;
    const unknown = await checkAt(t, { ...lobbyReader, deviceCode: 'no-such-reader' }, scan);
    const wrongSecret = await checkAt(t, { ...lobbyReader, deviceSecret: 'f'.repeat(64) }, scan);
    const otherSecret = await checkAt(t, { ...lobbyReader, deviceSecret: otherReader.deviceSecret }, scan);
    for (const answer of [unknown, wrongSecret, otherSecret]) {
      expect(answer).toMatchObject({ status: Status.invalidToken, reason: 'The device is not recognised', result: null });
    }
    expect(await all()).toHaveLength(before);
  });

  it('answers a read sent again with its first decision, recording it once', async () => {
    const vid = await insertVisit(t, acme, signedIn({ egids: ofLobby() }));
    const scan = { code: await doorCodeOf(t, acme, vid), recordId: `read-${vid}` };
    expect((await checkAt(t, lobbyReader, scan)).result).toEqual({ open: true, reason: 'signedIn' });
    await t.ctx.database.db.updateTable('visit').set({ signOutDate: now() }).where('id', '=', vid).execute();
    expect((await checkAt(t, lobbyReader, scan)).result).toEqual({ open: true, reason: 'signedIn' });
    expect((await checkAt(t, lobbyReader, { code: scan.code })).result).toEqual({ open: false, reason: 'signedOut' });
    expect((await recordsOf(acme)).filter((record) => record.vid === vid)).toHaveLength(2);
  });

  it('gives a reader the door key its offline decisions need, and takes its records once', async () => {
    const key = await t.call<{ userid: number; doorKey: string; groups: Array<{ egid: number }> }>('getDoorKey', {
      deviceCode: lobbyReader.deviceCode,
      deviceSecret: lobbyReader.deviceSecret,
    });
    expect(key.result).toMatchObject({ userid: acme.userid, groups: [{ egid: lobby, status: 1 }] });
    const vid = await insertVisit(t, acme, signedIn({ egids: ofLobby() }));
    const code = await doorCodeOf(t, acme, vid);
    expect(readDoorCode(code, key.result.doorKey)).toMatchObject({ companyId: acme.userid, vid, egids: [lobby] });
    expect(readDoorCode(code, 'another key')).toBeUndefined();

    const records = [
      { recordId: `offline-${vid}-1`, code, at: now() - 1000, open: true, reason: 'signedIn', direction: 'in' },
      { recordId: `offline-${vid}-2`, code, at: now() - 500, open: true, reason: 'signedIn', direction: 'out' },
    ];
    const sync = (sent: typeof records) =>
      t.call('syncDoorRecords', { deviceCode: lobbyReader.deviceCode, deviceSecret: lobbyReader.deviceSecret, records: sent });
    expect((await sync(records)).result).toEqual({ added: 2, skipped: 0 });
    expect((await sync(records)).result).toEqual({ added: 0, skipped: 2 });
    expect((await recordsOf(acme)).filter((record) => record.vid === vid).map((record) => record.direction)).toEqual([
      'in',
      'out',
    ]);
  });

  it('marks a reader online when it calls in, and a new secret retires the old one', async () => {
    const reader = await addReader(t, acme, [lobby]);
    const onlineOf = async () =>
      (await t.call<Array<{ eid: number; onlineStatus: number }>>('getEquipmentbyUserid', {}, acme.token)).result.find(
        (device) => device.eid === reader.eid,
      )?.onlineStatus;
    expect(await onlineOf()).toBe(0);
    await checkAt(t, reader, { cardNo: 'nobody' });
    expect(await onlineOf()).toBe(1);
    const renewed = await t.call<{ deviceSecret: string }>('resetEquipmentSecret', { eid: reader.eid }, acme.token);
    expect((await checkAt(t, reader, { cardNo: 'nobody' })).status).toBe(Status.invalidToken);
    expect((await checkAt(t, { ...reader, deviceSecret: renewed.result.deviceSecret }, { cardNo: 'nobody' })).status).toBe(0);
  });

  it('filters the records and exports them', async () => {
    const phone = newPhone();
    const vid = await insertVisit(t, acme, signedIn({ vphone: phone, vname: 'Peggy Export', egids: ofLobby() }));
    const code = await doorCodeOf(t, acme, vid);
    await checkAt(t, lobbyReader, { code, direction: 'in' });
    await checkAt(t, welcomeReader, { code, direction: 'in' });
    const search = (name: 'getOpendoorInfo' | 'getRfidRecords', body: Record<string, unknown>) =>
      t.call<Page<AccessRecord>>(name, body, acme.token);

    const both = await search('getOpendoorInfo', { mobile: phone, startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(both.result.count).toBe(2);
    expect(both.result.list[0]).toMatchObject({ vname: 'Peggy Export', mobile: phone, vid: String(vid), passWay: 'qr' });
    expect((await search('getOpendoorInfo', { mobile: phone, openStatus: '1' })).result.list).toMatchObject([
      { deviceCode: lobbyReader.deviceCode, openStatus: '1', reason: 'signedIn' },
    ]);
    expect((await search('getOpendoorInfo', { mobile: phone, deviceCode: welcomeReader.deviceCode })).result.list).toMatchObject([
      { openStatus: '0', reason: 'wrongGroup' },
    ]);
    expect((await search('getRfidRecords', { status: '0,1', startDate: '2026-12-01' })).result.count).toBe(0);
    expect((await search('getOpendoorInfo', { mobile: phone, passWay: 'card' })).result.count).toBe(0);
    expect((await search('getOpendoorInfo', { mobile: phone })).result.list.every((row) => row.userid === acme.userid)).toBe(
      true,
    );
    expect((await t.call<Page<AccessRecord>>('getOpendoorInfo', { mobile: phone }, other.token)).result.count).toBe(0);

    const ticket = async () =>
      (await t.call<{ ticket: string }>('getDownloadTicket', { name: 'ExportRfidRecordsList' }, acme.token)).result.ticket;
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/ExportRfidRecordsList?ticket=${await ticket()}&format=csv&mobile=${phone}`,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\ufeff', '').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Peggy Export');
    expect(lines[1]).toContain('Refused');
    expect(lines[2]).toContain('Opened');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/ExportRfidRecordsList?ticket=${await ticket()}&mobile=${phone}&lang=zh`,
    });
    const rows = sheetRows(xlsx.rawPayload);
    expect(rows[0]).toContain('姓名');
    expect(rows.slice(1).map((row) => row[9])).toEqual(['拒绝', '开门']);
  });
});

describe(`the door pass on the invitation page (${dialect})`, () => {
  const tokenOf = (company: TestCompany, vid: number) =>
    signInvitationToken(
      { vid, companyId: company.userid, validFrom: now() - day, validUntil: now() + day },
      testInvitationSecret,
    );
  const look = (token: string) => t.call<InvitationView>('getAppointmentbySecId', { token });

  it('shows the visit its door code when the plan has door access and the visit opens a group', async () => {
    // Authorised and not yet signed in: the door that opens on authorisation lets the pass through.
    const vid = await insertVisit(t, acme, { egids: ofWelcome() });
    const view = await look(tokenOf(acme, vid));
    expect(view.status).toBe(0);
    expect(view.result.doorCode).toBe(await doorCodeOf(t, acme, vid));
    expect((await checkAt(t, welcomeReader, { code: view.result.doorCode })).result).toMatchObject({ open: true });
  });

  it('shows none without groups, door access, approval or a visit to come, nor for a token of another company', async () => {
    const withoutGroups = (await look(tokenOf(acme, await insertVisit(t, acme)))).result;
    expect(withoutGroups.vid).toBeGreaterThan(0);
    expect(withoutGroups).not.toHaveProperty('doorCode');

    const free = await buildCompany(t);
    const freeGroup = await addDoorGroup(t, free);
    await setPlan(t.ctx, free.userid, 'free');
    const onFreePlan = (await look(tokenOf(free, await insertVisit(t, free, { egids: String(freeGroup) })))).result;
    expect(onFreePlan.vid).toBeGreaterThan(0);
    expect(onFreePlan).not.toHaveProperty('doorCode');

    // Offline readers cannot ask: a visit awaiting approval, refused by the visitor or signed out gets no pass.
    for (const fields of [{ permission: 4 }, { status: 4 }, { visitdate: now() - day, signOutDate: now() - 60_000 }]) {
      const view = (await look(tokenOf(acme, await insertVisit(t, acme, { egids: ofLobby(), ...fields })))).result;
      expect(view.vid).toBeGreaterThan(0);
      expect(view).not.toHaveProperty('doorCode');
    }

    const acmeVisit = await insertVisit(t, acme, { egids: ofLobby() });
    expect(await look(tokenOf(other, acmeVisit))).toMatchObject({ status: Status.invalidLink, result: null });
  });
});
