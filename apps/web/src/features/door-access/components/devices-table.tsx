import type { Equipment } from '@vestibule/contract/entities/door-access';
import { Badge, Button, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDoorGroups } from '../api/door-access';

/** Devices with their door number, reader number, groups and whether they are online; a name opens the device. */
export function DevicesTable({
  devices,
  loading,
  onEdit,
  onDelete,
}: {
  devices: Equipment[];
  loading: boolean;
  onEdit: (device: Equipment) => void;
  onDelete: (device: Equipment) => void;
}) {
  const { t } = useTranslation('doorAccess');
  const groups = useDoorGroups();
  const groupName = (egid: number) => groups.data?.find((group) => group.egid === egid)?.egname ?? '';
  return (
    <Table<Equipment>
      rowKey="eid"
      size="middle"
      loading={loading}
      dataSource={devices}
      pagination={false}
      scroll={{ x: 900 }}
      locale={{ emptyText: t('device.empty') }}
      columns={[
        {
          title: t('device.name'),
          dataIndex: 'deviceName',
          render: (name: string, device) => <Link to={`/key/listd/${device.eid}`}>{name}</Link>,
        },
        { title: t('device.code'), dataIndex: 'deviceCode' },
        { title: t('device.roomNum'), dataIndex: 'roomNum' },
        { title: t('device.readerNumber'), dataIndex: 'deviceQrcode' },
        { title: t('device.groups'), dataIndex: 'egids', render: (egids: number[]) => egids.map(groupName).join(', ') },
        {
          title: t('device.state'),
          dataIndex: 'onlineStatus',
          render: (online: number) => (
            <Badge status={online === 1 ? 'success' : 'default'} text={online === 1 ? t('device.online') : t('device.offline')} />
          ),
        },
        {
          title: t('actions'),
          key: 'actions',
          render: (_value, device) => (
            <Space>
              <Button type="link" onClick={() => onEdit(device)}>
                {t('edit')}
              </Button>
              <Button type="link" danger onClick={() => onDelete(device)}>
                {t('delete')}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}
