import type { ImportCheck, ImportProblem } from '@vestibule/contract/endpoints/address-book';
import { Alert, Table, type TableColumnsType, Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { changesOf } from '../lib/import-wizard';

/** Duplicates the server names by code. */
const duplicateStatuses = new Set([24, 241]);
/** The columns an invalid value (604) can be in, by the name the server's reason starts with. */
const columnKeys: Record<string, string> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  department: 'department',
  'work number': 'workNumber',
  position: 'position',
};

/** The problem in the interface language; the server's reason (English) stays below it as the detail. */
function problemKey(problem: ImportProblem): { key: string; column?: string } | undefined {
  if (duplicateStatuses.has(problem.status)) return { key: `codes:${problem.status}` };
  const column = columnKeys[problem.reason.split(':')[0]?.trim() ?? ''];
  return column ? { key: 'import.invalid', column } : undefined;
}

/** The new departments an import would create, as a list of tags. */
export function DepartmentNames({ names }: { names: readonly string[] }) {
  return (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', margin: 0, padding: 0 }}>
      {names.map((name) => (
        <li key={name}>
          <Tag style={{ marginInlineEnd: 0 }}>{name}</Tag>
        </li>
      ))}
    </ul>
  );
}

/** What checkEmpImport found: the counts, the departments it would create, and every row with a problem and why. */
export function ImportReport({ check }: { check: ImportCheck }) {
  // Duplicates are told in the status codes' texts, which the page does not start with.
  const { t } = useTranslation(['people', 'codes']);
  const { token } = theme.useToken();
  const counts = [
    { key: 'total', value: check.total },
    { key: 'created', value: check.created },
    { key: 'updated', value: check.updated },
    { key: 'unchanged', value: check.unchanged },
    { key: 'bad', value: check.bad.length },
  ] as const;
  const columns: TableColumnsType<ImportProblem> = [
    { key: 'row', title: t('import.row'), dataIndex: 'row', width: 80 },
    { key: 'name', title: t('employee.name'), dataIndex: 'name', width: 160, ellipsis: true },
    {
      key: 'problem',
      title: t('import.problem'),
      render: (_value, problem) => {
        const known = problemKey(problem);
        if (!known) return problem.reason;
        return (
          <>
            {known.column ? t(known.key, { column: t(`import.column.${known.column}`) }) : t(known.key)}
            <div style={{ color: token.colorTextTertiary, fontSize: 12 }}>{problem.reason}</div>
          </>
        );
      },
    },
  ];
  return (
    <>
      <dl
        aria-label={t('import.summary')}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 12, margin: '0 0 16px' }}
      >
        {counts.map(({ key, value }) => (
          <div
            key={key}
            style={{
              padding: '10px 12px',
              borderRadius: token.borderRadius,
              background: key === 'bad' && value > 0 ? token.colorErrorBg : token.colorFillQuaternary,
            }}
          >
            <dt style={{ color: token.colorTextSecondary, fontSize: 12 }}>{t(`import.count.${key}`)}</dt>
            <dd style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>{value}</dd>
          </div>
        ))}
      </dl>
      {changesOf(check) === 0 && <Alert type="info" showIcon title={t('import.nothingToDo')} style={{ marginBottom: 16 }} />}
      {changesOf(check) > 0 && check.newDepartments.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('import.newDepartments', { count: check.newDepartments.length })}
          description={
            <>
              <p style={{ margin: '0 0 8px' }}>{t('import.newDepartmentsText')}</p>
              <DepartmentNames names={check.newDepartments} />
            </>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {check.bad.length > 0 && (
        <>
          <h3 style={{ fontSize: token.fontSize, fontWeight: 600, margin: '0 0 8px' }}>
            {t('import.badRows', { count: check.bad.length })}
          </h3>
          <Table<ImportProblem>
            rowKey={(problem) => `${problem.row}-${problem.status}-${problem.reason}`}
            size="small"
            columns={columns}
            dataSource={check.bad}
            pagination={check.bad.length > 8 ? { pageSize: 8, showSizeChanger: false } : false}
          />
        </>
      )}
    </>
  );
}
