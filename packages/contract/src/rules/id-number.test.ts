import { describe, expect, it } from 'vitest';
import { checkIdNumber, idCardProblem, maskIdNumber } from './id-number.js';

describe('checkIdNumber (spec section 5)', () => {
  it.each([
    ['11010519491231002X', 'passed', '18 digits with X check'],
    ['11010519491231002x', 'passed', 'lower-case x'],
    ['440524188001010014', 'badBirthDate', 'born before 1900'],
    ['110105194912310021', 'badCheckDigit', 'wrong check digit'],
    ['130503670401001', 'passed', '15-digit legacy number'],
    ['130503671301001', 'badBirthDate', '15 digits, month 13'],
    ['11010519490230002X', 'badBirthDate', 'February 30th'],
    ['1101051949123100AX', 'badBirthDate', 'illegal characters'],
    ['11010A670401001', 'badBirthDate', '15 with a letter'],
    ['1101051949123100', 'wrongLength', '16 digits'],
    ['110105', 'wrongLength', 'too short'],
    ['99010519491231002X', 'badRegion', 'region 99'],
    ['', 'badRegion', 'empty'],
    ['AB0105194912310021', 'badRegion', 'letters in the region'],
  ] as const)('%s -> %s (%s)', (idNumber, expected, _case) => {
    expect(checkIdNumber(idNumber)).toBe(expected);
  });
});

describe('idCardProblem', () => {
  it.each([
    ['110105194912310021', undefined, 'badCheckDigit', 'an ID number by its shape, wrong check digit'],
    ['130503671301001', undefined, 'badBirthDate', 'a 15-digit ID number by its shape'],
    ['11010519491231002x', undefined, undefined, 'a valid ID number'],
    ['E1234567', undefined, undefined, 'another certificate by its shape'],
    ['1101051949123100', undefined, undefined, '16 digits: not an ID number by its shape'],
    ['1101051949123100', 'idCard', 'wrongLength', 'said to be an ID number'],
    ['110105194912310021', 'passport', undefined, 'said to be a passport'],
    ['  ', 'idCard', undefined, 'blank'],
  ] as const)('%s (%s) -> %s (%s)', (value, certType, expected, _case) => {
    expect(idCardProblem(value, certType)).toBe(expected);
  });
});

describe('maskIdNumber', () => {
  it.each([
    ['11010519491231002X', '110105********002X'],
    ['130503670401001', '130503*****1001'],
    ['12345', '*****'],
  ])('%s -> %s', (idNumber, masked) => {
    expect(maskIdNumber(idNumber)).toBe(masked);
  });
});
