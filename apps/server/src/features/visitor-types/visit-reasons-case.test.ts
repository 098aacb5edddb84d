import type { Visit, VisitWithTimeline } from '@vestibule/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { addDesk } from '../../../test/front-desk-factories.js';
import { seedEmployee, sessionToken, type TestEmployee } from '../../../test/people-factories.js';
import { buildAppointment, novemberAt, setClock } from '../../../test/visit-factories.js';

/* Visit reasons keep their case: the seeded "Business" and a company's own "VIP Guest" go in and come out as given. */

const t = useTestApp();
let acme: TestCompany;
let host: TestEmployee;
let deskId: number;
beforeAll(async () => {
  acme = await buildCompany(t);
  host = await seedEmployee(t, acme.userid, { empName: 'Hannah Host', password: null });
  deskId = (await addDesk(t, acme)).id;
});
beforeEach(() => setClock(t, novemberAt(21, 9)));

const reasons = ['Business', 'VIP Guest'] as const;
const storedReason = async (vid: number) =>
  (await t.ctx.database.db.selectFrom('visit').select('visitType').where('id', '=', vid).executeTakeFirstOrThrow()).visitType;
const answeredReason = async (vid: number) =>
  (await t.call<VisitWithTimeline>('GetVisitorByVid', { vid }, acme.token)).result.visitType;

describe(`visit reasons keep their case (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it("stores and answers the company's reasons exactly as saved", async () => {
    expect((await t.call('GetVisitType', {}, acme.token)).result).toEqual({ inputValue: 'Business,Interview,Delivery,Other' });
    expect((await t.call('updateVisitType', { inputValue: reasons.join(',') }, acme.token)).status).toBe(0);
    expect((await t.call('GetVisitType', {}, acme.token)).result).toEqual({ inputValue: 'Business,VIP Guest' });
    const stored = await t.ctx.database.db
      .selectFrom('visitorExtend')
      .select('inputValue')
      .where('companyId', '=', acme.userid)
      .where('fieldName', '=', 'visitType')
      .executeTakeFirstOrThrow();
    expect(stored.inputValue).toBe('Business,VIP Guest');
  });

  it('keeps the reason of a walk-in as the tablet sends it', async () => {
    const desk = await sessionToken(t, acme, 'reception', deskId);
    for (const [index, visitType] of reasons.entries()) {
      const answer = await t.call<{ visit: Visit }>(
        'UpdatePhoto',
        { name: `Walter ${index}`, phone: `1380000100${index}`, empid: host.empid, visitType },
        desk,
      );
      expect(answer.status, answer.reason).toBe(0);
      expect(answer.result.visit.visitType).toBe(visitType);
      expect(await storedReason(answer.result.visit.vid)).toBe(visitType);
      expect(await answeredReason(answer.result.visit.vid)).toBe(visitType);
    }
  });

  it('keeps the reason of a pre-registration and of an invitation', async () => {
    const staff = await sessionToken(t, acme, 'manager', acme.userid);
    const hostToken = await sessionToken(t, acme, 'employee', host.empid);
    for (const visitType of reasons) {
      const booked = await buildAppointment(t, staff, { empid: host.empid, visitType, sendType: 'none' });
      const invited = await buildAppointment(t, hostToken, { visitType, inviteContent: 'Welcome', sendType: 'sms' });
      for (const vid of [booked, invited]) {
        expect(await storedReason(vid)).toBe(visitType);
        expect(await answeredReason(vid)).toBe(visitType);
      }
    }
  });
});
