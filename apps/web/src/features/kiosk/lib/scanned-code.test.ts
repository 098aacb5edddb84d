import { describe, expect, it } from 'vitest';
import { readScannedCode } from './scanned-code';

const badge = 'B.1042.abcdefghijklmn-_';

describe('readScannedCode', () => {
  it.each([
    ['a badge', ` ${badge} `, { kind: 'badge', code: badge }],
    ['a token', 'abc.DEF-1_2', { kind: 'invitation', code: 'abc.DEF-1_2' }],
    ['a typed short code', ' 123456 ', { kind: 'invitation', code: '123456' }],
    ['an invitation link', 'https://desk.example/invite.html?token=abc.def', { kind: 'invitation', code: 'abc.def' }],
    ['a link without a token', 'https://desk.example/other', { kind: 'invitation', code: 'https://desk.example/other' }],
    // A visit id is no badge: the server finds nothing by it.
    ['a bare visit id', '3', { kind: 'invitation', code: '3' }],
  ])('reads %s', (_label, raw, expected) => {
    expect(readScannedCode(raw)).toEqual(expected);
  });

  it('reads nothing from blanks', () => {
    expect(readScannedCode('   ')).toBeNull();
  });
});
