import { type CompanyTemplate, type EffectiveTemplate, type EmployeeTemplate, Status, type UserInfo } from '@vestibule/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { seedEmployee, sessionToken, type TestEmployee } from '../../../test/people-factories.js';
import { novemberAt, setClock } from '../../../test/visit-factories.js';
import { registerJobHandlers } from '../../platform/jobs/background.js';
import { createJobRegistry } from '../../platform/jobs/registry.js';
import { runNextJob } from '../../platform/jobs/worker.js';
import { featureJobs } from '../index.js';

const t = useTestApp();
let acme: TestCompany;
let other: TestCompany;
let host: TestEmployee;
let hostToken: string;
let colleagueToken: string;
let colleague: TestEmployee;
beforeAll(async () => {
  acme = await buildCompany(t, { company: 'Acme Labs' });
  other = await buildCompany(t);
  host = await seedEmployee(t, acme.userid, { empName: 'Ivy Inviter', password: null });
  hostToken = await sessionToken(t, acme, 'employee', host.empid);
  colleague = await seedEmployee(t, acme.userid, { password: null });
  colleagueToken = await sessionToken(t, acme, 'employee', colleague.empid);
});
beforeEach(() => setClock(t, novemberAt(21, 9)));

const business = {
  templateType: 'business',
  inviteContent: 'Dear {visitor}, {employee} of {company} expects you at {time}.',
  address: '1 Main Street',
  longitude: '116.40',
  latitude: '39.90',
  companyProfile: 'We make {company} things',
  traffic: 'Metro line 1',
};
const call = <T>(name: string, body: unknown, token: string) => t.call<T>(name, body, token);
const allowEmployees = (company: TestCompany, allowed: boolean) =>
  call('updateTempEditSwitch', { tempEditSwitch: allowed ? 0 : 1 }, company.token);

async function runJobs() {
  const registry = createJobRegistry();
  registerJobHandlers(registry, [], [], featureJobs);
  while (await runNextJob(t.ctx, registry, { workerId: 'test', leaseMs: 30_000 }));
}

/** Invites one guest by mail and answers the mail's raw text once the job has run. */
async function invitationMail(fields: Record<string, unknown>, token = hostToken) {
  const vemail = `guest-${Math.random().toString(36).slice(2)}@example.com`;
  const answer = await t.call<{ vids: number[] }>(
    'addAppointment',
    [{ name: 'Gina Guest', phone: '13800000031', vemail, appointmentDate: novemberAt(23, 10), sendType: 'email', ...fields }],
    token,
  );
  await runJobs();
  return { answer, raw: t.mail.received.find((message) => message.to.includes(vemail))?.raw ?? '' };
}

