import { declaredIdKind, type Endpoint, type IdKind } from '@vestibule/contract';
import type { z } from 'zod';

/*
 * Finds the id fields of a request schema from the kind each declares
 * (fields.ts `naming`), and the fields that look like ids but declare none.
 */

export interface IdField {
  /** Where the field sits: keys, with '[]' for the items of an array body. */
  path: string[];
  kind: IdKind;
  schema: z.ZodType;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The kind a schema or anything it wraps declares. */
function kindOf(schema: z.ZodType): IdKind | undefined {
  const declared = declaredIdKind(schema);
  if (declared) return declared;
  const def = defOf(schema);
  const inner = def.innerType ?? def.in ?? def.element;
  return inner ? kindOf(inner) : def.options?.map(kindOf).find(Boolean);
}

/** The object shapes a schema accepts, with the path prefix of each (array bodies give '[]'). */
function objectsOf(schema: z.ZodType, path: string[] = []): Array<{ path: string[]; shape: Record<string, z.ZodType> }> {
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) return [{ path, shape: def.shape }];
  if (def.type === 'array' && def.element) return objectsOf(def.element, [...path, '[]']);
  const inner = def.innerType ?? def.in;
  if (inner) return objectsOf(inner, path);
  return (def.options ?? []).flatMap((option) => objectsOf(option, path));
}

/** The fields of the request's object (or of the items of an array body). */
export const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> | undefined => objectsOf(schema)[0]?.shape;

export function idFieldsOf(endpoint: Endpoint): IdField[] {
  return objectsOf(endpoint.request).flatMap(({ path, shape }) =>
    Object.entries(shape).flatMap(([key, schema]) => {
      const kind = kindOf(schema);
      return kind ? [{ path: [...path, key], kind, schema }] : [];
    }),
  );
}

/** Names that say "an id of something", and the few id lists named otherwise. */
const idLikeName = /(^id|id|ids|Id|Ids)$/;
const idLikeNames = new Set(['visitorManager', 'defaultReceiver', 'egids', 'rids']);
/**
 * Names that end like an id but hold none: an identity-card number, the original
 * product's gate list text, DingTalk's own corp (app key) and agent ids, an
 * OpenID Connect provider's client id, a resident's ID number (cardid), the original ssoLogin's signature and
 * a door reader's own id of one read.
 */
const notRowIds = new Set(['cardId', 'cardid', 'gid', 'gids', 'ddcorpid', 'ddagentid', 'clientId', 'authid', 'recordId']);

/** Fields whose name says they hold ids but that declare no kind. */
export function undeclaredIdFields(endpoint: Endpoint): string[] {
  return objectsOf(endpoint.request).flatMap(({ path, shape }) =>
    Object.entries(shape)
      .filter(([key, schema]) => (idLikeName.test(key) || idLikeNames.has(key)) && !notRowIds.has(key) && !kindOf(schema))
      .map(([key]) => [...path, key].join('.')),
  );
}

/** The id as the field takes it: a number, a numeric or comma text, or a list. */
export function idValueFor(field: IdField, id: number | string): unknown {
  // The last: a comma-separated list that needs at least two entries (a carousel of pictures), the id twice.
  const candidates = [id, String(id), [id], [String(id)], `${id},${id}`];
  return candidates.find((value) => field.schema.safeParse(value).success) ?? id;
}

/** A copy of the body with the value at `path` replaced (each item of an array body). */
export function withValueAt(body: unknown, path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (head === '[]') return (Array.isArray(body) ? body : [body]).map((item) => withValueAt(item, rest, value));
  const object = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  return { ...object, [head]: withValueAt((object as Record<string, unknown>)[head], rest, value) };
}
