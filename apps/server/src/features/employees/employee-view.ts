import type { Employee } from '@vestibule/contract';
import type { Selectable } from 'kysely';
import { ymd8FromYmd } from '../../platform/calendar.js';
import type { EmployeeTable } from '../../platform/db/schema.js';

export interface EmployeeLinks {
  departments: Array<{ deptid: number; deptName: string }>;
  rids: number[];
  /** Equipment groups in ascending order. */
  egids: number[];
}

const noLinks: EmployeeLinks = { departments: [], rids: [], egids: [] };

/**
 * The employee row as the API shows it: id lists as the original product's
 * comma text, validity days as YYYYMMDD. Fields are listed one by one: a new
 * column never leaks by accident, and the object literal is much faster to
 * build than a rest copy of a wide row (lists map hundreds of rows per call).
 */
export function toEmployee(row: Selectable<EmployeeTable>, links: EmployeeLinks = noLinks): Employee {
  const first = links.departments[0];
  return {
    empid: row.id,
    userid: row.companyId,
    empName: row.empName,
    empNo: row.empNo,
    empEmail: row.empEmail,
    empPhone: row.empPhone,
    empPosition: row.empPosition,
    empNickname: row.empNickname,
    empSex: row.empSex,
    empType: row.empType,
    visitType: row.visitType,
    defaultNotify: row.defaultNotify,
    subaccountId: row.subaccountId,
    remark: row.remark,
    cardNo: row.cardNo,
    telephone: row.telephone,
    workbay: row.workbay,
    egids: links.egids.join(','),
    startDate: ymd8FromYmd(row.startDate),
    endDate: ymd8FromYmd(row.endDate),
    avatar: row.avatar,
    face: row.face,
    plateNum: row.plateNum,
    ddid: row.ddid,
    empRtxAccount: row.empRtxAccount,
    openid: row.openid,
    padHidden: row.padHidden,
    noReservation: row.noReservation,
    empState: row.empState,
    wlist: row.wlist,
    activated: row.passwordHash ? 1 : 0,
    deptid: first?.deptid ?? 0,
    deptName: first?.deptName ?? '',
    deptIds: links.departments.map((department) => department.deptid),
    deptNames: links.departments.map((department) => department.deptName),
    rids: links.rids,
  };
}
