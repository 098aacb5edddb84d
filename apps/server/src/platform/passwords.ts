import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is ambient const, so its value is written out.
const argon2id = 2;

// argon2id with the library's defaults (19 MiB, 2 passes) as OWASP suggests.
export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: argon2id });

export const verifyPassword = async (hashed: string, password: string): Promise<boolean> => {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
};
