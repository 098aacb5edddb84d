import type { AppContext } from '../../platform/context.js';
import type { ExpiryPurge } from '../../platform/jobs/purge.job.js';
import { deleteUnansweredAttemptsBefore } from './training-gate.repo.js';

/*
 * Every look at the training a visitor needs starts an attempt; a visitor who
 * walks away leaves it unanswered. The daily purge removes those a day old:
 * their questions have long timed out. Answered attempts stay with their
 * results (the visit's score and the person's pass).
 */

export const abandonedAttemptMs = 24 * 60 * 60_000;

export const abandonedTrainingAttempts: ExpiryPurge = {
  name: 'trainingAttempts',
  purge: (ctx: AppContext, now: number) => deleteUnansweredAttemptsBefore(ctx.database.db, now - abandonedAttemptMs),
};
