import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes as hex: given to the client once, stored only hashed. */
export const newToken = (): string => randomBytes(32).toString('hex');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A code of `length` digits for SMS. */
export const digitCode = (length = 6): string => Array.from({ length }, () => randomInt(10)).join('');
