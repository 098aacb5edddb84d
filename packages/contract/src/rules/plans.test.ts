import { describe, expect, it } from 'vitest';
import { type Plan, type PlanLimit, planAllows, planLifting } from './plans.js';

describe('plans', () => {
  it.each<[Plan, PlanLimit, number, boolean, Plan | undefined]>([
    ['free', 'employees', 50, true, undefined],
    ['free', 'employees', 51, false, 'business'],
    ['business', 'employees', 1000, true, undefined],
    ['business', 'employees', 1001, false, 'factory'],
    ['factory', 'employees', 1_000_000, true, undefined],
    ['free', 'residentCompanies', 1, false, 'business'],
    ['business', 'residentCompanies', 21, false, 'factory'],
    ['free', 'smsPerMonth', 100, true, undefined],
    ['free', 'smsPerMonth', 101, false, 'business'],
    ['business', 'smsPerMonth', 2001, false, 'factory'],
    ['factory', 'smsPerMonth', 10_001, false, undefined],
    ['free', 'gates', 2, false, 'business'],
    ['free', 'approvals', 1, false, 'business'],
    ['business', 'approvals', 1, true, undefined],
    ['business', 'doorAccess', 1, false, 'factory'],
    ['free', 'questionnaires', 1, false, 'business'],
    ['factory', 'doorAccess', 1, true, undefined],
  ])('%s allows %s up to %i: %s; the plan lifting it: %s', (plan, limit, wanted, allowed, lifting) => {
    expect(planAllows(plan, limit, wanted)).toBe(allowed);
    // Only a refusal needs a plan named; an allowed one has none in the table.
    if (!allowed) expect(planLifting(plan, limit, wanted)).toBe(lifting);
  });
});
