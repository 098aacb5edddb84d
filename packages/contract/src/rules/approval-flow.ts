import { permissions } from './visit-status.js';

/*
 * The approval state machine (decision 0015). A visit awaiting approval walks
 * the levels of its area's rule in order; any one approver of the current level
 * decides for the level. A refusal or a level left undecided past the time-out
 * ends it refused; the last level's agreement authorises it. Submitting again
 * starts over from level 1. Pure: the server stores what it answers.
 */

export type ApprovalOutcome = 'waiting' | 'authorized' | 'refused';

export interface ApprovalFlow {
  /** How many levels the area's rule has (0: nobody to ask). */
  levels: number;
  /** The level whose approvers decide now; 0 before the first submission. */
  level: number;
  outcome: ApprovalOutcome;
  /** Why it was refused; '' otherwise. */
  reason: string;
}

export type ApprovalEvent =
  | { kind: 'submit' }
  | { kind: 'agree'; level: number }
  | { kind: 'refuse'; level: number; reason: string }
  | { kind: 'timeOut'; level: number; hours: number };

/** What the caller must do after a step: ask a level's approvers, settle the visit, or nothing (a stale or late decision). */
export type ApprovalEffect =
  | { kind: 'ask'; level: number }
  | { kind: 'authorize' }
  | { kind: 'refuse'; reason: string }
  | { kind: 'ignore' };

export interface ApprovalStep {
  flow: ApprovalFlow;
  effect: ApprovalEffect;
}

/** Codes of one approver's entry in the trail (`status` of ProcessRecord). */
export const approvalDecisions = {
  pending: 0,
  agreed: 1,
  refused: 2,
  /** The level was decided by another approver of it, or the flow ended or started over. */
  closed: 3,
  timedOut: 4,
} as const;

export const notStarted = (levels: number): ApprovalFlow => ({ levels, level: 0, outcome: 'waiting', reason: '' });

export const timeOutReason = (level: number, hours: number) => `No decision at level ${level} within ${hours} hours`;

export function nextApproval(flow: ApprovalFlow, event: ApprovalEvent): ApprovalStep {
  if (event.kind === 'submit') {
    if (flow.levels === 0)
      return { flow: { ...flow, level: 0, outcome: 'authorized', reason: '' }, effect: { kind: 'authorize' } };
    return { flow: { ...flow, level: 1, outcome: 'waiting', reason: '' }, effect: { kind: 'ask', level: 1 } };
  }
  // A decision counts only for the level deciding now, and only while the flow waits.
  if (flow.outcome !== 'waiting' || flow.level === 0 || event.level !== flow.level) return { flow, effect: { kind: 'ignore' } };
  if (event.kind === 'agree') {
    if (flow.level >= flow.levels) return { flow: { ...flow, outcome: 'authorized' }, effect: { kind: 'authorize' } };
    const level = flow.level + 1;
    return { flow: { ...flow, level }, effect: { kind: 'ask', level } };
  }
  const reason = event.kind === 'refuse' ? event.reason : timeOutReason(event.level, event.hours);
  return { flow: { ...flow, outcome: 'refused', reason }, effect: { kind: 'refuse', reason } };
}

/** The visit's permission for a flow's outcome. */
export const permissionOfApproval = (outcome: ApprovalOutcome) =>
  outcome === 'authorized' ? permissions.authorized : outcome === 'refused' ? permissions.refused : permissions.awaitingApproval;

/** Rule limits: 1 to 5 levels (spec), at least one approver per level. */
export const maxApprovalLevels = 5;
