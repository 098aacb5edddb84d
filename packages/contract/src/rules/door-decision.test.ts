import { describe, expect, it } from 'vitest';
import { decideDoor, type DoorGroup, type DoorSubject, groupAuthorities } from './door-decision.js';

const lobby: DoorGroup = { egid: 1, status: 1, etype: groupAuthorities.everyone, openOnAuthorisation: 0 };
const welcome: DoorGroup = { egid: 2, status: 1, etype: groupAuthorities.visitors, openOnAuthorisation: 1 };
const staffOnly: DoorGroup = { egid: 3, status: 1, etype: groupAuthorities.employees, openOnAuthorisation: 0 };
const switchedOff: DoorGroup = { ...lobby, egid: 4, status: 2 };
const now = 1_000;

const visit = (fields: Partial<Extract<DoorSubject, { kind: 'visit' }>> = {}): DoorSubject => ({
  kind: 'visit',
  egids: [1],
  blacklisted: false,
  validFrom: 0,
  validUntil: 2_000,
  signedIn: true,
  signedOut: false,
  authorised: true,
  ...fields,
});
const employee = (fields: Partial<Extract<DoorSubject, { kind: 'employee' }>> = {}): DoorSubject => ({
  kind: 'employee',
  egids: [3],
  disabled: false,
  validFrom: 0,
  validUntil: 2_000,
  ...fields,
});
const resident = (fields: Partial<Extract<DoorSubject, { kind: 'resident' }>> = {}): DoorSubject => ({
  kind: 'resident',
  egids: [1],
  blacklisted: false,
  validFrom: 0,
  validUntil: 2_000,
  ...fields,
});

describe('decideDoor', () => {
  it.each<[string, DoorGroup[], DoorSubject | undefined, boolean, string]>([
    ['a signed-in visitor at a door of their group', [lobby], visit(), true, 'signedIn'],
    ['a code that names nobody', [lobby], undefined, false, 'unknownCode'],
    ['a blacklisted visitor, whatever else holds', [lobby], visit({ blacklisted: true }), false, 'blacklisted'],
    ['a door of another group', [welcome], visit(), false, 'wrongGroup'],
    ['a group that is switched off', [switchedOff], visit({ egids: [4] }), false, 'wrongGroup'],
    ['a visitor at an employees-only door', [staffOnly], visit({ egids: [3] }), false, 'wrongGroup'],
    ['before the visit window', [lobby], visit({ validFrom: 1_001 }), false, 'beforeWindow'],
    ['after the visit window', [lobby], visit({ validUntil: 999 }), false, 'afterWindow'],
    ['a visitor who signed out', [lobby], visit({ signedIn: false, signedOut: true }), false, 'signedOut'],
    ['an invitation not signed in, at a door that waits for sign-in', [lobby], visit({ signedIn: false }), false, 'notSignedIn'],
    [
      'an authorised invitation at a door that opens on authorisation',
      [welcome],
      visit({ egids: [2], signedIn: false }),
      true,
      'authorised',
    ],
    [
      'an unauthorised invitation at such a door',
      [welcome],
      visit({ egids: [2], signedIn: false, authorised: false }),
      false,
      'notSignedIn',
    ],
    ['an employee of the group', [staffOnly], employee(), true, 'employee'],
    ['an employee at a visitors-only door', [welcome], employee({ egids: [2] }), false, 'wrongGroup'],
    ['a disabled employee', [staffOnly], employee({ disabled: true }), false, 'disabled'],
    ['an employee past their validity', [staffOnly], employee({ validUntil: 10 }), false, 'afterWindow'],
    ['a resident within their days at a door of their group, not signed in', [lobby], resident(), true, 'resident'],
    ['a resident at a visitors-only door of their group', [welcome], resident({ egids: [2] }), true, 'resident'],
    ['a resident at an employees-only door', [staffOnly], resident({ egids: [3] }), false, 'wrongGroup'],
    ['a resident at a door of another group', [welcome], resident(), false, 'wrongGroup'],
    ['a resident at a group that is switched off', [switchedOff], resident({ egids: [4] }), false, 'wrongGroup'],
    ['a resident before their first day', [lobby], resident({ validFrom: 1_001 }), false, 'beforeWindow'],
    ['a resident after their last day', [lobby], resident({ validUntil: 999 }), false, 'afterWindow'],
    ['a blacklisted resident, whatever else holds', [welcome], resident({ blacklisted: true }), false, 'blacklisted'],
    ['a resident with no door groups', [lobby], resident({ egids: [] }), false, 'wrongGroup'],
  ])('%s', (_case, groups, subject, open, reason) => {
    expect(decideDoor(now, groups, subject)).toEqual({ open, reason });
  });
});
