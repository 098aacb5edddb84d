import {
  AppError,
  type DepotFormRecord,
  type DepotFormValues,
  depotFormSchema,
  type DepotListRow,
  formFieldOf,
  type Page,
  type SignInForm,
  type SignInFormSetting,
  Status,
  type VipFormRecord,
  type VipFormValues,
  vipFormSchema,
} from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import { addDays, startOfYmd } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { pageWindow } from '../../platform/paging.js';
import { findOwnVisitorType } from '../visitor-types/visitor-types.service.js';
import {
  countDepotForms,
  findScopedVisit,
  findVisitForm,
  type FormScope,
  insertVisitForm,
  listDepotForms,
} from './visit-forms.repo.js';

/*
 * The forms a visitor type asks for at sign-in (decision 0037): checked and
 * stored by the sign-in calls in their own unit of work, read back by staff.
 */

/** What a sign-in call may carry besides its own fields. */
export interface SignInForms {
  vipForm?: VipFormValues | undefined;
  depotForm?: DepotFormValues | undefined;
  askedForm?: SignInFormSetting | undefined;
}

const formNames: Record<SignInForm, string> = { vip: 'VIP reception', depot: 'depot' };

const invalid = (field: string, rule: string) => new AppError(Status.invalidField, `${field}: ${rule}`, field);

/**
 * Checks the forms of a visit signing in against its visitor type and keeps
 * them. A client that knows forms (it sends one, or askedForm) must bring the
 * form the type asks for (604 naming that form's field); an original tablet,
 * which sends neither, signs the visitor in without one. Forms sent are kept
 * whatever the type asks for: the visitor filled them in.
 */
export async function recordSignInForms(
  ctx: AppContext,
  companyId: number,
  visit: { id: number; tid: number },
  input: SignInForms,
) {
  const knowsForms = input.askedForm !== undefined || input.vipForm !== undefined || input.depotForm !== undefined;
  if (knowsForms && visit.tid > 0) {
    const type = await findOwnVisitorType(ctx, companyId, { tid: visit.tid, vType: '' });
    const asked = type?.signInForm;
    if (asked && input[formFieldOf[asked]] === undefined) {
      throw invalid(formFieldOf[asked], `this visitor type asks for the ${formNames[asked]} form`);
    }
  }
  const createTime = ctx.clock.now();
  const forms: Array<[SignInForm, object | undefined]> = [
    ['vip', input.vipForm],
    ['depot', input.depotForm],
  ];
  for (const [kind, form] of forms) {
    if (form === undefined) continue;
    await insertVisitForm(ctx.database.db, { vid: visit.id, companyId, kind, body: JSON.stringify(form), createTime });
  }
}

/** Whose visits the session reads: a Subcompany its own, an employee those they host, staff the company's. */
const scopeOf = (session: Session): FormScope => ({
  companyId: session.companyId,
  subaccountId: session.kind === 'subaccount' ? session.subjectId : 0,
  empid: session.kind === 'employee' ? session.subjectId : undefined,
});

/** The stored form of the kind for a visit the session may read; 57 when it may not, null when none was filled. */
async function storedForm(ctx: AppContext, session: Session, vid: number, kind: SignInForm) {
  const scope = scopeOf(session);
  const visit = await findScopedVisit(ctx.database.db, scope, vid);
  if (!visit || (scope.empid !== undefined && visit.empid !== scope.empid)) {
    throw new AppError(Status.noRecord, 'No such visit: vid', 'vid');
  }
  return findVisitForm(ctx.database.db, session.companyId, vid, kind);
}

const parsedBody = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return {};
  }
};

// A body stored by an earlier version that the schema no longer takes shows as an empty form, not as a failure.
const vipOf = (body: string): VipFormValues => vipFormSchema.catch(vipFormSchema.parse({})).parse(parsedBody(body));
const depotOf = (body: string): DepotFormValues =>
  depotFormSchema.catch({ goods: [], tools: [], plateNum: '', deliveryNoteNo: '', remark: '' }).parse(parsedBody(body));

export async function vipForm(ctx: AppContext, session: Session, vid: number): Promise<VipFormRecord | null> {
  const row = await storedForm(ctx, session, vid, 'vip');
  return row ? { vid: row.vid, createTime: row.createTime, ...vipOf(row.body) } : null;
}

export async function depotForm(ctx: AppContext, session: Session, vid: number): Promise<DepotFormRecord | null> {
  const row = await storedForm(ctx, session, vid, 'depot');
  return row ? { vid: row.vid, createTime: row.createTime, ...depotOf(row.body) } : null;
}

/** getDepotFormList: the depot forms filled on the days given (the site's days), newest first. */
export async function depotFormList(
  ctx: AppContext,
  session: Session,
  input: { startDate?: string | undefined; endDate?: string | undefined; startIndex: number; requestedCount: number },
): Promise<Page<DepotListRow>> {
  const db = ctx.database.db;
  const selection = {
    ...scopeOf(session),
    from: input.startDate ? startOfYmd(input.startDate) : undefined,
    to: input.endDate ? startOfYmd(addDays(input.endDate, 1)) - 1 : undefined,
  };
  const { offset, limit, pageNo, pageSize } = pageWindow(input);
  const [rows, count] = await Promise.all([listDepotForms(db, selection, offset, limit), countDepotForms(db, selection)]);
  const list = rows.map((row) => ({
    vid: row.vid,
    createTime: row.createTime,
    ...depotOf(row.body),
    vname: row.vname,
    vcompany: row.vcompany,
    empName: row.empName,
    visitdate: row.visitdate,
  }));
  return { list, count, pageNo, pageSize };
}
