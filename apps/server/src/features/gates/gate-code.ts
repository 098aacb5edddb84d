import { createHmac } from 'node:crypto';

/*
 * What a gate's QR code holds: the gate id and a signature over it and the
 * company, so a desk scanning it picks a gate of its own company only.
 * Nothing is stored; the key is the one signed links use.
 */

const signatureOf = (gid: number, companyId: number, key: string) =>
  createHmac('sha256', key).update(`gate.${companyId}.${gid}`).digest('base64url').slice(0, 16);

export const signGateCode = (gid: number, companyId: number, key: string) => `G.${gid}.${signatureOf(gid, companyId, key)}`;
