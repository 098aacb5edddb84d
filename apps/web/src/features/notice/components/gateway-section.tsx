import type { NoticeConf } from '@vestibule/contract/endpoints/notice';
import { phonePattern } from '@vestibule/contract/patterns';
import { Alert, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { ChannelSwitch } from './channel-switch';
import { SendTest } from './send-test';
import { SmsGatewayForm } from './sms-gateway-form';

/** What differs between the SMS, voice and WeChat sections. */
const sections = {
  sms: { call: 'updateSMSConf', field: 'smsNotify', provider: 'sms' },
  ivr: { call: 'ivrNotifyConf', field: 'ivrNotify', provider: 'ivr' },
  wechat: { call: 'UpdateWxConf', field: 'msgNotify', provider: 'wechat' },
} as const;

const wechatUserId = /^[A-Za-z0-9._@-]{1,64}$/;

/** The SMS, voice-call or WeChat section: its switch, whether the server has the provider, the counter, a test. */
export function GatewaySection({ channel, conf }: { channel: keyof typeof sections; conf: NoticeConf }) {
  const { t } = useTranslation('notice');
  const { call, field, provider } = sections[channel];
  const title = t(`${channel}.title`);
  const pattern = channel === 'wechat' ? wechatUserId : phonePattern;
  return (
    <Panel title={title} extra={<ChannelSwitch call={call} on={conf[field] === 1} label={t('switchOf', { channel: title })} />}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t(`${channel}.description`)}
        </Typography.Paragraph>
        {!conf.providers[provider] && <Alert type="info" showIcon title={t(`${channel}.noProvider`)} />}
        {channel === 'sms' && (
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'count', label: t('sms.counter'), children: t('sms.used', { count: conf.smsCount, quota: conf.smsQuota }) },
            ]}
          />
        )}
        {channel === 'sms' && <SmsGatewayForm conf={conf} />}
        <SendTest
          channel={channel}
          addressRule={{ pattern, message: t(channel === 'wechat' ? 'test.wechatRule' : 'test.phoneRule') }}
        />
      </Space>
    </Panel>
  );
}
