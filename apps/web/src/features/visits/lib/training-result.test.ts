import { describe, expect, it } from 'vitest';
import { trainingResultOf } from './training-result';

describe('the safety training a visit was signed in with', () => {
  it.each([
    ['none asked', { overallScore: null, scoreDetail: '' }, undefined],
    ['not sent', {}, undefined],
    [
      'a pass',
      {
        overallScore: 3,
        scoreDetail: JSON.stringify({ passed: true, score: 3, passMark: 2, takenAt: 5, validUntil: '2026-12-27' }),
      },
      { passed: true, score: 3, passMark: 2, takenAt: 5, validUntil: '2026-12-27' },
    ],
    ['a detail in another form', { overallScore: 80, scoreDetail: '[1,2]' }, { score: 80 }],
    ['no detail', { overallScore: 80, scoreDetail: '' }, { score: 80 }],
  ])('%s', (_name, visit, result) => {
    expect(trainingResultOf(visit)).toEqual(result);
  });
});
