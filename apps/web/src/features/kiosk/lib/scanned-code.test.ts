import { describe, expect, it } from 'vitest';
import { codeText, readScannedCode } from './scanned-code';

describe('readScannedCode', () => {
  it.each([
    ['a badge', ' 1042 ', { kind: 'badge', vid: 1042 }],
    ['a token', 'abc.DEF-1_2', { kind: 'invitation', code: 'abc.DEF-1_2' }],
    ['an invitation link', 'https://desk.example/invite.html?token=abc.def', { kind: 'invitation', code: 'abc.def' }],
    ['a link without a token', 'https://desk.example/other', { kind: 'invitation', code: 'https://desk.example/other' }],
    ['too many digits for an id', '1234567890123', { kind: 'invitation', code: '1234567890123' }],
  ])('reads %s', (_label, raw, expected) => {
    expect(readScannedCode(raw)).toEqual(expected);
  });

  it('reads nothing from blanks', () => {
    expect(readScannedCode('   ')).toBeNull();
  });

  it('gives back the text the server takes', () => {
    expect(codeText({ kind: 'badge', vid: 7 })).toBe('7');
    expect(codeText({ kind: 'invitation', code: 'abc' })).toBe('abc');
  });
});
