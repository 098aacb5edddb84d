import type { UserInfo } from '@vestibule/contract/entities/company';
import { passwordPolicies } from '@vestibule/contract/rules/password-policy';
import { Button, Form, InputNumber, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { schemaRule } from '../../../lib/form-rules';
import { policyField } from '../api/account-fields';
import { useSavePasswordPolicy } from '../api/password';

const maxExpireDays = 3650;

interface PolicyValues {
  pwdPolicy: number;
  pwdExpireDays: number;
}

/** The company password policy (basic, medium, strong) and how many days a password lasts (0 never). */
export function PasswordPolicyForm({ info }: { info: UserInfo }) {
  const { t } = useTranslation(['accountSecurity', 'account']);
  const save = useSavePasswordPolicy();
  return (
    <Panel title={t('policy.title')}>
      <Form<PolicyValues>
        layout="vertical"
        name="password-policy"
        initialValues={{ pwdPolicy: info.pwdPolicy, pwdExpireDays: info.pwdExpireDays }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="pwdPolicy"
          label={t('policy.level')}
          rules={[schemaRule(policyField('pwdPolicy'), t('policy.levelInvalid'))]}
        >
          <Radio.Group>
            <Space orientation="vertical">
              {Object.values(passwordPolicies).map((policy) => (
                <Radio key={policy} value={policy}>
                  <strong>{t(`policy.name.${policy}`)}</strong>
                  <span style={{ color: 'rgba(0,0,0,0.45)', marginInlineStart: 8 }}>{t(`policy.rule.${policy}`)}</span>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="pwdExpireDays"
          label={t('policy.expiry')}
          extra={t('policy.expiryHint')}
          rules={[
            { required: true, message: t('policy.expiryRequired') },
            schemaRule(policyField('pwdExpireDays'), t('policy.expiryRange', { max: maxExpireDays })),
          ]}
        >
          <InputNumber min={0} max={maxExpireDays} precision={0} suffix={t('policy.days')} style={{ width: 180 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('account:save')}
        </Button>
      </Form>
    </Panel>
  );
}
