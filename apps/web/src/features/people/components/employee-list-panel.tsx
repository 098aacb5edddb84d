import type { DepartmentNode, Employee } from '@vestibule/contract/entities/employee';
import { Alert } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import type { EmployeeSearchField } from '../../../components/employee-search-bar';
import { downloadTicketUrl, saveFrom } from '../../../lib/downloads';
import { type EmployeeQuery, useEmployeePage } from '../api/employees';
import { useRegisterAllFaces } from '../api/faces';
import { type DepartmentFilter, deptidOfFilter } from '../lib/department-tree';
import { EmployeeBatchBar } from './employee-batch-bar';
import type { EmployeeDrawerMode } from './employee-drawer';
import { AddressBookTable } from './address-book-table';
import { EmployeeToolbar } from './employee-toolbar';
import { useEmployeeActions } from './use-employee-actions';

// The dialogs (date pickers, uploads, steps) load when first opened, so the list shows sooner.
const EmployeeDrawer = lazy(async () => ({ default: (await import('./employee-drawer')).EmployeeDrawer }));
const ImportWizard = lazy(async () => ({ default: (await import('./import-wizard')).ImportWizard }));
const MoveDepartmentsModal = lazy(async () => ({ default: (await import('./move-departments-modal')).MoveDepartmentsModal }));
const ProxyModal = lazy(async () => ({ default: (await import('./proxy-modal')).ProxyModal }));

type Dialog =
  | { kind: 'drawer'; mode: EmployeeDrawerMode }
  | { kind: 'move' }
  | { kind: 'proxy'; employee: Employee }
  | { kind: 'import' };

interface EmployeeListPanelProps {
  title: string;
  department: DepartmentFilter;
  departments: DepartmentNode[];
  /** More ways to import, shown beside the spreadsheet import. */
  importMenu?: ReactNode;
}

/** The employees of the tree selection: search, state filter, the table, batch actions and the dialogs they open. */
export function EmployeeListPanel({ title, department, departments, importMenu }: EmployeeListPanelProps) {
  const { t, i18n } = useTranslation('people');
  const [filters, setFilters] = useState<Omit<EmployeeQuery, 'department'>>({
    page: 1,
    pageSize: 20,
    searchField: 'empName',
    searchText: '',
  });
  // A new tree selection starts again at the first page with nothing selected.
  const [shown, setShown] = useState(department);
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [exporting, setExporting] = useState(false);
  if (shown !== department) {
    setShown(department);
    setFilters({ ...filters, page: 1 });
    setSelected([]);
  }
  const employees = useEmployeePage({ ...filters, department });
  const registerAllFaces = useRegisterAllFaces();
  const actions = useEmployeeActions({
    onDone: (empids) => setSelected((current) => current.filter((empid) => !empids.includes(empid))),
    openMove: () => setDialog({ kind: 'move' }),
    openEditor: (employee) => setDialog({ kind: 'drawer', mode: { kind: 'edit', employee } }),
    openProxy: (employee) => setDialog({ kind: 'proxy', employee }),
  });

  const startExport = async () => {
    setExporting(true);
    try {
      saveFrom(await downloadTicketUrl('ExportEmployeeList', i18n.language));
    } catch {
      // The API client has told why.
    } finally {
      setExporting(false);
    }
  };
  const search = (searchField: EmployeeSearchField, searchText: string) =>
    setFilters({ ...filters, page: 1, searchField, searchText });
  const close = () => setDialog(null);

  return (
    <Panel title={title}>
      {actions.holder}
      <EmployeeToolbar
        searchField={filters.searchField}
        state={filters.state}
        onSearch={search}
        onState={(state) => setFilters({ ...filters, page: 1, state })}
        onAdd={() => setDialog({ kind: 'drawer', mode: { kind: 'add', deptid: deptidOfFilter(department) } })}
        onImport={() => setDialog({ kind: 'import' })}
        onExport={() => void startExport()}
        exporting={exporting}
        onRegisterAllFaces={() => registerAllFaces.mutate()}
        registeringFaces={registerAllFaces.isPending}
        importMenu={importMenu}
      />
      {selected.length > 0 && (
        <EmployeeBatchBar
          count={selected.length}
          onAction={(action) => actions.batch(action, selected)}
          onClear={() => setSelected([])}
        />
      )}
      {employees.isError ? (
        <Alert type="warning" showIcon title={t('loadFailed')} />
      ) : (
        <AddressBookTable
          employees={employees.data?.list ?? []}
          loading={employees.isFetching}
          paging={{
            page: filters.page,
            pageSize: filters.pageSize,
            total: employees.data?.count ?? 0,
            onChange: (page, pageSize) => setFilters({ ...filters, page, pageSize }),
          }}
          selected={selected}
          onSelect={setSelected}
          onAction={actions.row}
        />
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'drawer' && <EmployeeDrawer mode={dialog.mode} departments={departments} onClose={close} />}
        {dialog?.kind === 'move' && (
          <MoveDepartmentsModal
            empids={selected}
            departments={departments}
            onClose={close}
            onMoved={() => {
              setSelected([]);
              close();
            }}
          />
        )}
        {dialog?.kind === 'proxy' && <ProxyModal employee={dialog.employee} onClose={close} />}
        {dialog?.kind === 'import' && <ImportWizard onClose={close} />}
      </Suspense>
    </Panel>
  );
}
