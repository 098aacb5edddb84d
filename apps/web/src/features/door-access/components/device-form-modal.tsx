import type { Equipment } from '@vestibule/contract/entities/door-access';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-dialog';
import { useDoorGroups, useSaveDevice } from '../api/door-access';

interface DeviceValues {
  deviceName: string;
  deviceCode: string;
  extendCode?: string;
  roomNum?: string;
  deviceIp?: string;
  devicePort?: number | null;
  deviceQrcode?: string;
  egids?: number[];
}

/** Adds a device (then `onAdded` shows its secret once), or changes `device`. */
export function DeviceFormModal({
  device,
  presetGroup,
  onClose,
  onAdded,
}: {
  device?: Equipment;
  presetGroup?: number;
  onClose: () => void;
  onAdded?: (secret: string) => void;
}) {
  const { t } = useTranslation('doorAccess');
  const groups = useDoorGroups();
  const save = useSaveDevice(device ? t('device.saved') : t('device.added'));
  const submit = (values: DeviceValues) =>
    save.mutate(
      {
        eid: device?.eid,
        status: device?.status,
        deviceName: values.deviceName.trim(),
        deviceCode: values.deviceCode.trim(),
        extendCode: values.extendCode?.trim() ?? '',
        roomNum: values.roomNum?.trim() ?? '',
        deviceIp: values.deviceIp?.trim() ?? '',
        devicePort: values.devicePort ?? 0,
        deviceQrcode: values.deviceQrcode?.trim() ?? '',
        egids: values.egids ?? [],
      },
      {
        onSuccess: ({ deviceSecret }) => {
          onClose();
          if (deviceSecret) onAdded?.(deviceSecret);
        },
      },
    );
  const required = [{ required: true, whitespace: true, message: t('device.required') }];
  return (
    <FormModal
      title={device ? t('device.edit') : t('device.add')}
      onClose={onClose}
      footer={(close) => [
        <Button key="cancel" onClick={close}>
          {t('cancel')}
        </Button>,
        <Button key="save" type="primary" htmlType="submit" form="door-device" loading={save.isPending}>
          {t('save')}
        </Button>,
      ]}
    >
      <Form<DeviceValues>
        id="door-device"
        layout="vertical"
        onFinish={submit}
        initialValues={{
          ...device,
          devicePort: device?.devicePort || null,
          egids: device?.egids ?? (presetGroup ? [presetGroup] : []),
        }}
      >
        <Form.Item name="deviceName" label={t('device.name')} rules={required}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="deviceCode" label={t('device.code')} rules={required}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="extendCode" label={t('device.extendCode')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="roomNum" label={t('device.roomNum')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="deviceIp" label={t('device.ip')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="devicePort" label={t('device.port')}>
          <InputNumber min={0} max={65535} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="deviceQrcode" label={t('device.readerNumber')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="egids" label={t('device.groups')}>
          <Select
            mode="multiple"
            loading={groups.isLoading}
            options={(groups.data ?? []).map((group) => ({ value: group.egid, label: group.egname }))}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
