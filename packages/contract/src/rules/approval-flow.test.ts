import { describe, expect, it } from 'vitest';
import {
  type ApprovalEffect,
  type ApprovalEvent,
  type ApprovalFlow,
  nextApproval,
  notStarted,
  permissionOfApproval,
  timeOutReason,
} from './approval-flow.js';

const waiting = (levels: number, level: number): ApprovalFlow => ({ levels, level, outcome: 'waiting', reason: '' });
const refused = (levels: number, level: number, reason: string): ApprovalFlow => ({ levels, level, outcome: 'refused', reason });
const authorized = (levels: number, level: number): ApprovalFlow => ({ levels, level, outcome: 'authorized', reason: '' });

describe('nextApproval', () => {
  it.each<[string, ApprovalFlow, ApprovalEvent, ApprovalFlow, ApprovalEffect]>([
    ['a submission asks level 1', notStarted(3), { kind: 'submit' }, waiting(3, 1), { kind: 'ask', level: 1 }],
    ['no levels: authorised at once', notStarted(0), { kind: 'submit' }, authorized(0, 0), { kind: 'authorize' }],
    [
      'agreement at level 1 of 3 asks level 2',
      waiting(3, 1),
      { kind: 'agree', level: 1 },
      waiting(3, 2),
      { kind: 'ask', level: 2 },
    ],
    [
      'agreement at level 2 of 3 asks level 3',
      waiting(3, 2),
      { kind: 'agree', level: 2 },
      waiting(3, 3),
      { kind: 'ask', level: 3 },
    ],
    ['the last level authorises', waiting(3, 3), { kind: 'agree', level: 3 }, authorized(3, 3), { kind: 'authorize' }],
    ['a single level authorises', waiting(1, 1), { kind: 'agree', level: 1 }, authorized(1, 1), { kind: 'authorize' }],
    [
      'a refusal ends it with the reason',
      waiting(3, 2),
      { kind: 'refuse', level: 2, reason: 'No escort' },
      refused(3, 2, 'No escort'),
      { kind: 'refuse', reason: 'No escort' },
    ],
    [
      'a time-out refuses, naming the level',
      waiting(3, 1),
      { kind: 'timeOut', level: 1, hours: 24 },
      refused(3, 1, timeOutReason(1, 24)),
      { kind: 'refuse', reason: 'No decision at level 1 within 24 hours' },
    ],
    ['a decision for an earlier level is ignored', waiting(3, 2), { kind: 'agree', level: 1 }, waiting(3, 2), { kind: 'ignore' }],
    [
      'a decision for a later level is ignored',
      waiting(3, 1),
      { kind: 'refuse', level: 2, reason: 'x' },
      waiting(3, 1),
      { kind: 'ignore' },
    ],
    ['nothing moves a refused flow', refused(3, 2, 'No'), { kind: 'agree', level: 2 }, refused(3, 2, 'No'), { kind: 'ignore' }],
    [
      'nothing moves an authorised flow',
      authorized(2, 2),
      { kind: 'refuse', level: 2, reason: 'late' },
      authorized(2, 2),
      { kind: 'ignore' },
    ],
    [
      'a time-out after the level was decided is ignored',
      waiting(3, 3),
      { kind: 'timeOut', level: 2, hours: 24 },
      waiting(3, 3),
      { kind: 'ignore' },
    ],
    [
      'decisions before any submission are ignored',
      notStarted(2),
      { kind: 'agree', level: 0 },
      notStarted(2),
      { kind: 'ignore' },
    ],
    [
      'a refused visit submitted again starts at level 1',
      refused(3, 2, 'No'),
      { kind: 'submit' },
      waiting(3, 1),
      { kind: 'ask', level: 1 },
    ],
    ['a submission mid-way starts over at level 1', waiting(3, 3), { kind: 'submit' }, waiting(3, 1), { kind: 'ask', level: 1 }],
    [
      'an authorised visit submitted again starts over',
      authorized(2, 2),
      { kind: 'submit' },
      waiting(2, 1),
      { kind: 'ask', level: 1 },
    ],
  ])('%s', (_name, flow, event, next, effect) => {
    expect(nextApproval(flow, event)).toEqual({ flow: next, effect });
  });

  it('walks three levels in order to authorisation', () => {
    let flow = notStarted(3);
    const effects: ApprovalEffect[] = [];
    for (const event of [{ kind: 'submit' }, ...[1, 2, 3].map((level) => ({ kind: 'agree', level }))] as ApprovalEvent[]) {
      const step = nextApproval(flow, event);
      flow = step.flow;
      effects.push(step.effect);
    }
    expect(effects.map((effect) => effect.kind)).toEqual(['ask', 'ask', 'ask', 'authorize']);
    expect(flow.outcome).toBe('authorized');
  });
});

describe('permissionOfApproval', () => {
  it.each([
    ['waiting', 4],
    ['authorized', 1],
    ['refused', 2],
  ] as const)('%s is permission %i', (outcome, permission) => {
    expect(permissionOfApproval(outcome)).toBe(permission);
  });
});
