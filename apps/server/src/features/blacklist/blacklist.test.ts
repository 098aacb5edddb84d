import { type BlacklistEntry, type Page, Status } from '@vestibule/contract';
import { CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { employeeToken, newPhone, seedEmployee } from '../../../test/people-factories.js';
import { entriesByCredentialQuery, entriesByPhoneQuery } from './blacklist.repo.js';
import { blacklistEntriesFor } from './blacklist.service.js';

const t = useTestApp();
let acme: TestCompany;
let other: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
  other = await buildCompany(t);
});

const add = (company: TestCompany, body: Record<string, unknown>, base = '/api/') =>
  t.call<{ bid: string }>('addBlacklist', body, company.token, base);
const list = (company: TestCompany, body: Record<string, unknown> = {}, base = '/api/') =>
  t.call<Page<BlacklistEntry>>('getBlacklist', body, company.token, base);
const names = (page: Page<BlacklistEntry>) => page.list.map((entry) => entry.name);
const setSwitch = (company: TestCompany, blackListSwitch: unknown) =>
  t.call('updateblackListSwitch', { blackListSwitch }, company.token);
const rowsOf = (company: TestCompany) =>
  t.ctx.database.db.selectFrom('blacklistEntry').selectAll().where('companyId', '=', company.userid).execute();

