import { message, notification } from 'antd';
import { useEffect } from 'react';
import { connectToasts, errorToastMs } from '../lib/toast';

/** antd's context-aware toasts (theme, locale) for the API client; loaded with the first toast. */
export function AntdToaster() {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification({ placement: 'top' });
  useEffect(
    () =>
      connectToasts({
        success: (text) => void messageApi.success(text),
        error: (text) => notificationApi.error({ title: text, duration: errorToastMs / 1000, closable: true }),
      }),
    [messageApi, notificationApi],
  );
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
