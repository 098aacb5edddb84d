import type { Employee } from '@vestibule/contract/entities/employee';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { blankEmployee, employeeBodyOf, formValuesOf, validityReversed } from './employee-form';

const employee = {
  empid: 7,
  empName: 'Eve Host',
  empPhone: '13800001000',
  empEmail: 'eve@acme.test',
  empPosition: 'Engineer',
  empNo: 'E0007',
  cardNo: 'C-9',
  deptIds: [3, 4],
  rids: [9],
  padHidden: 1,
  noReservation: 0,
  startDate: '20260101',
  endDate: '',
  avatar: '/files/a.png',
  remark: 'Floor 3',
  egids: '2,5',
} as Employee;

describe('employee form values', () => {
  it('reads an employee and gives back the same fields as the request body', () => {
    const values = formValuesOf(employee);
    expect(values.validity?.[0]?.format('YYYY-MM-DD')).toBe('2026-01-01');
    expect(values.validity?.[1]).toBeNull();
    expect(employeeBodyOf(values)).toEqual({
      employee_name: 'Eve Host',
      phone: '13800001000',
      email: 'eve@acme.test',
      empPosition: 'Engineer',
      empNo: 'E0007',
      cardNo: 'C-9',
      deptIds: [3, 4],
      rids: [9],
      padHidden: 1,
      noReservation: 0,
      startDate: '20260101',
      endDate: '',
      avatar: '/files/a.png',
      remark: 'Floor 3',
      egids: '2,5',
    });
  });

  it('starts a new employee in the selected department with the offered work number', () => {
    expect(blankEmployee(5, '0042')).toMatchObject({ deptIds: [5], empNo: '0042', validity: null });
    expect(blankEmployee(-1, '1').deptIds).toEqual([]);
    expect(employeeBodyOf({ ...blankEmployee(undefined, '1'), employee_name: '  Bo  ' })).toMatchObject({
      employee_name: 'Bo',
      startDate: '',
      endDate: '',
    });
    // Without the door group picker the form has no groups, and an update leaves the employee's as they are.
    expect(employeeBodyOf(blankEmployee(undefined, '1'))).not.toHaveProperty('egids');
  });

  it('notices a last day before the first', () => {
    expect(validityReversed([dayjs('2026-02-01'), dayjs('2026-01-31')])).toBe(true);
    expect(validityReversed([dayjs('2026-02-01'), dayjs('2026-02-01')])).toBe(false);
    expect(validityReversed([null, dayjs('2026-01-31')])).toBe(false);
    expect(validityReversed(null)).toBe(false);
  });
});
