/*
 * Whether a door opens for whoever a reader's scan names (decision 0031).
 * One rule for the server's online check and for readers deciding offline
 * from a signed door code: the same inputs give the same answer everywhere.
 */

/** Why a door opened or stayed shut; every decision is recorded with one. */
export const doorReasons = [
  'signedIn',
  'authorised',
  'employee',
  'resident',
  'unknownCode',
  'forgedCode',
  'blacklisted',
  'wrongGroup',
  'beforeWindow',
  'afterWindow',
  'signedOut',
  'notSignedIn',
  'disabled',
] as const;
export type DoorReason = (typeof doorReasons)[number];

/** Who a group's doors admit (etype): everyone, visitors only, employees only. */
export const groupAuthorities = { everyone: 0, visitors: 1, employees: 2 } as const;

/** A door group as the decision needs it. */
export interface DoorGroup {
  egid: number;
  /** 1 on; 0 or 2 off (spec section 4). */
  status: number;
  etype: number;
  /** 1: an invitation opens these doors inside its window before its visitor signs in. */
  openOnAuthorisation: number;
}

export type DoorSubject =
  | {
      kind: 'visit';
      egids: readonly number[];
      blacklisted: boolean;
      /** The instants the visit may pass doors in (epoch ms, both included). */
      validFrom: number;
      validUntil: number;
      signedIn: boolean;
      signedOut: boolean;
      /** An invitation or pre-registration its host (or the approval) has authorised. */
      authorised: boolean;
    }
  | {
      kind: 'employee';
      egids: readonly number[];
      /** Left or disabled (empType 4). */
      disabled: boolean;
      validFrom: number;
      validUntil: number;
    }
  | {
      /** A resident visitor (decision 0035): their pass is their entry, no desk sign-in is asked. */
      kind: 'resident';
      egids: readonly number[];
      blacklisted: boolean;
      /** Their validity days as instants (epoch ms, both included). */
      validFrom: number;
      validUntil: number;
    };

export interface DoorDecision {
  open: boolean;
  reason: DoorReason;
}

const refuse = (reason: DoorReason): DoorDecision => ({ open: false, reason });

/** The groups of the device that are on and take this kind of person, among the subject's own. */
function sharedGroups(deviceGroups: readonly DoorGroup[], subject: DoorSubject): DoorGroup[] {
  // Residents are visitors to the company: visitors-only doors take them, employees-only doors do not.
  const barred = subject.kind === 'employee' ? groupAuthorities.visitors : groupAuthorities.employees;
  return deviceGroups.filter((group) => group.status === 1 && group.etype !== barred && subject.egids.includes(group.egid));
}

export function decideDoor(now: number, deviceGroups: readonly DoorGroup[], subject: DoorSubject | undefined): DoorDecision {
  if (!subject) return refuse('unknownCode');
  if (subject.kind !== 'employee' && subject.blacklisted) return refuse('blacklisted');
  if (subject.kind === 'employee' && subject.disabled) return refuse('disabled');
  const shared = sharedGroups(deviceGroups, subject);
  if (shared.length === 0) return refuse('wrongGroup');
  if (now < subject.validFrom) return refuse('beforeWindow');
  if (now > subject.validUntil) return refuse('afterWindow');
  if (subject.kind === 'employee') return { open: true, reason: 'employee' };
  if (subject.kind === 'resident') return { open: true, reason: 'resident' };
  if (subject.signedOut) return refuse('signedOut');
  if (subject.signedIn) return { open: true, reason: 'signedIn' };
  if (subject.authorised && shared.some((group) => group.openOnAuthorisation === 1)) return { open: true, reason: 'authorised' };
  return refuse('notSignedIn');
}
