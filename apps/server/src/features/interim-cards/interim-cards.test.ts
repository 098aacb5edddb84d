import { type InterimCard, type Page, Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchKey } from '../../platform/db/portable.js';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import {
  buildDepartment,
  linkDepartment,
  seedEmployee,
  sessionToken,
  sheetRows,
  type TestEmployee,
} from '../../../test/people-factories.js';

const t = useTestApp();

const list = (token: string, request: Record<string, unknown> = {}) =>
  t.call<Page<InterimCard>>('getInterimCard', { startIndex: 1, requestedCount: 100, ...request }, token);
const ask = (token: string, office = '') => t.call<{ cid: number }>('addInterimCard', { office }, token);
const issue = (token: string, cid: unknown, cardNo: string) => t.call('issueInterimCard', { cid, cardNo }, token);
const giveBack = (token: string, cid: unknown) => t.call('returnInterimCard', { cid }, token);
const refuse = (token: string, cid: unknown, refuseReason: string) => t.call('refuseInterimCard', { cid, refuseReason }, token);

/** Asks and returns the new card's id, failing the test when refused. */
async function asked(token: string, office = '') {
  const answer = await ask(token, office);
  expect(answer, answer.reason).toMatchObject({ status: 0 });
  return answer.result.cid;
}

const ok = (answer: { status: number; reason: string }) => expect(answer, answer.reason).toMatchObject({ status: 0 });

