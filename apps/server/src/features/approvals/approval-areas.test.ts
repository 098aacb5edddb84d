import { type ProcessArea, Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { seedEmployee } from '../../../test/people-factories.js';

/* Approval areas and their levels of approvers (addProcessArea, addProcessRule, ...), each company apart. */

const t = useTestApp();
let other: TestCompany;
beforeAll(async () => {
  other = await buildCompany(t);
});

describe(`approval areas and rules (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('adds, lists with their rules, renames and deletes areas; 3 when the name exists', async () => {
    const company = await buildCompany(t);
    const { aid } = (await t.call<{ aid: number }>('addProcessArea', { aName: 'Lab', address: 'B2' }, company.token)).result;
    expect(await t.call('addProcessArea', { aName: 'Lab' }, company.token)).toMatchObject({
      status: Status.userExists,
      reason: /^aName: /,
    });
    const { aid: second } = (await t.call<{ aid: number }>('addProcessArea', { aName: 'Yard' }, company.token)).result;
    expect(await t.call('updateProcessArea', { aid: second, aName: 'Lab' }, company.token)).toMatchObject({
      status: Status.userExists,
    });
    expect(await t.call('updateProcessArea', { aid, aName: 'Clean lab', address: 'B3' }, company.token)).toMatchObject({
      status: 0,
    });
    const director = await seedEmployee(t, company.userid, { empName: 'Lab Director', password: null });
    await t.call('addProcessRule', [{ aid, level: 1, role: director.empid, rType: 1 }], company.token);
    const areas = (await t.call<ProcessArea[]>('getProcessArea', {}, company.token)).result;
    expect(areas).toEqual([
      {
        aid,
        userid: company.userid,
        aName: 'Clean lab',
        address: 'B3',
        deptid: 0,
        prlist: [{ rid: expect.any(Number), aid, level: 1, role: director.empid, roleName: 'Lab Director', rType: 1 }],
      },
      { aid: second, userid: company.userid, aName: 'Yard', address: '', deptid: 0, prlist: [] },
    ]);
    expect(await t.call('delProcessArea', { aid }, company.token)).toMatchObject({ status: 0 });
    expect((await t.call<ProcessArea[]>('getProcessArea', {}, company.token)).result.map((area) => area.aName)).toEqual(['Yard']);
  });

  it('replaces all rules of the area; refuses gaps, more than 5 levels, no approver, and approvers of another company', async () => {
    const company = await buildCompany(t);
    const call = <T = unknown>(name: string, body: unknown) => t.call<T>(name, body, company.token);
    const director = await seedEmployee(t, company.userid, { empName: 'Dora Director', password: null });
    const chief = await seedEmployee(t, company.userid, { empName: 'Carl Chief', password: null });
    const { aid } = (await call<{ aid: number }>('addProcessArea', { aName: 'Rules' })).result;
    const twoLevels = [
      { aid, level: 1, role: director.empid, rType: 1 },
      { aid, level: 2, role: chief.empid, rType: 1 },
    ];
    expect(await call('addProcessRule', twoLevels)).toMatchObject({ status: 0 });
    const replace = (rules: unknown) => call('addProcessRule', rules);
    expect(await replace([{ aid, level: 1, role: chief.empid, rType: 1 }])).toMatchObject({ status: 0 });
    const area = (await call<ProcessArea[]>('getProcessArea', {})).result.find((candidate) => candidate.aid === aid);
    expect(area?.prlist.map((rule) => [rule.level, rule.roleName])).toEqual([[1, 'Carl Chief']]);
    expect(await replace([{ aid, level: 2, role: chief.empid, rType: 1 }])).toMatchObject({
      status: Status.invalidField,
      reason: /^level: levels must run from 1 without gaps/,
    });
    expect(await replace([{ aid, level: 6, role: chief.empid, rType: 1 }])).toMatchObject({
      status: Status.invalidField,
      reason: /level/,
    });
    expect(await replace([])).toMatchObject({ status: Status.invalidField });
    const stranger = await seedEmployee(t, other.userid, { empName: 'Stranger', password: null });
    expect(await replace([{ aid, level: 1, role: stranger.empid, rType: 1 }])).toMatchObject({
      status: Status.invalidField,
      reason: 'role: no such employee',
    });
    expect(await replace([{ aid, level: 1, role: 999_999, rType: 0 }])).toMatchObject({ reason: 'role: no such role' });
    // Another company's area: nothing changes there.
    expect(await t.call('addProcessRule', [{ aid, level: 1, role: chief.empid, rType: 1 }], other.token)).toMatchObject({
      status: Status.invalidField,
      reason: 'aid: no such approval area',
    });
    expect(await t.call('delProcessArea', { aid }, other.token)).toMatchObject({ status: Status.invalidField });
    expect((await call<ProcessArea[]>('getProcessArea', {})).result.some((candidate) => candidate.aid === aid)).toBe(true);
    await call('delProcessArea', { aid });
  });
});
