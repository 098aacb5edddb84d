import { isAppError } from '@vestibule/contract/app-error';
import { receptionAccountTypes } from '@vestibule/contract/entities/reception-account';
import { type SubAccountModule, subAccountModules } from '@vestibule/contract/entities/sub-account';
import { isDeputyType } from '@vestibule/contract/rules/deputy-rights';
import type { PasswordPolicy } from '@vestibule/contract/rules/password-policy';
import { Button, Checkbox, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-dialog';
import { GateSelect } from '../../../components/gate-select';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { requiredRule } from '../../../lib/form-rules';
import { type ReceptionAccount, type ReceptionAccountDraft, useSaveReceptionAccount } from '../api/reception-accounts';

interface AccountForm {
  account: string;
  sname: string;
  sType: number;
  validity?: [Dayjs | null, Dayjs | null] | null;
  gid?: string;
  moblie?: string;
  remark?: string;
  resetPassword?: boolean;
  password?: string;
  module?: SubAccountModule[];
}

const accountExists = 3;
const accountNamePattern = /^[\w.@-]+$/;
const phonePattern = /^\+?\d[\d-]{4,19}$/;
const dayOf = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : '');
const dayjsOf = (day: string) => (day ? dayjs(day) : null);

/** Adds an account (`editing` undefined) or edits one; the password is set on creation and reset on demand. */
export function ReceptionAccountDrawer({
  editing,
  policy,
  onClose,
}: {
  editing?: ReceptionAccount;
  policy: PasswordPolicy;
  onClose: () => void;
}) {
  const { t } = useTranslation('receptionAccounts');
  const [form] = Form.useForm<AccountForm>();
  const save = useSaveReceptionAccount();
  const resetPassword = Form.useWatch('resetPassword', form) === true;
  const askPassword = editing === undefined || resetPassword;
  const chosenType = Form.useWatch('sType', form);
  const subAdministrator = chosenType === receptionAccountTypes.subAdministrator;
  const initial: Partial<AccountForm> = editing
    ? {
        account: editing.account,
        sname: editing.sname,
        sType: editing.sType,
        validity: [dayjsOf(editing.startDate), dayjsOf(editing.endDate)],
        gid: editing.gid,
        moblie: editing.moblie,
        remark: editing.remark,
        module: editing.module.filter((key): key is SubAccountModule => subAccountModules.some((known) => known === key)),
      }
    : { sType: receptionAccountTypes.reception };

  const submit = (values: AccountForm) => {
    const draft: ReceptionAccountDraft = {
      account: values.account.trim(),
      sname: values.sname.trim(),
      sType: values.sType,
      startDate: dayOf(values.validity?.[0]),
      endDate: dayOf(values.validity?.[1]),
      gid: values.gid?.trim() ?? '',
      moblie: values.moblie?.trim() ?? '',
      remark: values.remark?.trim() ?? '',
      ...(askPassword && values.password ? { password: values.password } : {}),
      // The server keeps modules only for a sub-administrator; a logistics manager's are fixed.
      ...(values.sType === receptionAccountTypes.subAdministrator ? { module: values.module ?? [] } : {}),
    };
    save.mutate(
      { id: editing?.id, draft, done: t(editing ? 'saved' : 'added', { account: draft.account }) },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (isAppError(error) && error.status === accountExists)
            form.setFields([{ name: 'account', errors: [t('accountExists')] }]);
        },
      },
    );
  };

  return (
    <FormDrawer
      title={
        editing
          ? t('editTitle', { account: editing.account })
          : t(chosenType !== undefined && isDeputyType(chosenType) ? 'addManagerTitle' : 'addTitle')
      }
      size="large"
      onClose={onClose}
      footer={(close) => (
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {editing ? t('save') : t('add')}
          </Button>
        </Space>
      )}
    >
      <Form<AccountForm> form={form} layout="vertical" name="receptionAccount" initialValues={initial} onFinish={submit}>
        <Form.Item
          name="account"
          label={t('account')}
          extra={t('accountHint')}
          rules={[
            requiredRule(t('accountRequired')),
            { pattern: accountNamePattern, message: t('accountInvalid') },
            { max: 50, message: t('accountInvalid') },
          ]}
        >
          <Input maxLength={50} autoComplete="off" autoFocus={!editing} />
        </Form.Item>
        <Form.Item name="sname" label={t('displayName')} rules={[requiredRule(t('displayNameRequired'))]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="sType" label={t('type')}>
          <Select
            options={[
              { value: receptionAccountTypes.reception, label: t('types.reception') },
              { value: receptionAccountTypes.verification, label: t('types.verification') },
              { value: receptionAccountTypes.logistics, label: t('types.logistics') },
              { value: receptionAccountTypes.subAdministrator, label: t('types.subAdministrator') },
            ]}
          />
        </Form.Item>
        {subAdministrator && (
          <Form.Item
            name="module"
            label={t('modulesLabel')}
            extra={t('modulesHint')}
            rules={[{ required: true, type: 'array', min: 1, message: t('modulesRequired') }]}
          >
            <Checkbox.Group options={subAccountModules.map((key) => ({ value: key, label: t(`modules.${key}`) }))} />
          </Form.Item>
        )}
        {editing && (
          <Form.Item name="resetPassword" valuePropName="checked">
            <Checkbox>{t('resetPassword')}</Checkbox>
          </Form.Item>
        )}
        {askPassword && <NewPasswordFields name="password" policy={policy} label={t('password')} />}
        <Form.Item
          name="validity"
          label={t('validity')}
          extra={t('validityHint')}
          rules={[
            {
              validator: async (_rule, value: AccountForm['validity']) => {
                if (value?.[0] && value[1] && value[1].isBefore(value[0], 'day')) throw new Error(t('validityOrder'));
              },
            },
          ]}
        >
          <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="gid" label={t('gates')} extra={t('gatesHint')}>
          <GateSelect />
        </Form.Item>
        <Form.Item name="moblie" label={t('mobile')} rules={[{ pattern: phonePattern, message: t('mobileInvalid') }]}>
          <Input maxLength={20} inputMode="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item name="remark" label={t('remark')}>
          <Input.TextArea maxLength={500} rows={3} showCount />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
