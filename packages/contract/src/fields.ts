import { z } from 'zod';
import { emailPattern, phonePattern } from './patterns.js';
import { companyLanguageOf, companyLanguages } from './rules/company-language.js';

/*
 * Field helpers for request schemas. The original clients send numbers as
 * strings and 0/1 flags as booleans, so the number-like helpers accept both.
 */

const integerString = z
  .string()
  .trim()
  .regex(/^-?\d+$/, 'must be a whole number')
  .transform(Number);

/** A whole number, also given as a numeric string. */
export const int = () => z.union([z.number().int('must be a whole number'), integerString]).pipe(z.number().int().safe());

/** Ids are 32-bit integer columns on both databases. */
export const maxRowId = 2_147_483_647;

/**
 * What an id field names. Every id field of a request says so, and the
 * registry-wide tenancy test fills each with another company's id of that kind.
 */
export const idKinds = [
  'company',
  'employee',
  'department',
  'role',
  'subaccount',
  'equipmentGroup',
  'device',
  'employeeImport',
  'file',
  'visitorType',
  'extendField',
  'blacklistEntry',
  'visit',
  'receptionAccount',
  'holiday',
  'approvalArea',
  'approvalStep',
  'overtimeRecord',
  'interimCard',
  'meeting',
  'session',
  'gate',
  'tag',
  'project',
  'resident',
  'trainingVideo',
  'questionnaire',
  'questionnaireItem',
  'trainingAttempt',
] as const;
export type IdKind = (typeof idKinds)[number];

/** The metadata key (an OpenAPI extension) that carries an id field's kind. */
export const idKindKey = 'x-id-kind';

/** The kind a schema itself declares (read through the contract's own zod, whichever copy the reader uses). */
export const declaredIdKind = (schema: z.ZodType): IdKind | undefined =>
  z.globalRegistry.get(schema)?.[idKindKey] as IdKind | undefined;

/** Marks a schema as naming rows of `kind`: one id, a list, or ids in text. */
export const naming = <T extends z.ZodType>(kind: IdKind, schema: T): T => schema.meta({ [idKindKey]: kind }) as T;

const positiveId = () => int().pipe(z.number().int().positive('must be a positive id').max(maxRowId, 'must be a valid id'));

/** One id of a row of `kind`. */
export const idOf = (kind: IdKind) => naming(kind, positiveId());

/** Ids of rows of `kind` in a list body field; at most `max` of them, at least `min`. */
export const idsOf = (kind: IdKind, max = 5000, min = 0) =>
  naming(
    kind,
    z
      .array(positiveId())
      .min(min, min === 1 ? 'must list at least one id' : `must list at least ${min} ids`)
      .max(max, `must list at most ${max} ids`),
  );

/** Comma-separated ids of rows of `kind` ("3,8"), as the original console sends them; parsed to numbers. */
export const commaIdsOf = (kind: IdKind, max = 500) =>
  naming(
    kind,
    text(max)
      .refine((value) => /^(\d+(\s*,\s*\d+)*)?$/.test(value), 'must be comma-separated ids')
      .transform((value) => (value === '' ? [] : value.split(',').map((part) => Number(part.trim()))))
      .pipe(z.array(z.number().int().positive('must be a positive id').max(maxRowId, 'must be a valid id'))),
  );

/** An id of `kind` that may also come as '' or null, meaning "not given". */
export const optionalIdOf = (kind: IdKind) => naming(kind, optionalInt());

/** A 0/1 switch, also given as a boolean or "0"/"1". */
export const flag = () =>
  z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], {
      error: 'must be 0 or 1',
    })
    .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0));

/** Free text up to `max` characters, trimmed. */
export const text = (max = 255) => z.string().trim().max(max, `must be at most ${max} characters`);

/** Text that must not be blank. */
export const required = (max = 255) => text(max).min(1, 'must not be empty');

/** Optional text that defaults to an empty string. */
export const optionalText = (max = 255) => z.string().trim().max(max, `must be at most ${max} characters`).optional().default('');

