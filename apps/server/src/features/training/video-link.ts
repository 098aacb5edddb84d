import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A video's streaming link: the video, the company and an expiry, signed with
 * the key signed links use. A <video> element cannot send the session header
 * and asks many times (ranges), so the link itself is the grant; anyone given
 * one (a console user, a desk, later a visitor at the tablet) may stream that
 * video until it expires. Nothing is stored.
 */

export const videoLinkPath = '/training-videos/';

/** How long a link from getTrainingVideo plays: a working day, so a looping lobby screen outlives no session by much. */
export const videoLinkLifetimeMs = 12 * 60 * 60_000;

const signatureOf = (companyId: number, tvid: number, expires: number, key: string) =>
  createHmac('sha256', key).update(`video.${companyId}.${tvid}.${expires}`).digest('base64url').slice(0, 22);

export const signVideoLink = (companyId: number, tvid: number, expires: number, key: string) =>
  `${videoLinkPath}${tvid}/${companyId}.${expires}.${signatureOf(companyId, tvid, expires, key)}`;

/** The company the link grants the video of, or null when it is forged or expired. */
export function checkVideoLink(tvid: number, grant: string, now: number, key: string): number | null {
  const match = /^(\d{1,10})\.(\d{1,15})\.([\w-]{22})$/.exec(grant);
  if (!match) return null;
  const companyId = Number(match[1]);
  const expires = Number(match[2]);
  const expected = Buffer.from(signatureOf(companyId, tvid, expires, key));
  const given = Buffer.from(match[3]!);
  if (!timingSafeEqual(expected, given) || expires < now) return null;
  return companyId;
}
