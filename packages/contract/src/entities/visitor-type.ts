import { z } from 'zod';
import { signInFormSetting } from './visit-form.js';

/* Visitor types and the custom fields of their visitor forms (api-facts 4.4, 7: qcv_visitor_type, qcv_visitor_extend). */

export const visitorTypeSchema = z.object({
  tid: z.number().int(),
  userid: z.number().int(),
  vType: z.string(),
  /** Days a safety-training pass of its visitors holds (decision 0039). */
  povDays: z.number().int(),
  /** The questionnaire its visitors answer before signing in ('' for none). */
  qid: z.string(),
  /** The training video its visitors watch before signing in ('' for none). */
  tvid: z.string().optional(),
  category: z.number().int(),
  gateType: z.string(),
  /** 1: visits of this type are refused on rest days (the holiday calendar, else weekends). */
  refuseRestDay: z.number().int(),
  /** 1: refused on Saturdays and Sundays that are not marked work days. */
  refuseWeekend: z.number().int(),
  /** 1: refused outside the company's passable hours (passableSTime to passableETime). */
  refuseOutsideHours: z.number().int(),
  /** Door groups the type's visits open when a visit names none (decision 0031), comma-separated ids. */
  egids: z.string(),
  /** The form its visitors fill at sign-in: '' none, 'vip' or 'depot' (decision 0037); left out, none. */
  signInForm: signInFormSetting.optional(),
});
export type VisitorType = z.infer<typeof visitorTypeSchema>;

/** How a custom field is entered. The original product's 'button' is a select. */
export const customInputTypes = ['text', 'number', 'date', 'select', 'radio', 'checkbox'] as const;
export type CustomInputType = (typeof customInputTypes)[number];

/** Input types whose inputValue lists the options. */
export const choiceInputTypes: readonly CustomInputType[] = ['select', 'radio', 'checkbox'];

export const extendVisitorSchema = z.object({
  eid: z.number().int(),
  userid: z.number().int(),
  /** The label shown on the form. */
  displayName: z.string(),
  /** The key the value is stored under in a visit's extendCol. */
  fieldName: z.string(),
  inputType: z.string(),
  /** Comma-separated options of a select, radio or checkbox field. */
  inputValue: z.string(),
  inputOrder: z.number().int(),
  required: z.number().int(),
  placeholder: z.string(),
  isDisplay: z.number().int(),
  /** The visitor type's name; '' for every type. */
  eType: z.string(),
});
export type ExtendVisitor = z.infer<typeof extendVisitorSchema>;

/** The custom field under which the original product stores the company's visit reasons. */
export const visitReasonsFieldName = 'visitType';

/** The visit reasons of a company that has saved none. */
export const defaultVisitReasons = ['Business', 'Interview', 'Delivery', 'Other'] as const;

export const visitReasonsLimits = { count: 30, length: 50 } as const;
export const visitorTypeNameMaxLength = 80;
