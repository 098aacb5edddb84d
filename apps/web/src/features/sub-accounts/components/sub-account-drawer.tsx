import { isAppError } from '@vestibule/contract/app-error';
import type { PasswordPolicy } from '@vestibule/contract/rules/password-policy';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-dialog';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PictureUpload } from '../../../components/picture-upload';
import { requiredRule, schemaRule } from '../../../lib/form-rules';
import { placementDraft, type PlacementValues, placementValues } from '../api/placement';
import { subAccountField } from '../api/sub-account-fields';
import { type SubAccount, type SubAccountTemplate, useSaveSubAccount } from '../api/sub-accounts';
import { PlacementFields } from './placement-fields';

interface SubAccountForm extends PlacementValues {
  companyName: string;
  email: string;
  phone?: string;
  logo?: string;
  password?: string;
}

const nameExists = 3;
const emailExists = 4;

/** Adds a resident company (`editing` undefined, starting from the template) or edits one; the password is set on creation. */
export function SubAccountDrawer({
  editing,
  template,
  policy,
  onClose,
}: {
  editing?: SubAccount;
  template: SubAccountTemplate;
  policy: PasswordPolicy;
  onClose: () => void;
}) {
  const { t } = useTranslation('subAccounts');
  const [form] = Form.useForm<SubAccountForm>();
  const save = useSaveSubAccount();
  const initial: Partial<SubAccountForm> = editing
    ? {
        companyName: editing.companyName,
        email: editing.email,
        phone: editing.phone,
        logo: editing.logo,
        ...placementValues(editing),
      }
    : placementValues(template);

  const submit = (values: SubAccountForm) => {
    const companyName = values.companyName.trim();
    const draft = {
      companyName,
      email: values.email.trim(),
      phone: values.phone?.trim() ?? '',
      logo: values.logo ?? '',
      ...placementDraft(values, editing?.vaPerm ?? template.vaPerm),
      ...(editing === undefined && values.password ? { password: values.password } : {}),
    };
    save.mutate(
      { id: editing?.id, draft, done: t(editing ? 'saved' : 'added', { name: companyName }) },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (!isAppError(error)) return;
          if (error.status === nameExists) form.setFields([{ name: 'companyName', errors: [t('nameExists')] }]);
          if (error.status === emailExists) form.setFields([{ name: 'email', errors: [t('emailExists')] }]);
        },
      },
    );
  };

  return (
    <FormDrawer
      title={editing ? t('editTitle', { name: editing.companyName }) : t('addTitle')}
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
      <Form<SubAccountForm> form={form} layout="vertical" name="subAccount" initialValues={initial} onFinish={submit}>
        <Form.Item
          name="companyName"
          label={t('companyName')}
          rules={[requiredRule(t('companyNameRequired')), schemaRule(subAccountField('companyName'), t('tooLong', { max: 100 }))]}
        >
          <Input maxLength={100} autoFocus={!editing} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('email')}
          extra={t('emailHint')}
          rules={[requiredRule(t('emailRequired')), schemaRule(subAccountField('email'), t('emailInvalid'))]}
        >
          <Input maxLength={80} type="email" autoComplete="off" />
        </Form.Item>
        {editing === undefined && <NewPasswordFields name="password" policy={policy} label={t('password')} />}
        <Form.Item name="phone" label={t('phone')} rules={[schemaRule(subAccountField('phone'), t('phoneInvalid'))]}>
          <Input maxLength={20} inputMode="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item name="logo" label={t('logo')}>
          <PictureUpload
            frame={{ width: 168, height: 42 }}
            labels={{
              upload: t('logoUpload'),
              change: t('logoChange'),
              remove: t('logoRemove'),
              preview: t('logoPreview'),
              empty: t('logoEmpty'),
              wrongType: t('logoType'),
            }}
          />
        </Form.Item>
        <PlacementFields />
      </Form>
    </FormDrawer>
  );
}
