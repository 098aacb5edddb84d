import { type Page, type Questionnaire, type QuestionnaireItem, Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { sessionToken } from '../../../test/people-factories.js';
import { setPlan } from '../plans/plans.service.js';

const t = useTestApp();

const bank = { title: 'Site induction', fdesc: 'Before entering the plant', ansTime: 10, topicNum: '3', topicRigNum: 2 };
const items = (token: string, qid: unknown, request: Record<string, unknown> = {}) =>
  t.call<Page<QuestionnaireItem>>('getQueDetailList', { qid, startIndex: 1, requestedCount: 50, ...request }, token);
const addItem = (token: string, body: Record<string, unknown>) => t.call<{ qdid: number }>('addQuestionnaireDetail', body, token);

describe(`questionnaires (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  let acme: TestCompany;
  let other: TestCompany;
  let qid: string;
  beforeAll(async () => {
    acme = await buildCompany(t);
    other = await buildCompany(t);
    const added = await t.call<{ qid: string }>('addQuestionnaire', bank, acme.token);
    expect(added, added.reason).toMatchObject({ status: 0 });
    qid = added.result.qid;
  });

  it('keeps a bank with the original fields, and changes it', async () => {
    const { result } = await t.call<Page<Questionnaire>>(
      'getQuestionnaire',
      { qid, startIndex: 1, requestedCount: 10 },
      acme.token,
    );
    expect(result.list).toEqual([{ qid, userid: acme.userid, createTime: t.clock.now(), itemCount: 0, ...bank }]);
    expect(await t.call('updateQuestionnaire', { qid, ...bank, title: 'Induction 2', topicNum: 2 }, acme.token)).toMatchObject({
      status: 0,
    });
    const changed = await t.call<Page<Questionnaire>>('getQuestionnaire', { qid: '' }, acme.token);
    expect(changed.result.list[0]).toMatchObject({ title: 'Induction 2', topicNum: '2' });
  });

  it('answers 604 naming a missing field, where the original answered -1', async () => {
    const { title: _title, ...untitled } = bank;
    expect(await t.call('addQuestionnaire', untitled, acme.token)).toMatchObject({
      status: Status.invalidField,
      reason: expect.stringMatching(/^title/),
    });
    expect(await addItem(acme.token, { qid, foption: ['a', 'b'], answer: 'A' })).toMatchObject({
      status: Status.invalidField,
      reason: expect.stringMatching(/^question/),
    });
    expect(await t.call('getQueDetailList', {}, acme.token)).toMatchObject({
      status: Status.invalidField,
      reason: expect.stringMatching(/^qid/),
    });
  });

  it('keeps items in order with lettered options, taking the options in the forms the original sends', async () => {
    const first = await addItem(acme.token, {
      qid,
      question: 'Helmets are worn',
      foption: ['Always', 'Never'],
      answer: 'a',
      score: 2,
    });
    expect(first, first.reason).toMatchObject({ status: 0 });
    const second = await addItem(acme.token, {
      qid,
      question: 'Exit is',
      foption: JSON.stringify({ A: 'North', B: 'South', C: 'East' }),
      answer: 'South',
    });
    const third = await addItem(acme.token, {
      qid,
      question: 'First',
      foption: [{ text: 'x' }, { text: 'y' }],
      answer: 'B',
      qorder: 0,
    });
    const { result } = await items(acme.token, qid);
    expect(result.count).toBe(3);
    expect(result.list.map((item) => item.qdid)).toEqual([third.result.qdid, first.result.qdid, second.result.qdid]);
    expect(result.list[2]).toEqual({
      qdid: second.result.qdid,
      qid,
      userid: acme.userid,
      question: 'Exit is',
      foption: [
        { key: 'A', text: 'North' },
        { key: 'B', text: 'South' },
        { key: 'C', text: 'East' },
      ],
      qorder: 2,
      fstatus: 1,
      answer: 'B',
      score: 1,
    });
    expect((await items(acme.token, qid, { question: 'Exit' })).result.count).toBe(1);
    const listed = await t.call<Page<Questionnaire>>('getQuestionnaire', { qid }, acme.token);
    expect(listed.result.list[0]!.itemCount).toBe(3);

    expect(await addItem(acme.token, { qid, question: 'q', foption: ['only one'], answer: 'A' })).toMatchObject({
      status: Status.invalidField,
      reason: expect.stringMatching(/^foption/),
    });
    expect(
      await addItem(acme.token, { qid, question: 'q', foption: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], answer: 'A' }),
    ).toMatchObject({ status: Status.invalidField });
    expect(await addItem(acme.token, { qid, question: 'q', foption: ['a', 'b'], answer: 'C' })).toMatchObject({
      status: Status.invalidField,
      reason: expect.stringMatching(/^answer/),
    });

    const edit = { qdid: second.result.qdid, question: 'The exit is', foption: ['North', 'South'], answer: 'A' };
    expect(await t.call('updateQuestionnaireDetail', edit, acme.token)).toMatchObject({ status: 0 });
    const edited = (await items(acme.token, qid)).result.list.find((item) => item.qdid === second.result.qdid);
    expect(edited).toMatchObject({ question: 'The exit is', answer: 'A', qorder: 2, score: 1 });

    expect(await t.call('delQuestionnaireDetail', { qdids: [first.result.qdid, third.result.qdid] }, acme.token)).toMatchObject({
      status: 0,
    });
    expect(await t.call('delQuestionnaireDetail', { qdid: second.result.qdid }, acme.token)).toMatchObject({ status: 0 });
    expect((await items(acme.token, qid)).result.count).toBe(0);
  });

  it("answers 57 for another company's qid or qdid and changes nothing", async () => {
    const { result: item } = await addItem(acme.token, { qid, question: 'Mine', foption: ['a', 'b'], answer: 'A' });
    const edit = { question: 'Theirs', foption: ['a', 'b'], answer: 'B' };
    for (const [call, body] of [
      ['getQuestionnaire', { qid }],
      ['getQueDetailList', { qid }],
      ['updateQuestionnaire', { qid, ...bank }],
      ['addQuestionnaireDetail', { qid, ...edit }],
      ['updateQuestionnaireDetail', { qdid: item.qdid, ...edit }],
      ['delQuestionnaireDetail', { qdids: [item.qdid] }],
      ['delQuestionnaire', { qid }],
    ] as const) {
      const answer = await t.call<Page<unknown>>(call, body, other.token);
      if (call === 'getQuestionnaire') expect(answer.result.count).toBe(0);
      else expect(answer, call).toMatchObject({ status: Status.noRecord });
    }
    expect((await items(acme.token, qid)).result.list).toMatchObject([{ question: 'Mine', answer: 'A' }]);
  });

  it('lets a desk read banks and items but change nothing', async () => {
    const { result: desk } = await t.call<{ id: number }>(
      'AddManager',
      { account: `desk-${acme.userid}`, password: 'desk-Pass1', sname: 'Desk', moblie: '13900000003' },
      acme.token,
    );
    const deskToken = await sessionToken(t, acme, 'reception', desk.id);
    expect(await items(deskToken, qid)).toMatchObject({ status: 0 });
    expect(await t.call('addQuestionnaire', bank, deskToken)).toMatchObject({ status: Status.noPermission });
  });

  it('deletes a bank with its items', async () => {
    expect(await t.call('delQuestionnaire', { qid }, acme.token)).toMatchObject({ status: 0 });
    expect(await items(acme.token, qid)).toMatchObject({ status: Status.noRecord });
    const left = await t.ctx.database.db
      .selectFrom('questionnaireItem')
      .select('id')
      .where('questionnaireId', '=', Number(qid))
      .execute();
    expect(left).toEqual([]);
  });

  it('answers 45 on a plan without questionnaires', async () => {
    const free = await buildCompany(t);
    expect(await setPlan(t.ctx, free.userid, 'free')).toBe(true);
    expect(await t.call('addQuestionnaire', bank, free.token)).toMatchObject({ status: Status.planLimitReached });
    expect(await t.call('getQuestionnaire', {}, free.token)).toMatchObject({ status: Status.planLimitReached });
  });
});
