import { newToken, sha256 } from '../../platform/crypto.js';

/* A device's secret: 32 random bytes as hex, shown once; the database keeps its SHA-256. */

export const newDeviceSecret = () => {
  const secret = newToken();
  return { secret, secretHash: sha256(secret) };
};

export const deviceSecretHash = (secret: string) => sha256(secret);
