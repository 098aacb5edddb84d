import { AppError } from '@vestibule/contract/app-error';
import type { StatusCode } from '@vestibule/contract/status-codes';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { openingTimeOf, terminalRefusal } from './terminal-refusal';

const refused = (status: number, result?: unknown) => new AppError(status as StatusCode, undefined, result);

describe('terminalRefusal', () => {
  it.each([39, 57, 65, 66, 67, 105, 224, 225])('names code %i by its own text', (status) => {
    expect(terminalRefusal(refused(status), 'Gina')).toEqual({ key: `refusal.${status}`, values: { name: 'Gina' } });
  });

  it('tells when sign-in opens for 64 with the appointment and the early limit', () => {
    const appointmentDate = new Date(2026, 10, 24, 14, 0).getTime();
    expect(terminalRefusal(refused(64, { appointmentDate, preExtendTime: 30 }), 'Gina')).toEqual({
      key: 'refusal.64From',
      values: { name: 'Gina', from: '2026-11-24 13:30' },
    });
  });

  it('falls back to the plain 64 text when the answer has no window', () => {
    expect(terminalRefusal(refused(64, null))).toEqual({ key: 'refusal.64', values: { name: '' } });
  });

  it('names the passable hours a 226 answer carries', () => {
    const result = { rule: 'outsideHours', vType: 'Contractor', passableSTime: '08:30', passableETime: '19:00' };
    expect(terminalRefusal(refused(226, result), 'Gina')).toEqual({
      key: 'refusal.226',
      values: { name: 'Gina', from: '08:30', to: '19:00' },
    });
  });

  it('leaves other failures to the client', () => {
    expect(terminalRefusal(refused(604))).toBeUndefined();
    expect(terminalRefusal(new Error('network'))).toBeUndefined();
  });
});

describe('openingTimeOf', () => {
  it('prefers the code window start when the answer gives one', () => {
    const validFrom = dayjs('2026-11-25T08:00:00').valueOf();
    expect(openingTimeOf({ validFrom, appointmentDate: 1 })).toBe(validFrom);
  });

  it('subtracts the early limit from the appointment', () => {
    expect(openingTimeOf({ appointmentDate: 3_600_000, preExtendTime: 10 })).toBe(3_000_000);
    expect(openingTimeOf({ appointmentDate: 3_600_000 })).toBe(3_600_000);
    expect(openingTimeOf('x')).toBeUndefined();
  });
});
