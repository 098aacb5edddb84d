import type { Endpoint } from '@vestibule/contract';
import fc from 'fast-check';
import { z } from 'zod';

/*
 * fast-check bodies for an endpoint, derived from its request schema: bodies
 * that mostly pass the schema so that the services, and the database behind
 * them, see unusual but valid values.
 */

export type JsonSchema = {
  type?: string;
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

export const requestSchemaOf = (endpoint: Endpoint) =>
  z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Characters that trouble databases, HTML or case folding. */
export const hostileText = (maxLength = 120, minLength = 0) =>
  fc.string({
    unit: fc.constantFrom('a', 'Z', '7', ' ', '\u0000', '\u0130', '\ud800', '\u{1F600}', "'", '"', '<', '%', '_', '\\'),
    minLength,
    maxLength,
  });

/** Whole numbers near the edges: small, past 32 bits, and the largest safe. */
const edgeInteger = fc.oneof(
  fc.integer({ min: -2, max: 5 }),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER),
  fc.integer(),
);

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 300;
  const min = schema.minLength ?? 0;
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length >= min && text.length <= max);
  }
  return fc.oneof(hostileText(Math.min(max, 120), Math.min(min, max)), fc.string({ minLength: max, maxLength: max }));
}

/** Values of the schema's shape; `fixed` pins fields such as the caller's userid. */
export function valueOf(schema: JsonSchema, fixed: Record<string, unknown> = {}): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((option) => valueOf(option, fixed)));
  switch (schema.type) {
    case 'string':
      return stringValue(schema);
    case 'integer':
      return edgeInteger;
    case 'number':
      return fc.oneof(edgeInteger, fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueOf(schema.items ?? {}, fixed), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object': {
      const properties = schema.properties ?? {};
      const fields = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, key in fixed ? fc.constant(fixed[key]) : valueOf(value, fixed)]),
      );
      return fc.record(fields, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Fields that make the body pick this entry of a shared call name (none for most). */
export const selecting = (endpoint: Endpoint): Record<string, unknown> => {
  if (!endpoint.selectedBy) return {};
  const body = fc
    .sample(valueOf(requestSchemaOf(endpoint)), { seed: 3, numRuns: 200 })
    .find((value) => endpoint.selectedBy!(value) && typeof value === 'object' && value !== null);
  return (body ?? {}) as Record<string, unknown>;
};
