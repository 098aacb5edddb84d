import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is ambient const, so its value is written out.
const argon2id = 2;

/*
 * argon2id with the library's defaults (19 MiB, 2 passes) as OWASP suggests. The test suites
 * (vitest sets NODE_ENV=test, and so do the browser tests' servers) sign in thousands of times,
 * so there each hash costs the minimum and the suites time the product rather than argon2
 * (decision 0028). A hash records its own parameters, so either kind verifies anywhere.
 */
const hashOptions =
  process.env.NODE_ENV === 'test' ? { algorithm: argon2id, memoryCost: 1024, timeCost: 1 } : { algorithm: argon2id };

export const hashPassword = (password: string): Promise<string> => hash(password, hashOptions);

export const verifyPassword = async (hashed: string, password: string): Promise<boolean> => {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
};

let unknownAccountHash: Promise<string> | undefined;

/** A hash of a password nobody knows, made with the parameters every new hash gets, so checking it takes as long. */
export const hashOfNobody = (): Promise<string> => (unknownAccountHash ??= hashPassword(randomBytes(24).toString('hex')));
