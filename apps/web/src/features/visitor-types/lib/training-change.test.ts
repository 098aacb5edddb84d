import { describe, expect, it } from 'vitest';
import { trainingChange } from './training-change';

describe('what of the training the visitor-type dialog sends', () => {
  it.each([
    ['nothing shown', {}, { tvid: 0, qid: 0, povDays: 30 }, {}],
    ['nothing changed', { tvid: 0, qid: 0, povDays: 30 }, { tvid: 0, qid: 0, povDays: 30 }, {}],
    [
      'a video chosen, with the days',
      { tvid: 4, qid: 0, povDays: 30 },
      { tvid: 0, qid: 0, povDays: 30 },
      { tvid: 4, povDays: 30 },
    ],
    ['the days alone', { tvid: 4, qid: 2, povDays: 7 }, { tvid: 4, qid: 2, povDays: 30 }, { povDays: 7 }],
    ['training removed', { tvid: 0, qid: 0, povDays: 30 }, { tvid: 4, qid: 2, povDays: 30 }, { tvid: 0, qid: 0 }],
  ])('%s', (_name, values, initial, sent) => {
    expect(trainingChange(values, initial)).toEqual(sent);
  });
});
