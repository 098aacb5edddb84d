import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';

/*
 * The key signed links are made with: INVITATION_SECRET, or else a random key
 * kept in the data directory, made on first use, so links stay valid across
 * restarts without any setting.
 */

const keptKeys = new Map<string, string>();

export function invitationSigningKey(config: Config): string {
  if (config.invitationSecret) return config.invitationSecret;
  const file = path.join(config.dataDir, 'invitation-secret');
  const kept = keptKeys.get(file);
  if (kept) return kept;
  fs.mkdirSync(config.dataDir, { recursive: true });
  // Written whole beside it, then linked in: two processes starting together both read the first key linked.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(draft);
  }
  const key = fs.readFileSync(file, 'utf8').trim();
  keptKeys.set(file, key);
  return key;
}
