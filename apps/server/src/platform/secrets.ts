import type { Kysely, Selectable } from 'kysely';
import { sha256 } from './crypto.js';
import type { Database, SingleUseSecretTable } from './db/schema.js';
import { hashPassword, verifyPassword } from './passwords.js';
import {
  countSecretsIssuedSince,
  deleteSecretsExpiredBefore,
  findLatestSecretOf,
  findSecretByHash,
  insertSecret,
  markUnusedSecretsUsed,
  updateLiveSecret,
} from './secrets.repo.js';

/*
 * Single-use secrets with an expiry: captchas, SMS codes, password-reset links
 * and download tickets. The database keeps only their hashes; each is spent at
 * most once, by a conditional update that only one of two racing callers wins.
 */

/** Every purpose and what its secret carries besides whom it is for. */
export interface SecretPayloads {
  /** The secret is the digest the client holds; the code is printed in the picture that digest names. */
  captcha: { code: string };
  'sms-code': Record<string, never>;
  'password-reset': Record<string, never>;
  /** For the session it names (the subject): what the ticket lets its bearer download. */
  download: { companyId: number; subjectKind: string; subjectId: number; name: string; params: Record<string, string | number> };
  /** For `approval-step:<id>`: the approver's link to decide that one step of that visit. */
  'approval-link': { companyId: number; stepId: number; vid: number };
  /** The secret is the OpenID Connect state of a single sign-on attempt; what the callback checks it against. */
  'sso-attempt': { companyId: number; kind: 'manager' | 'employee'; nonce: string; codeVerifier: string };
  /** The one-time ticket the sign-in page trades for the session of the account the provider vouched for. */
  'sso-ticket': { companyId: number; kind: 'manager' | 'employee'; subjectId: number };
  /** A signature of the original ssoLogin, kept while its timeStamp is fresh so that it works once. */
  'sso-signature': Record<string, never>;
}

export type SecretPurpose = keyof SecretPayloads;

export interface Secret<P extends SecretPurpose> {
  id: number;
  purpose: P;
  /** Who or what it is for: an account, a phone, `session:<id>`; '' while a captcha is unanswered. */
  subject: string;
  payload: SecretPayloads[P];
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  secretHash: string;
}

const day = 24 * 60 * 60_000;

// A 6-digit code has a million values: a fast hash would give it back at once, so codes get argon2id.
const shortCodes: ReadonlySet<SecretPurpose> = new Set(['sms-code']);

/** How long an expired secret is kept: an SMS code answers "expired" (144) rather than "none" (7) for a day. */
const keptAfterExpiryMs: Record<SecretPurpose, number> = {
  captcha: 0,
  'sms-code': day,
  'password-reset': 0,
  download: 0,
  'approval-link': 0,
  'sso-attempt': 0,
  'sso-ticket': 0,
  'sso-signature': 0,
};

export async function issueSecret<P extends SecretPurpose>(
  db: Kysely<Database>,
  purpose: P,
  secret: string,
  spec: { subject: string; payload: SecretPayloads[P]; now: number; lifetimeMs: number },
): Promise<void> {
  await insertSecret(db, {
    purpose,
    secretHash: shortCodes.has(purpose) ? await hashPassword(secret) : sha256(secret),
    subject: spec.subject,
    payload: JSON.stringify(spec.payload),
    createdAt: spec.now,
    expiresAt: spec.now + spec.lifetimeMs,
    usedAt: null,
  });
}

/** The secret a token names, used or not (callers tell "expired" from "unknown" where the spec does). */
export async function findSecret<P extends SecretPurpose>(db: Kysely<Database>, purpose: P, secret: string) {
  if (shortCodes.has(purpose)) throw new Error(`${purpose} secrets are found by subject, not by value`);
  return secretOf(purpose, await findSecretByHash(db, purpose, sha256(secret)));
}

/** The secret issued last for a subject: how a code typed by a person is found. */
export async function latestSecretOf<P extends SecretPurpose>(db: Kysely<Database>, purpose: P, subject: string) {
  return secretOf(purpose, await findLatestSecretOf(db, purpose, subject));
}

export const secretMatches = (secret: Secret<SecretPurpose>, value: string): Promise<boolean> =>
  shortCodes.has(secret.purpose)
    ? verifyPassword(secret.secretHash, value)
    : Promise.resolve(secret.secretHash === sha256(value));

export const isLive = (secret: Secret<SecretPurpose>, now: number) => secret.usedAt === null && secret.expiresAt >= now;

/** Spends the secret if it is still live and for `subject`; true for the one caller that did. */
export const spendSecret = (db: Kysely<Database>, secret: Secret<SecretPurpose>, now: number, subject = secret.subject) =>
  updateLiveSecret(db, secret.id, subject, now, { usedAt: now });

/** Gives a live secret that is for nobody yet (an unanswered captcha) a subject and a new expiry; true for the one caller that did. */
export const bindSecret = (
  db: Kysely<Database>,
  secret: Secret<SecretPurpose>,
  now: number,
  binding: { subject: string; expiresAt: number },
) => updateLiveSecret(db, secret.id, '', now, binding);

/** Makes every unused secret of this purpose for the subject useless. */
export const invalidateSecretsOf = async (db: Kysely<Database>, purpose: SecretPurpose, subject: string, now: number) => {
  await markUnusedSecretsUsed(db, purpose, subject, now);
};

export const countIssuedSince = (db: Kysely<Database>, purpose: SecretPurpose, subject: string, since: number) =>
  countSecretsIssuedSince(db, purpose, subject, since);

/** Deletes what can no longer be used, or told apart from nothing; answers how many. */
export async function purgeSecrets(db: Kysely<Database>, now: number): Promise<number> {
  let deleted = 0;
  for (const [purpose, keptMs] of Object.entries(keptAfterExpiryMs)) {
    deleted += await deleteSecretsExpiredBefore(db, purpose, now - keptMs);
  }
  return deleted;
}

function secretOf<P extends SecretPurpose>(purpose: P, row: Selectable<SingleUseSecretTable> | undefined): Secret<P> | undefined {
  if (!row) return undefined;
  return {
    id: row.id,
    purpose,
    subject: row.subject,
    payload: JSON.parse(row.payload) as SecretPayloads[P],
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    usedAt: row.usedAt,
    secretHash: row.secretHash,
  };
}
