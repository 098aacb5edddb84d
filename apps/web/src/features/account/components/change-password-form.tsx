import type { UserInfo } from '@vestibule/contract/entities/company';
import type { PasswordPolicy } from '@vestibule/contract/rules/password-policy';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { Panel } from '../../../components/panel';
import { requiredRule } from '../../../lib/form-rules';
import { useChangePassword } from '../api/password';

interface ChangePasswordValues {
  oldpwd: string;
  newpwd: string;
  newpwdConfirm: string;
}

/** Old password, then a new one checked against the company policy before it is sent. */
export function ChangePasswordForm({ info }: { info: UserInfo }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<ChangePasswordValues>();
  const change = useChangePassword();
  const submit = ({ oldpwd, newpwd }: ChangePasswordValues) =>
    change.mutate({ oldpwd, newpwd }, { onSuccess: () => form.resetFields() });
  return (
    <Panel title={t('password.title')}>
      <Form form={form} layout="vertical" name="change-password" onFinish={submit} style={{ maxWidth: 420 }}>
        <Form.Item name="oldpwd" label={t('password.old')} rules={[requiredRule(t('password.oldRequired'))]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="newpwd" policy={info.pwdPolicy as PasswordPolicy} />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('password.submit')}
        </Button>
      </Form>
    </Panel>
  );
}
