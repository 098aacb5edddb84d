import { Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, passCaptcha, type TestCompany } from '../../../test/factories.js';
import { fromAddress } from '../../../test/from-address.js';
import { seedEmployee, smsCodeFor } from '../../../test/people-factories.js';

/* Nobody can lock out someone else: failures count per account and client address. */

const t = useTestApp();
let acme: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
});

const minute = 60_000;
let network = 0;
/** Addresses of a network no other test uses, so that counts do not mix. */
const addresses = () => {
  network += 1;
  return (host: number) => `10.${network}.0.${host}`;
};

type Client = ReturnType<typeof fromAddress>;
interface SignInCase {
  name: string;
  password: string;
  /** A fresh account; answers a sign-in of it from a client. */
  account(): Promise<(client: Client, password: string) => Promise<{ status: number }>>;
}

const signInCases: SignInCase[] = [
  {
    name: 'Administrator sign-in',
    password: 'secret-Pass1',
    account: async () => {
      const company = await buildCompany(t);
      return (client, password) => client.signIn(company.email, password);
    },
  },
  {
    name: 'employee sign-in',
    password: 'emp-Pass1',
    account: async () => {
      const employee = await seedEmployee(t, acme.userid);
      return (client, password) => client.signInEmployee(employee.phone, password);
    },
  },
];

describe(`sign-in failures (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it.each(signInCases)(
    '$name: five failures from one address lock that address (67); the owner still signs in from another',
    async ({ account, password }) => {
      const signIn = await account();
      const at = addresses();
      const attacker = fromAddress(t, at(1));
      const owner = fromAddress(t, at(2));
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await signIn(attacker, `wrong-${attempt}`)).status).toBe(Status.invalidPassword);
      }
      expect((await signIn(attacker, password)).status).toBe(Status.accountLocked);
      expect((await signIn(owner, password)).status).toBe(0);
      // The owner's success does not reset the attacker's count.
      expect((await signIn(attacker, password)).status).toBe(Status.accountLocked);
      t.clock.advance(15 * minute + 1);
      expect((await signIn(attacker, password)).status).toBe(0);
    },
  );

  it.each(signInCases)(
    '$name: twenty-four failures spread over six addresses lock none of the others',
    async ({ account, password }) => {
      const signIn = await account();
      const at = addresses();
      for (let host = 1; host <= 6; host += 1) {
        for (let attempt = 0; attempt < 4; attempt += 1) {
          expect((await signIn(fromAddress(t, at(host)), `wrong-${host}-${attempt}`)).status).toBe(Status.invalidPassword);
        }
      }
      expect((await signIn(fromAddress(t, at(99)), password)).status).toBe(0);
    },
  );

  it('counts an IPv6 client by its /64 network, not by each address it takes', async () => {
    const company = await buildCompany(t);
    for (let host = 1; host <= 5; host += 1) {
      const answer = await fromAddress(t, `2001:db8:7:1::${host}`).signIn(company.email, 'wrong-Pass1');
      expect(answer.status).toBe(Status.invalidPassword);
    }
    expect((await fromAddress(t, '2001:db8:7:1::99').signIn(company.email, company.password)).status).toBe(Status.accountLocked);
    expect((await fromAddress(t, '2001:db8:7:2::1').signIn(company.email, company.password)).status).toBe(0);
  });

  it('spends a captcha per attempt, so a distributed guesser solves one for every guess', async () => {
    const company = await buildCompany(t);
    const at = addresses();
    const digest = await passCaptcha(t, { email: company.email });
    const first = await fromAddress(t, at(1)).call('Login', { email: company.email, password: 'wrong-1', digest });
    expect(first.status).toBe(Status.invalidPassword);
    const replayed = await fromAddress(t, at(2)).call('Login', { email: company.email, password: 'wrong-2', digest });
    expect(replayed.status).toBe(Status.invalidCode);
  });
});

interface CodeCase {
  name: string;
  /** A fresh account proven by phone; answers its phone and the call that spends a code, from a client. */
  account(): Promise<{ phone: string; useCode: (client: Client, verifyCode: string) => Promise<{ status: number }> }>;
}

const codeCases: CodeCase[] = [
  {
    name: 'ModifyPassword',
    account: async () => {
      const company = await buildCompany(t);
      return {
        phone: company.phone,
        useCode: (client, verifyCode) =>
          client.call('ModifyPassword', { phone: company.phone, verifyCode, new_pwd: 'phone-Pass1' }),
      };
    },
  },
  {
    name: 'resetEmpPwd',
    account: async () => {
      const employee = await seedEmployee(t, acme.userid);
      return {
        phone: employee.phone,
        useCode: (client, verifyCode) => client.call('resetEmpPwd', { phone: employee.phone, verifyCode, empPwd: 'phone-Pass1' }),
      };
    },
  },
  {
    name: 'webActivateAccount',
    account: async () => {
      const employee = await seedEmployee(t, acme.userid, { password: null });
      return {
        phone: employee.phone,
        useCode: (client, verifyCode) =>
          client.call('webActivateAccount', { phone: employee.phone, verifyCode, empPwd: 'first-Pass1' }),
      };
    },
  },
];

const wrongCode = (code: string, offset: number) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');

/* A stranger's wrong codes never spend the owner's code, and never lock the owner out. */
describe(`SMS code failures (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it.each(codeCases)(
    '$name: after five wrong codes one address may try no more (2001); the owner still uses the code from another',
    async ({ account }) => {
      const { phone, useCode } = await account();
      const at = addresses();
      const stranger = fromAddress(t, at(1));
      const code = await smsCodeFor(t, phone);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await useCode(stranger, wrongCode(code, attempt))).status).toBe(Status.smsCodeWrong);
      }
      for (const guess of [wrongCode(code, 6), code]) {
        expect(await useCode(stranger, guess)).toMatchObject({
          status: Status.tooManyRequests,
          reason: 'Too many wrong codes from this address, try again later',
        });
      }
      expect((await useCode(fromAddress(t, at(2)), code)).status).toBe(0);
    },
  );

  it.each(codeCases)(
    '$name: twenty wrong codes from four addresses end the code (2001) until the owner asks for a new one',
    async ({ account }) => {
      const { phone, useCode } = await account();
      const at = addresses();
      const code = await smsCodeFor(t, phone);
      for (let host = 1; host <= 4; host += 1) {
        for (let attempt = 1; attempt <= 5; attempt += 1) {
          const answer = await useCode(fromAddress(t, at(host)), wrongCode(code, host * 10 + attempt));
          expect(answer.status).toBe(Status.smsCodeWrong);
        }
      }
      const owner = fromAddress(t, at(50));
      expect(await useCode(owner, code)).toMatchObject({
        status: Status.tooManyRequests,
        reason: 'Too many wrong tries of this code: ask for a new one',
      });
      t.clock.advance(minute + 1);
      expect((await useCode(owner, await smsCodeFor(t, phone))).status).toBe(0);
    },
  );
});
