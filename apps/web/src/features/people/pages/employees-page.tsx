import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useDepartments } from '../api/departments';
import { DepartmentPanel } from '../components/department-panel';
import { EmployeeListPanel } from '../components/employee-list-panel';
import { type DepartmentFilter, findDepartment } from '../lib/department-tree';

/**
 * /emp: the department tree beside the employees of the selected department.
 * `importMenu` adds ways to import beside the spreadsheet (the app passes the directory sync's).
 */
export function EmployeesPage({ importMenu }: { importMenu?: ReactNode } = {}) {
  const { t } = useTranslation('people');
  const departments = useDepartments();
  const [department, setDepartment] = useState<DepartmentFilter>({ kind: 'all' });
  const nodes = departments.data ?? [];
  const listTitle =
    department.kind === 'none'
      ? t('tree.none')
      : department.kind === 'department'
        ? (findDepartment(nodes, department.deptid)?.deptName ?? t('tree.all'))
        : t('tree.all');
  return (
    <>
      <PageTitle title={t('employees.title')} description={t('employees.description')} />
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <div style={{ flex: '0 0 248px', minWidth: 0 }}>
          <DepartmentPanel selected={department} onSelect={setDepartment} />
        </div>
        <div style={{ flex: '1 1 0', minWidth: 0 }}>
          <EmployeeListPanel title={listTitle} department={department} departments={nodes} importMenu={importMenu} />
        </div>
      </div>
    </>
  );
}
