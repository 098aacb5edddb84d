import type { Employee } from '@vestibule/contract/entities/employee';
import dayjs, { type Dayjs } from 'dayjs';
import { doorGroupIdsOf, egidsOf } from '../../../components/door-group-picker';
import type { EmployeeBody } from '../api/employees';

/* The employee drawer's values, from an Employee and back to the addEmployee / updateEmployee body. */

export interface EmployeeFormValues {
  employee_name: string;
  deptIds: number[];
  phone: string;
  email: string;
  empPosition: string;
  empNo: string;
  cardNo: string;
  rids: number[];
  padHidden: boolean;
  noReservation: boolean;
  /** First and last valid day; either end may stay open. */
  validity: [Dayjs | null, Dayjs | null] | null;
  avatar: string;
  remark: string;
  /** Door groups; only while the door group picker shows, so that without it the employee's stay. */
  egids?: number[];
}

const ymd8Format = 'YYYYMMDD';

// Parsed by hand: dayjs reads custom formats only with a plugin.
const dayOf = (ymd8: string): Dayjs | null =>
  /^\d{8}$/.test(ymd8) ? dayjs(`${ymd8.slice(0, 4)}-${ymd8.slice(4, 6)}-${ymd8.slice(6, 8)}`) : null;
const ymd8Of = (day: Dayjs | null | undefined): string => (day ? day.format(ymd8Format) : '');

/** A new employee: in the department selected in the tree, with the next free work number. */
export const blankEmployee = (deptid: number | undefined, empNo: string): EmployeeFormValues => ({
  employee_name: '',
  deptIds: deptid === undefined || deptid < 0 ? [] : [deptid],
  phone: '',
  email: '',
  empPosition: '',
  empNo,
  cardNo: '',
  rids: [],
  padHidden: false,
  noReservation: false,
  validity: null,
  avatar: '',
  remark: '',
});

export const formValuesOf = (employee: Employee): EmployeeFormValues => ({
  employee_name: employee.empName,
  deptIds: employee.deptIds,
  phone: employee.empPhone,
  email: employee.empEmail,
  empPosition: employee.empPosition,
  empNo: employee.empNo,
  cardNo: employee.cardNo,
  rids: employee.rids,
  padHidden: employee.padHidden === 1,
  noReservation: employee.noReservation === 1,
  validity: employee.startDate || employee.endDate ? [dayOf(employee.startDate), dayOf(employee.endDate)] : null,
  avatar: employee.avatar,
  remark: employee.remark,
  egids: doorGroupIdsOf(employee.egids),
});

/** The request body: trimmed texts, 0/1 flags and validity days as YYYYMMDD ('' for an open end). */
export const employeeBodyOf = (values: EmployeeFormValues): EmployeeBody => ({
  employee_name: values.employee_name.trim(),
  deptIds: values.deptIds,
  phone: values.phone.trim(),
  email: values.email.trim(),
  empPosition: values.empPosition.trim(),
  empNo: values.empNo.trim(),
  cardNo: values.cardNo.trim(),
  rids: values.rids,
  padHidden: values.padHidden ? 1 : 0,
  noReservation: values.noReservation ? 1 : 0,
  startDate: ymd8Of(values.validity?.[0]),
  endDate: ymd8Of(values.validity?.[1]),
  avatar: values.avatar,
  remark: values.remark.trim(),
  ...egidsOf(values.egids),
});

/** Whether the last valid day comes before the first. */
export const validityReversed = (validity: EmployeeFormValues['validity']): boolean =>
  Boolean(validity?.[0] && validity[1] && validity[1].isBefore(validity[0], 'day'));