export const email = () =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(80, 'must be at most 80 characters')
    .regex(emailPattern, 'must be a valid email address');

export const phone = () => z.string().trim().min(1, 'must not be empty').regex(phonePattern, 'must be a valid phone number');

/** A visitor's phone that may be left empty ('' when absent); when given, a phone number. */
export const optionalPhone = () =>
  optionalText(20).refine((value) => value === '' || phonePattern.test(value), 'must be a valid phone number');

/** A visitor's email that may be left empty ('' when absent); when given, an address like local@domain.tld. */
export const optionalEmail = () =>
  optionalText(80).refine((value) => value === '' || emailPattern.test(value), 'must be a valid email address');

/** Page request of the original product: 1-based startIndex and a page size. */
export const pageRequest = {
  startIndex: int().pipe(z.number().int().min(0, 'must not be negative')).optional().default(1),
  requestedCount: int()
    .pipe(z.number().int().min(1, 'must be at least 1').max(1000, 'must be at most 1000'))
    .optional()
    .default(10),
};

/** Calendar day as YYYY-MM-DD. */
export const ymd = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');

/** Calendar day as YYYYMMDD (employee validity dates). */
export const ymd8 = () => z.string().regex(/^(\d{8})?$/, 'must be a date as YYYYMMDD');

/** Paged answer schema. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), count: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });

/**
 * The `userid` every signed-in call may carry. The platform checks it against
 * the session and removes it before the schema sees the body, so request
 * schemas do not declare it; the API documentation adds it.
 */
export const useridField = () => int().optional();

/** A whole number in an integer column's range that may also come as '' or null, meaning "not given". */
export const optionalInt = () =>
  z
    .union([
      z.literal(''),
      z.null(),
      int().pipe(z.number().min(-maxRowId, 'must be a valid id').max(maxRowId, 'must be a valid id')),
    ])
    .optional()
    .transform((value) => (value === '' || value === null ? undefined : value));

const illegalNameCharacters = /[<>\p{Cc}]/u;

/** A person's, department's or role's name: not blank, no angle brackets or control characters. */
export const personName = (max = 100) =>
  required(max).refine((value) => !illegalNameCharacters.test(value), 'must not contain < > or control characters');

const localDateTime = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * An instant as the original clients send it: epoch ms, ISO with a zone (a JS
 * Date), or a local "YYYY-MM-DD" / "YYYY-MM-DD HH:mm" in the site's time zone.
 * Parsed to epoch ms.
 */
export const instant = () =>
  // 8.64e15 ms is the last instant a JS Date holds.
  z.union([z.number().int().nonnegative().max(8.64e15), z.string().trim()]).transform((value, context) => {
    if (typeof value === 'number') return value;
    const local = localDateTime.exec(value);
    const parsed = local
      ? new Date(
          Number(local[1]),
          Number(local[2]) - 1,
          Number(local[3]),
          Number(local[4] ?? 0),
          Number(local[5] ?? 0),
          Number(local[6] ?? 0),
        ).getTime()
      : /[zZ]|[+-]\d{2}:?\d{2}$/.test(value)
        ? Date.parse(value)
        : Number.NaN;
    if (Number.isNaN(parsed)) {
      context.addIssue({ code: 'custom', message: 'must be a date and time (epoch ms, ISO or YYYY-MM-DD HH:mm)' });
      return z.NEVER;
    }
    return parsed;
  });

/** A company language (en, zh, hk, ja), also written as a language tag such as "zh-CN"; anything else is refused. */
export const companyLanguage = () =>
  z.string().transform((value, context) => {
    const language = companyLanguageOf(value);
    if (language) return language;
    context.addIssue({ code: 'custom', message: `must be one of ${companyLanguages.join(', ')}` });
    return z.NEVER;
  });

/** A language a page offers as a hint (its own interface language): taken when it names a company language, else ignored. */
export const languageHint = () =>
  z
    .string()
    .max(35)
    .optional()
    .catch(undefined)
    .transform((value) => (value === undefined ? undefined : companyLanguageOf(value)));
