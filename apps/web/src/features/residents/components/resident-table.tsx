import type { ResidentVisitor } from '@vestibule/contract/entities/resident-visitor';
import { maskIdNumber } from '@vestibule/contract/rules/id-number';
import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import QrcodeOutlined from '@ant-design/icons/QrcodeOutlined';
import ScanOutlined from '@ant-design/icons/ScanOutlined';
import { doorGroupIdsOf } from '../../../components/door-group-picker';
import { Button, Space, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { residentStatusToday, validityTags, validityText } from '../lib/validity';

export type ResidentAction = 'edit' | 'delete' | 'code' | 'card' | 'face';

interface ResidentTableProps {
  residents: ResidentVisitor[];
  total: number;
  loading: boolean;
  paging: { page: number; pageSize: number };
  onPage: (page: number, pageSize: number) => void;
  selected: string[];
  onSelect: (rids: string[]) => void;
  onAction: (action: ResidentAction, resident: ResidentVisitor) => void;
  /** Door group names by egid where door access is on; undefined hides the column. */
  doorGroups?: ReadonlyMap<number, string>;
}

const orDash = (value: string) => value || '–';

const actionIcons: Record<ResidentAction, ReactNode> = {
  code: <QrcodeOutlined aria-hidden="true" />,
  edit: <EditOutlined aria-hidden="true" />,
  card: <CreditCardOutlined aria-hidden="true" />,
  face: <ScanOutlined aria-hidden="true" />,
  delete: <DeleteOutlined aria-hidden="true" />,
};

/**
 * The roster: who and when they may enter and whether their face is registered (in view first), their project, how to
 * reach them, their card and plate, and their door groups where door access is on.
 */
export function ResidentTable(props: ResidentTableProps) {
  const { residents, total, loading, paging, onPage, selected, onSelect, onAction, doorGroups } = props;
  const { t } = useTranslation('residents');
  // Icons keep the five actions in a narrow column; the tooltip and the label say which is which.
  const action = (kind: ResidentAction, resident: ResidentVisitor) => (
    <Tooltip title={t(`actions.${kind}`)}>
      <Button
        size="small"
        type="text"
        danger={kind === 'delete'}
        icon={actionIcons[kind]}
        onClick={() => onAction(kind, resident)}
        aria-label={t(`actions.${kind}For`, { name: resident.name })}
      />
    </Tooltip>
  );
  const columns: TableColumnsType<ResidentVisitor> = [
    {
      key: 'name',
      title: t('resident.nameAndCompany'),
      width: 170,
      fixed: 'left',
      render: (_value, resident) => (
        <div>
          <Typography.Text strong>{resident.name}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {orDash(resident.company)}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'validity',
      title: t('resident.validity'),
      width: 210,
      render: (_value, resident) => {
        const tag = validityTags[residentStatusToday(resident)];
        return (
          <Space size={6} wrap>
            <span style={{ whiteSpace: 'nowrap' }}>{validityText(resident)}</span>
            {tag && <Tag color={tag.color}>{t(tag.key)}</Tag>}
          </Space>
        );
      },
    },
    {
      key: 'face',
      title: t('resident.face'),
      width: 130,
      render: (_value, r) => (r.face === 1 ? <Tag color="green">{t('face.registered')}</Tag> : <Tag>{t('face.none')}</Tag>),
    },
    { key: 'project', title: t('resident.project'), width: 130, ellipsis: true, render: (_value, r) => orDash(r.pName) },
    { key: 'phone', title: t('resident.phone'), width: 130, render: (_value, r) => orDash(r.phone) },
    {
      key: 'cardid',
      title: t('resident.idNumber'),
      width: 170,
      render: (_value, r) => (r.cardid ? maskIdNumber(r.cardid) : '–'),
    },
    { key: 'cardNo', title: t('resident.cardNo'), width: 110, render: (_value, r) => orDash(r.cardNo) },
    { key: 'plate', title: t('resident.plate'), width: 100, render: (_value, r) => orDash(r.plateNum) },
    ...(doorGroups
      ? [
          {
            key: 'doorGroups',
            title: t('resident.doorGroups'),
            width: 160,
            // A group deleted since is no longer a door the resident opens: only the groups that exist are named.
            render: (_value: unknown, r: ResidentVisitor) =>
              orDash(
                doorGroupIdsOf(r.egids)
                  .flatMap((egid) => doorGroups.get(egid) ?? [])
                  .join(t('listSeparator')),
              ),
          },
        ]
      : []),
    {
      key: 'actions',
      title: t('actions.title'),
      width: 180,
      fixed: 'right',
      render: (_value, resident) => (
        <Space size={2}>
          {action('code', resident)}
          {action('edit', resident)}
          {action('card', resident)}
          {action('face', resident)}
          {action('delete', resident)}
        </Space>
      ),
    },
  ];
  return (
    <Table<ResidentVisitor>
      rowKey="rid"
      size="middle"
      columns={columns}
      dataSource={residents}
      loading={loading}
      scroll={{ x: doorGroups ? 1530 : 1370 }}
      locale={{ emptyText: t('empty') }}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(String)) }}
      pagination={{
        current: paging.page,
        pageSize: paging.pageSize,
        total,
        showSizeChanger: true,
        showTotal: (count) => t('total', { count }),
        onChange: onPage,
      }}
    />
  );
}
