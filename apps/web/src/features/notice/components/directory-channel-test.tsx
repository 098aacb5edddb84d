import { useTranslation } from 'react-i18next';
import { SendTest } from './send-test';

const userIdPattern = /^[A-Za-z0-9._@-]{1,64}$/;

/** 'Send test' for DingTalk or RTX, shown inside their settings panels on the notice page. */
export function DirectoryChannelTest({ channel }: { channel: 'dingtalk' | 'rtx' }) {
  const { t } = useTranslation('notice');
  return <SendTest channel={channel} addressRule={{ pattern: userIdPattern, message: t('test.directoryRule') }} />;
}
