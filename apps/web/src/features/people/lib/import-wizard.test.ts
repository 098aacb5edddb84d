import type { ImportCheck } from '@vestibule/contract/endpoints/address-book';
import { describe, expect, it } from 'vitest';
import { type ImportState, importReducer, initialImportState, percentOf, stepIndex } from './import-wizard';

const file = new File(['name,email,phone'], 'people.csv', { type: 'text/csv' });
const check: ImportCheck = {
  importId: 'a'.repeat(32),
  total: 5,
  good: 4,
  bad: [],
  unchanged: 1,
  created: 2,
  updated: 1,
  newDepartments: [],
};

const run = (...events: Parameters<typeof importReducer>[1][]) =>
  events.reduce<ImportState>((state, event) => importReducer(state, event), initialImportState);

describe('import wizard steps', () => {
  it('goes from a picked file through the check to the report', () => {
    expect(run({ type: 'check' })).toEqual({ step: 'pick' });
    const checking = run({ type: 'pick', file }, { type: 'check' });
    expect(checking).toEqual({ step: 'checking', file });
    expect(stepIndex(checking)).toBe(0);
    const review = run({ type: 'pick', file }, { type: 'check' }, { type: 'checked', check });
    expect(review).toEqual({ step: 'review', file, check });
    expect(stepIndex(review)).toBe(1);
  });

  it('keeps the file when the check fails, so it can be tried again', () => {
    expect(run({ type: 'pick', file }, { type: 'check' }, { type: 'checkFailed' })).toEqual({ step: 'pick', file });
  });

  it('applies only the rows to add or update, follows the progress, then finishes', () => {
    const reviewed = [{ type: 'pick', file }, { type: 'check' }, { type: 'checked', check }] as const;
    const applying = run(...reviewed, { type: 'apply' });
    expect(applying).toEqual({ step: 'applying', check, applied: 0, total: 3 });
    expect(run(...reviewed, { type: 'apply' }, { type: 'progress', applied: 2, total: 3 })).toMatchObject({ applied: 2 });
    const done = run(...reviewed, { type: 'apply' }, { type: 'applied' });
    expect(done).toEqual({ step: 'done', check });
    expect(stepIndex(done)).toBe(3);
  });

  it('stops where applying failed, and starts over on request', () => {
    const failed = run(
      { type: 'pick', file },
      { type: 'check' },
      { type: 'checked', check },
      { type: 'apply' },
      { type: 'progress', applied: 2, total: 3 },
      { type: 'applyFailed' },
    );
    expect(failed).toEqual({ step: 'failed', check, applied: 2, total: 3 });
    expect(importReducer(failed, { type: 'restart' })).toEqual(initialImportState);
  });

  it('has nothing to apply when every good row is unchanged', () => {
    const same = { ...check, created: 0, updated: 0, unchanged: 4 };
    const review = run({ type: 'pick', file }, { type: 'check' }, { type: 'checked', check: same });
    expect(importReducer(review, { type: 'apply' })).toBe(review);
  });

  it('tells whole percents', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(3, 3)).toBe(100);
    expect(percentOf(0, 0)).toBe(100);
  });
});
