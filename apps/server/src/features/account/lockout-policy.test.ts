import { Status, type UserInfo } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, passCaptcha, type TestCompany } from '../../../test/factories.js';
import { fromAddress } from '../../../test/from-address.js';
import { seedEmployee } from '../../../test/people-factories.js';

/* Each company's sign-in lockout: how many failures lock an address out of an account, and for how long. */

const t = useTestApp();
const minute = 60_000;
let network = 0;
/** Addresses of a network no other test uses, so that counts do not mix. */
const addresses = () => {
  network += 1;
  return (host: number) => `10.${network}.9.${host}`;
};

type SignIn = (address: string, password: string) => Promise<number>;
interface AccountKind {
  name: string;
  password: string;
  /** A fresh account of the company; answers the status of a sign-in of it from an address. */
  account(company: TestCompany): Promise<SignIn>;
}

const statusOf = (answer: { status: number }) => answer.status;

const accountKinds: AccountKind[] = [
  {
    name: 'Administrator (Login)',
    password: 'secret-Pass1',
    account: async (company) => async (address, password) =>
      statusOf(await fromAddress(t, address).signIn(company.email, password)),
  },
  {
    name: 'employee (empLogin)',
    password: 'emp-Pass1',
    account: async (company) => {
      const employee = await seedEmployee(t, company.userid);
      return async (address, password) => statusOf(await fromAddress(t, address).signInEmployee(employee.phone, password));
    },
  },
  {
    name: 'reception account (LoginManager)',
    password: 'desk-Pass1',
    account: async (company) => {
      const account = `desk${network}x${Date.now().toString(36)}`;
      const added = await t.call('AddManager', { account, password: 'desk-Pass1', sname: 'Desk' }, company.token);
      expect(added.status).toBe(0);
      return async (address, password) => {
        const digest = await passCaptcha(t, { email: account });
        return statusOf(await fromAddress(t, address).call('LoginManager', { account, password, digest }));
      };
    },
  },
];

const setLockout = (company: TestCompany, body: Record<string, unknown>) => t.call('updateLockoutPolicy', body, company.token);

describe(`updateLockoutPolicy (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('starts at five failures and 15 minutes, and GetUserInfo shows what was set', async () => {
    const company = await buildCompany(t);
    const before = await t.call<UserInfo>('GetUserInfo', {}, company.token);
    expect(before.result).toMatchObject({ lockThreshold: 5, lockMinutes: 15 });
    expect((await setLockout(company, { lockThreshold: '3', lockMinutes: '1440' })).status).toBe(0);
    const after = await t.call<UserInfo>('GetUserInfo', {}, company.token);
    expect(after.result).toMatchObject({ lockThreshold: 3, lockMinutes: 1440 });
  });

  it.each([
    [{ lockThreshold: 2, lockMinutes: 15 }, 'lockThreshold: must be from 3 to 10'],
    [{ lockThreshold: 11, lockMinutes: 15 }, 'lockThreshold: must be from 3 to 10'],
    [{ lockThreshold: 5, lockMinutes: 4 }, 'lockMinutes: must be from 5 to 1440'],
    [{ lockThreshold: 5, lockMinutes: 1441 }, 'lockMinutes: must be from 5 to 1440'],
    [{ lockThreshold: 'many', lockMinutes: 15 }, 'lockThreshold: must be a whole number'],
    [{ lockThreshold: 5, lockMinutes: '' }, 'lockMinutes: must be a whole number'],
  ])('refuses %j with 604 naming the field, and keeps what was set', async (body, reason) => {
    const company = await buildCompany(t);
    expect(await setLockout(company, body)).toMatchObject({ status: Status.invalidField, reason });
    const info = await t.call<UserInfo>('GetUserInfo', {}, company.token);
    expect(info.result).toMatchObject({ lockThreshold: 5, lockMinutes: 15 });
  });

  it('is for the Administrator only', async () => {
    const company = await buildCompany(t);
    const employee = await seedEmployee(t, company.userid);
    const signedIn = await fromAddress(t, '10.200.0.1').signInEmployee(employee.phone, 'emp-Pass1');
    const token = `${(signedIn.result as { empid: number }).empid}-${(signedIn.result as { token: string }).token}`;
    expect((await t.call('updateLockoutPolicy', { lockThreshold: 3, lockMinutes: 5 }, token)).status).toBe(Status.noPermission);
  });
});

describe('sign-in under the company lockout', () => {
  it.each(accountKinds)(
    '$name: a company with threshold 3 locks at the third failure, for its minutes; the owner elsewhere still signs in',
    async ({ account, password }) => {
      const company = await buildCompany(t);
      expect((await setLockout(company, { lockThreshold: 3, lockMinutes: 30 })).status).toBe(0);
      const signIn = await account(company);
      const at = addresses();
      expect(await signIn(at(1), 'wrong-1')).toBe(Status.invalidPassword);
      expect(await signIn(at(1), 'wrong-2')).toBe(Status.invalidPassword);
      expect(await signIn(at(1), 'wrong-3')).toBe(Status.invalidPassword);
      expect(await signIn(at(1), password)).toBe(Status.accountLocked);
      expect(await signIn(at(2), password)).toBe(0);
      t.clock.advance(30 * minute - 1000);
      expect(await signIn(at(1), password)).toBe(Status.accountLocked);
      t.clock.advance(1001);
      expect(await signIn(at(1), password)).toBe(0);
    },
  );

  it.each(accountKinds)(
    '$name: a company that set nothing locks at the fifth failure, for 15 minutes',
    async ({ account, password }) => {
      const company = await buildCompany(t);
      const signIn = await account(company);
      const at = addresses();
      for (let attempt = 1; attempt <= 4; attempt += 1)
        expect(await signIn(at(1), `wrong-${attempt}`)).toBe(Status.invalidPassword);
      expect(await signIn(at(1), 'wrong-5')).toBe(Status.invalidPassword);
      expect(await signIn(at(1), password)).toBe(Status.accountLocked);
      t.clock.advance(15 * minute - 1000);
      expect(await signIn(at(1), password)).toBe(Status.accountLocked);
      t.clock.advance(1001);
      expect(await signIn(at(1), password)).toBe(0);
    },
  );

  it('an unknown account locks at five failures like a default one, whatever other companies set', async () => {
    const strict = await buildCompany(t);
    await setLockout(strict, { lockThreshold: 3, lockMinutes: 1440 });
    const client = fromAddress(t, addresses()(1));
    const nobody = `nobody-${Date.now()}@example.com`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await client.signIn(nobody, `wrong-${attempt}`)).status, `attempt ${attempt}`).toBe(Status.invalidUser);
    }
    expect((await client.signIn(nobody, 'wrong-6')).status).toBe(Status.accountLocked);
    t.clock.advance(15 * minute + 1);
    expect((await client.signIn(nobody, 'wrong-7')).status).toBe(Status.invalidUser);
  });
});
