import type { Visit } from '@vestibule/contract/entities/visit';
import { describe, expect, it } from 'vitest';
import { dayOf, distinctVisits, offersSignIn, offersSignOut, onSiteNow, stillExpected } from './today-visits';

const visit = (fields: Partial<Visit>): Visit =>
  ({
    vid: 1,
    vname: 'Gina Guest',
    visitStatus: 'authorized',
    permission: 1,
    visitdate: null,
    signOutDate: null,
    appointmentDate: null,
    ...fields,
  }) as Visit;

describe("today's lists", () => {
  it('expects those not yet signed in, earliest first, leaving out refused, cancelled and expired visits', () => {
    const visits = [
      visit({ vid: 1, appointmentDate: 300 }),
      visit({ vid: 2, appointmentDate: 100, visitStatus: 'accepted' }),
      visit({ vid: 3, visitStatus: 'refused' }),
      visit({ vid: 4, visitStatus: 'expired' }),
      visit({ vid: 5, permission: 3, visitStatus: 'reserved' }),
      visit({ vid: 6, visitStatus: 'signedIn', visitdate: 50 }),
    ];
    expect(stillExpected(visits).map((one) => one.vid)).toEqual([2, 1]);
  });

  it('shows on site only the signed-in visitors, latest arrival first', () => {
    const visits = [
      visit({ vid: 1, visitStatus: 'signedIn', visitdate: 100 }),
      visit({ vid: 2, visitStatus: 'signedOut', visitdate: 200, signOutDate: 300 }),
      visit({ vid: 3, visitStatus: 'signedIn', visitdate: 400 }),
    ];
    expect(onSiteNow(visits).map((one) => one.vid)).toEqual([3, 1]);
  });

  it('keeps each visit once across searches', () => {
    expect(
      distinctVisits([visit({ vid: 1 }), visit({ vid: 2 })], [visit({ vid: 2 }), visit({ vid: 3 })]).map((one) => one.vid),
    ).toEqual([1, 2, 3]);
  });

  it('writes the day as the searches take it', () => {
    expect(dayOf(new Date(2026, 10, 24, 23, 59).getTime())).toBe('2026-11-24');
  });
});

describe('the actions a visit card offers', () => {
  it('signs in an expected visitor, by code or not', () => {
    expect(offersSignIn(visit({}), false)).toBe(true);
    expect(offersSignIn(visit({}), true)).toBe(true);
  });

  it('never offers to sign in a walk-in the desk refused, however it was found', () => {
    const refused = visit({ visitStatus: 'refused', permission: 2, signinType: 0 });
    expect(offersSignIn(refused, false)).toBe(false);
    expect(offersSignIn(refused, true)).toBe(false);
  });

  it('lets an invitation code sign in again after a sign-out, but not a visit found by phone', () => {
    const left = visit({ visitStatus: 'signedOut', visitdate: 1, signOutDate: 2 });
    expect(offersSignIn(left, true)).toBe(true);
    expect(offersSignIn(left, false)).toBe(false);
    expect(offersSignOut(left)).toBe(false);
  });

  it('signs out whoever is on site and offers no second sign-in', () => {
    const here = visit({ visitStatus: 'signedIn', visitdate: 1 });
    expect(offersSignOut(here)).toBe(true);
    expect(offersSignIn(here, true)).toBe(false);
  });
});
