import {
  type Page,
  type Project,
  type ResidentCompany,
  type ResidentImportReport,
  type ResidentVisitor,
  Status,
} from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, ymdOf } from '../../platform/calendar.js';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { postFile } from '../../../test/multipart.js';
import { newPhone, seedEmployee, sessionToken, spreadsheet } from '../../../test/people-factories.js';

const t = useTestApp();

const ok = (answer: { status: number; reason: string }) => expect(answer, answer.reason).toMatchObject({ status: 0 });

describe(`projects and residents (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  let acme: TestCompany;
  let other: TestCompany;
  let today: string;
  const call = <T>(name: string, body: unknown, token = acme.token) => t.call<T>(name, body, token);
  const addProject = async (pName: string, token = acme.token) => {
    const answer = await call<{ pid: number }>('addProject', { pName }, token);
    ok(answer);
    return answer.result.pid;
  };
  const addResident = async (fields: Record<string, unknown>, token = acme.token) => {
    const answer = await call<string>('addResidentVisitor', { phone: newPhone(), ...fields }, token);
    ok(answer);
    return answer.result;
  };
  const residentList = (body: Record<string, unknown>, name = 'SearchRVisitorByCondition', token = acme.token) =>
    call<Page<ResidentVisitor>>(name, { startIndex: 1, requestedCount: 50, ...body }, token);

  beforeAll(async () => {
    acme = await buildCompany(t);
    other = await buildCompany(t);
    today = ymdOf(t.clock.now());
  });

  it('takes an empty door-group list on add and update, as the original console sends it', async () => {
    const rid = await addResident({ name: 'Nora Nogroup', company: 'Plain Ltd', egids: '' });
    ok(await call('updateResidentVisitor', { rid, name: 'Nora Nogroup', egids: [] }));
    const listed = (await residentList({ name: 'Nora Nogroup' })).result.list;
    expect(listed).toMatchObject([{ rid, egids: '' }]);
  });

  it('adds, renames and deletes projects; a name is unique whatever its case (33)', async () => {
    const pid = await addProject('Tower A');
    expect(await call('addProject', { pName: 'tower a' })).toMatchObject({ status: Status.projectNameExists });
    const second = await addProject('Tower B');
    expect(await call('updateProject', { pid: second, pName: 'TOWER A' })).toMatchObject({ status: Status.projectNameExists });
    ok(await call('updateProject', { pid, pName: 'Tower A1', remark: 'east wing' }));
    await addResident({ pid, name: 'Pat Mason', company: 'Stone Ltd' });
    const projects = (await call<Project[]>('getProject', {})).result;
    expect(projects.find((project) => project.pid === pid)).toMatchObject({
      pName: 'Tower A1',
      remark: 'east wing',
      charge: '',
      startDate: '',
      pcount: 1,
    });
    // Deleting keeps its residents, without a project.
    ok(await call('delProject', { pid }));
    const left = (await residentList({ name: 'Pat Mason' })).result.list;
    expect(left).toEqual([expect.objectContaining({ name: 'Pat Mason', pid: 0, pName: '' })]);
  });

  it('keeps fields an update leaves out, and refuses an end before the start (604)', async () => {
    const pid = await addProject('Depot');
    ok(
      await call('updateProject', {
        pid,
        pName: 'Depot',
        charge: 'Lee',
        chargePhone: '13800000000',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      }),
    );
    ok(await call('updateProject', { pid, pName: 'Depot 2', remark: 'renamed' }));
    const project = (await call<Project[]>('getProject', {})).result.find((row) => row.pid === pid);
    expect(project).toMatchObject({ pName: 'Depot 2', charge: 'Lee', startDate: '2026-01-01', endDate: '2026-12-31' });
    const late = await call('updateProject', { pid, pName: 'Depot 2', endDate: '2025-12-31' });
    expect(late).toMatchObject({ status: Status.invalidField });
    expect(late.reason).toContain('endDate');
  });

  it('adds residents with a C id, lists them by project, company and name, and pages', async () => {
    const pid = await addProject('Mall');
    const rids = [];
    for (const name of ['Ann Roe', 'Abe Roe', 'Cid Poe']) rids.push(await addResident({ pid, name, company: 'Mall Builders' }));
    expect(rids.every((rid) => /^C\d+$/.test(rid))).toBe(true);
    const page = (await call<Page<ResidentVisitor>>('getResidentVisitor', { pid, startIndex: 1, requestedCount: 2 })).result;
    expect(page.count).toBe(3);
    expect(page.list.map((row) => row.name)).toEqual(['Cid Poe', 'Abe Roe']);
    expect(page.list[0]).toMatchObject({ pName: 'Mall', company: 'Mall Builders', rstatus: 0 });
    const byCompany = await call<Page<ResidentVisitor>>('getResidentVisitorByCompany', { company: 'mall builders' });
    expect(byCompany.result.count).toBe(3);
    const byName = await call<Page<ResidentVisitor>>('getResidentVisitorByName', { name: 'a' });
    expect(byName.result.list.map((row) => row.name).sort()).toEqual(['Abe Roe', 'Ann Roe']);
    const companies = (await call<ResidentCompany[]>('getAllResidentCompany', {})).result;
    expect(companies).toContainEqual({ company: 'Mall Builders', count: 3 });
    ok(await call('delResidentVisitor', { rids: rids.slice(0, 2) }));
    expect((await call<Page<ResidentVisitor>>('getResidentVisitor', { pid })).result.count).toBe(1);
  });

  it('filters the search by validity today and by phone; a change keeps what it leaves out', async () => {
    const phone = newPhone();
    const past = await addResident({ name: 'Old Timer', startDate: '2020-01-01', endDate: addDays(today, -1) });
    const future = await addResident({ name: 'New Comer', startDate: addDays(today, 1), endDate: '' });
    const now = await addResident({ name: 'Now Here', phone, startDate: today, endDate: today, cardNo: 'K-1' });
    const ids = async (body: Record<string, unknown>) => (await residentList(body)).result.list.map((row) => row.rid);
    expect(await ids({ rstatus: 2 })).toContain(past);
    expect(await ids({ rstatus: 2 })).not.toContain(now);
    expect(await ids({ rstatus: 1 })).toEqual([future]);
    expect(await ids({ rstatus: 0, phone: phone.slice(0, 8) })).toEqual([now]);
    ok(await call('updateResidentVisitor', { rid: now, name: 'Now Here', remark: 'gate 2' }));
    const [row] = (await residentList({ phone })).result.list;
    expect(row).toMatchObject({ remark: 'gate 2', cardNo: 'K-1', startDate: today, endDate: today });
    const reversed = await call('addResidentVisitor', {
      name: 'Back Wards',
      phone: newPhone(),
      startDate: today,
      endDate: '2020-01-01',
    });
    expect(reversed).toMatchObject({ status: Status.invalidField });
    expect(reversed.reason).toContain('endDate');
    expect(await call('addResidentVisitor', { name: 'No Contact' })).toMatchObject({ status: Status.invalidField });
  });

  it("keeps a company's residents on one project (301)", async () => {
    const first = await addProject('North site');
    const second = await addProject('South site');
    const rid = await addResident({ pid: first, name: 'Kim Iron', company: 'Iron Works' });
    const clash = await call('addResidentVisitor', { pid: second, name: 'Lou Iron', company: 'iron works', phone: newPhone() });
    expect(clash).toMatchObject({ status: Status.residentProjectConflict, result: { pid: first } });
    expect(await call('updateResidentVisitor', { rid, name: 'Kim Iron', pid: second })).toMatchObject({ status: 0 });
    await addResident({ pid: second, name: 'Lou Iron', company: 'Iron Works' });
  });

  it('links a card number no one else holds (1133)', async () => {
    const rid = await addResident({ name: 'Card Holder' });
    const otherRid = await addResident({ name: 'Card Wanter' });
    ok(await call('SynchronCardNo', { rid, cardNo: 'C-700' }));
    expect(await call('SynchronCardNo', { rid: otherRid, cardNo: 'C-700' })).toMatchObject({ status: Status.cardNoTaken });
    const staff = await seedEmployee(t, acme.userid, { empName: 'Carded Staff' });
    await t.ctx.database.db.updateTable('employee').set({ cardNo: 'E-1' }).where('id', '=', staff.empid).execute();
    expect(await call('SynchronCardNo', { rid: otherRid, cardNo: 'E-1' })).toMatchObject({ status: Status.cardNoTaken });
    expect(await call('addResidentVisitor', { name: 'Dup', phone: newPhone(), cardNo: 'C-700' })).toMatchObject({
      status: Status.cardNoTaken,
    });
    ok(await call('SynchronCardNo', { rid, cardNo: '' }));
    ok(await call('SynchronCardNo', { rid: otherRid, cardNo: 'C-700' }));
  });

  it('imports a sheet: good rows added, each bad row named with its reason', async () => {
    const pid = await addProject('Imported');
    const sheet = spreadsheet(
      [
        ['姓名', '手机号', '公司', '开始日期', '结束日期'],
        ['Gia Good', newPhone(), 'Sheet Co', today, addDays(today, 30)],
        ['', newPhone(), 'Sheet Co', today, today],
        ['Bea Baddate', newPhone(), 'Sheet Co', '2026-02-30', today],
      ],
      'xlsx',
    );
    const answer = await postFile<ResidentImportReport>(t, acme.token, 'importResidentVisitors', 'file', sheet, {
      pid: String(pid),
    });
    ok(answer);
    expect(answer.result.total).toBe(3);
    expect(answer.result.rids).toHaveLength(1);
    expect(answer.result.bad).toEqual([
      expect.objectContaining({ row: 3, status: Status.invalidField, reason: expect.stringContaining('name') }),
      expect.objectContaining({
        row: 4,
        name: 'Bea Baddate',
        status: Status.invalidField,
        reason: expect.stringContaining('startDate'),
      }),
    ]);
    const added = (await call<Page<ResidentVisitor>>('getResidentVisitor', { pid })).result.list;
    expect(added).toEqual([expect.objectContaining({ name: 'Gia Good', company: 'Sheet Co', endDate: addDays(today, 30) })]);
  });

  it("answers 57 for another company's project or resident and changes nothing", async () => {
    const theirs = await addProject('Theirs', other.token);
    const theirResident = await addResident({ pid: theirs, name: 'Their Person' }, other.token);
    expect(await call('updateProject', { pid: theirs, pName: 'Mine now' })).toMatchObject({ status: Status.noRecord });
    expect(await call('delProject', { pid: theirs })).toMatchObject({ status: Status.noRecord });
    expect(await call('addResidentVisitor', { pid: theirs, name: 'Sneak', phone: newPhone() })).toMatchObject({
      status: Status.noRecord,
    });
    expect(await call('updateResidentVisitor', { rid: theirResident, name: 'Renamed' })).toMatchObject({
      status: Status.noRecord,
    });
    expect(await call('delResidentVisitor', { rids: [theirResident] })).toMatchObject({ status: Status.noRecord });
    expect(await call('getRvQrcode', { rid: theirResident })).toMatchObject({ status: Status.noRecord });
    expect(await call('SynchronCardNo', { rid: theirResident, cardNo: 'X' })).toMatchObject({ status: Status.noRecord });
    const still = (await call<Page<ResidentVisitor>>('getResidentVisitor', { pid: theirs }, other.token)).result.list;
    expect(still).toEqual([expect.objectContaining({ name: 'Their Person', cardNo: '' })]);
    expect((await residentList({ name: 'Their' })).result.count).toBe(0);
  });

  it('lets neither an employee nor the desk manage residents; the desk reads them with ID numbers masked', async () => {
    const staff = await seedEmployee(t, acme.userid);
    const employee = await sessionToken(t, acme, 'employee', staff.empid);
    const { result: desk } = await call<{ id: number }>('AddManager', {
      account: `desk-${acme.userid}`,
      password: 'desk-Pass1',
      sname: 'Desk',
      moblie: newPhone(),
    });
    const deskToken = await sessionToken(t, acme, 'reception', desk.id);
    for (const token of [employee, deskToken]) {
      expect(await call('addResidentVisitor', { name: 'Nope', phone: newPhone() }, token)).toMatchObject({
        status: Status.noPermission,
      });
      expect(await call('addProject', { pName: 'Nope' }, token)).toMatchObject({ status: Status.noPermission });
    }
    await addResident({ name: 'Ida Masked', cardid: '11010519491231002X' });
    const [seen] = (await residentList({ name: 'Ida Masked' }, 'SearchRVisitorByCondition', deskToken)).result.list;
    expect(seen?.cardid).not.toBe('11010519491231002X');
    expect(seen?.cardid).toMatch(/\*/);
  });
});
