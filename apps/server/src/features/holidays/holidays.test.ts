import { type Holiday, Status, type UserInfo } from '@vestibule/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { startFakeProvider, type FakeProvider } from '../../../test/fake-provider.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { employeeToken, seedEmployee } from '../../../test/people-factories.js';

/* The holiday calendar (/calendar): marked days, 223, the public list import, the passable hours. */

let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(async () => {
  await provider.close();
});
const t = useTestApp(
  {},
  {
    get holidayApiUrl() {
      return provider.url;
    },
  },
);

const local = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).getTime();
};
const yearOf = async (company: TestCompany, hdate: unknown) =>
  (await t.call<Holiday[]>('getHoliday', { hdate }, company.token)).result;

describe(`holiday calendar (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('marks a day from an ISO date, ymd or epoch ms; hid is the day as epoch ms; getHoliday lists the year in order', async () => {
    const company = await buildCompany(t);
    const added = await t.call<{ hid: string }>(
      'addHoliday',
      { hdate: new Date(local('2026-10-01')).toISOString(), remark: 'National Day', passFlag: '0' },
      company.token,
    );
    expect(added).toMatchObject({ status: 0, result: { hid: String(local('2026-10-01')) } });
    expect((await t.call('addHoliday', { hdate: '2026-09-27', remark: 'Make-up', passFlag: 1 }, company.token)).status).toBe(0);
    expect((await t.call('addHoliday', { hdate: local('2027-01-01'), passFlag: 0 }, company.token)).status).toBe(0);

    expect(await yearOf(company, '2026-06-01')).toEqual([
      {
        hid: String(local('2026-09-27')),
        userid: company.userid,
        hdate: local('2026-09-27'),
        remark: 'Make-up',
        passFlag: 1,
        rid: 0,
      },
      { hid: added.result.hid, userid: company.userid, hdate: local('2026-10-01'), remark: 'National Day', passFlag: 0, rid: 0 },
    ]);
    expect((await yearOf(company, local('2027-03-03'))).map((day) => day.remark)).toEqual(['']);
  });

  it('answers the original console at /qcvisit/ with its own body (userid, an ISO hdate)', async () => {
    const company = await buildCompany(t);
    const hdate = new Date(local('2026-02-17')).toISOString();
    const added = await t.call(
      'addHoliday',
      { userid: company.userid, hdate, remark: 'Spring Festival', passFlag: 0 },
      company.token,
      '/qcvisit/',
    );
    expect(added.status).toBe(0);
    const listed = await t.call<Holiday[]>('getHoliday', { userid: company.userid, hdate }, company.token, '/qcvisit/');
    expect(listed.result).toMatchObject([{ hid: String(local('2026-02-17')), remark: 'Spring Festival', passFlag: 0 }]);
  });

  it('refuses a day marked twice with 223, naming hdate', async () => {
    const company = await buildCompany(t);
    await t.call('addHoliday', { hdate: '2026-05-01', remark: 'Labour Day', passFlag: 0 }, company.token);
    const again = await t.call('addHoliday', { hdate: '2026-05-01', remark: 'again', passFlag: 1 }, company.token);
    expect(again).toMatchObject({ status: Status.dateRepeated, result: 'hdate' });
    expect(await yearOf(company, '2026-05-01')).toMatchObject([{ remark: 'Labour Day', passFlag: 0 }]);
  });

  it('updates a day (moving it to a marked day is 223) and deletes it; an unknown hid is 57', async () => {
    const company = await buildCompany(t);
    const { hid } = (await t.call<{ hid: string }>('addHoliday', { hdate: '2026-06-19', passFlag: 0 }, company.token)).result;
    await t.call('addHoliday', { hdate: '2026-06-20', passFlag: 0 }, company.token);
    const moved = await t.call<{ hid: string }>(
      'updateHoliday',
      { hid, hdate: '2026-06-22', remark: 'Dragon Boat', passFlag: 0 },
      company.token,
    );
    expect(moved).toMatchObject({ status: 0, result: { hid: String(local('2026-06-22')) } });
    const clash = await t.call('updateHoliday', { hid: moved.result.hid, hdate: '2026-06-20', passFlag: 1 }, company.token);
    expect(clash.status).toBe(Status.dateRepeated);
    expect((await t.call('updateHoliday', { hid, hdate: '2026-06-25', passFlag: 1 }, company.token)).status).toBe(
      Status.noRecord,
    );
    expect((await t.call('delHoliday', { hid: moved.result.hid }, company.token)).status).toBe(0);
    expect((await t.call('delHoliday', { hid: moved.result.hid }, company.token)).status).toBe(Status.noRecord);
    // Past the range of a date: names no day.
    expect((await t.call('delHoliday', { hid: '9999999999999999' }, company.token)).status).toBe(Status.noRecord);
    expect((await yearOf(company, '2026-01-01')).map((day) => day.hdate)).toEqual([local('2026-06-20')]);
  });

  it("never shows or changes another company's days", async () => {
    const [mine, theirs] = [await buildCompany(t), await buildCompany(t)];
    const { hid } = (
      await t.call<{ hid: string }>('addHoliday', { hdate: '2026-04-05', remark: 'Theirs', passFlag: 0 }, theirs.token)
    ).result;
    expect(await yearOf(mine, '2026-04-05')).toEqual([]);
    expect((await t.call('delHoliday', { hid }, mine.token)).status).toBe(Status.noRecord);
    expect((await t.call('updateHoliday', { hid, hdate: '2026-04-06', passFlag: 1 }, mine.token)).status).toBe(Status.noRecord);
    expect(await yearOf(theirs, '2026-04-05')).toMatchObject([{ remark: 'Theirs', passFlag: 0 }]);
  });

  it('is for managers: an employee gets 610; bad fields are 604 naming them', async () => {
    const company = await buildCompany(t);
    const employee = await seedEmployee(t, company.userid);
    const token = await employeeToken(t, employee);
    expect((await t.call('addHoliday', { hdate: '2026-05-01', passFlag: 0 }, token)).status).toBe(Status.noPermission);
    const badFlag = await t.call('addHoliday', { hdate: '2026-05-01', passFlag: 2 }, company.token);
    expect(badFlag.status).toBe(Status.invalidField);
    expect(badFlag.reason).toContain('passFlag');
    const badDate = await t.call('addHoliday', { hdate: 'May Day', passFlag: 0 }, company.token);
    expect(badDate.reason).toContain('hdate');
  });

  it('imports a year of the public list: GET /api/holiday/year/{year}; marked days are skipped and kept', async () => {
    const company = await buildCompany(t);
    await t.call('addHoliday', { hdate: '2026-10-01', remark: 'Our own', passFlag: 1 }, company.token);
    provider.reset();
    provider.on('GET /api/holiday/year/2026', {
      body: {
        code: 0,
        holiday: {
          '01-01': { holiday: true, name: '元旦', wage: 3, date: '2026-01-01' },
          '01-04': { holiday: false, name: '元旦后补班', wage: 1, after: true, target: '元旦', date: '2026-01-04' },
          '10-01': { holiday: true, name: '国庆节', wage: 3, date: '2026-10-01' },
        },
      },
    });
    const answer = await t.call('getHolidayFromTP', { year: '2026' }, company.token);
    expect(answer).toMatchObject({ status: 0, result: { year: 2026, added: 2, skipped: 1 } });
    expect(provider.received).toHaveLength(1);
    expect(provider.received[0]).toMatchObject({ method: 'GET', path: '/api/holiday/year/2026', query: {} });
    expect(await yearOf(company, '2026-01-01')).toMatchObject([
      { hdate: local('2026-01-01'), remark: '元旦', passFlag: 0 },
      { hdate: local('2026-01-04'), remark: '元旦后补班', passFlag: 1 },
      { hdate: local('2026-10-01'), remark: 'Our own', passFlag: 1 },
    ]);
    const repeat = await t.call('getHolidayFromTP', { year: 2026 }, company.token);
    expect(repeat).toMatchObject({ status: 0, result: { added: 0, skipped: 3 } });
  });

  it('answers 227 when the public list cannot be read, and marks nothing', async () => {
    const company = await buildCompany(t);
    provider.reset();
    provider.on('GET /api/holiday/year/2025', { status: 503, body: { error: 'busy' } });
    provider.on('GET /api/holiday/year/2024', { body: { code: -1, message: 'bad year' } });
    for (const year of [2025, 2024]) {
      const answer = await t.call('getHolidayFromTP', { year }, company.token);
      expect(answer.status).toBe(Status.holidayImportFailed);
    }
    expect(await yearOf(company, '2025-01-01')).toEqual([]);
  });

  it('stores the passable hours ("HH:mm"), read back by GetUserInfo; other forms are 604', async () => {
    const company = await buildCompany(t);
    const answer = await t.call('updatePassableTime', { passableSTime: '22:00', passableETime: '06:30' }, company.token);
    expect(answer, t.takeLoggedErrors()).toMatchObject({ status: 0, result: null });
    const info = (await t.call<UserInfo>('GetUserInfo', {}, company.token)).result;
    expect(info).toMatchObject({ passableSTime: '22:00', passableETime: '06:30' });
    const bad = await t.call('updatePassableTime', { passableSTime: '8:30', passableETime: '24:00' }, company.token);
    expect(bad.status).toBe(Status.invalidField);
    expect(bad.reason).toContain('passableSTime');
  });
});