describe(`invitation templates (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it("writes, replaces, lists, reads and deletes the company's templates", async () => {
    const company = await buildCompany(t);
    expect(await call('addUserTemplate', business, company.token)).toMatchObject({ status: 0, result: null });
    expect(await call('addUserTemplate', { templateType: '面试', inviteContent: 'Hello' }, company.token)).toMatchObject({
      status: 0,
    });
    expect(await call('addUserTemplate', { ...business, traffic: 'Bus 7' }, company.token)).toMatchObject({ status: 0 });
    const all = await call<CompanyTemplate[]>('GetAllTemplateType', {}, company.token);
    expect(all.result.map((template) => template.templateType)).toEqual(['interview', 'business', '面试']);
    expect(all.result.find((template) => template.templateType === 'business')).toEqual({
      userid: company.userid,
      gid: 0,
      ...business,
      traffic: 'Bus 7',
    });
    const one = await call<CompanyTemplate | null>('getUsertemplate', { templateType: '面试' }, company.token);
    expect(one.result).toMatchObject({ templateType: '面试', inviteContent: 'Hello', address: '', traffic: '' });
    expect((await call('getUsertemplate', { templateType: 'interview' }, company.token)).result).toBeNull();

    expect(await call('delUsertemplate', { templateType: '面试' }, company.token)).toMatchObject({ status: 0 });
    expect(await call('delUsertemplate', { templateType: '面试' }, company.token)).toMatchObject({
      status: Status.templateNotFound,
    });
    expect((await call<CompanyTemplate[]>('GetAllTemplateType', {}, company.token)).result).toHaveLength(2);
  });

  it('lists the two built-in types before the company has written them, so the original console shows their tabs', async () => {
    const company = await buildCompany(t);
    const empty = { inviteContent: '', address: '', longitude: '', latitude: '', companyProfile: '', traffic: '' };
    const listed = (token: string) => call<CompanyTemplate[]>('GetAllTemplateType', {}, token);
    const expected = [
      { userid: company.userid, gid: 0, templateType: 'interview', ...empty },
      { userid: company.userid, gid: 0, templateType: 'business', ...empty },
    ];
    expect((await listed(company.token)).result).toEqual(expected);
    const employee = await seedEmployee(t, company.userid, { password: null });
    expect((await listed(await sessionToken(t, company, 'employee', employee.empid))).result).toEqual(expected);
    // Listed is not written: an invitation of a built-in type still needs a template.
    expect((await call('getUsertemplate', { templateType: 'interview' }, company.token)).result).toBeNull();
    expect((await call('delUsertemplate', { templateType: 'interview' }, company.token)).status).toBe(Status.templateNotFound);
  });

  it('refuses a blank or long template type and long texts with 604 naming the field', async () => {
    for (const [body, field] of [
      [{ ...business, templateType: '  ' }, 'templateType'],
      [{ ...business, templateType: 'x'.repeat(21) }, 'templateType'],
      [{ ...business, templateType: '<b>' }, 'templateType'],
      [{ ...business, longitude: '1'.repeat(21) }, 'longitude'],
      [{ ...business, inviteContent: 'x'.repeat(2001) }, 'inviteContent'],
      [{ inviteContent: 'no type' }, 'templateType'],
    ] as const) {
      const answer = await call('addUserTemplate', body, acme.token);
      expect(answer, JSON.stringify(body).slice(0, 80)).toMatchObject({ status: Status.invalidField });
      expect(answer.reason).toMatch(new RegExp(`^${field}: `));
    }
    expect((await call('addEmptemplate', { templateType: '' }, hostToken)).status).toBe(Status.invalidField);
  });

  it('starts restricted: employees may write their own templates only once the Administrator allows it', async () => {
    const company = await buildCompany(t);
    const employee = await seedEmployee(t, company.userid, { password: null });
    const token = await sessionToken(t, company, 'employee', employee.empid);
    expect((await call<UserInfo>('GetUserInfo', {}, company.token)).result.tempEditSwitch).toBe(1);
    expect(await call('addEmptemplate', business, token)).toMatchObject({ status: Status.noPermission });
    expect((await call<EmployeeTemplate[]>('getEmptempByPost', {}, token)).result).toEqual([]);

    expect(await allowEmployees(company, true)).toMatchObject({ status: 0 });
    expect((await call<UserInfo>('GetUserInfo', {}, company.token)).result.tempEditSwitch).toBe(0);
    expect(await call('addEmptemplate', { ...business, userid: company.userid, empNo: '', empEmail: '' }, token)).toMatchObject({
      status: 0,
    });
    expect(await call('addEmptemplate', { ...business, address: '2 Side Street' }, token)).toMatchObject({ status: 0 });
    const own = await call<EmployeeTemplate[]>('getEmptempByPost', { empid: employee.empid }, token);
    expect(own.result).toEqual([{ empid: employee.empid, ...business, address: '2 Side Street' }]);

    expect(await allowEmployees(company, false)).toMatchObject({ status: 0 });
    expect(await call('addEmptemplate', { ...business, address: 'changed' }, token)).toMatchObject({
      status: Status.noPermission,
    });
    // What was written stays and still applies.
    expect((await call<EmployeeTemplate[]>('getEmptempByPost', {}, token)).result[0]?.address).toBe('2 Side Street');
  });

  it("answers the employee's own template of a type, else the company's, else 56", async () => {
    await allowEmployees(acme, true);
    await call('addUserTemplate', business, acme.token);
    await call('addUserTemplate', { templateType: 'interview', inviteContent: 'Company interview' }, acme.token);
    await call('addEmptemplate', { templateType: 'interview', inviteContent: 'My interview' }, hostToken);
    const byType = (visitType: string, token = hostToken) =>
      call<EffectiveTemplate>('getEmptemplateByType', { empid: host.empid, visitType }, token);
    expect((await byType('interview')).result).toMatchObject({ source: 'employee', inviteContent: 'My interview' });
    expect((await byType('business')).result).toMatchObject({ source: 'company', ...business });
    expect(await byType('training')).toMatchObject({ status: Status.noInvitationTemplate });
    // A colleague has no own template: the company's.
    expect(
      (await call<EffectiveTemplate>('getEmptemplateByType', { visitType: 'interview' }, colleagueToken)).result,
    ).toMatchObject({ source: 'company', inviteContent: 'Company interview' });
  });

  it("does not let an employee read a colleague's templates", async () => {
    for (const name of ['getEmptempByPost', 'getEmptemplateByType']) {
      expect((await call(name, { empid: host.empid, visitType: 'interview' }, colleagueToken)).status, name).toBe(
        Status.noPermission,
      );
    }
  });

  it('keeps companies apart: another company sees none of these templates and may not delete them', async () => {
    await call('addUserTemplate', business, acme.token);
    const othersList = await call<CompanyTemplate[]>('GetAllTemplateType', {}, other.token);
    expect(othersList.result.map((template) => [template.userid, template.templateType, template.inviteContent])).toEqual([
      [other.userid, 'interview', ''],
      [other.userid, 'business', ''],
    ]);
    expect((await call('getUsertemplate', { templateType: 'business' }, other.token)).result).toBeNull();
    expect((await call('delUsertemplate', { templateType: 'business' }, other.token)).status).toBe(Status.templateNotFound);
    expect((await call('getUsertemplate', { templateType: 'business' }, acme.token)).result).not.toBeNull();
  });

  it('lets only the Administrator write company templates and the switch; only employees their own', async () => {
    for (const [name, body] of [
      ['addUserTemplate', business],
      ['delUsertemplate', { templateType: 'business' }],
      ['updateTempEditSwitch', { tempEditSwitch: 0 }],
    ] as const) {
      expect((await call(name, body, hostToken)).status, name).toBe(Status.noPermission);
    }
    for (const name of ['addEmptemplate', 'getEmptempByPost', 'getEmptemplateByType']) {
      expect((await call(name, { ...business, visitType: 'business' }, acme.token)).status, name).toBe(Status.noPermission);
    }
    expect((await call('updateTempEditSwitch', { tempEditSwitch: 2 }, acme.token)).reason).toMatch(/^tempEditSwitch: /);
  });
});

describe(`invitations with templates (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it("mails the company's template of the visit type with the placeholders filled, whatever texts were sent", async () => {
    await allowEmployees(acme, true);
    await call('addUserTemplate', business, acme.token);
    const { answer, raw } = await invitationMail({ visitType: 'business', inviteContent: 'ignored', address: 'ignored' });
    expect(answer.status).toBe(0);
    expect(raw).toContain('Dear Gina Guest, Ivy Inviter of Acme Labs expects you at 2026-11-23 10:00.');
    expect(raw).toContain('1 Main Street');
    expect(raw).toContain('We make Acme Labs things');
    expect(raw).toContain('39.90, 116.40');
    expect(raw).not.toContain('ignored');
    expect(raw).not.toContain('{visitor}');
  });

  it("prefers the employee's own template to the company's", async () => {
    await allowEmployees(acme, true);
    await call('addUserTemplate', { templateType: 'interview', inviteContent: 'Company text' }, acme.token);
    await call('addEmptemplate', { templateType: 'interview', inviteContent: 'Hi {visitor}, {employee} here' }, hostToken);
    expect((await invitationMail({ visitType: 'interview' })).raw).toContain('Hi Gina Guest, Ivy Inviter here');
    expect((await invitationMail({ visitType: 'interview' }, colleagueToken)).raw).toContain('Company text');
  });

  it('sends the SMS text from the template', async () => {
    await call('addUserTemplate', business, acme.token);
    await t.call(
      'addAppointment',
      [{ name: 'Sam Sms', phone: '13800000032', appointmentDate: novemberAt(23, 10), visitType: 'business', sendType: 'sms' }],
      hostToken,
    );
    await runJobs();
    const text = t.sms.received.find((message) => message.phone === '13800000032')?.text ?? '';
    expect(text).toContain('Dear Sam Sms, Ivy Inviter of Acme Labs expects you at 2026-11-23 10:00.');
    expect(text).toMatch(/invite\.html\?token=/);
  });

  it('sends what the employee wrote when there is no template, and answers 56 when they wrote nothing', async () => {
    const written = await invitationMail({ visitType: 'training', inviteContent: 'Welcome {visitor} to training' });
    expect(written.answer.status).toBe(0);
    expect(written.raw).toContain('Welcome Gina Guest to training');

    const before = await t.ctx.database.db.selectFrom('visit').select('id').where('companyId', '=', acme.userid).execute();
    const refused = await invitationMail({ visitType: 'training' });
    expect(refused.answer.status).toBe(Status.noInvitationTemplate);
    expect(refused.answer.reason).toMatch(/^visitType: /);
    expect(refused.raw).toBe('');
    expect((await invitationMail({ visitType: '' })).answer.status).toBe(Status.noInvitationTemplate);
    const after = await t.ctx.database.db.selectFrom('visit').select('id').where('companyId', '=', acme.userid).execute();
    expect(after).toHaveLength(before.length);
  });

  it("never uses another company's template", async () => {
    await call('addUserTemplate', { templateType: 'secret-type', inviteContent: 'Other company text' }, other.token);
    expect((await invitationMail({ visitType: 'secret-type' })).answer.status).toBe(Status.noInvitationTemplate);
  });
});
