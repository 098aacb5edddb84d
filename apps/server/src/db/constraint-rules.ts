import { AppError, Status, type StatusCode } from '@vestibule/contract';
import { type ConstraintViolation, constraintViolationOf } from '../platform/db/constraint-violation.js';

/*
 * What each unique and foreign-key rule of the schema means to a caller. A
 * service checks these first; when two calls race past its check, the
 * database refuses the second and the caller still gets the coded answer.
 */

interface ConstraintRule {
  kind: ConstraintViolation['kind'];
  table: string;
  /** Unique rules: the indexed columns. Foreign keys: the referencing column. */
  columns: readonly string[];
  status: StatusCode;
  field: string;
}

const unique = (table: string, columns: string[], status: StatusCode, field: string): ConstraintRule => ({
  kind: 'unique',
  table,
  columns,
  status,
  field,
});

const reference = (table: string, column: string, status: StatusCode, field: string): ConstraintRule => ({
  kind: 'foreignKey',
  table,
  columns: [column],
  status,
  field,
});

export const constraintRules: readonly ConstraintRule[] = [
  unique('company', ['company_key'], Status.companyNameExists, 'company'),
  unique('company', ['email'], Status.emailTaken, 'email'),
  unique('department', ['company_id', 'dept_name_key'], Status.departmentExists, 'deptName'),
  unique('department', ['company_id', 'dept_no'], Status.duplicateDepartmentNumber, 'deptNo'),
  unique('employee', ['company_id', 'emp_phone'], Status.phoneNotUnique, 'phone'),
  unique('employee', ['company_id', 'emp_no'], Status.workNumberNotUnique, 'empNo'),
  unique('visitor_type', ['company_id', 'v_type_key'], Status.visitorTypeExists, 'vType'),
  unique('visitor_extend', ['company_id', 'field_name', 'e_type'], Status.invalidField, 'fieldName'),
  unique('blacklist_entry', ['company_id', 'phone'], Status.userExists, 'phone'),
  unique('blacklist_entry', ['company_id', 'credential_key'], Status.userExists, 'credentialNo'),
  unique('reception_account', ['company_id', 'account_key'], Status.userExists, 'account'),
  unique('sub_account', ['company_id', 'company_name_key'], Status.userExists, 'companyName'),
  unique('sub_account', ['email_key'], Status.emailTaken, 'email'),
  unique('holiday', ['company_id', 'hdate'], Status.dateRepeated, 'hdate'),
  unique('resident_project', ['company_id', 'p_name_key'], Status.projectNameExists, 'pName'),
  unique('resident_visitor', ['company_id', 'card_no'], Status.cardNoTaken, 'cardNo'),
  // Two desks signing one person in at once: the second finds them on site.
  unique('visit', ['company_id', 'vphone'], Status.alreadySignedIn, 'phone'),
  unique('visit', ['company_id', 'card_id'], Status.alreadySignedIn, 'cardId'),
  // SQLite does not name the column of a broken reference: the table's first rule answers.
  reference('emp_dept', 'deptid', Status.invalidField, 'deptIds'),
  reference('emp_dept', 'empid', Status.employeeNotFound, 'empids'),
  reference('role_emp', 'rid', Status.invalidField, 'rid'),
  reference('role_emp', 'empid', Status.employeeNotFound, 'empids'),
  reference('visit_proxy', 'proxy_id', Status.invalidField, 'proxyId'),
  reference('visit_proxy', 'empid', Status.employeeNotFound, 'empid'),
  // Link rows are written with "on conflict do nothing": only their references can fail.
  reference('department_director', 'empid', Status.employeeNotFound, 'deptManagerEmpid'),
  reference('department_director', 'deptid', Status.invalidField, 'deptid'),
  reference('department_receiver', 'empid', Status.employeeNotFound, 'defaultReceiver'),
  reference('department_receiver', 'deptid', Status.invalidField, 'deptid'),
  reference('visitor_manager', 'empid', Status.employeeNotFound, 'visitorManager'),
  reference('employee_equipment_group', 'empid', Status.employeeNotFound, 'employeeid'),
];

const sameColumns = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((column) => b.includes(column));

const camelCase = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The coded refusal for a constraint the database enforced, or null when the error is something else. */
export function constraintError(error: unknown): AppError | null {
  const violation = constraintViolationOf(error);
  if (!violation) return null;
  const rule = constraintRules.find(
    (candidate) =>
      candidate.kind === violation.kind &&
      candidate.table === violation.table &&
      (violation.columns.length === 0 ||
        (violation.kind === 'unique'
          ? sameColumns(candidate.columns, violation.columns)
          : candidate.columns.includes(violation.columns[0] ?? ''))),
  );
  const field = rule?.field ?? camelCase(violation.columns.filter((column) => column !== 'company_id').at(-1) ?? 'body');
  const status = rule?.status ?? Status.invalidField;
  const rule604 = violation.kind === 'unique' ? 'is already taken' : 'names a record that does not exist';
  return status === Status.invalidField
    ? new AppError(status, `${field}: ${rule604}`, field)
    : new AppError(status, undefined, field);
}
