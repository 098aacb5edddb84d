import { Status, type TrainingResult, type TrainingTask, type VisitorType } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { codeOf, deskToken } from '../../../test/front-desk-factories.js';
import { postFile } from '../../../test/multipart.js';
import { newPhone, seedEmployee, sessionToken, type TestEmployee } from '../../../test/people-factories.js';
import { buildAppointment } from '../../../test/visit-factories.js';
import { sampleMp4 } from '../training/video-samples.js';

const t = useTestApp();
const day = 24 * 60 * 60_000;
const videoMs = 30_000;

/** A company with a 30 s video, a bank of three one-point items (two drawn, two to pass), and a type asking for both. */
async function trainingCompany() {
  const company = await buildCompany(t);
  const host = await seedEmployee(t, company.userid, { empName: 'Hannah Host' });
  const video = await postFile<{ tvid: string }>(t, company.token, 'addTrainingVideo', 'file', {
    filename: 'Safety.mp4',
    contentType: 'video/mp4',
    data: sampleMp4(videoMs),
  });
  expect(video.status, video.reason).toBe(0);
  const { result: bank } = await t.call<{ qid: string }>(
    'addQuestionnaire',
    { title: 'Site rules', ansTime: 5, topicNum: 2, topicRigNum: 2 },
    company.token,
  );
  for (const [question, answer] of [
    ['Helmets are worn', 'A'],
    ['Exits are kept clear', 'A'],
    ['Smoking is allowed', 'B'],
  ]) {
    await t.call('addQuestionnaireDetail', { qid: bank.qid, question, foption: ['Yes', 'No'], answer }, company.token);
  }
  const added = await t.call<{ tid: number }>(
    'addVisitorType',
    { vType: 'Contractor', qid: bank.qid, tvid: video.result.tvid, povDays: 30 },
    company.token,
  );
  expect(added.status, added.reason).toBe(0);
  expect((await t.call('updateQuestionnaireSwitch', { questionnaireSwitch: 1 }, company.token)).status).toBe(0);
  return { company, host, qid: bank.qid, tvid: video.result.tvid, tid: added.result.tid, desk: await deskToken(t, company) };
}

/** The correct letters of an attempt's questions, read from the bank (the attempt carries none). */
async function rightAnswers(attempt: NonNullable<TrainingTask['attempt']>) {
  const rows = await t.ctx.database.db
    .selectFrom('questionnaireItem')
    .select(['id', 'answer'])
    .where(
      'id',
      'in',
      attempt.questions.map((question) => question.qdid),
    )
    .execute();
  return rows.map((row) => ({ qdid: row.id, answer: row.answer }));
}

const wrongOf = (answers: Array<{ qdid: number; answer: string }>) =>
  answers.map((answer) => ({ ...answer, answer: answer.answer === 'A' ? 'B' : 'A' }));

