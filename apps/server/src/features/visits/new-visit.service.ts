import type { Insertable } from 'kysely';
import type { Session } from '../../platform/auth/session.js';
import { searchKey } from '../../platform/db/portable.js';
import type { VisitTable } from '../../platform/db/schema.js';

/* A new visit's row, the same for every way a visit begins: a pre-registration, an invitation, a walk-in. */

/** The host as the employee lookups answer: kept on the visit as they are now. */
export interface VisitHost {
  empid: number;
  empName: string;
  empPhone: string;
  deptid: number;
  deptName: string;
  subaccountId: number;
}

/** The visitor as the calls take them, with the visitor type resolved and the custom fields as stored. */
export interface VisitorDetails {
  name: string;
  phone: string;
  vemail: string;
  vphoto: string;
  vcompany: string;
  sex: string;
  visitType: string;
  tid: number;
  vType: string;
  cardId: string;
  certType: string;
  plateNum: string;
  belongings: string;
  peopleCount: number;
  memberName: string;
  remark: string;
  extendCol: string;
  gid: string;
}

/** What sets one way of beginning apart: how the visitor came, whether they may enter, the times. */
export type VisitStart = Pick<
  Insertable<VisitTable>,
  'signinType' | 'permission' | 'appointmentDate' | 'visitdate' | 'listDay' | 'createdAt'
> &
  Partial<Pick<Insertable<VisitTable>, 'clientNo' | 'qrcodeType' | 'qrcodeConf' | 'signInOpName' | 'signInGate'>>;

/** The row of a visit not yet signed out; a Subcompany's session keeps it, any other gives it to the host's Subcompany. */
export function newVisitRow<S extends VisitStart>(
  session: Session,
  host: VisitHost,
  visitor: VisitorDetails,
  start: S,
): Insertable<VisitTable> & S {
  return {
    companyId: session.companyId,
    subaccountId: session.kind === 'subaccount' ? session.subjectId : host.subaccountId,
    empid: host.empid,
    empName: host.empName,
    empNameKey: searchKey(host.empName),
    empPhone: host.empPhone,
    empdeptid: host.deptid,
    empDeptName: host.deptName,
    vname: visitor.name,
    vnameKey: searchKey(visitor.name),
    vemail: visitor.vemail,
    vphone: visitor.phone,
    vphoto: visitor.vphoto,
    vcompany: visitor.vcompany,
    sex: visitor.sex,
    visitType: visitor.visitType,
    tid: visitor.tid,
    vType: visitor.vType,
    cardId: visitor.cardId,
    certType: visitor.certType,
    plateNum: visitor.plateNum,
    belongings: visitor.belongings,
    peopleCount: visitor.peopleCount,
    memberName: visitor.memberName,
    remark: visitor.remark,
    extendCol: visitor.extendCol,
    gid: visitor.gid,
    status: 0,
    signOutDate: null,
    leaveTime: null,
    ...start,
  };
}
