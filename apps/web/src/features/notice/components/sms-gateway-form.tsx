import { type NoticeConf, smsUrlTemplatePattern } from '@vestibule/contract/endpoints/notice';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveNoticeSetting } from '../api/notice';

interface GatewayValues {
  smsUrlTemplate: string;
  smsAccount: string;
  smsPwd: string;
}

/** The company's own SMS gateway: a URL template with its account and password; empty uses the server's gateway. */
export function SmsGatewayForm({ conf }: { conf: NoticeConf }) {
  const { t } = useTranslation('notice');
  const save = useSaveNoticeSetting('updateSMSConf');
  const submit = (values: GatewayValues) =>
    save.mutate({
      smsNotify: conf.smsNotify === 1 ? 1 : 0,
      smsUrlTemplate: values.smsUrlTemplate.trim(),
      smsAccount: values.smsAccount.trim(),
      smsPwd: values.smsPwd,
    });
  return (
    <Form<GatewayValues>
      layout="vertical"
      name="notice-sms-gateway"
      initialValues={{ smsUrlTemplate: conf.smsUrlTemplate, smsAccount: conf.smsAccount, smsPwd: '' }}
      onFinish={submit}
    >
      <Form.Item
        name="smsUrlTemplate"
        label={t('sms.gateway')}
        extra={t('sms.gatewayHelp')}
        rules={[{ pattern: smsUrlTemplatePattern, message: t('sms.gatewayRule') }]}
      >
        <Input
          maxLength={500}
          autoComplete="off"
          placeholder="https://sms.example/send?user={account}&key={password}&to={phone}&msg={text}"
        />
      </Form.Item>
      <Form.Item name="smsAccount" label={t('sms.account')}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="smsPwd" label={t('sms.password')} extra={conf.smsPwdSet ? t('sms.passwordKept') : undefined}>
        <Input.Password maxLength={200} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('sms.saveGateway')}
      </Button>
    </Form>
  );
}
