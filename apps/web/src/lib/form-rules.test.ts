import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaRule } from './form-rules';

// Like the contract's names: required, and no < > or control characters.
const name = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .regex(/^[^<>\p{Cc}]*$/u, 'must not contain < >');

const check = (value: unknown) =>
  (schemaRule(async () => name, 'The name must not contain < >') as RuleObject).validator?.({}, value, () => undefined);

describe('schemaRule', () => {
  it.each([undefined, null, '', '   '])('leaves the blank value %j to the required rule', async (value) => {
    await expect(check(value)).resolves.toBeUndefined();
  });

  it('passes what the schema accepts and fails the rest with its own message', async () => {
    await expect(check('Eve Host')).resolves.toBeUndefined();
    await expect(check('Eve <b>')).rejects.toThrow('The name must not contain < >');
  });
});
