import { describe, expect, it } from 'vitest';
import { fillInvitationPlaceholders, type InvitationPlaceholderValues } from './invitation-placeholders.js';

const values: InvitationPlaceholderValues = {
  visitor: 'Ada Lovelace',
  company: 'Acme Ltd',
  employee: 'Bob Host',
  time: '2026-11-25 10:00',
};

describe('fillInvitationPlaceholders', () => {
  it.each<[string, string, string]>([
    ['no placeholder', 'Welcome to our office.', 'Welcome to our office.'],
    ['the visitor', 'Dear {visitor},', 'Dear Ada Lovelace,'],
    ['the company', 'Welcome to {company}.', 'Welcome to Acme Ltd.'],
    ['the employee', '{employee} will meet you.', 'Bob Host will meet you.'],
    ['the time', 'See you on {time}.', 'See you on 2026-11-25 10:00.'],
    ['all four', '{visitor}: {employee} of {company}, {time}', 'Ada Lovelace: Bob Host of Acme Ltd, 2026-11-25 10:00'],
    ['twice', '{visitor} and {visitor}', 'Ada Lovelace and Ada Lovelace'],
    ['any case', '{Visitor} {COMPANY}', 'Ada Lovelace Acme Ltd'],
    ['spaces inside the braces', '{ visitor }', 'Ada Lovelace'],
    [
      'the Chinese names',
      '{访客}您好，{员工}邀请您于{时间}到访{公司}',
      'Ada Lovelace您好，Bob Host邀请您于2026-11-25 10:00到访Acme Ltd',
    ],
    ['an unknown name stays', 'Bring {badge} and {visitor}', 'Bring {badge} and Ada Lovelace'],
    ['an unclosed brace stays', 'Dear {visitor', 'Dear {visitor'],
    ['empty braces stay', 'a {} b', 'a {} b'],
    ['nested braces', '{{visitor}}', '{Ada Lovelace}'],
    ['empty text', '', ''],
  ])('%s', (_case, template, filled) => {
    expect(fillInvitationPlaceholders(template, values)).toBe(filled);
  });

  it('does not fill a placeholder a value brings in', () => {
    expect(fillInvitationPlaceholders('{visitor} at {company}', { ...values, visitor: '{company}' })).toBe(
      '{company} at Acme Ltd',
    );
  });
});