describe(`temporary cards (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  let acme: TestCompany;
  let ann: TestEmployee;
  let bob: TestEmployee;
  let annToken: string;
  let bobToken: string;
  let deskToken: string;
  beforeAll(async () => {
    acme = await buildCompany(t);
    ann = await seedEmployee(t, acme.userid, { empName: 'Ann Archer', empNo: 'A-100', empEmail: 'ann@example.com' });
    bob = await seedEmployee(t, acme.userid, { empName: 'Bob Baker', empNo: 'B-200' });
    await linkDepartment(t, acme.userid, ann.empid, await buildDepartment(t, acme.userid, 'Sales', 'S1'));
    annToken = await sessionToken(t, acme, 'employee', ann.empid);
    bobToken = await sessionToken(t, acme, 'employee', bob.empid);
    const { result: desk } = await t.call<{ id: number }>(
      'AddManager',
      { account: `desk-${acme.userid}`, password: 'desk-Pass1', sname: 'Front Desk', moblie: '13900000001' },
      acme.token,
    );
    deskToken = await sessionToken(t, acme, 'reception', desk.id);
  });

  it('takes a request, lends a card, takes it back; the employee reads each state', async () => {
    const asking = t.clock.now();
    const cid = await asked(annToken, 'Floor 3');
    const own = (await list(annToken)).result;
    expect(own.list).toEqual([
      {
        cid,
        userid: acme.userid,
        empid: ann.empid,
        cardNo: '',
        name: 'Ann Archer',
        email: 'ann@example.com',
        phone: ann.phone,
        deptName: 'Sales',
        empNo: 'A-100',
        office: 'Floor 3',
        icStatus: 0,
        submitTime: asking,
        issueTime: null,
        returnTime: null,
        refuseReason: '',
      },
    ]);

    t.clock.advance(60_000);
    ok(await issue(acme.token, cid, 'T-01'));
    expect((await list(annToken)).result.list[0]).toMatchObject({ icStatus: 1, cardNo: 'T-01', issueTime: t.clock.now() });
    // A second request while one is open names the open one.
    expect(await ask(annToken)).toMatchObject({ status: Status.interimCardOpen, result: cid });
    // The database holds the rule too, for two requests sent at the same moment.
    const openTwice = t.ctx.database.db
      .insertInto('interimCard')
      .values({ companyId: acme.userid, empid: ann.empid, name: ann.empName, nameKey: searchKey(ann.empName), submitTime: 0 })
      .execute();
    await expect(openTwice).rejects.toThrow();

    t.clock.advance(60_000);
    // A reception account at the desk takes it back.
    ok(await giveBack(deskToken, String(cid)));
    expect((await list(annToken)).result.list[0]).toMatchObject({ icStatus: 2, returnTime: t.clock.now() });
    // Once returned, the employee may ask again, and the card number may go out again.
    const again = await asked(annToken);
    ok(await issue(deskToken, again, 'T-01'));
    ok(await giveBack(acme.token, again));
  });

  it('refuses with a reason, and answers 1131 for changes the state does not allow', async () => {
    const cid = await asked(bobToken);
    expect(await refuse(acme.token, cid, '  ')).toMatchObject({
      status: Status.invalidField,
      reason: 'refuseReason: must not be empty',
    });
    ok(await refuse(acme.token, cid, 'No cards left today'));
    expect((await list(bobToken)).result.list[0]).toMatchObject({ icStatus: 3, refuseReason: 'No cards left today', cardNo: '' });

    const refused = await issue(acme.token, cid, 'T-09');
    expect(refused).toMatchObject({ status: Status.interimCardState, result: 3 });
    expect(refused.reason).toBe('cid: the temporary card is refused, not requested');
    expect((await giveBack(acme.token, cid)).status).toBe(Status.interimCardState);
    expect((await refuse(acme.token, cid, 'twice')).status).toBe(Status.interimCardState);

    const waiting = await asked(bobToken);
    expect((await giveBack(acme.token, waiting)).reason).toBe('cid: the temporary card is requested, not issued');
    ok(await refuse(deskToken, waiting, 'Ask your manager'));
  });

  it('lends a card number once while it is out (1130 naming cardNo)', async () => {
    const company = await buildCompany(t);
    const [cat, dan] = await Promise.all([seedEmployee(t, company.userid), seedEmployee(t, company.userid)]);
    const catCard = await asked(await sessionToken(t, company, 'employee', cat.empid));
    const danCard = await asked(await sessionToken(t, company, 'employee', dan.empid));
    ok(await issue(company.token, catCard, 'T-7'));
    expect(await issue(company.token, danCard, 'T-7')).toMatchObject({
      status: Status.interimCardOut,
      reason: 'cardNo: card T-7 is out on another temporary card',
      result: 'cardNo',
    });
    // The database holds the rule too, for two desks issuing at the same moment.
    const outTwice = t.ctx.database.db
      .updateTable('interimCard')
      .set({ icStatus: 1, cardNo: 'T-7' })
      .where('id', '=', danCard)
      .execute();
    await expect(outTwice).rejects.toThrow();
    // Another company's cards are its own business.
    const other = await seedEmployee(t, acme.userid);
    const otherCard = await asked(await sessionToken(t, acme, 'employee', other.empid));
    ok(await issue(acme.token, otherCard, 'T-7'));
    ok(await issue(company.token, danCard, 'T-8'));
  });

  it("shows employees only their own, and treats another company's card as missing (57)", async () => {
    const company = await buildCompany(t);
    const eve = await seedEmployee(t, company.userid, { empName: 'Eve Evans' });
    const eveToken = await sessionToken(t, company, 'employee', eve.empid);
    const eveCard = await asked(eveToken);
    const fay = await seedEmployee(t, company.userid, { empName: 'Fay Fox' });
    const fayToken = await sessionToken(t, company, 'employee', fay.empid);
    await asked(fayToken);

    expect((await list(eveToken)).result.list.map((card) => card.name)).toEqual(['Eve Evans']);
    expect((await list(eveToken, { empid: eve.empid })).result.count).toBe(1);
    expect(await list(eveToken, { empid: fay.empid })).toMatchObject({ status: Status.noPermission });
    expect((await list(company.token)).result.count).toBe(2);
    // Only the desk changes cards.
    expect((await issue(eveToken, eveCard, 'T-1')).status).toBe(Status.noPermission);
    expect((await ask(company.token)).status).toBe(Status.noPermission);

    const stranger = await issue(acme.token, eveCard, 'T-1');
    expect(stranger).toMatchObject({ status: Status.noRecord, result: eveCard });
    expect((await giveBack(acme.token, eveCard)).status).toBe(Status.noRecord);
    expect((await refuse(acme.token, eveCard, 'no')).status).toBe(Status.noRecord);
    expect((await list(acme.token, { empid: eve.empid })).result.count).toBe(0);
  });

  it('filters by days, name and work-number prefixes, part of the card number and status', async () => {
    const company = await buildCompany(t);
    const gus = await seedEmployee(t, company.userid, { empName: 'Gus Gray', empNo: 'G-1' });
    const hal = await seedEmployee(t, company.userid, { empName: 'Hal Hill', empNo: 'H-2' });
    const first = await asked(await sessionToken(t, company, 'employee', gus.empid));
    ok(await issue(company.token, first, 'CARD-0042'));
    ok(await giveBack(company.token, first));
    // Two days on (sessions of two days ago have expired).
    t.clock.advance(2 * 86_400_000);
    const desk = await sessionToken(t, company, 'manager', company.userid);
    const second = await asked(await sessionToken(t, company, 'employee', gus.empid));
    const third = await asked(await sessionToken(t, company, 'employee', hal.empid));
    ok(await issue(desk, third, 'CARD-0107'));

    const ids = async (filter: Record<string, unknown>) => (await list(desk, filter)).result.list.map((card) => card.cid);
    expect(await ids({})).toEqual([third, second, first]);
    expect(await ids({ name: 'gus' })).toEqual([second, first]);
    expect(await ids({ empNo: 'H-' })).toEqual([third]);
    expect(await ids({ cardNo: '010' })).toEqual([third]);
    expect(await ids({ icStatus: '2' })).toEqual([first]);
    expect(await ids({ icStatus: '' })).toHaveLength(3);
    const today = new Date(t.clock.now()).toISOString();
    expect(await ids({ startDate: today, endDate: today })).toEqual([third, second]);
    const before = new Date(t.clock.now() - 86_400_000).toISOString();
    expect(await ids({ endDate: before })).toEqual([first]);
    expect((await list(desk, { icStatus: '7' })).status).toBe(Status.invalidField);
    expect((await list(desk, { startDate: today, endDate: before })).reason).toBe('endDate: must not be before startDate');
  });

  it('exports the filtered list as xlsx and csv through a ticket', async () => {
    const company = await buildCompany(t);
    const ivy = await seedEmployee(t, company.userid, { empName: 'Ivy Ives', empNo: 'I-9' });
    const jon = await seedEmployee(t, company.userid, { empName: 'Jon Jay', empNo: 'J-8' });
    const ivyCard = await asked(await sessionToken(t, company, 'employee', ivy.empid), 'Lobby, east');
    await asked(await sessionToken(t, company, 'employee', jon.empid));
    ok(await issue(company.token, ivyCard, '=T-5'));

    const ticket = async (params: Record<string, string> = {}) => {
      const answer = await t.call<{ url: string }>('getDownloadTicket', { name: 'ExportInterimCardList', params }, company.token);
      expect(answer.status).toBe(0);
      return answer.result.url;
    };
    const xlsx = await t.app.inject({ method: 'GET', url: `${await ticket()}&icStatus=1` });
    expect(xlsx.headers['content-disposition']).toContain('temporary-cards.xlsx');
    const issuedAt = new Date(t.clock.now());
    const minute = `${issuedAt.getFullYear()}-${String(issuedAt.getMonth() + 1).padStart(2, '0')}-${String(issuedAt.getDate()).padStart(2, '0')} ${String(issuedAt.getHours()).padStart(2, '0')}:${String(issuedAt.getMinutes()).padStart(2, '0')}`;
    expect(sheetRows(xlsx.rawPayload)).toEqual([
      [
        'Name',
        'Work number',
        'Department',
        'Phone',
        'Email',
        'Office',
        'Card number',
        'Status',
        'Requested',
        'Issued',
        'Returned',
        'Refusal reason',
      ],
      // A value starting with = is written as text, never as a formula.
      ['Ivy Ives', 'I-9', '', ivy.phone, '', 'Lobby, east', "'=T-5", 'Issued', minute, minute, '', ''],
    ]);

    const csv = await t.app.inject({ method: 'GET', url: `${await ticket({ lang: 'zh' })}&format=csv` });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('姓名,工号,部门,手机,邮箱,办公地点,卡号,状态,申请时间,发卡时间,归还时间,拒绝原因');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Jon Jay', 'Ivy Ives']);
    expect(lines[2]).toContain('"Lobby, east"');
    expect(lines[1]).toContain('已申请');

    // Employees ask for no export.
    const employeeTicket = await t.call(
      'getDownloadTicket',
      { name: 'ExportInterimCardList' },
      await sessionToken(t, company, 'employee', ivy.empid),
    );
    expect(employeeTicket.status).toBe(Status.noPermission);
  });
});
