import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RequestOf } from '../../../lib/api-client';
import { type NoticeSettingCall, useSaveNoticeSetting } from '../api/notice';

/** Each switch call and the one field it takes. */
const switchFields = {
  setNotifyEmail: 'emailNotify',
  updateSMSConf: 'smsNotify',
  ivrNotifyConf: 'ivrNotify',
  UpdateWxConf: 'msgNotify',
} as const satisfies Record<Exclude<NoticeSettingCall, 'ConfigureEmail'>, string>;

/** A channel's on/off switch, stored at once with the channel's own call. */
export function ChannelSwitch({ call, on, label }: { call: keyof typeof switchFields; on: boolean; label: string }) {
  const { t } = useTranslation('notice');
  const save = useSaveNoticeSetting(call);
  return (
    <Switch
      aria-label={label}
      checked={on}
      loading={save.isPending}
      checkedChildren={t('on')}
      unCheckedChildren={t('off')}
      onChange={(checked) => save.mutate({ [switchFields[call]]: checked ? 1 : 0 } as RequestOf<typeof call>)}
    />
  );
}
