import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import {
  choiceInputTypes,
  type CustomInputType,
  customInputTypes,
  extendVisitorSchema,
  visitorTypeNameMaxLength,
  visitorTypeSchema,
  visitReasonsLimits,
} from '../entities/visitor-type.js';
import { signInFormSetting } from '../entities/visit-form.js';
import { commaIdsOf, flag, idOf, int, optionalIdOf, optionalText, personName, text } from '../fields.js';

/* Visitor types, the custom fields of their visitor forms, and the company's visit reasons (api-facts 4.4). */

/** Everyone who fills in or reads a visitor form. */
export const visitorFormReaders = ['manager', 'hq', 'subaccount', 'employee', 'reception'] as const;

const count = (max: number) => int().pipe(z.number().int().min(0, 'must not be negative').max(max, `must be at most ${max}`));

const illegalReasonCharacters = /[<>\p{Cc}]/u;

const visitorTypeName = () => personName(visitorTypeNameMaxLength);

/** The form the type's visitors fill at sign-in (decision 0037); null, like '', asks for none. */
const signInForm = () => z.union([signInFormSetting, z.null().transform(() => '' as const)]);

/**
 * The safety training its visitors go through before signing in (decision 0039): a questionnaire, a video (0: none;
 * left out: unchanged), and how many days a pass holds (povDays, the original's column).
 */
const trainingFields = {
  qid: optionalIdOf('questionnaire'),
  tvid: optionalIdOf('trainingVideo'),
};

