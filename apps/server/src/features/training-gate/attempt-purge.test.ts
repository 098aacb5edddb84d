import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany } from '../../../test/factories.js';
import { abandonedAttemptMs, abandonedTrainingAttempts } from './attempt-purge.js';

/* The purge of training attempts nobody answered. */

const t = useTestApp();

describe(`abandoned training attempts (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('removes unanswered attempts a day old, and keeps answered ones and those still open', async () => {
    const company = await buildCompany(t);
    const db = t.ctx.database.db;
    const now = t.clock.now();
    const old = now - abandonedAttemptMs - 60_000;
    const attempt = (personKey: string, startedAt: number, submittedAt: number | null) =>
      db
        .insertInto('trainingAttempt')
        .values({
          companyId: company.userid,
          personKey,
          tid: 1,
          qid: '1',
          tvid: '',
          vid: 0,
          itemIds: '[]',
          passMark: 1,
          startedAt,
          questionsFrom: startedAt,
          deadline: null,
          videoRequired: 0,
          videoWatched: 0,
          submittedAt,
        })
        .execute();
    await attempt('walked-away', old, null);
    await attempt('answered', old, old + 60_000);
    await attempt('answering-now', now - 60_000, null);

    expect(await abandonedTrainingAttempts.purge(t.ctx, now)).toBe(1);
    const left = await db.selectFrom('trainingAttempt').select('personKey').where('companyId', '=', company.userid).execute();
    expect(left.map((row) => row.personKey).sort()).toEqual(['answered', 'answering-now']);
  });
});
