import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import {
  relatedCompanySchema,
  superAccountLoginSchema,
  superAccountPrefix,
  visitorCountsSchema,
} from '../entities/super-account.js';
import { idOf, optionalText, text, ymd } from '../fields.js';

/*
 * Super accounts (api-facts 4.11): sign-in, the companies covered and their
 * visitor counts. The original console sends the account's `username` with each
 * call; the session decides whose counts are read, so it is accepted and not trusted.
 */

/** Both kinds of account over several companies. */
const groupAccounts = ['super', 'hq'] as const;
/** Counts over at most a year of days, so one request reads a bounded number of rows. */
export const visitorCountRangeMaxDays = 366;

const username = () => optionalText(50);
const password = () => z.string().min(1, 'must not be empty').max(64, 'must be at most 64 characters');

export const superAccountEndpoints = {
  superAccountLogin: endpoint({
    summary: `Super account sign-in after the captcha; names begin with ${superAccountPrefix}. 60 when disabled.`,
    roles: 'public',
    rateLimit: 'signin',
    legacyScrambledPassword: 'password',
    request: z.object({
      username: text(50).min(1, 'must not be empty'),
      password: password(),
      digest: text(100).optional().default(''),
    }),
    response: superAccountLoginSchema,
  }),
  getRelatedAccount: endpoint({
    summary: 'The companies the signed-in super account or HQ Administrator covers, by name.',
    roles: groupAccounts,
    readOnly: true,
    request: z.object({ username: username() }),
    response: z.array(relatedCompanySchema),
  }),
  getAllSuperAccountVCount: endpoint({
    summary: 'Visitors signed in at each related company since it began, and their total.',
    roles: groupAccounts,
    readOnly: true,
    request: z.object({ username: username() }),
    response: visitorCountsSchema,
  }),
  getSupAccVCount: endpoint({
    summary: `Visitors signed in at each related company and on each day from startDate to endDate (at most ${visitorCountRangeMaxDays} days).`,
    roles: groupAccounts,
    readOnly: true,
    // The order and span of the days are the service's to check (604 naming endDate).
    request: z.object({ username: username(), startDate: ymd(), endDate: ymd() }),
    response: visitorCountsSchema,
  }),
  ModifySupAccPassword: endpoint({
    summary: "Changes the super account's password: oldPwd must be the current one (2 otherwise).",
    roles: groupAccounts,
    request: z.object({ username: username(), password: password(), oldPwd: password() }),
    response: z.null(),
  }),
  switchBranch: endpoint({
    summary:
      "An HQ Administrator moves to another of its branches: the answer is superAccountLogin's, with a new token for that branch, and the calling session ends. 610 for a company it does not cover.",
    roles: ['hq'],
    request: z.object({ branch: idOf('company') }),
    response: superAccountLoginSchema,
  }),
};
