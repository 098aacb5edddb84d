import { readFileSync } from 'node:fs';
import { type Employee, type FaceReport, type ResidentFaceReport, Status } from '@vestibule/contract';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createJobRegistry } from '../../platform/jobs/registry.js';
import { registerJobHandlers } from '../../platform/jobs/background.js';
import { runNextJob } from '../../platform/jobs/worker.js';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { pictureBytes, upload } from '../../../test/multipart.js';
import { buildEmployee, newPhone } from '../../../test/people-factories.js';
import { featureJobs } from '../index.js';
import { facesPerRun } from './faces.service.js';

const t = useTestApp();

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/faces/${name}`, import.meta.url));

/** A plain picture with no face in it: a soft gradient. */
function gradientPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) png.data.set([(x * 255) / width, (y * 255) / height, 160, 255], (y * width + x) * 4);
  }
  return PNG.sync.write(png);
}

async function uploaded(company: TestCompany, data: Uint8Array, filename = 'photo.jpg') {
  const answer = await upload(t, company.token, { filename, contentType: 'image/jpeg', data });
  expect(answer, answer.reason).toMatchObject({ status: 0 });
  return answer.result.url;
}

const registerFaces = (company: TestCompany, empids: unknown) => t.call<FaceReport>('updateFace', { empids }, company.token);

const faceOf = async (empid: number) =>
  (await t.ctx.database.db.selectFrom('employee').select('face').where('id', '=', empid).executeTakeFirstOrThrow()).face;

async function runJobs() {
  const registry = createJobRegistry();
  registerJobHandlers(registry, [], [], featureJobs);
  while (await runNextJob(t.ctx, registry, { workerId: 'test', leaseMs: 30_000 }));
}

describe(`face photos (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  let acme: TestCompany;
  let oneFace: string;
  let twoFaces: string;
  let noFace: string;
  beforeAll(async () => {
    acme = await buildCompany(t);
    oneFace = await uploaded(acme, fixture('one-face.jpg'));
    twoFaces = await uploaded(acme, fixture('two-faces.jpg'));
    noFace = await uploaded(acme, gradientPng(320, 240), 'wall.png');
  });

  it('keeps answering other calls while it checks faces: the checks hold no transaction', async () => {
    const people = [];
    for (let index = 0; index < 4; index++) people.push(await buildEmployee(t, acme, { avatar: oneFace }));
    const finished: string[] = [];
    const checking = registerFaces(
      acme,
      people.map((person) => person.empid),
    ).then((answer) => finished.push(`faces ${answer.status}`));
    const reading = t.call('getEmployeeCount', {}, acme.token).then((answer) => finished.push(`count ${answer.status}`));
    await Promise.all([checking, reading]);
    // Inside one transaction the count would wait on SQLite's one connection until every photo was checked.
    expect(finished).toEqual(['count 0', 'faces 0']);
    for (const person of people) expect(await faceOf(person.empid)).toBe(1);
  });

  it('registers exactly one face, and refuses no photo, no face and several faces with the reason', async () => {
    const ann = await buildEmployee(t, acme, { avatar: oneFace });
    const bob = await buildEmployee(t, acme, { avatar: noFace });
    const cat = await buildEmployee(t, acme, { avatar: twoFaces });
    const dan = await buildEmployee(t, acme);
    const gif = await buildEmployee(t, acme, { avatar: await uploaded(acme, pictureBytes.gif, 'a.gif') });

    const answer = await registerFaces(acme, [dan.empid, ann.empid, bob.empid, cat.empid, gif.empid, ann.empid]);
    expect(answer, answer.reason).toMatchObject({ status: 0 });
    expect(answer.result).toEqual({
      registered: [ann.empid],
      failed: [
        { empid: dan.empid, reason: 'noPhoto' },
        { empid: bob.empid, reason: 'noFace' },
        { empid: cat.empid, reason: 'manyFaces' },
        { empid: gif.empid, reason: 'badPicture' },
      ],
    });
    expect(await faceOf(ann.empid)).toBe(1);
    for (const { empid } of [bob, cat, dan, gif]) expect(await faceOf(empid)).toBe(0);
  });

  it('shows the face state in the list, and a new photo takes the registration back', async () => {
    const eve = await buildEmployee(t, acme, { avatar: oneFace });
    expect((await registerFaces(acme, [eve.empid])).result.registered).toEqual([eve.empid]);
    const page = await t.call<{ list: Employee[] }>(
      'getEmpListPages',
      { startIndex: 1, requestedCount: 10, phone: eve.empPhone },
      acme.token,
    );
    expect(page.result.list.map(({ empid, face }) => ({ empid, face }))).toEqual([{ empid: eve.empid, face: 1 }]);

    const unchanged = await t.call<Employee>('updateEmployee', { employeeid: eve.empid, remark: 'same photo' }, acme.token);
    expect(unchanged.result.face).toBe(1);
    const changed = await t.call<Employee>('updateEmployee', { employeeid: eve.empid, avatar: twoFaces }, acme.token);
    expect(changed.result.face).toBe(0);
    expect((await registerFaces(acme, [eve.empid])).result.failed).toEqual([{ empid: eve.empid, reason: 'manyFaces' }]);
  });

  it("answers 57 for another company's employee and changes nobody", async () => {
    const other = await buildCompany(t);
    const theirs = await buildEmployee(t, other, { avatar: await uploaded(other, fixture('one-face.jpg')) });
    const ours = await buildEmployee(t, acme, { avatar: oneFace });
    const answer = await registerFaces(acme, [ours.empid, theirs.empid]);
    expect(answer).toMatchObject({
      status: Status.noRecord,
      reason: 'empids: not of the company',
      result: [theirs.empid],
    });
    expect(JSON.stringify(answer)).not.toContain(theirs.empName);
    expect([await faceOf(ours.empid), await faceOf(theirs.empid)]).toEqual([0, 0]);
  });

  it('refuses bad bodies with 604 naming the field', async () => {
    expect(await registerFaces(acme, [])).toMatchObject({
      status: Status.invalidField,
      reason: expect.stringContaining('empids'),
    });
    expect(await registerFaces(acme, 'all')).toMatchObject({
      status: Status.invalidField,
      reason: expect.stringContaining('empids'),
    });
    expect(
      await registerFaces(
        acme,
        Array.from({ length: 101 }, (_, index) => index + 1),
      ),
    ).toMatchObject({
      status: Status.invalidField,
    });
  });

  it('refuses an upload that is no picture, whatever its name says', async () => {
    const answer = await upload(t, acme.token, { filename: 'face.jpg', contentType: 'image/jpeg', data: Buffer.from('<html>') });
    expect(answer).toMatchObject({ status: Status.uploadFailed, reason: expect.stringContaining('Picture format is wrong') });
  });

  it('updateAllFace registers every employee with a photo, a run at a time in the background', async () => {
    const company = await buildCompany(t);
    const wall = await uploaded(company, gradientPng(64, 48), 'wall.png');
    const face = await uploaded(company, fixture('one-face.jpg'));
    const walls = [];
    for (let index = 0; index < facesPerRun; index++) walls.push(await buildEmployee(t, company, { avatar: wall }));
    const smiling = await buildEmployee(t, company, { avatar: face });
    const photoless = await buildEmployee(t, company);

    const answer = await t.call<{ count: number }>('updateAllFace', {}, company.token);
    expect(answer).toMatchObject({ status: 0, result: { count: facesPerRun + 1 } });
    expect(await faceOf(smiling.empid)).toBe(0);
    await runJobs();
    expect(await faceOf(smiling.empid)).toBe(1);
    expect(await faceOf(photoless.empid)).toBe(0);
    for (const { empid } of walls) expect(await faceOf(empid)).toBe(0);
  });

  describe('residents', () => {
    const addResident = async (company: TestCompany, avatar = '') => {
      const answer = await t.call<string>(
        'addResidentVisitor',
        { name: 'Rory Resident', phone: newPhone(), avatar },
        company.token,
      );
      expect(answer, answer.reason).toMatchObject({ status: 0 });
      return answer.result;
    };
    const residentFaceOf = async (rid: string) =>
      (await t.ctx.database.db.selectFrom('residentVisitor').select('face').where('rid', '=', rid).executeTakeFirstOrThrow())
        .face;

    it("registers residents like employees, and answers 57 for another company's rid", async () => {
      const smiling = await addResident(acme, oneFace);
      const crowd = await addResident(acme, twoFaces);
      const bare = await addResident(acme);
      const answer = await t.call<ResidentFaceReport>('updateResidentFace', { rids: [bare, smiling, crowd] }, acme.token);
      expect(answer, answer.reason).toMatchObject({ status: 0 });
      expect(answer.result).toEqual({
        registered: [smiling],
        failed: [
          { rid: bare, reason: 'noPhoto' },
          { rid: crowd, reason: 'manyFaces' },
        ],
      });
      expect([await residentFaceOf(smiling), await residentFaceOf(crowd)]).toEqual([1, 0]);
      // A new photo is not yet registered; the same photo saved again keeps the face.
      const update = (avatar: string) =>
        t.call('updateResidentVisitor', { rid: smiling, name: 'Rory Resident', avatar }, acme.token);
      expect((await update(oneFace)).status).toBe(0);
      expect(await residentFaceOf(smiling)).toBe(1);
      expect((await update(twoFaces)).status).toBe(0);
      expect(await residentFaceOf(smiling)).toBe(0);

      const other = await buildCompany(t);
      const theirs = await addResident(other, await uploaded(other, fixture('one-face.jpg')));
      expect(await t.call('updateResidentFace', { rids: [theirs] }, acme.token)).toMatchObject({
        status: Status.noRecord,
        reason: 'rids: not of the company',
      });
      expect(await residentFaceOf(theirs)).toBe(0);
      expect(await t.call('updateResidentFace', { rids: ['7'] }, acme.token)).toMatchObject({ status: Status.invalidField });
    });

    it('updateAllResidentFace checks every resident with a photo in the background', async () => {
      const company = await buildCompany(t);
      const face = await uploaded(company, fixture('one-face.jpg'));
      const smiling = await addResident(company, face);
      const bare = await addResident(company);
      const answer = await t.call<{ count: number }>('updateAllResidentFace', {}, company.token);
      expect(answer).toMatchObject({ status: 0, result: { count: 1 } });
      await runJobs();
      expect([await residentFaceOf(smiling), await residentFaceOf(bare)]).toEqual([1, 0]);
    });
  });

  describe('Compressface', () => {
    it('shrinks a large picture to a face-device JPEG, keeping its aspect', async () => {
      const large = await uploaded(acme, gradientPng(1600, 1200), 'large.png');
      const answer = await t.call<string>('Compressface', { photoUrl: `http://console.example.com${large}` }, acme.token);
      expect(answer, answer.reason).toMatchObject({ status: 0 });
      expect(answer.result).toMatch(/^\/files\/[0-9a-f]{32}\/face\.jpg$/);
      const file = await t.app.inject({ method: 'GET', url: answer.result });
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.rawPayload.length).toBeLessThan(200 * 1024);
      expect(jpeg.decode(file.rawPayload)).toMatchObject({ width: 640, height: 480 });
    });

    it("answers 57 for a picture of another company's and 21 for one that is no JPEG or PNG", async () => {
      const other = await buildCompany(t);
      const theirs = await uploaded(other, fixture('one-face.jpg'));
      expect(await t.call('Compressface', { photoUrl: theirs }, acme.token)).toMatchObject({
        status: Status.noRecord,
        reason: 'photoUrl: not a picture the company uploaded',
      });
      const gif = await uploaded(acme, pictureBytes.gif, 'a.gif');
      expect(await t.call('Compressface', { photoUrl: gif }, acme.token)).toMatchObject({ status: Status.uploadFailed });
      expect(await t.call('Compressface', { photoUrl: '' }, acme.token)).toMatchObject({ status: Status.invalidField });
    });
  });
});
