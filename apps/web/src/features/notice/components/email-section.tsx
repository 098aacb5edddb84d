import { emailTypes, type NoticeConf } from '@vestibule/contract/endpoints/notice';
import { emailPattern } from '@vestibule/contract/patterns';
import { Button, Col, Divider, Form, Input, InputNumber, Radio, Row, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { useSaveNoticeSetting } from '../api/notice';
import { ChannelSwitch } from './channel-switch';
import { SendTest } from './send-test';

interface EmailForm {
  type: number;
  account: string;
  pwd: string;
  smtp: string;
  smtp_port: number | null;
  ssl: boolean;
  exchange: string;
  domain: string;
}

/** Email: on or off, how the company sends (the server's mail, its SMTP server, its Exchange server), a test. */
export function EmailSection({ conf }: { conf: NoticeConf }) {
  const { t } = useTranslation('notice');
  const save = useSaveNoticeSetting('ConfigureEmail');
  const [form] = Form.useForm<EmailForm>();
  const type = Form.useWatch('type', form) ?? conf.emailType;
  const title = t('email.title');
  const initialValues: EmailForm = {
    type: conf.emailType,
    account: conf.emailAccount,
    pwd: '',
    smtp: conf.smtp,
    smtp_port: conf.smtpPort || null,
    ssl: conf.ssl === 1,
    exchange: conf.exchange,
    domain: conf.domain,
  };
  const required = { required: true, whitespace: true, message: t('email.required') };
  const submit = (values: EmailForm) =>
    save.mutate({
      type: values.type,
      account: values.account?.trim() ?? '',
      pwd: values.pwd ?? '',
      smtp: values.smtp?.trim() ?? '',
      smtp_port: values.smtp_port ?? 0,
      ssl: values.ssl ? 1 : 0,
      exchange: values.exchange?.trim() ?? '',
      domain: values.domain?.trim() ?? '',
    });
  return (
    <Panel
      title={title}
      extra={<ChannelSwitch call="setNotifyEmail" on={conf.emailNotify === 1} label={t('switchOf', { channel: title })} />}
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('email.description')}
        </Typography.Paragraph>
        <Form form={form} layout="vertical" name="notice-email" initialValues={initialValues} onFinish={submit}>
          <Form.Item name="type" label={t('email.type')}>
            <Radio.Group
              options={[
                { value: emailTypes.server, label: t('email.server') },
                { value: emailTypes.smtp, label: t('email.smtp') },
                { value: emailTypes.exchange, label: t('email.exchange') },
              ]}
            />
          </Form.Item>
          {type !== emailTypes.server && (
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  name="account"
                  label={t('email.account')}
                  extra={t('email.accountHint')}
                  rules={[required, { pattern: emailPattern, message: t('email.accountRule') }]}
                >
                  <Input autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="pwd" label={t('email.password')} extra={conf.emailPwdSet ? t('email.passwordKept') : undefined}>
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
              </Col>
            </Row>
          )}
          {type === emailTypes.smtp && (
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="smtp" label={t('email.smtpServer')} rules={[required]}>
                  <Input autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="smtp_port" label={t('email.port')} rules={[{ required: true, message: t('email.portRule') }]}>
                  <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="ssl" label={t('email.ssl')} valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
            </Row>
          )}
          {type === emailTypes.exchange && (
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="exchange" label={t('email.exchangeServer')} rules={[required]}>
                  <Input autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="domain" label={t('email.domain')}>
                  <Input autoComplete="off" />
                </Form.Item>
              </Col>
            </Row>
          )}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Form>
        <Divider style={{ margin: 0 }} />
        <SendTest channel="email" addressRule={{ pattern: emailPattern, message: t('test.emailRule') }} />
      </Space>
    </Panel>
  );
}
