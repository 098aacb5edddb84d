/*
 * The status badge of a visit, derived from its signinType, dates, appointment
 * status and permission (spec section 4; api-facts section 6). One function for
 * the server's filters and exports and the web's badges.
 */

export const visitStatuses = [
  'sent',
  'signedIn',
  'viewed',
  'accepted',
  'refused',
  'signedOut',
  'unauthorized',
  'authorized',
  'reserved',
  'expired',
] as const;
export type VisitStatus = (typeof visitStatuses)[number];

/** signinType values: walk-in, invited by an employee, pre-registered, resident. */
export const signinTypes = { walkIn: 0, invited: 1, preRegistered: 2, resident: 3 } as const;

/** permission values on a visit (api-facts 3.3). */
export const permissions = {
  awaitingHost: 0,
  authorized: 1,
  refused: 2,
  cancelled: 3,
  awaitingApproval: 4,
  firstAuthorization: 5,
} as const;

/** Appointment status of an invitation (signinType 1). */
const invitationStatuses: Record<number, VisitStatus> = {
  0: 'sent',
  1: 'signedIn',
  2: 'viewed',
  3: 'accepted',
  4: 'refused',
};

export interface VisitStatusFields {
  signinType: number | string;
  /** Appointment status of an invitation. */
  status?: number | null;
  permission?: number | null;
  /** Sign-in time (epoch ms). */
  visitdate?: number | null;
  signOutDate?: number | null;
  appointmentDate?: number | null;
}

const isSet = (value: number | null | undefined): value is number => value !== null && value !== undefined;

/** A walk-in the desk refused (blacklisted): kept on record, never expected, never expiring. */
const isRefusedWalkIn = (visit: VisitStatusFields) =>
  Number(visit.signinType) === signinTypes.walkIn &&
  visit.permission === permissions.refused &&
  !isSet(visit.visitdate) &&
  !isSet(visit.signOutDate);

function statusWithoutExpiry(visit: VisitStatusFields): VisitStatus {
  const signinType = Number(visit.signinType);
  if (isSet(visit.signOutDate)) return 'signedOut';
  if (isRefusedWalkIn(visit)) return 'refused';
  if (signinType === signinTypes.invited) {
    if (isSet(visit.visitdate)) return 'signedIn';
    // The company's approval refused the invitation, whatever the visitor answered.
    if (visit.permission === permissions.refused) return 'refused';
    return invitationStatuses[visit.status ?? 0] ?? 'sent';
  }
  if (isSet(visit.visitdate)) return 'signedIn';
  if (signinType === signinTypes.preRegistered && isSet(visit.appointmentDate)) {
    if (visit.permission === permissions.awaitingHost) return 'unauthorized';
    if (visit.permission === permissions.authorized) return 'authorized';
    if (visit.permission === permissions.refused) return 'refused';
  }
  return 'reserved';
}

/**
 * The badge of one visit. `startOfToday` is local midnight (epoch ms) in the
 * company's time zone: an appointment before it, never signed in nor out, has expired.
 */
export function visitStatus(visit: VisitStatusFields, startOfToday: number): VisitStatus {
  const expired =
    isSet(visit.appointmentDate) &&
    visit.appointmentDate < startOfToday &&
    !isSet(visit.visitdate) &&
    !isSet(visit.signOutDate) &&
    !isRefusedWalkIn(visit);
  return expired ? 'expired' : statusWithoutExpiry(visit);
}

/** The approval progress a badge shows beside a visit's status, until the visitor arrives. */
export type ApprovalMark = 'awaiting' | 'approved';

export function approvalMark(visit: {
  permission?: number | null;
  visitdate?: number | null;
  signOutDate?: number | null;
  approved?: boolean;
}): ApprovalMark | undefined {
  if (isSet(visit.visitdate) || isSet(visit.signOutDate)) return undefined;
  if (visit.permission === permissions.awaitingApproval) return 'awaiting';
  return visit.permission === permissions.authorized && visit.approved ? 'approved' : undefined;
}

/** Badge colours: signed in green, signed out blue, refused red, awaiting arrival orange, expired grey. */
export const visitStatusColours: Record<VisitStatus, 'green' | 'blue' | 'red' | 'orange' | 'default'> = {
  signedIn: 'green',
  signedOut: 'blue',
  refused: 'red',
  sent: 'orange',
  viewed: 'orange',
  accepted: 'orange',
  unauthorized: 'orange',
  authorized: 'orange',
  reserved: 'orange',
  expired: 'default',
};
