import type { PasswordPolicy } from '@vestibule/contract/rules/password-policy';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { newPasswordProblem } from '../lib/password-rules';
import { PasswordStrengthMeter } from './password-strength-meter';

interface NewPasswordFieldsProps {
  /** Form field of the new password; the confirmation is `<name>Confirm`. */
  name: string;
  /** The company policy the server will apply. */
  policy: PasswordPolicy;
  label?: string;
}

/** New password, its confirmation and the live strength meter, in an antd form. */
export function NewPasswordFields({ name, policy, label }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const password = (Form.useWatch(name, form) as string | undefined) ?? '';
  return (
    <>
      <Form.Item
        name={name}
        label={label ?? t('password.new')}
        required
        extra={t(`password.policy.${policy}`)}
        rules={[
          {
            validator: (_rule, value: string | undefined) => {
              const problem = newPasswordProblem(value ?? '', policy);
              return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <PasswordStrengthMeter password={password} />
      <Form.Item
        name={`${name}Confirm`}
        label={t('password.confirm')}
        dependencies={[name]}
        rules={[
          { required: true, message: t('password.enterAgain') },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || getFieldValue(name) === value ? Promise.resolve() : Promise.reject(new Error(t('password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
