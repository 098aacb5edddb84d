import {
  AppError,
  builtInTemplateTypes,
  type CompanyTemplate,
  type EffectiveTemplate,
  type EmployeeTemplate,
  Status,
} from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import type { AppContext } from '../../platform/context.js';
import {
  deleteCompanyTemplate,
  employeeEditingRestricted,
  findCompanyTemplate,
  findEmployeeTemplate,
  listCompanyTemplates,
  listEmployeeTemplates,
  type TemplateTexts,
  updateTempEditSwitch,
  upsertCompanyTemplate,
  upsertEmployeeTemplate,
} from './invitation-templates.repo.js';

/* Invitation templates: the company's and an employee's own; an invitation carries the employee's, else the company's. */

const asCompanyTemplate = (companyId: number, row: TemplateTexts & { gid: number }): CompanyTemplate => ({
  userid: companyId,
  ...row,
});

const unwritten = (templateType: string) => ({
  templateType,
  inviteContent: '',
  address: '',
  longitude: '',
  latitude: '',
  companyProfile: '',
  traffic: '',
  gid: 0,
});

/** The built-in types first, as written or with empty texts (the original console shows a tab per listed type), then the company's own. */
export async function companyTemplates(ctx: AppContext, companyId: number): Promise<CompanyTemplate[]> {
  const rows = await listCompanyTemplates(ctx.database.db, companyId);
  const builtIn = builtInTemplateTypes.map((type) => rows.find((row) => row.templateType === type) ?? unwritten(type));
  const own = rows.filter((row) => !(builtInTemplateTypes as readonly string[]).includes(row.templateType));
  return [...builtIn, ...own].map((row) => asCompanyTemplate(companyId, row));
}

export async function companyTemplate(ctx: AppContext, companyId: number, templateType: string) {
  const row = await findCompanyTemplate(ctx.database.db, companyId, templateType);
  return row ? asCompanyTemplate(companyId, row) : null;
}

export async function saveCompanyTemplate(ctx: AppContext, companyId: number, texts: TemplateTexts) {
  await upsertCompanyTemplate(ctx.database.db, companyId, texts, ctx.clock.now());
  return null;
}

export async function removeCompanyTemplate(ctx: AppContext, companyId: number, templateType: string) {
  if (!(await deleteCompanyTemplate(ctx.database.db, companyId, templateType))) {
    throw new AppError(Status.templateNotFound, `templateType: the company has no template "${templateType}"`);
  }
  return null;
}

/** The employee a call names must be the one signed in: an employee sees only their own templates. */
function ownEmployee(session: Session, empid: number | undefined): number {
  if (empid !== undefined && empid !== session.subjectId) {
    throw new AppError(Status.noPermission, 'empid: an employee reads only their own templates');
  }
  return session.subjectId;
}

export const employeeTemplates = (ctx: AppContext, session: Session, empid?: number): Promise<EmployeeTemplate[]> =>
  listEmployeeTemplates(ctx.database.db, session.companyId, ownEmployee(session, empid));

/** addEmptemplate: 610 while the company restricts employee modification (tempEditSwitch 1). */
export async function saveEmployeeTemplate(ctx: AppContext, session: Session, texts: TemplateTexts) {
  if (await employeeEditingRestricted(ctx.database.db, session.companyId)) {
    throw new AppError(Status.noPermission, 'The company does not let employees change invitation templates');
  }
  await upsertEmployeeTemplate(ctx.database.db, session.companyId, session.subjectId, texts, ctx.clock.now());
  return null;
}

/** The template an invitation of the type carries: the employee's own, else the company's; undefined when neither. */
export async function invitationTemplate(
  ctx: AppContext,
  companyId: number,
  empid: number,
  templateType: string,
): Promise<EffectiveTemplate | undefined> {
  const own = await findEmployeeTemplate(ctx.database.db, companyId, empid, templateType);
  if (own) {
    const { empid: _empid, ...texts } = own;
    return { source: 'employee', ...texts };
  }
  const company = await findCompanyTemplate(ctx.database.db, companyId, templateType);
  if (!company) return undefined;
  const { gid: _gid, ...texts } = company;
  return { source: 'company', ...texts };
}

/** getEmptemplateByType: the template the signed-in employee's invitation of the type would carry; 56 when none. */
export async function templateForInvitation(ctx: AppContext, session: Session, visitType: string, empid?: number) {
  const template = await invitationTemplate(ctx, session.companyId, ownEmployee(session, empid), visitType);
  if (!template) throw new AppError(Status.noInvitationTemplate, `visitType: no invitation template "${visitType}"`);
  return template;
}

export async function setTempEditSwitch(ctx: AppContext, companyId: number, tempEditSwitch: number) {
  await updateTempEditSwitch(ctx.database.db, companyId, tempEditSwitch);
  return null;
}
