import type { PasswordPolicy } from '@vestibule/contract/rules/password-policy';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredRule } from '../lib/form-rules';
import { NewPasswordFields } from './new-password-fields';
import { Panel } from './panel';

interface PasswordChangeValues {
  current: string;
  next: string;
  nextConfirm: string;
}

interface PasswordChangeFormProps {
  title: string;
  /** The company policy the server will apply to the new password. */
  policy: PasswordPolicy;
  /** Sends the change; the form empties when it resolves. */
  onChange: (current: string, next: string) => Promise<unknown>;
}

/** The current password, then a new one with its confirmation and strength, checked against the policy before it is sent. */
export function PasswordChangeForm({ title, policy, onChange }: PasswordChangeFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordChangeValues>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ current, next }: PasswordChangeValues) => {
    setBusy(true);
    try {
      await onChange(current, next);
      form.resetFields();
    } catch {
      // The API client has told why; what was typed stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel title={title}>
      <Form
        form={form}
        layout="vertical"
        name="password-change"
        onFinish={(values) => void submit(values)}
        style={{ maxWidth: 420 }}
      >
        <Form.Item name="current" label={t('password.current')} rules={[requiredRule(t('password.currentRequired'))]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="next" policy={policy} />
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('password.change')}
        </Button>
      </Form>
    </Panel>
  );
}
