import { type AfterHoursVisit, type Page, Status } from '@vestibule/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { insertVisit, novemberAt, setClock } from '../../../test/visit-factories.js';
import { offDutyMinutes } from './after-hours.service.js';

const t = useTestApp();
const now = novemberAt(21, 20);
beforeEach(() => setClock(t, now));

const afterHours = (company: TestCompany, request: Record<string, unknown> = {}) =>
  t.call<Page<AfterHoursVisit>>('getOnSiteAfterHours', { startIndex: 1, requestedCount: 100, ...request }, company.token);
const listed = (page: Page<AfterHoursVisit>) => page.list.map((row) => [row.vname, row.overMinutes]);
const setOffDuty = (company: TestCompany, offDuty: string) =>
  t.ctx.database.db.updateTable('company').set({ offDuty }).where('id', '=', company.userid).execute();

describe(`getOnSiteAfterHours (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  let acme: TestCompany;
  let other: TestCompany;
  beforeAll(async () => {
    setClock(t, now);
    acme = await buildCompany(t);
    other = await buildCompany(t);
    const host = { empName: 'Hannah Host', empNameKey: 'hannah host' };
    const visit = (vname: string, fields: Record<string, unknown>) =>
      insertVisit(t, acme, { vname, appointmentDate: null, ...host, ...fields });
    await visit('Ann Onsite', { visitdate: novemberAt(21, 9) });
    await visit('Bea Left Early', { visitdate: novemberAt(21, 10), signOutDate: novemberAt(21, 17, 30) });
    await visit('Cal Left Late', { visitdate: novemberAt(21, 10), signOutDate: novemberAt(21, 18, 45) });
    await visit('Dan Yesterday', { visitdate: novemberAt(20, 9) });
    await insertVisit(t, acme, { vname: 'Eve Expected', appointmentDate: novemberAt(21, 10) });
    await insertVisit(t, other, { vname: 'Ann Elsewhere', visitdate: novemberAt(21, 9), appointmentDate: null });
  });

  it("lists today's visitors on site after off-duty time (18:00 by default), with the minutes over", async () => {
    const answer = await afterHours(acme);
    expect(answer.status).toBe(0);
    expect(listed(answer.result).sort()).toEqual([
      ['Ann Onsite', 120],
      ['Cal Left Late', 45],
    ]);
    expect(answer.result).toMatchObject({ count: 2, pageNo: 1 });
    // Another company's visitor on site is not in the list.
    expect(answer.result.list.every((row) => row.userid === acme.userid)).toBe(true);
  });

  it('takes a day range as YYYY-MM-DD or as the JS Dates the original console sends', async () => {
    const byDay = await afterHours(acme, { startDate: '2026-11-20', endDate: '2026-11-21' });
    expect(listed(byDay.result)).toEqual([
      ['Cal Left Late', 45],
      ['Ann Onsite', 120],
      ['Dan Yesterday', 26 * 60],
    ]);
    const byDate = await afterHours(acme, {
      startDate: new Date(2026, 10, 20).toISOString(),
      endDate: new Date(2026, 10, 20).toISOString(),
    });
    expect(listed(byDate.result)).toEqual([['Dan Yesterday', 26 * 60]]);
  });

  it('filters by visitor and host name prefixes and pages', async () => {
    const range = { startDate: '2026-11-20', endDate: '2026-11-21' };
    expect(listed((await afterHours(acme, { ...range, name: 'da' })).result)).toEqual([['Dan Yesterday', 26 * 60]]);
    expect((await afterHours(acme, { ...range, empName: 'hann' })).result.count).toBe(3);
    expect((await afterHours(acme, { ...range, empName: 'nobody' })).result.count).toBe(0);
    const second = await afterHours(acme, { ...range, startIndex: 3, requestedCount: 2 });
    expect(second.result).toMatchObject({ count: 3, pageNo: 2 });
    expect(listed(second.result)).toEqual([['Dan Yesterday', 26 * 60]]);
  });

  it("follows the company's offDuty setting", async () => {
    await setOffDuty(acme, '19:30');
    try {
      expect(listed((await afterHours(acme)).result)).toEqual([['Ann Onsite', 30]]);
      await setOffDuty(acme, '21:00');
      expect((await afterHours(acme)).result.count).toBe(0);
    } finally {
      await setOffDuty(acme, '18:00');
    }
  });

  it('refuses a range that ends before it starts, or is longer than a year, naming endDate (604)', async () => {
    const backwards = await afterHours(acme, { startDate: '2026-11-21', endDate: '2026-11-20' });
    expect(backwards).toMatchObject({ status: Status.invalidField });
    expect(backwards.reason).toContain('endDate');
    const long = await afterHours(acme, { startDate: '2024-01-01', endDate: '2026-11-20' });
    expect(long).toMatchObject({ status: Status.invalidField });
    expect(long.reason).toContain('endDate');
    expect((await afterHours(acme, { startDate: 'yesterday' })).status).toBe(Status.invalidField);
  });

  it('refuses the widest range instants allow at once, without walking it (it held the server before)', async () => {
    const widest = await afterHours(acme, { startDate: 0, endDate: 8_640_000_000_000_000 });
    expect(widest).toMatchObject({ status: Status.invalidField });
    expect(widest.reason).toContain('endDate');
    for (const beyond of [1e300, 8_640_000_000_000_001]) {
      expect((await afterHours(acme, { startDate: beyond, endDate: beyond })).status).toBe(Status.invalidField);
    }
    const millennia = await afterHours(acme, { startDate: '0001-01-01', endDate: '9999-12-31' });
    expect(millennia).toMatchObject({ status: Status.invalidField });
  });

  it('reads off-duty times as HH:mm, falling back to 18:00', () => {
    expect(offDutyMinutes('17:45')).toBe(17 * 60 + 45);
    expect(offDutyMinutes('9:05')).toBe(9 * 60 + 5);
    expect(offDutyMinutes('')).toBe(18 * 60);
  });
});
