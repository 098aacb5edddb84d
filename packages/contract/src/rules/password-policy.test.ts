import { describe, expect, it } from 'vitest';
import {
  characterClasses,
  checkPassword,
  maxPasswordLength,
  passwordPolicies,
  passwordProblemMessages,
  passwordStrength,
} from './password-policy.js';

const { basic, medium, strong } = passwordPolicies;
const chars = (count: number, pattern = 'aB3') => pattern.repeat(Math.ceil(count / pattern.length)).slice(0, count);

describe('checkPassword', () => {
  it.each([
    ['', basic, 'empty'],
    ['abc12', basic, 'tooShort'],
    ['abcdef', basic, 'tooWeak'],
    ['      ', basic, 'tooWeak'],
    ['123456', basic, 'tooWeak'],
    ['abc123', basic, null],
    [chars(64), basic, null],
    [chars(65), basic, 'tooLong'],
  ] as const)('basic: %j -> %s', (password, policy, problem) => {
    expect(checkPassword(password, policy)).toBe(problem);
  });

  it.each([
    ['abc12', medium, 'tooShort'],
    ['abcdef123', medium, 'mediumRule'],
    ['abcdefghijkl', medium, 'mediumRule'],
    ['123456789012', medium, 'mediumRule'],
    ['abcdefghijk1', medium, null],
    ['Abcdefgh1234', medium, null],
    ['abcdefghijk!', medium, null],
    [chars(11, 'aB'), medium, 'mediumRule'],
    [chars(25, 'aB'), medium, null],
    [chars(26, 'aB'), medium, 'mediumRule'],
  ] as const)('medium: %j -> %s', (password, policy, problem) => {
    expect(checkPassword(password, policy)).toBe(problem);
  });

  it.each([
    ['Abc1!', strong, 'tooShort'],
    ['Abcdefgh1234', strong, 'strongRule'],
    ['abcdefgh12345678', strong, 'strongRule'],
    ['ABCDEFGH!!!!!!!!', strong, 'strongRule'],
    ['Abcdefgh12345678', strong, null],
    ['abcdefgh1234567!', strong, null],
    ['Abcdefgh1234567!', strong, null],
    [chars(15), strong, 'strongRule'],
    [chars(16), strong, null],
    [chars(25), strong, null],
    [chars(26), strong, 'strongRule'],
  ] as const)('strong: %j -> %s', (password, policy, problem) => {
    expect(checkPassword(password, policy)).toBe(problem);
  });

  it('allows at most maxPasswordLength characters under every policy', () => {
    for (const policy of [basic, medium, strong]) expect(checkPassword(chars(maxPasswordLength + 1), policy)).toBe('tooLong');
  });

  it('has the spec wording for each problem', () => {
    expect(passwordProblemMessages.tooShort).toBe('Password length must be at least 6');
    expect(passwordProblemMessages.empty).toBe('Password cannot be empty');
    expect(passwordProblemMessages.mediumRule).toMatch(/12-25 characters with at least two/);
    expect(passwordProblemMessages.strongRule).toMatch(/16-25 characters with at least three/);
  });
});

describe('characterClasses', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['ABC', 1],
    ['123', 1],
    ['!? ', 1],
    ['aB', 2],
    ['a1', 2],
    ['aB3', 3],
    ['aB3!', 4],
    ['ü', 1],
  ])('%j has %i classes', (password, classes) => {
    expect(characterClasses(password)).toBe(classes);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 'weak'],
    ['abc', 'weak'],
    ['abcdefghijklmnop', 'weak'],
    ['abcd1', 'weak'],
    ['abcde1', 'medium'],
    ['abcdef12', 'medium'],
    ['Abcdef12', 'medium'],
    ['abcdefgh1234', 'medium'],
    ['Abcdefgh123', 'medium'],
    ['Abcdefgh1234', 'strong'],
    ['abcdefgh123!', 'strong'],
  ] as const)('%j is %s', (password, label) => {
    expect(passwordStrength(password)).toBe(label);
  });
});
