import { Status, type Visit } from '@vestibule/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { seedEmployee, sessionToken, type TestEmployee } from '../../../test/people-factories.js';
import { novemberAt, setClock } from '../../../test/visit-factories.js';

/*
 * A visitor's phone and email are checked wherever the visitor is taken in:
 * pre-registration, an employee's invitation and a walk-in (604 naming the
 * field). The desk's lookups by phone are searches and take any text.
 */

const t = useTestApp();
let acme: TestCompany;
let host: TestEmployee;
let hostToken: string;
beforeAll(async () => {
  acme = await buildCompany(t);
  host = await seedEmployee(t, acme.userid, { empName: 'Hannah Host', password: null });
  hostToken = await sessionToken(t, acme, 'employee', host.empid);
});
beforeEach(() => setClock(t, novemberAt(21, 9)));

const visitor = (fields: Record<string, unknown>) => ({
  name: 'Victor Visitor',
  phone: '13800000001',
  appointmentDate: novemberAt(22, 10),
  empid: host.empid,
  ...fields,
});
const visitCount = async () =>
  (await t.ctx.database.db.selectFrom('visit').select('id').where('companyId', '=', acme.userid).execute()).length;

const badContacts: Array<[Record<string, unknown>, string]> = [
  [{ phone: 'abc' }, 'phone: must be a valid phone number'],
  [{ phone: '123' }, 'phone: must be a valid phone number'],
  [{ phone: '138 0000 000 0000 0000 1' }, 'phone: must be at most 20 characters'],
  [{ vemail: 'not-an-email' }, 'vemail: must be a valid email address'],
  [{ vemail: 'guest@localhost' }, 'vemail: must be a valid email address'],
];

describe(`visitor contact formats (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it.each(badContacts)(
    'refuses %j in a pre-registration and an invitation with 604 naming the item and field',
    async (fields, reason) => {
      const before = await visitCount();
      for (const token of [acme.token, hostToken]) {
        expect(await t.call('addAppointment', [visitor({}), visitor(fields)], token)).toMatchObject({
          status: Status.invalidField,
          reason: `1.${reason}`,
          result: `1.${reason.split(':')[0]}`,
        });
      }
      expect(await t.call('addAppointment', { atlist: [visitor(fields)] }, hostToken)).toMatchObject({
        status: Status.invalidField,
        reason: `atlist.0.${reason}`,
      });
      expect(await visitCount()).toBe(before);
    },
  );

  it.each(badContacts)('refuses %j at a walk-in with 604 naming the field', async (fields, reason) => {
    const before = await visitCount();
    const answer = await t.call(
      'UpdatePhoto',
      { name: 'Walter Walkin', phone: '13800000002', empid: host.empid, ...fields },
      acme.token,
    );
    expect(answer).toMatchObject({ status: Status.invalidField, reason });
    expect(await visitCount()).toBe(before);
  });

  it('takes a phone with a leading +, spaces or dashes, and an address like local@domain.tld', async () => {
    const contact = { phone: '+86 138-0000-0003', vemail: 'vic.tor+x@mail.example.cn' };
    const staff = await t.call<{ vids: number[] }>('addAppointment', [visitor(contact)], acme.token);
    expect(staff).toMatchObject({ status: 0 });
    const walkIn = await t.call<{ visit: Visit }>(
      'UpdatePhoto',
      { name: 'Walter Walkin', phone: '0755 1234 5678', vemail: 'walter@example.com', empid: host.empid },
      acme.token,
    );
    expect(walkIn).toMatchObject({ status: 0, result: { visit: { vphone: '0755 1234 5678', vemail: 'walter@example.com' } } });
  });

  it('keeps the desk lookups by phone lenient: they are searches', async () => {
    expect(await t.call('searchTodayAppointment', { phone: '123' }, acme.token)).toMatchObject({ status: 0, result: [] });
    expect(await t.call('getLastVisitByPhone', { phone: 'abc' }, acme.token)).toMatchObject({ status: 0, result: null });
    expect((await t.call('VisitorSignOut', { phone: '123' }, acme.token)).status).toBe(Status.noRecord);
  });
});
