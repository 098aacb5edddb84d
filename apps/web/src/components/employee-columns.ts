import type { Employee } from '@vestibule/contract/entities/employee';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';

/**
 * The columns that name an employee in a list: name, work number, phone and
 * departments (shown from the given screen width up). Texts from 'people'.
 */
export const employeeColumns = (t: TFunction<'people'>, departmentsFrom: 'lg' | 'xl'): TableColumnsType<Employee> => [
  { key: 'name', title: t('employee.name'), dataIndex: 'empName' },
  { key: 'empNo', title: t('employee.workNumber'), dataIndex: 'empNo' },
  { key: 'phone', title: t('employee.phone'), dataIndex: 'empPhone' },
  {
    key: 'departments',
    title: t('employee.departments'),
    responsive: [departmentsFrom],
    ellipsis: true,
    render: (_value, employee) => employee.deptNames.join(', ') || '—',
  },
];
