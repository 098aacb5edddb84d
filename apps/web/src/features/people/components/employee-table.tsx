import DownOutlined from '@ant-design/icons/DownOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { Employee } from '@vestibule/contract/entities/employee';
import { Avatar, Button, Dropdown, Grid, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { stateActions, stateColours, stateKeys } from '../lib/employee-states';

export type RowAction = 'edit' | 'proxy' | 'resetPassword' | 'delete' | 'enable' | 'forbid' | 'disable';

interface EmployeeTableProps {
  employees: Employee[];
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  selected: number[];
  onSelect: (empids: number[]) => void;
  onAction: (action: RowAction, employee: Employee) => void;
}

/** One page of employees with row selection for the batch actions, and each row's own actions. */
export function EmployeeTable(props: EmployeeTableProps) {
  const { t } = useTranslation('people');
  const { employees, loading, total, page, pageSize, onPage, selected, onSelect, onAction } = props;
  // Below 1200 px the list sits beside the tree in little room: work number and phone join the name.
  const wide = Grid.useBreakpoint().xl === true;
  const menu = (employee: Employee) => ({
    items: [
      { key: 'proxy', label: t('employee.proxy') },
      { key: 'resetPassword', label: t('employee.resetPassword') },
      { type: 'divider' as const },
      ...stateActions
        .filter(({ empState }) => empState !== employee.empState)
        .map(({ action }) => ({ key: action, label: t(`batch.${action}`) })),
      { type: 'divider' as const },
      { key: 'delete', label: t('delete'), danger: true },
    ],
    onClick: ({ key }: { key: string }) => onAction(key as RowAction, employee),
  });
  const columns: TableColumnsType<Employee> = [
    {
      key: 'name',
      title: t('employee.name'),
      render: (_value, employee) => (
        <Space size={10}>
          <Avatar size={32} src={employee.avatar || undefined} icon={<UserOutlined aria-hidden="true" />} alt="" />
          <span style={{ display: 'grid' }}>
            <Typography.Text strong ellipsis style={{ maxWidth: 160 }}>
              {employee.empName}
            </Typography.Text>
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, maxWidth: 160 }}>
              {wide ? employee.empPosition : [employee.empNo, employee.empPhone].filter(Boolean).join(' · ')}
            </Typography.Text>
          </span>
        </Space>
      ),
    },
    ...(wide
      ? [
          { key: 'empNo', title: t('employee.workNumber'), dataIndex: 'empNo' },
          { key: 'phone', title: t('employee.phone'), dataIndex: 'empPhone' },
          {
            key: 'departments',
            title: t('employee.departments'),
            ellipsis: true,
            render: (_value: unknown, employee: Employee) => employee.deptNames.join(', ') || '—',
          },
        ]
      : []),
    {
      key: 'state',
      title: t('employee.state'),
      // Narrow, the "not activated" tag goes under the state.
      width: wide ? undefined : 112,
      render: (_value, employee) => (
        <Space size={4} wrap>
          <Tag color={stateColours[employee.empState]}>{t(`state.${stateKeys[employee.empState] ?? 'enabled'}`)}</Tag>
          {employee.activated === 0 && <Tag>{t('employee.notActivated')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('actions'),
      render: (_value, employee) =>
        wide ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => onAction('edit', employee)}>
              {t('edit')}
            </Button>
            <Dropdown trigger={['click']} menu={menu(employee)}>
              <Button type="link" size="small" aria-label={t('moreFor', { name: employee.empName })}>
                {t('more')} <DownOutlined aria-hidden="true" style={{ fontSize: 10 }} />
              </Button>
            </Dropdown>
          </Space>
        ) : (
          <Space size={0}>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined aria-hidden="true" />}
              aria-label={t('editOne', { name: employee.empName })}
              title={t('edit')}
              onClick={() => onAction('edit', employee)}
            />
            <Dropdown trigger={['click']} menu={menu(employee)}>
              <Button
                type="text"
                size="small"
                icon={<EllipsisOutlined aria-hidden="true" />}
                aria-label={t('moreFor', { name: employee.empName })}
              />
            </Dropdown>
          </Space>
        ),
    },
  ];
  return (
    <Table<Employee>
      rowKey="empid"
      size="middle"
      columns={columns}
      dataSource={employees}
      loading={loading}
      scroll={{ x: 'max-content' }}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(Number)), preserveSelectedRowKeys: true }}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (count) => t('list.total', { count }),
        onChange: onPage,
      }}
    />
  );
}