describe(`blacklist (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('adds people and lists them newest first, paged, with the full wire shape', async () => {
    const company = await buildCompany(t);
    const phone = newPhone();
    const first = await add(company, { name: 'Mallory', phone, credentialNo: '11010519491231002X', remark: 'Tailgated' });
    expect(first).toMatchObject({ status: 0, result: { bid: expect.stringMatching(/^\d+$/) } });
    t.clock.advance(1000);
    await add(company, { name: 'Eve', credentialNo: 'E1234567' });
    t.clock.advance(1000);
    await add(company, { name: 'Trudy', phone: newPhone() });

    const page = await list(company, { startIndex: 1, requestedCount: 2 });
    expect(page.result).toMatchObject({ count: 3, pageNo: 1, pageSize: 2 });
    expect(names(page.result)).toEqual(['Trudy', 'Eve']);
    const last = await list(company, { startIndex: 3, requestedCount: 2 });
    expect(last.result.list).toEqual([
      {
        bid: first.result.bid,
        userid: company.userid,
        name: 'Mallory',
        phone,
        credentialNo: '11010519491231002X',
        gids: '',
        sids: '',
        gname: '',
        sname: '',
        remark: 'Tailgated',
        createTime: t.clock.now() - 2000,
      },
    ]);
  });

  it('finds entries by part of the name, phone, ID number or remark, in any case; name, phone and credentialNo filter too', async () => {
    const company = await buildCompany(t);
    await add(company, { name: 'Oscar Grouch', phone: '13900001111', remark: 'Shouted at reception' });
    await add(company, { name: 'Peggy Sue', credentialNo: 'G12345678' });
    await add(company, { name: '王小明', phone: '13900002222', credentialNo: '11010519491231002x' });

    expect(names((await list(company, { condition: 'GROUCH' })).result)).toEqual(['Oscar Grouch']);
    expect(names((await list(company, { condition: '0000' })).result)).toEqual(['王小明', 'Oscar Grouch']);
    expect(names((await list(company, { condition: 'g123' })).result)).toEqual(['Peggy Sue']);
    expect(names((await list(company, { condition: 'reception' })).result)).toEqual(['Oscar Grouch']);
    expect(names((await list(company, { condition: '小明' })).result)).toEqual(['王小明']);
    expect(names((await list(company, { condition: '002X' })).result)).toEqual(['王小明']);
    expect((await list(company, { condition: '%' })).result).toMatchObject({ count: 0, list: [] });
    expect(names((await list(company, { name: 'sue' })).result)).toEqual(['Peggy Sue']);
    expect(names((await list(company, { phone: '2222' })).result)).toEqual(['王小明']);
    expect(names((await list(company, { credentialNo: '1231002X', phone: '' })).result)).toEqual(['王小明']);
    expect((await list(company, { name: 'Peggy', phone: '1390' })).result.count).toBe(0);
  });

  it('reads back what the original console sends at /qcvisit (userid, empty filters, gids kept, sids and loginAccount)', async () => {
    const company = await buildCompany(t);
    const phone = newPhone();
    const added = await add(
      company,
      { userid: company.userid, name: 'Legacy', phone, credentialNo: '', gids: '1,2', sids: 'sa', loginAccount: 'admin' },
      '/qcvisit/',
    );
    expect(added.status).toBe(0);
    const read = { userid: company.userid, name: '', phone: '', credentialNo: '', startIndex: 1, requestedCount: 10 };
    expect((await list(company, read, '/qcvisit/')).result).toMatchObject({
      count: 1,
      list: [{ bid: added.result.bid, name: 'Legacy', phone, gids: '1,2', gname: '', sids: '' }],
    });
    const removed = await t.call(
      'delBlacklist',
      { userid: company.userid, bids: [added.result.bid] },
      company.token,
      '/qcvisit/',
    );
    expect(removed).toMatchObject({ status: 0, result: null });
    expect((await list(company, read, '/qcvisit/')).result.count).toBe(0);
  });

  it('refuses bad additions with a reason naming the field', async () => {
    const expectRefusal = async (body: Record<string, unknown>, status: number, reason: string) =>
      expect(await add(acme, body)).toMatchObject({ http: 200, status, reason: expect.stringMatching(reason) });
    await expectRefusal({ name: 'Nobody' }, Status.invalidField, '^phone: ');
    await expectRefusal({ name: 'Nobody', phone: ' ', credentialNo: '  ' }, Status.invalidField, '^phone: ');
    await expectRefusal({ name: 'Bad phone', phone: 'call me' }, Status.invalidField, '^phone: ');
    await expectRefusal({ phone: newPhone() }, Status.invalidField, '^name: ');
    await expectRefusal({ name: ' ', phone: newPhone() }, Status.invalidField, '^name: ');
    await expectRefusal({ name: '<script>', phone: newPhone() }, Status.invalidField, '^name: ');
    await expectRefusal({ name: 'Long', credentialNo: 'x'.repeat(51) }, Status.invalidField, '^credentialNo: ');
    await expectRefusal({ name: 'Long', phone: newPhone(), remark: 'x'.repeat(501) }, Status.invalidField, '^remark: ');
    await expectRefusal({ name: 'Short phone', phone: '123' }, Status.invalidField, '^phone: must be a valid phone number');
    expect(await rowsOf(acme)).toEqual([]);
  });

  it('checks a resident ID number as pre-registration does: by its shape, or when certType says idCard', async () => {
    const company = await buildCompany(t);
    for (const body of [
      { credentialNo: '110105194912310021' },
      { credentialNo: ' 130503671301001 ' },
      { credentialNo: 'E1234567', certType: 'idCard' },
    ]) {
      expect(await add(company, { name: 'Forged', ...body }, '/qcvisit/'), JSON.stringify(body)).toMatchObject({
        status: Status.invalidField,
        reason: expect.stringMatching(/^credentialNo: the ID number is not valid \((badCheckDigit|badBirthDate|badRegion)\)$/),
        result: 'credentialNo',
      });
    }
    expect(await rowsOf(company)).toEqual([]);
    for (const body of [
      { credentialNo: '11010519491231002X' },
      { credentialNo: 'E1234567' },
      { credentialNo: '110105194912310021', certType: 'passport' },
    ]) {
      expect((await add(company, { name: 'Listed', ...body })).status, JSON.stringify(body)).toBe(0);
    }
    expect(await rowsOf(company)).toHaveLength(3);
  });

  it('answers 3 when the phone or the ID number (any case, spaces around) is already on the list, only within the company', async () => {
    const company = await buildCompany(t);
    const phone = newPhone();
    expect((await add(company, { name: 'First', phone, credentialNo: 'AB1234x' })).status).toBe(0);
    expect(await add(company, { name: 'Again', phone })).toMatchObject({ status: Status.userExists, reason: /^phone: / });
    expect(await add(company, { name: 'Again', credentialNo: ' ab1234X ' })).toMatchObject({
      status: Status.userExists,
      reason: /^credentialNo: /,
    });
    expect((await add(other, { name: 'Elsewhere', phone, credentialNo: 'AB1234X' })).status).toBe(0);
    expect(await rowsOf(company)).toHaveLength(1);
  });

  it('gives one of 20 concurrent additions of one phone the entry and 3 to the rest', async () => {
    const company = await buildCompany(t);
    const phone = newPhone();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => add(company, { name: `Racer ${index}`, phone })));
    expect(answers.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 0).map((answer) => [answer.http, answer.status])).toEqual(
      Array(19).fill([200, Status.userExists]),
    );
    expect(await rowsOf(company)).toHaveLength(1);
  });

  it('gives one of 20 concurrent additions of one ID number the entry and 3 to the rest', async () => {
    const company = await buildCompany(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        add(company, { name: `Racer ${index}`, credentialNo: index % 2 ? 'id-77x' : 'ID-77X' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([0, ...Array(19).fill(Status.userExists)]);
    expect(await rowsOf(company)).toHaveLength(1);
  });

  it("removes entries all or nothing: another company's or an unknown bid answers 57 naming bids and removes nothing", async () => {
    const company = await buildCompany(t);
    const mine = [
      (await add(company, { name: 'One', phone: newPhone() })).result.bid,
      (await add(company, { name: 'Two', phone: newPhone() })).result.bid,
    ];
    const theirs = (await add(other, { name: 'Theirs', phone: newPhone() })).result.bid;
    const del = (bids: unknown) => t.call('delBlacklist', { bids }, company.token);

    expect(await del([mine[0], theirs])).toMatchObject({ status: Status.noRecord, reason: /^bids: / });
    expect(await del([mine[0], '2147483000'])).toMatchObject({ status: Status.noRecord, reason: /^bids: / });
    expect(await rowsOf(company)).toHaveLength(2);
    expect((await list(other)).result.list.map((entry) => entry.bid)).toContain(theirs);

    expect(await del([])).toMatchObject({ status: Status.invalidField, reason: /^bids: / });
    expect(await del(['abc'])).toMatchObject({ status: Status.invalidField, reason: /^bids/ });
    expect(await del('1')).toMatchObject({ status: Status.invalidField, reason: /^bids/ });

    expect(await del([mine[0], mine[1], mine[0]])).toMatchObject({ status: 0 });
    expect(await rowsOf(company)).toEqual([]);
  });

  it('sets the company switch, which GetUserInfo reports', async () => {
    const company = await buildCompany(t);
    const info = async () => (await t.call<{ blackListSwitch: number }>('GetUserInfo', {}, company.token)).result.blackListSwitch;
    expect(await info()).toBe(0);
    expect(await setSwitch(company, 1)).toMatchObject({ status: 0, result: null });
    expect(await info()).toBe(1);
    expect((await setSwitch(company, false)).status).toBe(0);
    expect(await info()).toBe(0);
    expect((await setSwitch(company, '1')).status).toBe(0);
    expect(await info()).toBe(1);
    expect(await setSwitch(company, 2)).toMatchObject({ status: Status.invalidField, reason: /^blackListSwitch: / });
    expect(await t.call('updateblackListSwitch', {}, company.token)).toMatchObject({
      status: Status.invalidField,
      reason: /^blackListSwitch: /,
    });
    expect(await info()).toBe(1);
  });

  it('is for managers only', async () => {
    const employee = await seedEmployee(t, acme.userid);
    const token = await employeeToken(t, employee);
    for (const [name, body] of [
      ['getBlacklist', {}],
      ['addBlacklist', { name: 'Sneaky', phone: newPhone() }],
      ['delBlacklist', { bids: ['1'] }],
      ['updateblackListSwitch', { blackListSwitch: 1 }],
    ] as const) {
      expect((await t.call(name, body, token)).status, name).toBe(Status.noPermission);
    }
    expect(await rowsOf(acme)).toEqual([]);
  });

  describe('blacklistEntriesFor, which appointment and sign-in check', () => {
    it("finds the company's entries by phone or by ID number (trimmed, any case), only while the switch is on", async () => {
      const company = await buildCompany(t);
      const phone = newPhone();
      const byPhone = (await add(company, { name: 'By phone', phone })).result.bid;
      const byCard = (await add(company, { name: 'By card', credentialNo: '11010519491231002X' })).result.bid;
      await add(other, { name: 'Other company', phone: '13911112222', credentialNo: 'OTHER-1' });
      await setSwitch(other, 1);
      const check = (visitor: { phone?: string | null; cardId?: string | null }) =>
        blacklistEntriesFor(t.ctx, company.userid, visitor).then((entries) => entries.map((entry) => entry.bid));

      expect(await check({ phone, cardId: '11010519491231002x' })).toEqual([]);
      await setSwitch(company, 1);
      expect(await check({ phone: ` ${phone} ` })).toEqual([byPhone]);
      expect(await check({ cardId: ' 11010519491231002x ' })).toEqual([byCard]);
      expect(await check({ phone, cardId: '11010519491231002X' })).toEqual([byCard, byPhone]);
      expect(await check({ phone: '', cardId: '' })).toEqual([]);
      expect(await check({ phone: null, cardId: undefined })).toEqual([]);
      expect(await check({ phone: '13911112222', cardId: 'OTHER-1' })).toEqual([]);
      expect(await check({ phone: phone.slice(0, -1), cardId: '11010519491231002' })).toEqual([]);
      expect((await blacklistEntriesFor(t.ctx, company.userid, { phone }))[0]).toMatchObject({ name: 'By phone', phone });

      await setSwitch(company, 0);
      expect(await check({ phone })).toEqual([]);
    });

    it('looks entries up through the phone and ID-number indexes, not by reading the company', async () => {
      const company = await buildCompany(t);
      const db = t.ctx.database.db;
      const now = t.clock.now();
      for (let start = 0; start < 2000; start += 500) {
        await db
          .insertInto('blacklistEntry')
          .values(
            Array.from({ length: 500 }, (_, offset) => ({
              companyId: company.userid,
              name: `Person ${start + offset}`,
              nameKey: `person ${start + offset}`,
              phone: (start + offset) % 2 ? `138${String(start + offset).padStart(8, '0')}` : '',
              credentialKey: (start + offset) % 2 ? '' : `card-${start + offset}`,
              credentialNo: (start + offset) % 2 ? '' : `CARD-${start + offset}`,
              createdAt: now,
            })),
          )
          .execute();
      }
      await db.executeQuery(CompiledQuery.raw('analyze'));
      const explain = t.dialect === 'sqlite' ? 'explain query plan' : 'explain';
      const planOf = async (query: { compile(): CompiledQuery }) => {
        const compiled = query.compile();
        return (
          await db.executeQuery<Record<string, string>>(CompiledQuery.raw(`${explain} ${compiled.sql}`, [...compiled.parameters]))
        ).rows
          .map((row) => row.detail ?? row['QUERY PLAN'] ?? '')
          .join('\n');
      };
      const phonePlan = await planOf(entriesByPhoneQuery(db, company.userid, '13800000001'));
      const cardPlan = await planOf(entriesByCredentialQuery(db, company.userid, 'card-2'));
      expect(phonePlan).toContain('blacklist_entry_phone_unique');
      expect(cardPlan).toContain('blacklist_entry_credential_unique');
      for (const plan of [phonePlan, cardPlan]) expect(plan).not.toMatch(/Seq Scan|SCAN blacklist_entry\b/);
    });
  });
});
