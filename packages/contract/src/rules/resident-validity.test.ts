import { describe, expect, it } from 'vitest';
import { residentStatuses } from '../entities/resident-visitor.js';
import { residentStatusOn, validityInOrder } from './resident-validity.js';

describe('resident validity on a day', () => {
  it.each([
    ['2026-11-21', '2026-11-21', '2026-11-21', residentStatuses.valid],
    ['2026-11-22', '2026-11-30', '2026-11-21', residentStatuses.notStarted],
    ['2026-11-01', '2026-11-20', '2026-11-21', residentStatuses.expired],
    ['', '', '2026-11-21', residentStatuses.valid],
    ['', '2026-11-20', '2026-11-21', residentStatuses.expired],
    ['2026-12-01', '', '2026-11-21', residentStatuses.notStarted],
    ['2025-12-31', '2027-01-01', '2026-11-21', residentStatuses.valid],
  ])('from %j to %j on %s is %i', (startDate, endDate, day, status) => {
    expect(residentStatusOn({ startDate, endDate }, day)).toBe(status);
  });

  it.each([
    ['2026-01-01', '2026-01-01', true],
    ['2026-01-02', '2026-01-01', false],
    ['', '2026-01-01', true],
    ['2026-01-02', '', true],
  ])('days from %j to %j are in order: %s', (startDate, endDate, inOrder) => {
    expect(validityInOrder({ startDate, endDate })).toBe(inOrder);
  });
});
