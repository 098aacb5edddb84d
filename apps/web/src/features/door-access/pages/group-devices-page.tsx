import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { useDevices, useDoorGroups } from '../api/door-access';
import { DevicesTable } from '../components/devices-table';
import { DoorLoadFailure } from '../components/door-load-failure';
import { useDeviceActions } from '../components/use-device-actions';

/** /key/detail/:egid: a door group's devices; without a group, every device. */
export function GroupDevicesPage() {
  const { t } = useTranslation('doorAccess');
  const egid = Number(useParams().egid) || undefined;
  const groups = useDoorGroups();
  const group = groups.data?.find((entry) => entry.egid === egid);
  const devices = useDevices(egid);
  const actions = useDeviceActions(egid);
  const failed = devices.isError || groups.isError;
  return (
    <>
      {actions.holder}
      <PageTitle
        title={group ? t('groupDevices.title', { name: group.egname }) : t('devices.title')}
        description={t('groupDevices.description')}
      />
      {group && (
        <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('group.number')}>{group.egno}</Descriptions.Item>
          <Descriptions.Item label={t('group.openAfterAuth')}>{group.openAfterAuth === 1 ? t('yes') : t('no')}</Descriptions.Item>
          <Descriptions.Item label={t('group.rules')}>{group.rules}</Descriptions.Item>
        </Descriptions>
      )}
      <Panel
        title={t('devices.list')}
        extra={
          <Space>
            <Link to="/key">{t('nav.groups')}</Link>
            <Button type="primary" icon={<PlusOutlined />} onClick={actions.add} disabled={failed}>
              {t('device.add')}
            </Button>
          </Space>
        }
      >
        {failed ? (
          <DoorLoadFailure error={devices.error ?? groups.error} />
        ) : (
          <DevicesTable
            devices={devices.data ?? []}
            loading={devices.isFetching}
            onEdit={actions.edit}
            onDelete={actions.askDelete}
          />
        )}
      </Panel>
    </>
  );
}
