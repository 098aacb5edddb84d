import { describe, expect, it } from 'vitest';
import {
  answerGraceMs,
  attemptWindow,
  drawItems,
  gradeAttempt,
  passHoldsOn,
  passValidUntil,
  trainingPersonKey,
  videoWatched,
} from './training-pass.js';

const bank = [1, 2, 3, 4, 5, 6, 7, 8];

describe('drawing the items', () => {
  it.each([
    [bank, 3, 1],
    [bank, 3, 2],
    [bank, 5, 99],
    [bank, 1, 7],
  ])('draws %j take %i with seed %i: that many, in the bank order, the same every time', (items, count, seed) => {
    const drawn = drawItems(items, count, seed);
    expect(drawn).toHaveLength(count);
    expect(drawn).toEqual([...drawn].sort((a, b) => a - b));
    expect(new Set(drawn).size).toBe(count);
    expect(drawItems(items, count, seed)).toEqual(drawn);
  });

  it.each([
    [[1, 2], 3],
    [[1, 2, 3], 3],
    [[], 2],
  ])('a bank of %j asked for %i gives all of it', (items, count) => {
    expect(drawItems(items, count, 5)).toEqual(items);
  });

  it('draws different items for different seeds', () => {
    const draws = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((seed) => drawItems(bank, 3, seed).join()));
    expect(draws.size).toBeGreaterThan(1);
  });
});

describe('the time window', () => {
  it.each([
    [1000, 30_000, 5, 31_000, 31_000 + 300_000],
    [1000, 0, 5, 1000, 301_000],
    [1000, 30_000, 0, 31_000, null],
  ])('started at %i with a %i ms video and %i minutes', (startedAt, videoMs, minutes, questionsFrom, deadline) => {
    expect(attemptWindow(startedAt, videoMs, minutes)).toEqual({ questionsFrom, deadline });
  });

  it.each([
    [31_000, 20_000, false],
    [31_000, 29_000, true],
    [31_000, 40_000, true],
  ])('questions from %i, answered at %i: watched %s', (from, at, watched) => {
    expect(videoWatched(from, at)).toBe(watched);
  });
});

const items = [
  { id: 1, answer: 'A', score: 1 },
  { id: 2, answer: 'B', score: 2 },
  { id: 3, answer: 'C', score: 3 },
];

describe('grading', () => {
  it.each([
    ['all right', { 1: 'A', 2: 'B', 3: 'C' }, 6, 6, 1000, 'passed', 6, []],
    ['lower case counts', { 1: 'a', 2: 'b', 3: 'c' }, 6, 6, 1000, 'passed', 6, []],
    ['one wrong, still enough', { 1: 'B', 2: 'B', 3: 'C' }, 5, 6, 1000, 'passed', 5, [1]],
    ['one wrong, too few points', { 1: 'A', 2: 'A', 3: 'C' }, 5, 6, 1000, 'lowScore', 4, [2]],
    ['unanswered is wrong', { 3: 'C' }, 3, 6, 1000, 'passed', 3, [1, 2]],
    ['pass mark 0 passes anyone', {}, 0, 6, 1000, 'passed', 0, [1, 2, 3]],
    ['within the grace', { 1: 'A', 2: 'B', 3: 'C' }, 6, 1000, 1000 + answerGraceMs, 'passed', 6, []],
    ['late fails whatever the score', { 1: 'A', 2: 'B', 3: 'C' }, 6, 1000, 1001 + answerGraceMs, 'timeUp', 6, []],
  ] as const)('%s', (_name, given, passMark, deadline, submittedAt, outcome, score, wrongIds) => {
    const grade = gradeAttempt({
      items,
      answers: new Map(Object.entries(given).map(([id, answer]) => [Number(id), answer])),
      passMark,
      deadline,
      submittedAt,
    });
    expect(grade).toMatchObject({ outcome, score, passMark, passed: outcome === 'passed' });
    expect(grade.wrong.map((item) => item.id)).toEqual(wrongIds);
  });

  it('has no deadline without a time limit', () => {
    expect(gradeAttempt({ items, answers: new Map(), passMark: 0, deadline: null, submittedAt: 1e15 }).outcome).toBe('passed');
  });
});

describe('validity', () => {
  it.each([
    ['2026-11-28', 1, '2026-11-28'],
    ['2026-11-28', 30, '2026-12-27'],
    ['2026-12-31', 2, '2027-01-01'],
    ['2028-02-28', 2, '2028-02-29'],
    ['2026-11-28', 0, '2026-11-28'],
  ])('a pass of %s for %i days holds through %s', (day, days, until) => {
    expect(passValidUntil(day, days)).toBe(until);
  });

  it.each([
    ['2026-12-27', '2026-12-27', true],
    ['2026-12-27', '2026-12-28', false],
    ['2026-12-27', '2026-11-01', true],
  ])('held through %s, on %s: %s', (until, day, holds) => {
    expect(passHoldsOn(until, day)).toBe(holds);
  });
});

describe('whose pass', () => {
  it.each([
    ['138 0013-8000', '', 'phone:13800138000'],
    ['+86 138 0013 8000', 'X', 'phone:+8613800138000'],
    ['', '11010519491231002x', 'card:11010519491231002X'],
    ['', ' 1101 0519 ', 'card:11010519'],
    ['', '', ''],
    ['+', '', ''],
  ])('phone %j, ID %j: %j', (phone, cardId, key) => {
    expect(trainingPersonKey(phone, cardId)).toBe(key);
  });
});
