import { Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, passCaptcha, type TestCompany } from '../../../test/factories.js';
import { newPhone, seedEmployee } from '../../../test/people-factories.js';

/*
 * A code goes only to a phone of an account, so the call cannot be used to send
 * messages to anyone; and it answers the same for any phone, so it cannot be
 * used to learn which phones have accounts either.
 */

const t = useTestApp();
let acme: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
});

/** Asks for a code after a captcha solved for the phone; answers the envelope and the messages the gateway got for it. */
async function askForCode(phone: string, accountKind?: string) {
  const digest = await passCaptcha(t, { phone });
  const before = t.sms.received.length;
  const answer = await t.call('sendSmsCode', { phone, digest, ...(accountKind ? { accountKind } : {}) });
  return { answer, sent: t.sms.received.slice(before).filter((sms) => sms.phone === phone) };
}

const companyPhone = async () => (await buildCompany(t)).phone;
const employeePhone = async () => (await seedEmployee(t, acme.userid, { password: null })).phone;

describe(`sendSmsCode (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('sends one code to a phone with an account, none to a phone without, and answers both alike', async () => {
    const known = await askForCode(acme.phone);
    const unknown = await askForCode(newPhone());
    expect(known.answer).toEqual({ http: 200, status: 0, result: null, reason: 'success' });
    expect(unknown.answer).toEqual(known.answer);
    expect(known.sent).toHaveLength(1);
    expect(known.sent[0]!.text).toMatch(/\b\d{6}\b/);
    expect(unknown.sent).toEqual([]);
  });

  it.each([
    ['manager', "an Administrator's", 1, companyPhone],
    ['manager', "an employee's", 0, employeePhone],
    ['employee', "an employee's", 1, employeePhone],
    ['employee', "an Administrator's", 0, companyPhone],
    [undefined, "an Administrator's", 1, companyPhone],
    [undefined, "an employee's", 1, employeePhone],
  ])('asked for accountKind %s, sends to %s phone %i code(s), answering 0 either way', async (kind, _whose, codes, phoneOf) => {
    const { answer, sent } = await askForCode(await phoneOf(), kind);
    expect(answer).toMatchObject({ http: 200, status: 0, result: null });
    expect(sent).toHaveLength(codes);
  });

  it('answers a second request within a minute with 2001, for a phone with an account or without', async () => {
    for (const phone of [await employeePhone(), newPhone()]) {
      expect((await askForCode(phone)).answer.status).toBe(0);
      const again = await askForCode(phone);
      expect(again.answer).toMatchObject({
        status: Status.tooManyRequests,
        reason: 'A code was sent to this phone less than a minute ago',
      });
      expect(again.sent).toEqual([]);
    }
  });

  it('refuses without a captcha solved for that phone (119), and sends nothing', async () => {
    const phone = await employeePhone();
    const before = t.sms.received.length;
    expect((await t.call('sendSmsCode', { phone })).status).toBe(Status.invalidCode);
    const elsewhere = await passCaptcha(t, { phone: newPhone() });
    expect((await t.call('sendSmsCode', { phone, digest: elsewhere })).status).toBe(Status.invalidCode);
    expect(t.sms.received.slice(before)).toEqual([]);
  });

  it('answers 604 naming accountKind for a kind it does not know', async () => {
    const answer = await t.call('sendSmsCode', { phone: acme.phone, accountKind: 'visitor' });
    expect(answer).toMatchObject({ status: Status.invalidField, reason: 'accountKind: must be one of manager, employee' });
  });
});
