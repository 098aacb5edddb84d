import dayjs from 'dayjs';
import { Badge, Button, Descriptions, Empty, Modal, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { useDevices, useGroupsOfDevice, useResetSecret } from '../api/door-access';
import { DoorLoadFailure } from '../components/door-load-failure';
import { useSecretNotice } from '../components/use-secret-notice';

/** /key/listd/:eid: one device's fields, its groups, whether it is online, and a new secret for it. */
export function DeviceDetailPage() {
  const { t } = useTranslation('doorAccess');
  const eid = Number(useParams().eid) || 0;
  const devices = useDevices();
  const device = devices.data?.find((entry) => entry.eid === eid);
  const groups = useGroupsOfDevice(device ? eid : 0);
  const reset = useResetSecret();
  const secret = useSecretNotice();
  const [modal, holder] = Modal.useModal();
  const askReset = () =>
    void modal.confirm({
      title: t('secret.resetQuestion'),
      content: t('secret.resetEffect'),
      okText: t('secret.reset'),
      cancelText: t('cancel'),
      onOk: () =>
        reset.mutateAsync(eid).then(
          ({ deviceSecret }) => secret.show(deviceSecret),
          () => undefined,
        ),
    });

  if (devices.isError) return <DoorLoadFailure error={devices.error} />;
  return (
    <>
      {holder}
      {secret.holder}
      <PageTitle title={device?.deviceName ?? t('device.detail')} description={t('device.detailDescription')} />
      <Panel
        title={t('device.detail')}
        extra={
          <Space>
            <Link to="/key/list">{t('nav.devices')}</Link>
            {device && <Button onClick={askReset}>{t('secret.reset')}</Button>}
          </Space>
        }
      >
        {!device ? (
          devices.isLoading ? null : (
            <Empty description={t('device.missing')} />
          )
        ) : (
          <Descriptions bordered size="small" column={2} style={{ padding: 16 }}>
            <Descriptions.Item label={t('device.name')}>{device.deviceName}</Descriptions.Item>
            <Descriptions.Item label={t('device.code')}>{device.deviceCode}</Descriptions.Item>
            <Descriptions.Item label={t('device.extendCode')}>{device.extendCode}</Descriptions.Item>
            <Descriptions.Item label={t('device.roomNum')}>{device.roomNum}</Descriptions.Item>
            <Descriptions.Item label={t('device.ip')}>{device.deviceIp}</Descriptions.Item>
            <Descriptions.Item label={t('device.port')}>{device.devicePort || ''}</Descriptions.Item>
            <Descriptions.Item label={t('device.readerNumber')}>{device.deviceQrcode}</Descriptions.Item>
            <Descriptions.Item label={t('device.state')}>
              <Badge
                status={device.onlineStatus === 1 ? 'success' : 'default'}
                text={device.onlineStatus === 1 ? t('device.online') : t('device.offline')}
              />
            </Descriptions.Item>
            <Descriptions.Item label={t('device.lastSeen')}>
              {device.lastSeen ? dayjs(device.lastSeen).format('YYYY-MM-DD HH:mm') : t('device.never')}
            </Descriptions.Item>
            <Descriptions.Item label={t('device.groups')}>
              {(groups.data ?? []).map((group) => (
                <Tag key={group.egid}>
                  <Link to={`/key/detail/${group.egid}`}>{group.egname}</Link>
                </Tag>
              ))}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Panel>
    </>
  );
}
