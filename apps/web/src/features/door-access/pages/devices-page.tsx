import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { useDevices } from '../api/door-access';
import { DevicesTable } from '../components/devices-table';
import { DoorLoadFailure } from '../components/door-load-failure';
import { useDeviceActions } from '../components/use-device-actions';

/** /key/list: every device of the company; adding one shows its secret once. */
export function DevicesPage() {
  const { t } = useTranslation('doorAccess');
  const devices = useDevices();
  const actions = useDeviceActions();
  return (
    <>
      {actions.holder}
      <PageTitle title={t('devices.title')} description={t('devices.description')} />
      <Panel
        title={t('devices.list')}
        extra={
          <Space>
            <Link to="/key">{t('nav.groups')}</Link>
            <Button type="primary" icon={<PlusOutlined />} onClick={actions.add} disabled={devices.isError}>
              {t('device.add')}
            </Button>
          </Space>
        }
      >
        {devices.isError ? (
          <DoorLoadFailure error={devices.error} />
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
