import { type CertificateType, checkIdNumber, permissions, signinTypes } from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import type { AppContext } from '../../platform/context.js';
import { companySettings } from '../account/account.service.js';
import { hostRecord } from '../employees/employee-lookup.service.js';
import { ownPictureType } from '../files/files.service.js';
import { assertPassable } from '../holidays/pass-rules.service.js';
import { blankRequiredField, findOwnVisitorType } from '../visitor-types/visitor-types.service.js';
import { recordSignInForms, type SignInForms } from '../visit-forms/visit-forms.service.js';
import { trainingPassForSignIn } from '../training-pass/training-pass.service.js';
import { newVisitRow } from '../visits/new-visit.service.js';
import { announceArrival } from '../visits/sign-in.service.js';
import {
  actorName,
  addVisit,
  assertNotOnSite,
  extendColText,
  invalid,
  screenVisitors,
  today,
  visitAnswer,
} from '../visits/visit-scope.service.js';

/* UpdatePhoto: a visitor without an appointment signs in at the desk (a walk-in, signinType 0). */

export interface WalkIn extends SignInForms {
  name: string;
  phone: string;
  cardId: string;
  certType: CertificateType;
  vemail: string;
  vcompany: string;
  sex: string;
  empid?: number | undefined;
  visitType: string;
  vType: string;
  tid?: number | undefined;
  photoUrl: string;
  peopleCount: number;
  memberName: string;
  plateNum: string;
  belongings: string;
  remark: string;
  extendCol: string | string[];
  gid: string;
  signInGate: string;
  signInOpName: string;
}

const pictureTypes = new Set(['image/jpeg', 'image/png']);

/** The host: the company's employee (604 naming empid otherwise), with their department. */
async function hostOf(ctx: AppContext, companyId: number, empid: number | undefined) {
  const host = empid ? await hostRecord(ctx, companyId, empid) : undefined;
  if (!host) throw invalid('empid', "choose the host among the company's employees");
  return host;
}

/** The rules of the visitor's own fields (604 naming the field): a contact, the ID number, the photo. */
async function checkVisitor(ctx: AppContext, companyId: number, input: WalkIn) {
  if (!input.phone && !input.cardId) throw invalid('phone', 'give a phone or an ID number');
  if (input.certType === 'idCard' && input.cardId) {
    const check = checkIdNumber(input.cardId);
    if (check !== 'passed') throw invalid('cardId', `the ID number is not valid (${check})`);
  }
  // A desk photo or a built-in avatar: both are pictures the company uploaded.
  if (input.photoUrl && !pictureTypes.has((await ownPictureType(ctx, companyId, input.photoUrl)) ?? '')) {
    throw invalid('photoUrl', 'must be a JPEG or PNG uploaded with Upload, or one of the built-in avatars');
  }
}

/** The visitor type by tid or name (604 when it is not the company's) and its required custom fields. */
async function visitorTypeOf(ctx: AppContext, companyId: number, input: WalkIn, extendCol: string) {
  let type = { tid: 0, vType: '' };
  if (input.tid || input.vType) {
    const found = await findOwnVisitorType(ctx, companyId, { tid: input.tid ?? 0, vType: input.vType });
    if (!found) throw invalid(input.tid ? 'tid' : 'vType', "must be one of the company's visitor types");
    type = { tid: found.tid, vType: found.vType };
  }
  const blank = await blankRequiredField(ctx, companyId, type.vType, extendCol);
  if (blank) throw invalid('extendCol', `${blank.displayName} (${blank.fieldName}) is required`);
  return type;
}

export async function signInWalkIn(ctx: AppContext, session: Session, input: WalkIn) {
  const { now, day } = today(ctx);
  const companyId = session.companyId;
  await checkVisitor(ctx, companyId, input);
  const host = await hostOf(ctx, companyId, input.empid);
  const extendCol = extendColText(input.extendCol);
  const type = await visitorTypeOf(ctx, companyId, input, extendCol);
  const company = await companySettings(ctx, companyId);
  await assertPassable(ctx, companyId, type, company, now);
  const operator = input.signInOpName || (await actorName(ctx, session, company));
  const row = newVisitRow(
    session,
    host,
    { ...input, ...type, vphoto: input.photoUrl, extendCol },
    {
      signinType: signinTypes.walkIn,
      permission: permissions.authorized,
      visitdate: now,
      appointmentDate: now,
      signInOpName: operator,
      signInGate: input.signInGate,
      listDay: day,
      createdAt: now,
    },
  );
  // A refused walk-in stays on record, not signed in, with the refusal on its timeline; the host is not told.
  await screenVisitors(
    ctx,
    session,
    [{ name: input.name, phone: input.phone, cardId: input.cardId }],
    {
      operator,
      gate: input.signInGate,
      deskGid: input.gid,
      walkIn: { ...row, visitdate: null, permission: permissions.refused },
    },
    company.blackListSwitch,
  );
  await assertNotOnSite(ctx, companyId, { phone: input.phone, cardId: input.cardId });
  // Safety training (1140 without a valid pass, and nothing stored); the pass's columns go on the visit.
  const training = await trainingPassForSignIn(ctx, companyId, { tid: type.tid, phone: input.phone, cardId: input.cardId });
  const saved = await addVisit(ctx, { ...row, ...training });
  await recordSignInForms(ctx, companyId, { id: saved.id, tid: type.tid }, input);
  const vcount = await announceArrival(
    ctx,
    session,
    { ...saved, vcompany: input.vcompany },
    {
      operator,
      gate: input.signInGate,
      at: now,
      hostEmail: host.empEmail,
      company,
    },
  );
  return { visit: visitAnswer(ctx, saved, company.company), vcount };
}
