import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { flag, idOf, optionalText, required } from '../fields.js';

/*
 * Invitation templates (api-facts 4.4): the texts an employee's invitation mail
 * or SMS carries, by template type (the invitation's visitType). The company
 * keeps one per type; an employee may keep their own, which wins over the
 * company's. Placeholders ({visitor}, {company}, {employee}, {time}) are filled
 * when the invitation is sent (rules/invitation-placeholders.ts).
 *
 * Company templates are company-wide: the original keys them by gid as well,
 * but no call here takes a gid, so every Subcompany and employee of the company
 * reads the same ones (gid is always 0 on the wire).
 *
 * tempEditSwitch ('restrict employee modification', read back by GetUserInfo):
 * 1 = employees may not write their own templates, 0 = they may. The product
 * starts restricted (1), as the original did. A restricted addEmptemplate
 * answers 610 (no permission): the Administrator took the permission away, and
 * 610 is what every client already shows as "no permission"; the original has
 * no code of its own for it. Templates already written still apply.
 */

/** The two template types every company knows; companies may add their own. */
export const builtInTemplateTypes = ['interview', 'business'] as const;

/** The visit reason a built-in template type stands for: an invitation of type "business" is a Business visit. */
export const templateTypeVisitReasons: Record<(typeof builtInTemplateTypes)[number], string> = {
  interview: 'Interview',
  business: 'Business',
};

/** The visit reason to keep for a visit type as a form sends it: a built-in template type becomes its reason. */
export const visitReasonOf = (visitType: string): string =>
  templateTypeVisitReasons[visitType as (typeof builtInTemplateTypes)[number]] ?? visitType;

/** The longest template type, as the original's column. */
export const templateTypeMaxLength = 20;

const templateType = () =>
  required(templateTypeMaxLength).refine((value) => !/[<>\p{Cc}]/u.test(value), 'must not hold < > or control characters');

/** The texts of a template, as written (the server fills the placeholders when it sends). */
export const templateTextFields = {
  inviteContent: optionalText(2000),
  address: optionalText(255),
  longitude: optionalText(20),
  latitude: optionalText(20),
  companyProfile: optionalText(2000),
  traffic: optionalText(1000),
};

export const templateFormSchema = z.object({ templateType: templateType(), ...templateTextFields });
export type TemplateForm = z.input<typeof templateFormSchema>;

const templateTexts = {
  templateType: z.string(),
  inviteContent: z.string(),
  address: z.string(),
  longitude: z.string(),
  latitude: z.string(),
  companyProfile: z.string(),
  traffic: z.string(),
};

/** A company template (Usertemplate). */
export const companyTemplateSchema = z.object({ userid: z.number().int(), gid: z.number().int(), ...templateTexts });
export type CompanyTemplate = z.output<typeof companyTemplateSchema>;

/** An employee's own template. */
export const employeeTemplateSchema = z.object({ empid: z.number().int(), ...templateTexts });
export type EmployeeTemplate = z.output<typeof employeeTemplateSchema>;

/** The template an invitation of a type would carry, and whose it is. */
export const effectiveTemplateSchema = z.object({ source: z.enum(['employee', 'company']), ...templateTexts });
export type EffectiveTemplate = z.output<typeof effectiveTemplateSchema>;

/** The employee a call names: only the signed-in one; the original clients send it. */
const ownEmpid = { empid: idOf('employee').optional() };

export const invitationTemplateEndpoints = {
  GetAllTemplateType: endpoint({
    summary:
      "The company's invitation templates by template type: the two built-in types first (with empty texts while the company has not written them), then the company's own.",
    roles: ['manager', 'employee'],
    readOnly: true,
    request: z.object({}),
    response: z.array(companyTemplateSchema),
  }),
  getUsertemplate: endpoint({
    summary: "The company's template of a type, or null when it has none.",
    roles: ['manager', 'employee'],
    readOnly: true,
    request: z.object({ templateType: templateType() }),
    response: companyTemplateSchema.nullable(),
  }),
  addUserTemplate: endpoint({
    summary: "Writes the company's template of a type (adds it, or replaces the one of that type).",
    roles: adminOnly,
    request: templateFormSchema,
    response: z.null(),
  }),
  delUsertemplate: endpoint({
    summary: "Deletes the company's template of a type; 59 when it has none.",
    roles: adminOnly,
    request: z.object({ templateType: templateType() }),
    response: z.null(),
  }),
  getEmptempByPost: endpoint({
    summary: "The signed-in employee's own templates, by template type (empid, when sent, must be theirs).",
    roles: ['employee'],
    readOnly: true,
    request: z.object(ownEmpid),
    response: z.array(employeeTemplateSchema),
  }),
  getEmptemplateByType: endpoint({
    summary:
      "The template an invitation of visitType would carry: the signed-in employee's own, else the company's; 56 when neither exists.",
    roles: ['employee'],
    readOnly: true,
    request: z.object({ ...ownEmpid, visitType: templateType() }),
    response: effectiveTemplateSchema,
  }),
  addEmptemplate: endpoint({
    summary:
      "Writes the signed-in employee's own template of a type; 610 while the company restricts employee modification (tempEditSwitch 1).",
    roles: ['employee'],
    request: templateFormSchema,
    response: z.null(),
  }),
  updateTempEditSwitch: endpoint({
    summary: 'Whether employees may not (1) or may (0) write their own invitation templates.',
    roles: adminOnly,
    request: z.object({ tempEditSwitch: flag() }),
    response: z.null(),
  }),
};

export type InvitationTemplateEndpoint = keyof typeof invitationTemplateEndpoints;
