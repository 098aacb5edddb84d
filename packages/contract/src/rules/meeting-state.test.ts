import { describe, expect, it } from 'vitest';
import { meetingStateAt } from './meeting-state.js';

const meeting = { status: 1, startAt: 1_000, endAt: 2_000 };

describe('meeting state', () => {
  it.each([
    [999, 'notStarted'],
    [1_000, 'inProgress'],
    [1_999, 'inProgress'],
    [2_000, 'ended'],
  ] as const)('at %i a meeting from 1000 to 2000 is %s', (now, state) => {
    expect(meetingStateAt(meeting, now)).toBe(state);
  });

  it('is cancelled whatever the clock once its status is 0', () => {
    expect(meetingStateAt({ ...meeting, status: 0 }, 1_500)).toBe('cancelled');
  });
});
