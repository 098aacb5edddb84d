import {
  type CertificateType,
  certificateTypes,
  maskIdNumber,
  type Visit,
  type VisitEvent,
  visitEventKinds,
  visitStatus,
} from '@vestibule/contract';
import type { Selectable } from 'kysely';
import { localDateTime } from '../../platform/calendar.js';
import type { VisitTable } from '../../platform/db/schema.js';

/* A stored visit as every answer shows it: the ID number masked, the badge derived. */

const certificateOf = (value: string): CertificateType =>
  (certificateTypes as readonly string[]).includes(value) ? (value as CertificateType) : 'other';

export function toVisit(row: Selectable<VisitTable>, company: string, startOfToday: number): Visit {
  return {
    vid: row.id,
    userid: row.companyId,
    subaccountId: row.subaccountId,
    empid: row.empid,
    empdeptid: row.empdeptid,
    empDeptName: row.empDeptName,
    empName: row.empName,
    empPhone: row.empPhone,
    company,
    vname: row.vname,
    vemail: row.vemail,
    vphone: row.vphone,
    vphoto: row.vphoto,
    vcompany: row.vcompany,
    sex: row.sex,
    visitType: row.visitType,
    vType: row.vType,
    tid: row.tid,
    cardId: row.cardId ? maskIdNumber(row.cardId) : '',
    certType: certificateOf(row.certType),
    cardNo: row.cardNo,
    plateNum: row.plateNum,
    belongings: row.belongings,
    peopleCount: row.peopleCount,
    memberName: row.memberName,
    remark: row.remark,
    extendCol: row.extendCol,
    signinType: row.signinType,
    permission: row.permission,
    status: row.status,
    visitdate: row.visitdate,
    signOutDate: row.signOutDate,
    appointmentDate: row.appointmentDate,
    leaveTime: row.leaveTime,
    signInOpName: row.signInOpName,
    signOutOpName: row.signOutOpName,
    signInGate: row.signInGate,
    signOutGate: row.signOutGate,
    gid: row.gid,
    clientNo: row.clientNo,
    createTime: localDateTime(row.createdAt),
    visitStatus: visitStatus(row, startOfToday),
    // Only visits signed in through safety training carry its result (decision 0039).
    ...(row.overallScore === null ? {} : { overallScore: row.overallScore, scoreDetail: row.scoreDetail }),
  };
}

export const toVisitEvent = (row: { kind: string; at: number; operator: string; gate: string; reason: string }): VisitEvent => ({
  kind: (visitEventKinds as readonly string[]).includes(row.kind) ? (row.kind as VisitEvent['kind']) : 'appointed',
  at: row.at,
  operator: row.operator,
  gate: row.gate,
  reason: row.reason,
});

/** Custom fields as stored JSON text: the original clients' "key:value" list becomes an object. */
export function extendColText(value: string | readonly string[]): string {
  if (typeof value === 'string') return value;
  const fields: Record<string, string> = {};
  for (const entry of value) {
    const colon = entry.indexOf(':');
    if (colon > 0) fields[entry.slice(0, colon)] = entry.slice(colon + 1);
  }
  return value.length === 0 ? '' : JSON.stringify(fields);
}
