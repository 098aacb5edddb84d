import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../platform/config.js';
import { invitationSigningKey } from '../../platform/signing-key.js';

/*
 * Providers' client secrets are kept sealed (AES-256-GCM) with a key derived
 * from the server's signing key, so a copy of the database alone does not
 * hold them. A new signing key makes them unreadable: the Administrator
 * enters the secret again.
 */

const keyOf = (config: Config) =>
  createHash('sha256')
    .update(`sso-client-secret:${invitationSigningKey(config)}`)
    .digest();

export function sealClientSecret(config: Config, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The secret, or undefined when it was sealed with another key. */
export function openClientSecret(config: Config, sealed: string): string | undefined {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(config), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
