import { describe, expect, it } from 'vitest';
import { durationText } from './duration';

describe('duration text', () => {
  it.each([
    [0, '00:00'],
    [9.4, '00:09'],
    [75.5, '01:16'],
    [3599, '59:59'],
    [3600, '1:00:00'],
  ])('%f seconds read %s', (seconds, text) => {
    expect(durationText(seconds)).toBe(text);
  });
});
