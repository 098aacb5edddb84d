import { AppError } from '@vestibule/contract/app-error';
import { describe, expect, it } from 'vitest';
import { kioskRefusal, opensAtOf } from './kiosk-refusal';

const at = (ms: number) => `at ${ms}`;

describe('kioskRefusal', () => {
  it.each([39, 57, 65, 66, 67, 105, 224, 225, 1113] as const)('explains %s in its own words', (status) => {
    expect(kioskRefusal(new AppError(status), at)).toEqual({ key: `refusal.${status}`, values: {} });
  });

  it('tells when sign-in opens on 64', () => {
    const error = new AppError(64, 'Too early', { appointmentDate: 3_600_000, preExtendTime: 30 });
    expect(kioskRefusal(error, at)).toEqual({ key: 'refusal.64At', values: { time: 'at 1800000' } });
    expect(kioskRefusal(new AppError(64), at)).toEqual({ key: 'refusal.64', values: {} });
  });

  it('states the passable hours of a 226', () => {
    const error = new AppError(226, 'outside', { rule: 'outsideHours', passableSTime: '08:30', passableETime: '19:00' });
    expect(kioskRefusal(error, at)).toEqual({ key: 'refusal.226', values: { from: '08:30', to: '19:00' } });
  });

  it('names the field of a 604', () => {
    expect(kioskRefusal(new AppError(604, 'phone: must be a phone number', 'phone'), at)).toEqual({
      key: 'refusal.604',
      values: { field: 'phone' },
    });
  });

  it('leaves other failures to the client', () => {
    expect(kioskRefusal(new AppError(1), at)).toBeUndefined();
    expect(kioskRefusal(new Error('offline'), at)).toBeUndefined();
  });
});

describe('opensAtOf', () => {
  it('takes opensAt when given, else the appointment less the early limit', () => {
    expect(opensAtOf({ opensAt: 5 })).toBe(5);
    expect(opensAtOf({ appointmentDate: 600_000 })).toBe(600_000);
    expect(opensAtOf(null)).toBeUndefined();
  });
});
