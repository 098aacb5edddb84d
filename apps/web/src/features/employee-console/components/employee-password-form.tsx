import type { PasswordPolicy } from '@vestibule/contract/rules/password-policy';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { Panel } from '../../../components/panel';
import { requiredRule } from '../../../lib/form-rules';
import { useChangeEmployeePassword } from '../api/employee-account';

interface EmployeePasswordValues {
  oldEmpPwd: string;
  empPwd: string;
  empPwdConfirm: string;
}

/** The current password, then a new one with the strength meter, checked against the company policy. */
export function EmployeePasswordForm({ policy }: { policy: PasswordPolicy }) {
  const { t } = useTranslation('employee');
  const [form] = Form.useForm<EmployeePasswordValues>();
  const change = useChangeEmployeePassword();
  const submit = ({ oldEmpPwd, empPwd }: EmployeePasswordValues) =>
    change.mutate({ oldEmpPwd, empPwd }, { onSuccess: () => form.resetFields() });
  return (
    <Panel title={t('console.passwordTitle')}>
      <Form form={form} layout="vertical" name="employee-password" onFinish={submit} style={{ maxWidth: 420 }}>
        <Form.Item name="oldEmpPwd" label={t('console.oldPassword')} rules={[requiredRule(t('console.oldPasswordRequired'))]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="empPwd" policy={policy} />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('console.changePassword')}
        </Button>
      </Form>
    </Panel>
  );
}
