import { Status } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalidField } from './envelope.js';

const visitors = z.array(z.object({ name: z.string() })).max(2, 'at most 2 visitors');
const batch = z.union([visitors, z.object({ atlist: visitors })]);

describe('invalidField', () => {
  it.each([
    ['a plain field', z.object({ phone: z.string().min(3, 'too short') }), { phone: '1' }, 'phone: too short'],
    ['the body itself', z.object({}), 'text', 'body: Invalid input: expected object, received string'],
    [
      'an array branch of a union over its limit',
      batch,
      [{ name: 'a' }, { name: 'b' }, { name: 'c' }],
      'body: at most 2 visitors',
    ],
    [
      'an object branch of a union',
      batch,
      { atlist: [{ name: 1 }] },
      'atlist.0.name: Invalid input: expected string, received number',
    ],
    [
      'a union nested in a field',
      z.object({ group: batch }),
      { group: [{ name: 1 }] },
      'group.0.name: Invalid input: expected string, received number',
    ],
    ['a union no shape comes close to', batch, 7, 'body: Invalid input'],
    [
      'a union with its own message',
      z.object({ flag: z.union([z.literal(0), z.literal(1)], 'must be 0 or 1') }),
      { flag: 2 },
      'flag: must be 0 or 1',
    ],
  ])('names %s', (_case, schema, body, reason) => {
    const parsed = schema.safeParse(body);
    if (parsed.success) throw new Error('the body should not parse');
    const error = invalidField(parsed.error);
    expect(error.status).toBe(Status.invalidField);
    expect(error.message).toBe(reason);
  });
});