/** Splits comma-separated options (either comma), trimmed, empty ones dropped. */
export const splitOptions = (value: string) =>
  value
    .split(/[,，]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

const inputType = () =>
  z
    .enum([...customInputTypes, 'button'], { error: `must be one of ${customInputTypes.join(', ')}` })
    .transform((value): CustomInputType => (value === 'button' ? 'select' : value));

/** A field key: letters, digits and underscores, starting with a letter; '' asks the server to derive one. */
export const fieldNamePattern = /^[A-Za-z][A-Za-z0-9_]*$/;

const customFieldFields = {
  displayName: personName(50),
  fieldName: optionalText(50).refine(
    (value) => value === '' || fieldNamePattern.test(value),
    'must be letters, digits and underscores, starting with a letter',
  ),
  inputType: inputType(),
  inputValue: optionalText(1000),
  inputOrder: count(9999).optional().default(0),
  required: flag().optional().default(0),
  placeholder: optionalText(100),
  isDisplay: flag().optional().default(1),
  eType: optionalText(visitorTypeNameMaxLength),
};

/** Choice fields need their options: at least one, each at most 50 characters, none twice. */
const withOptions = <T extends { inputType: string; inputValue: string }>(body: T, context: z.RefinementCtx) => {
  if (!(choiceInputTypes as readonly string[]).includes(body.inputType)) return;
  const options = splitOptions(body.inputValue);
  const problem =
    options.length === 0
      ? `must list the options of a ${body.inputType} field, comma-separated`
      : options.some((option) => option.length > 50)
        ? 'each option must be at most 50 characters'
        : new Set(options).size !== options.length
          ? 'must not list an option twice'
          : null;
  if (problem) context.addIssue({ code: 'custom', path: ['inputValue'], message: problem });
};

export const customFieldFormSchema = z.object(customFieldFields).superRefine(withOptions);

/** The most custom fields one company keeps: what addExtendVisitor takes as a whole list. */
export const customFieldListMax = 200;

export const visitorTypeEndpoints = {
  getVisitorType: endpoint({
    summary: "The company's visitor types ordered by name; vType and category narrow to exact matches.",
    roles: visitorFormReaders,
    readOnly: true,
    request: z.object({ vType: optionalText(visitorTypeNameMaxLength), category: count(127).optional() }),
    response: z.array(visitorTypeSchema),
  }),
  addVisitorType: endpoint({
    summary: 'Adds a visitor type; 78 when the company has one of that name (in any letter case).',
    roles: adminOnly,
    request: z.object({
      vType: visitorTypeName(),
      povDays: count(3650).optional().default(1),
      category: count(127).optional().default(0),
      egids: commaIdsOf('equipmentGroup').optional().default([]),
      signInForm: signInForm().optional().default(''),
      ...trainingFields,
    }),
    response: z.object({ tid: z.number().int() }),
  }),
  updateVisitorType: endpoint({
    summary:
      "Renames a visitor type (and sets its sign-in form); its custom fields follow. 78 on a clash, 57 when the type is not the company's.",
    roles: adminOnly,
    request: z.object({
      tid: idOf('visitorType'),
      vType: visitorTypeName(),
      oldvType: optionalText(200),
      /** Door groups of the type's visits; left out: unchanged. */
      egids: commaIdsOf('equipmentGroup').optional(),
      /** Left out: unchanged. */
      signInForm: signInForm().optional(),
      ...trainingFields,
      povDays: count(3650).optional(),
    }),
    response: z.null(),
  }),
  delVisitorType: endpoint({
    summary: "Deletes a visitor type with its custom fields; 57 when the type is not the company's.",
    roles: adminOnly,
    request: z.object({ tid: idOf('visitorType') }),
    response: z.null(),
  }),
  updateVisitorTypeRules: endpoint({
    summary:
      "When visits of a type are refused at sign-in: on rest days (224), weekends (225), outside the passable hours (226). 57 when the type is not the company's.",
    roles: adminOnly,
    request: z.object({
      tid: idOf('visitorType'),
      refuseRestDay: flag(),
      refuseWeekend: flag(),
      refuseOutsideHours: flag(),
    }),
    response: z.null(),
  }),
  GetExtendVisitor: endpoint({
    summary: "The company's custom visitor fields ordered by inputOrder; a non-empty eType narrows to that type's own.",
    roles: visitorFormReaders,
    readOnly: true,
    request: z.object({ eType: optionalText(visitorTypeNameMaxLength) }),
    response: z.array(extendVisitorSchema),
  }),
  addExtendVisitor: endpoint({
    summary: `Adds a custom field to a visitor type's form (eType '' for every type); 604 when the type already has the fieldName. A JSON array of fields (the original tablet settings) replaces the company's whole custom-field list, at most ${customFieldListMax}, each checked as one field; it answers their eids in order.`,
    roles: adminOnly,
    request: z.union([
      customFieldFormSchema,
      z.array(customFieldFormSchema).max(customFieldListMax, `must list at most ${customFieldListMax} fields`),
    ]),
    response: z.union([z.object({ eid: z.number().int() }), z.array(z.object({ eid: z.number().int() }))]),
  }),
  updateExtendVisitor: endpoint({
    summary: "Changes a custom field; 57 when it is not the company's.",
    roles: adminOnly,
    request: z.object({ eid: idOf('extendField'), ...customFieldFields }).superRefine(withOptions),
    response: z.null(),
  }),
  delExtendVisitor: endpoint({
    summary: "Deletes a custom field; 57 when it is not the company's.",
    roles: adminOnly,
    request: z.object({ eid: idOf('extendField') }),
    response: z.null(),
  }),
  GetVisitType: endpoint({
    summary: "The company's visit reasons, comma-separated (the defaults until it saves its own).",
    roles: visitorFormReaders,
    readOnly: true,
    request: z.object({}),
    response: z.object({ inputValue: z.string() }),
  }),
  updateVisitType: endpoint({
    summary: `Saves the company's visit reasons: 1 to ${visitReasonsLimits.count}, each at most ${visitReasonsLimits.length} characters, none twice.`,
    roles: adminOnly,
    request: z.object({
      inputValue: text(2000)
        .transform(splitOptions)
        .pipe(
          z
            .array(z.string())
            .min(1, 'must list at least one reason')
            .max(visitReasonsLimits.count, `must list at most ${visitReasonsLimits.count} reasons`)
            .refine(
              (reasons) => reasons.every((reason) => reason.length <= visitReasonsLimits.length),
              `each reason must be at most ${visitReasonsLimits.length} characters`,
            )
            .refine(
              (reasons) => !reasons.some((reason) => illegalReasonCharacters.test(reason)),
              'must not contain < > or control characters',
            )
            .refine((reasons) => new Set(reasons).size === reasons.length, 'must not list a reason twice'),
        ),
    }),
    response: z.null(),
  }),
};
