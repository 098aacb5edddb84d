import type { Equipment } from '@vestibule/contract/entities/door-access';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteDevice } from '../api/door-access';
import { DeviceFormModal } from './device-form-modal';
import { useSecretNotice } from './use-secret-notice';

/** Adding, changing and deleting devices from a list; `holder` goes in the page. */
export function useDeviceActions(presetGroup?: number) {
  const { t } = useTranslation('doorAccess');
  const [modal, confirmHolder] = Modal.useModal();
  const [editing, setEditing] = useState<Equipment | 'new' | undefined>();
  const secret = useSecretNotice();
  const remove = useDeleteDevice(t('device.deleted'));
  const askDelete = (device: Equipment) =>
    void modal.confirm({
      title: t('device.deleteQuestion', { name: device.deviceName }),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => remove.mutateAsync(device.eid).catch(() => undefined),
    });
  const holder = (
    <>
      {confirmHolder}
      {secret.holder}
      {editing && (
        <DeviceFormModal
          {...(editing === 'new' ? {} : { device: editing })}
          {...(presetGroup ? { presetGroup } : {})}
          onClose={() => setEditing(undefined)}
          onAdded={secret.show}
        />
      )}
    </>
  );
  return { holder, add: () => setEditing('new'), edit: setEditing, askDelete };
}
