import { describe, expect, it } from 'vitest';
import { readTerminalInput } from './terminal-input';

describe('readTerminalInput', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['eyJ2aWQiOjF9.c2ln', { kind: 'token', code: 'eyJ2aWQiOjF9.c2ln' }],
    ['https://desk.example.com/invite.html?token=abc.def', { kind: 'token', code: 'abc.def' }],
    ['  B.4711.abcdefghijklmn-_ ', { kind: 'badge', code: 'B.4711.abcdefghijklmn-_' }],
    [' 123456 ', { kind: 'token', code: '123456' }],
    // A bare visit id names no badge: it is looked up as what else it could be, and finds nothing.
    ['4711', { kind: 'idNumber', cardId: '4711' }],
    ['13800000021', { kind: 'phone', phone: '13800000021' }],
    ['+86-21-5555-0101', { kind: 'phone', phone: '+86-21-5555-0101' }],
    ['11010519491231002x', { kind: 'idNumber', cardId: '11010519491231002X' }],
    ['110105491231002', { kind: 'idNumber', cardId: '110105491231002' }],
    ['E12345678', { kind: 'idNumber', cardId: 'E12345678' }],
  ])('reads %j', (raw, expected) => {
    expect(readTerminalInput(raw)).toEqual(expected);
  });

  it('passes a link without a token on as a code, for the server to refuse (39)', () => {
    expect(readTerminalInput('https://example.com/')).toEqual({ kind: 'token', code: 'https://example.com/' });
  });
});