describe(`training before sign-in (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  let acme: Awaited<ReturnType<typeof trainingCompany>>;
  let other: TestCompany;
  let otherHost: TestEmployee;
  beforeAll(async () => {
    acme = await trainingCompany();
    other = await buildCompany(t);
    otherHost = await seedEmployee(t, other.userid);
  });

  const task = (body: Record<string, unknown>, token = acme.desk) => t.call<TrainingTask>('getTrainingTask', body, token);
  const submit = (body: Record<string, unknown>, token = acme.desk) =>
    t.call<TrainingResult>('submitTrainingAnswers', body, token);
  const walkIn = (phone: string, token = acme.desk) =>
    t.call<{ visit: { vid: number; overallScore?: number; scoreDetail?: string } }>(
      'UpdatePhoto',
      { name: 'Carl Contractor', phone, empid: acme.host.empid, tid: acme.tid },
      token,
    );

  /** A new desk session after the clock moved past the old one's expiry. */
  async function freshDesk() {
    acme.company = { ...acme.company, token: await sessionToken(t, acme.company, 'manager', acme.company.userid) };
    return deskToken(t, acme.company);
  }

  /** Trains the phone through: watches the video, answers right. */
  async function pass(phone: string) {
    const { result } = await task({ tid: acme.tid, phone });
    t.clock.advance(videoMs);
    const graded = await submit({ attemptId: result.attempt!.attemptId, answers: await rightAnswers(result.attempt!) });
    expect(graded.result).toMatchObject({ passed: true });
    return graded.result;
  }

  it('keeps the type fields, turns the switch on only for the Administrator, and refuses another company’s bank or video', async () => {
    const { result: types } = await t.call<VisitorType[]>('getVisitorType', { vType: 'Contractor' }, acme.company.token);
    expect(types[0]).toMatchObject({ qid: acme.qid, tvid: acme.tvid, povDays: 30 });
    expect((await t.call('updateQuestionnaireSwitch', { questionnaireSwitch: 1 }, acme.desk)).status).toBe(Status.noPermission);
    expect(await t.call('addVisitorType', { vType: 'Stranger', qid: acme.qid }, other.token)).toMatchObject({
      status: Status.noRecord,
      reason: expect.stringMatching(/^qid/),
    });
    expect(await t.call('addVisitorType', { vType: 'Stranger', tvid: acme.tvid }, other.token)).toMatchObject({
      status: Status.noRecord,
      reason: expect.stringMatching(/^tvid/),
    });
    const { result: plain } = await t.call<{ tid: number }>('addVisitorType', { vType: 'Plain' }, acme.company.token);
    expect(
      (await t.call('updateVisitorType', { tid: plain.tid, vType: 'Plain', tvid: acme.tvid }, acme.company.token)).status,
    ).toBe(0);
    expect((await t.call('updateVisitorType', { tid: plain.tid, vType: 'Plain', tvid: 0 }, acme.company.token)).status).toBe(0);
    const { result: after } = await t.call<VisitorType[]>('getVisitorType', { vType: 'Plain' }, acme.company.token);
    expect(after[0]).toMatchObject({ tvid: '', qid: '' });
  });

  it('asks nothing with the switch off or of a type naming no training; asks with both', async () => {
    const { result: plain } = await t.call<{ tid: number }>('addVisitorType', { vType: 'Guest' }, acme.company.token);
    expect((await task({ tid: plain.tid, phone: newPhone() })).result).toEqual({ needed: false, validUntil: '', attempt: null });
    await t.call('updateQuestionnaireSwitch', { questionnaireSwitch: 0 }, acme.company.token);
    expect((await task({ tid: acme.tid, phone: newPhone() })).result).toMatchObject({ needed: false });
    await t.call('updateQuestionnaireSwitch', { questionnaireSwitch: 1 }, acme.company.token);
    const { result } = await task({ vType: 'Contractor', phone: newPhone() });
    expect(result.needed).toBe(true);
    expect(result.attempt).toMatchObject({
      video: { tvid: acme.tvid, mustWatch: true, durationSeconds: 30 },
      ansTime: 5,
      passMark: 2,
      questionsFrom: t.clock.now() + videoMs,
      deadline: t.clock.now() + videoMs + 5 * 60_000,
    });
    expect(result.attempt!.video!.videoUrl).toMatch(/^\/training-videos\//);
    expect(result.attempt!.questions).toHaveLength(2);
    expect(JSON.stringify(result.attempt!.questions)).not.toMatch(/"answer"/);
    expect(await task({ tid: acme.tid })).toMatchObject({ status: Status.invalidField, reason: expect.stringMatching(/^phone/) });
  });

  it('refuses answers before the video could have ended, fails wrong answers showing the right ones, and passes a retry without the video', async () => {
    const phone = newPhone();
    const first = (await task({ tid: acme.tid, phone })).result.attempt!;
    const right = await rightAnswers(first);
    t.clock.advance(videoMs / 2);
    expect(await submit({ attemptId: first.attemptId, answers: right })).toMatchObject({
      status: Status.trainingVideoUnwatched,
    });
    t.clock.advance(videoMs / 2);
    const failed = await submit({ attemptId: first.attemptId, answers: wrongOf(right) });
    expect(failed.result).toMatchObject({ passed: false, outcome: 'lowScore', score: 0, passMark: 2, validUntil: '' });
    expect(failed.result.wrong).toHaveLength(2);
    expect(failed.result.wrong[0]).toMatchObject({
      correctAnswer: right.find((a) => a.qdid === failed.result.wrong[0]!.qdid)!.answer,
    });
    expect(await submit({ attemptId: first.attemptId, answers: right })).toMatchObject({ status: Status.trainingAttemptClosed });

    const retry = (await task({ tid: acme.tid, phone })).result.attempt!;
    expect(retry.video).toMatchObject({ mustWatch: false });
    expect(retry.questionsFrom).toBe(t.clock.now());
    const passed = await submit({ attemptId: retry.attemptId, answers: await rightAnswers(retry) });
    expect(passed.result).toMatchObject({ passed: true, outcome: 'passed', score: 2, wrong: [] });
    expect(passed.result.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await task({ tid: acme.tid, phone })).result).toEqual({
      needed: false,
      validUntil: passed.result.validUntil,
      attempt: null,
    });
  });

  it('fails a submission after the time limit as timeUp, whatever it scored', async () => {
    const attempt = (await task({ tid: acme.tid, phone: newPhone() })).result.attempt!;
    t.clock.advance(videoMs + 5 * 60_000 + 60_000);
    const late = await submit({ attemptId: attempt.attemptId, answers: await rightAnswers(attempt) });
    expect(late.result).toMatchObject({ passed: false, outcome: 'timeUp', score: 2 });
  });

  it('gates an expected visitor at VisitAppointmentSignin and an invitee at AppClientSignin', async () => {
    const phone = newPhone();
    const vid = await buildAppointment(t, acme.company.token, { phone, tid: acme.tid, empid: acme.host.empid });
    expect((await t.call('VisitAppointmentSignin', { vid }, acme.desk)).status).toBe(Status.trainingRequired);
    const code = await codeOf(t, vid);
    expect((await t.call('AppClientSignin', { code }, acme.desk)).status).toBe(Status.trainingRequired);
    // The desk asks by the visit: its type and phone decide.
    expect((await task({ vid })).result).toMatchObject({ needed: true });
    const row = await t.ctx.database.db.selectFrom('visit').selectAll().where('id', '=', vid).executeTakeFirstOrThrow();
    expect(row.visitdate).toBeNull();
    await pass(phone);
    expect((await t.call('VisitAppointmentSignin', { vid }, acme.desk)).status).toBe(0);
    const signedIn = await t.ctx.database.db.selectFrom('visit').selectAll().where('id', '=', vid).executeTakeFirstOrThrow();
    expect(signedIn).toMatchObject({ overallScore: 2 });
  });

  it('trains the visitor of an invitation link before arrival, and the desk then signs them in', async () => {
    const phone = newPhone();
    const vid = await buildAppointment(t, acme.company.token, { phone, tid: acme.tid, empid: acme.host.empid });
    const token = await codeOf(t, vid);
    expect((await t.call<TrainingTask>('getTrainingTaskByToken', { token, start: 0 })).result).toEqual({
      needed: true,
      validUntil: '',
      attempt: null,
    });
    const { result } = await t.call<TrainingTask>('getTrainingTaskByToken', { token });
    expect(result.needed).toBe(true);
    t.clock.advance(videoMs);
    const answers = await rightAnswers(result.attempt!);
    // A desk attempt of another visitor is not this link's.
    const desk = (await task({ tid: acme.tid, phone: newPhone() })).result.attempt!;
    expect(await t.call('submitTrainingAnswersByToken', { token, attemptId: desk.attemptId, answers })).toMatchObject({
      status: Status.noRecord,
    });
    const graded = await t.call<TrainingResult>('submitTrainingAnswersByToken', {
      token,
      attemptId: result.attempt!.attemptId,
      answers,
    });
    expect(graded.result).toMatchObject({ passed: true });
    expect((await t.call<TrainingTask>('getTrainingTaskByToken', { token })).result.needed).toBe(false);
    expect((await t.call('AppClientSignin', { code: token }, acme.desk)).status).toBe(0);
    expect(await t.call('getTrainingTaskByToken', { token: 'forged' })).toMatchObject({ status: Status.invalidLink });
  });

  it("answers 57 for another company's type or attempt, and 610 for an employee", async () => {
    const attempt = (await task({ tid: acme.tid, phone: newPhone() })).result.attempt!;
    const otherDesk = await deskToken(t, other);
    expect(await task({ tid: acme.tid, phone: newPhone() }, otherDesk)).toMatchObject({ status: Status.noRecord });
    const vid = await buildAppointment(t, acme.company.token, { tid: acme.tid, empid: acme.host.empid });
    expect(await task({ vid }, otherDesk)).toMatchObject({ status: Status.noRecord });
    expect(await submit({ attemptId: attempt.attemptId, answers: [] }, otherDesk)).toMatchObject({ status: Status.noRecord });
    const employee = await sessionToken(t, other, 'employee', otherHost.empid);
    expect((await task({ tid: acme.tid, phone: newPhone() }, employee)).status).toBe(Status.noPermission);
    expect((await t.call('updateQuestionnaireSwitch', { questionnaireSwitch: 1 }, employee)).status).toBe(Status.noPermission);
  });
  it('refuses a walk-in without a pass with 1140 storing nothing, and records the pass on the visit after training', async () => {
    const phone = newPhone();
    expect(await walkIn(phone)).toMatchObject({ status: Status.trainingRequired });
    const stored = await t.ctx.database.db.selectFrom('visit').select('id').where('vphone', '=', phone).execute();
    expect(stored).toEqual([]);
    const result = await pass(phone);
    const signedIn = await walkIn(phone);
    expect(signedIn.status, signedIn.reason).toBe(0);
    expect(signedIn.result.visit.overallScore).toBe(2);
    expect(JSON.parse(signedIn.result.visit.scoreDetail!)).toMatchObject({
      passed: true,
      score: 2,
      validUntil: result.validUntil,
    });
    await t.call('VisitorSignOut', { phone }, acme.desk);

    // Within the validity the visitor is not asked again; after it, they are.
    // Sessions expire over days: the desk signs in again, as a tablet does each morning.
    t.clock.advance(29 * day);
    acme.desk = await freshDesk();
    expect((await task({ tid: acme.tid, phone })).result.needed).toBe(false);
    expect((await walkIn(phone)).status).toBe(0);
    await t.call('VisitorSignOut', { phone }, acme.desk);
    t.clock.advance(2 * day);
    acme.desk = await freshDesk();
    expect((await task({ tid: acme.tid, phone })).result.needed).toBe(true);
    expect((await walkIn(phone)).status).toBe(Status.trainingRequired);
  });
});
