import type { Visit } from '@vestibule/contract/entities/visit';
import type { VisitStatus } from '@vestibule/contract/rules/visit-status';
import dayjs from 'dayjs';

/** A day as the searches take it (YYYY-MM-DD), in the desk's own time zone. */
export const dayOf = (instant: number): string => dayjs(instant).format('YYYY-MM-DD');

/** Badges of visits nobody waits for any more at the desk. */
const settled: readonly VisitStatus[] = ['signedIn', 'signedOut', 'refused', 'expired'];
const cancelledPermission = 3;

/** Today's visits still to arrive: not signed in, not refused, cancelled or expired; earliest appointment first. */
export const stillExpected = (visits: Visit[]): Visit[] =>
  visits
    .filter((visit) => !settled.includes(visit.visitStatus) && visit.permission !== cancelledPermission)
    .sort((a, b) => (a.appointmentDate ?? 0) - (b.appointmentDate ?? 0));

/** Visitors in the building now: signed in and not yet out; latest arrival first. */
export const onSiteNow = (visits: Visit[]): Visit[] =>
  visits.filter((visit) => visit.visitStatus === 'signedIn').sort((a, b) => (b.visitdate ?? 0) - (a.visitdate ?? 0));

/** Several searches' visits as one list, each visit once, in the order first found. */
export function distinctVisits(...lists: Visit[][]): Visit[] {
  const seen = new Set<number>();
  return lists.flat().filter((visit) => !seen.has(visit.vid) && Boolean(seen.add(visit.vid)));
}

/**
 * Whether the desk offers to sign the visitor in. An invitation code may sign
 * in again after a sign-out (the company's use limit decides on the server);
 * a visit found otherwise signs in once.
 */
export function offersSignIn(visit: Visit, byCode: boolean): boolean {
  if (visit.visitStatus === 'signedIn' || visit.visitStatus === 'refused') return false;
  return byCode || (visit.visitdate === null && visit.signOutDate === null);
}

export const offersSignOut = (visit: Visit): boolean => visit.visitStatus === 'signedIn';
