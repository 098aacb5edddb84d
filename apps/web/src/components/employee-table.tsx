import UserOutlined from '@ant-design/icons/UserOutlined';
import type { Employee } from '@vestibule/contract/entities/employee';
import { Avatar, Grid, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface EmployeePaging {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}

interface EmployeeTableProps {
  employees: readonly Employee[];
  loading: boolean;
  paging: EmployeePaging;
  /** Rows can be ticked for actions on several employees; the ticks survive paging. */
  selection?: { selected: number[]; onChange: (empids: number[]) => void };
  /** The screen's own columns, after name, work number, phone and departments. */
  columns?: TableColumnsType<Employee>;
  /** From this width up, work number, phone and departments have columns; below it they join the name. */
  wideFrom?: 'lg' | 'xl';
}

/** One page of employees, each with photo and name, for every list of people in the console. */
export function EmployeeTable({ employees, loading, paging, selection, columns = [], wideFrom = 'xl' }: EmployeeTableProps) {
  const { t } = useTranslation('components');
  const wide = Grid.useBreakpoint()[wideFrom] === true;
  const nameColumn: TableColumnsType<Employee>[number] = {
    key: 'name',
    title: t('employees.name'),
    render: (_value, employee) => (
      <Space size={10}>
        <Avatar size={32} src={employee.avatar || undefined} icon={<UserOutlined aria-hidden="true" />} alt="" />
        <span style={{ display: 'grid' }}>
          <Typography.Text strong ellipsis style={{ maxWidth: 180 }}>
            {employee.empName}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, maxWidth: 180 }}>
            {wide ? employee.empPosition : [employee.empNo, employee.empPhone].filter(Boolean).join(' · ')}
          </Typography.Text>
        </span>
      </Space>
    ),
  };
  const wideColumns: TableColumnsType<Employee> = [
    { key: 'empNo', title: t('employees.workNumber'), dataIndex: 'empNo' },
    { key: 'phone', title: t('employees.phone'), dataIndex: 'empPhone' },
    {
      key: 'departments',
      title: t('employees.departments'),
      ellipsis: true,
      render: (_value, employee) => employee.deptNames.join(', ') || '—',
    },
  ];
  return (
    <Table<Employee>
      rowKey="empid"
      size="middle"
      columns={[nameColumn, ...(wide ? wideColumns : []), ...columns]}
      dataSource={[...employees]}
      loading={loading}
      scroll={{ x: 'max-content' }}
      rowSelection={
        selection && {
          selectedRowKeys: selection.selected,
          onChange: (keys) => selection.onChange(keys.map(Number)),
          preserveSelectedRowKeys: true,
        }
      }
      pagination={{
        current: paging.page,
        pageSize: paging.pageSize,
        total: paging.total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (count) => t('employees.total', { count }),
        onChange: paging.onChange,
      }}
    />
  );
}
