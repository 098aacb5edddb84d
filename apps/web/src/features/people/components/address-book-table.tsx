import DownOutlined from '@ant-design/icons/DownOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import type { Employee } from '@vestibule/contract/entities/employee';
import { Button, Dropdown, Grid, Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type EmployeePaging, EmployeeTable } from '../../../components/employee-table';
import { stateActions, stateColours, stateKeys } from '../lib/employee-states';
import { StateActionLabel } from './state-action-label';

export type RowAction = 'edit' | 'proxy' | 'resetPassword' | 'registerFace' | 'delete' | 'enable' | 'forbid' | 'disable';

interface AddressBookTableProps {
  employees: Employee[];
  loading: boolean;
  paging: EmployeePaging;
  selected: number[];
  onSelect: (empids: number[]) => void;
  onAction: (action: RowAction, employee: Employee) => void;
}

/** The address book's page of employees: their state, row selection for the batch actions, and each row's own actions. */
export function AddressBookTable({ employees, loading, paging, selected, onSelect, onAction }: AddressBookTableProps) {
  const { t } = useTranslation('people');
  // Below 1200 px the list sits beside the tree in little room: the actions become icons.
  const wide = Grid.useBreakpoint().xl === true;
  const menu = (employee: Employee) => ({
    items: [
      { key: 'proxy', label: t('employee.proxy') },
      { key: 'resetPassword', label: t('employee.resetPassword') },
      { key: 'registerFace', label: t('face.register') },
      { type: 'divider' as const },
      ...stateActions
        .filter(({ empState }) => empState !== employee.empState)
        .map(({ action }) => ({ key: action, label: <StateActionLabel action={action} /> })),
      { type: 'divider' as const },
      { key: 'delete', label: t('delete'), danger: true },
    ],
    onClick: ({ key }: { key: string }) => onAction(key as RowAction, employee),
  });
  const columns: TableColumnsType<Employee> = [
    {
      key: 'state',
      title: t('employee.state'),
      // Narrow, the "not activated" tag goes under the state.
      width: wide ? undefined : 112,
      render: (_value, employee) => (
        <Space size={4} wrap>
          <Tag color={stateColours[employee.empState]} title={t(`stateHelp.${stateKeys[employee.empState] ?? 'enabled'}`)}>
            {t(`state.${stateKeys[employee.empState] ?? 'enabled'}`)}
          </Tag>
          {employee.activated === 0 && <Tag>{t('employee.notActivated')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'face',
      title: t('face.column'),
      render: (_value, employee) =>
        employee.face === 1 ? <Tag color="success">{t('face.registered')}</Tag> : <Tag>{t('face.notRegistered')}</Tag>,
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
    <EmployeeTable
      employees={employees}
      loading={loading}
      paging={paging}
      selection={{ selected, onChange: onSelect }}
      columns={columns}
    />
  );
}
