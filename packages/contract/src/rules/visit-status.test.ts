import { describe, expect, it } from 'vitest';
import { approvalMark, visitStatus, visitStatusColours, type VisitStatusFields } from './visit-status.js';

const today = Date.UTC(2026, 10, 23);
const hour = 3_600_000;
const later = today + 10 * hour;
const earlier = today - 30 * hour;
const at = today + 9 * hour;

describe('visitStatus (spec section 4)', () => {
  it.each<[string, VisitStatusFields, string]>([
    // signinType 1: invited by an employee; appointment status first.
    ['invite sent', { signinType: 1, status: 0, appointmentDate: later }, 'sent'],
    ['invite signed in (status)', { signinType: 1, status: 1, appointmentDate: later }, 'signedIn'],
    ['invite viewed', { signinType: 1, status: 2, appointmentDate: later }, 'viewed'],
    ['invite accepted', { signinType: 1, status: 3, appointmentDate: later }, 'accepted'],
    ['invite refused by the visitor', { signinType: 1, status: 4, appointmentDate: later }, 'refused'],
    ['invite refused by the approval', { signinType: 1, status: 3, permission: 2, appointmentDate: later }, 'refused'],
    ['invite awaiting approval', { signinType: 1, status: 0, permission: 4, appointmentDate: later }, 'sent'],
    ['invite as text signinType', { signinType: '1', status: 3, appointmentDate: later }, 'accepted'],
    ['invitee on site', { signinType: 1, status: 3, appointmentDate: at, visitdate: at }, 'signedIn'],
    ['invitee left', { signinType: 1, status: 1, appointmentDate: at, visitdate: at, signOutDate: later }, 'signedOut'],
    ['invite status unknown', { signinType: 1, status: 6, appointmentDate: later }, 'sent'],
    // signinType 2: pre-registered; permission decides before arrival.
    [
      'pre-registered left',
      { signinType: 2, permission: 1, appointmentDate: at, visitdate: at, signOutDate: later },
      'signedOut',
    ],
    ['pre-registered on site', { signinType: 2, permission: 1, appointmentDate: at, visitdate: at }, 'signedIn'],
    ['awaiting the host', { signinType: 2, permission: 0, appointmentDate: later }, 'unauthorized'],
    ['authorised', { signinType: 2, permission: 1, appointmentDate: later }, 'authorized'],
    ['refused by the host', { signinType: 2, permission: 2, appointmentDate: later }, 'refused'],
    ['cancelled', { signinType: 2, permission: 3, appointmentDate: later }, 'reserved'],
    ['awaiting approval', { signinType: 2, permission: 4, appointmentDate: later }, 'reserved'],
    ['first authorisation', { signinType: 2, permission: 5, appointmentDate: later }, 'reserved'],
    ['pre-registered without a date', { signinType: 2, permission: 0 }, 'reserved'],
    // signinType 3: resident visitor.
    ['resident left', { signinType: 3, visitdate: at, signOutDate: later }, 'signedOut'],
    ['resident on site', { signinType: 3, visitdate: at }, 'signedIn'],
    ['resident without dates', { signinType: 3 }, 'reserved'],
    // signinType 0: walk-in.
    ['walk-in left', { signinType: 0, visitdate: at, appointmentDate: at, signOutDate: later }, 'signedOut'],
    ['walk-in on site', { signinType: 0, visitdate: at, appointmentDate: at }, 'signedIn'],
    ['walk-in without dates', { signinType: 0 }, 'reserved'],
    ['walk-in refused at the desk', { signinType: 0, permission: 2, appointmentDate: at }, 'refused'],
    ['walk-in refused at the desk yesterday', { signinType: 0, permission: 2, appointmentDate: earlier }, 'refused'],
    // The outdate rule: any type, appointment before today, never signed in nor out.
    ['invite of yesterday', { signinType: 1, status: 0, appointmentDate: earlier }, 'expired'],
    ['accepted invite of yesterday', { signinType: 1, status: 3, appointmentDate: earlier }, 'expired'],
    ['authorised visit of yesterday', { signinType: 2, permission: 1, appointmentDate: earlier }, 'expired'],
    ['refused visit of yesterday', { signinType: 2, permission: 2, appointmentDate: earlier }, 'expired'],
    ['walk-in reservation of yesterday', { signinType: 0, appointmentDate: earlier }, 'expired'],
    ['yesterday, still on site', { signinType: 2, permission: 1, appointmentDate: earlier, visitdate: earlier }, 'signedIn'],
    ['yesterday, left', { signinType: 2, appointmentDate: earlier, visitdate: earlier, signOutDate: earlier }, 'signedOut'],
    ['appointment at midnight today', { signinType: 2, permission: 1, appointmentDate: today }, 'authorized'],
    ['null dates count as unset', { signinType: 0, visitdate: null, signOutDate: null, appointmentDate: null }, 'reserved'],
  ])('%s', (_case, visit, expected) => {
    expect(visitStatus(visit, today)).toBe(expected);
  });

  it.each([
    ['signedIn', 'green'],
    ['signedOut', 'blue'],
    ['refused', 'red'],
    ['reserved', 'orange'],
  ] as const)('%s is %s', (status, colour) => {
    expect(visitStatusColours[status]).toBe(colour);
  });
});

describe('approvalMark: the approval progress beside the badge', () => {
  it.each([
    ['an invitation the approval still holds', { permission: 4 }, 'awaiting'],
    ['one the approval authorised', { permission: 1, approved: true }, 'approved'],
    ['one the host authorised with no approval process', { permission: 1, approved: false }, undefined],
    ['one authorised without saying how', { permission: 1 }, undefined],
    ['one the approval refused (its status says so)', { permission: 2, approved: false }, undefined],
    ['one that arrived while awaiting', { permission: 4, visitdate: at }, undefined],
    ['an approved one that arrived', { permission: 1, approved: true, visitdate: at }, undefined],
    ['an approved one that left', { permission: 1, approved: true, signOutDate: at }, undefined],
    ['null dates count as unset', { permission: 4, visitdate: null, signOutDate: null }, 'awaiting'],
  ])('%s: %s', (_case, visit, expected) => {
    expect(approvalMark(visit)).toBe(expected);
  });
});
