import type { SsoConfig } from '@vestibule/contract/endpoints/single-sign-on';
import { Button, Checkbox, Form, Input, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFrame } from '../../../components/load-frame';
import { Panel } from '../../../components/panel';
import { schemaRule } from '../../../lib/form-rules';
import { ssoField, type SsoSettings, useSaveSsoConfig, useSsoConfig } from '../api/single-sign-on';

const claims = ['email', 'preferred_username', 'phone_number'] as const;
const routeNames = ['', 'sso-prod', 'sogoLogin', 'xiaopLogin', 'epsonLogin'] as const;

interface SsoValues {
  enabled: boolean;
  issuer: string;
  clientId: string;
  clientSecret: string;
  claim: SsoConfig['claim'];
  loginKinds: Array<'manager' | 'employee'>;
  jitEmployees: boolean;
  routeName: SsoConfig['routeName'];
  domains: string;
  legacyLogin: boolean;
  legacySecret: string;
}

const valuesOf = (config: SsoConfig): SsoValues => ({
  enabled: config.enabled === 1,
  issuer: config.issuer,
  clientId: config.clientId,
  clientSecret: '',
  claim: config.claim,
  loginKinds: [...(config.forManager ? ['manager' as const] : []), ...(config.forEmployee ? ['employee' as const] : [])],
  jitEmployees: config.jitEmployees === 1,
  routeName: config.routeName,
  domains: config.domains,
  legacyLogin: config.legacyLogin === 1,
  legacySecret: '',
});

const settingsOf = (values: SsoValues): SsoSettings => ({
  enabled: values.enabled ? 1 : 0,
  issuer: values.issuer.trim(),
  clientId: values.clientId.trim(),
  clientSecret: values.clientSecret,
  claim: values.claim,
  forManager: values.loginKinds.includes('manager') ? 1 : 0,
  forEmployee: values.loginKinds.includes('employee') ? 1 : 0,
  jitEmployees: values.jitEmployees ? 1 : 0,
  routeName: values.routeName,
  domains: values.domains.trim(),
  legacyLogin: values.legacyLogin ? 1 : 0,
  legacySecret: values.legacySecret,
});

/** The card "Single sign-on": the company's OpenID Connect provider and who may sign in through it. */
export function SsoSettingsForm() {
  const { t } = useTranslation(['accountSecurity', 'account']);
  const config = useSsoConfig();
  return (
    <Panel title={t('sso.title')}>
      <LoadFrame query={config} texts={{ loadFailed: t('account:loadFailed'), retry: t('account:retry') }}>
        {(loaded) => <SsoForm config={loaded} />}
      </LoadFrame>
    </Panel>
  );
}

function SsoForm({ config }: { config: SsoConfig }) {
  const { t } = useTranslation(['accountSecurity', 'account']);
  const save = useSaveSsoConfig();
  const [form] = Form.useForm<SsoValues>();
  const enabled = Form.useWatch('enabled', form) ?? config.enabled === 1;
  const legacyLogin = Form.useWatch('legacyLogin', form) ?? config.legacyLogin === 1;
  const whenEnabled = (message: string) => ({ required: enabled, whitespace: true, message });
  return (
    <Form<SsoValues>
      form={form}
      layout="vertical"
      name="single-sign-on"
      initialValues={valuesOf(config)}
      onFinish={(values) =>
        save.mutate(settingsOf(values), { onSuccess: () => form.setFieldsValue({ clientSecret: '', legacySecret: '' }) })
      }
    >
      <Typography.Paragraph type="secondary">{t('sso.description')}</Typography.Paragraph>
      <Form.Item name="enabled" label={t('sso.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="issuer"
        label={t('sso.issuer')}
        extra={t('sso.issuerHint')}
        rules={[whenEnabled(t('sso.issuerRequired')), schemaRule(ssoField('issuer'), t('sso.issuerInvalid'))]}
      >
        <Input placeholder="https://login.example.com" autoComplete="off" />
      </Form.Item>
      <Form.Item name="clientId" label={t('sso.clientId')} rules={[whenEnabled(t('sso.clientIdRequired'))]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="clientSecret"
        label={t('sso.clientSecret')}
        extra={config.clientSecretSet ? t('sso.clientSecretKept') : undefined}
        rules={config.clientSecretSet ? [] : [whenEnabled(t('sso.clientSecretRequired'))]}
      >
        <Input.Password autoComplete="new-password" placeholder={config.clientSecretSet ? t('sso.clientSecretSet') : ''} />
      </Form.Item>
      <Form.Item label={t('sso.redirectUri')} extra={t('sso.redirectUriHint')}>
        <Typography.Text copyable code>
          {config.redirectUri}
        </Typography.Text>
      </Form.Item>
      <Form.Item name="claim" label={t('sso.claim')} extra={t('sso.claimHint')}>
        <Select options={claims.map((claim) => ({ value: claim, label: t(`sso.claims.${claim}`) }))} />
      </Form.Item>
      <Form.Item
        name="loginKinds"
        label={t('sso.loginKinds')}
        rules={[{ required: enabled, type: 'array', min: 1, message: t('sso.loginKindsRequired') }]}
      >
        <Checkbox.Group
          options={[
            { value: 'manager', label: t('sso.kindManager') },
            { value: 'employee', label: t('sso.kindEmployee') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="domains"
        label={t('sso.domains')}
        extra={t('sso.domainsHint')}
        rules={[schemaRule(ssoField('domains'), t('sso.domainsInvalid'))]}
      >
        <Input placeholder="example.com, example.cn" autoComplete="off" />
      </Form.Item>
      <Form.Item name="routeName" label={t('sso.routeName')} extra={t('sso.routeNameHint')}>
        <Select options={routeNames.map((name) => ({ value: name, label: name ? `/${name}` : t('sso.routeNameNone') }))} />
      </Form.Item>
      <Form.Item name="jitEmployees" label={t('sso.jitEmployees')} valuePropName="checked" extra={t('sso.jitEmployeesHint')}>
        <Switch />
      </Form.Item>
      <Form.Item name="legacyLogin" label={t('sso.legacyLogin')} valuePropName="checked" extra={t('sso.legacyLoginHint')}>
        <Switch />
      </Form.Item>
      <Form.Item
        name="legacySecret"
        label={t('sso.legacySecret')}
        extra={config.legacySecretSet ? t('sso.clientSecretKept') : undefined}
        rules={
          config.legacySecretSet ? [] : [{ required: legacyLogin, whitespace: true, message: t('sso.legacySecretRequired') }]
        }
      >
        <Input.Password autoComplete="new-password" placeholder={config.legacySecretSet ? t('sso.clientSecretSet') : ''} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('account:save')}
      </Button>
    </Form>
  );
}
