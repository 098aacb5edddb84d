import type { PasswordPolicy } from '@vestibule/contract/rules/password-policy';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-dialog';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { type SubAccount, useResetSubAccountPassword } from '../api/sub-accounts';

/** Sets a new password for a resident company that has lost its own; its sessions end. */
export function ResetPasswordModal({
  subAccount,
  policy,
  onClose,
}: {
  subAccount: SubAccount;
  policy: PasswordPolicy;
  onClose: () => void;
}) {
  const { t } = useTranslation('subAccounts');
  const [form] = Form.useForm<{ password: string }>();
  const reset = useResetSubAccountPassword();
  const name = subAccount.companyName;
  return (
    <FormModal
      title={t('resetTitle', { name })}
      okText={t('resetOk')}
      cancelText={t('cancel')}
      confirmLoading={reset.isPending}
      onOk={() => form.submit()}
      onClose={onClose}
    >
      <p style={{ marginTop: 0 }}>{t('resetText')}</p>
      <Form<{ password: string }>
        form={form}
        layout="vertical"
        name="subAccountPassword"
        onFinish={({ password }) =>
          reset.mutate({ id: subAccount.id, password, done: t('resetDone', { name }) }, { onSuccess: onClose })
        }
      >
        <NewPasswordFields name="password" policy={policy} label={t('newPassword')} />
      </Form>
    </FormModal>
  );
}
