import { isAppError } from '@vestibule/contract/app-error';
import { idCardProblem } from '@vestibule/contract/rules/id-number';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-dialog';
import { GateSelect } from '../../../components/gate-select';
import { requiredRule, schemaRule } from '../../../lib/form-rules';
import { type BlacklistDraft, nameField, phoneField, useAddToBlacklist } from '../api/blacklist';

const alreadyListed = 3;

/** Adds one person by name with a phone, an ID number or both, the gates it concerns, and a remark. */
export function AddToBlacklistModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('blacklist');
  const [form] = Form.useForm<BlacklistDraft>();
  const add = useAddToBlacklist();
  // The server's rule: a number of a resident ID number's shape must pass its check; other certificates are not checked.
  const validIdNumber = {
    validator: async (_rule: unknown, value: string | undefined) => {
      if (idCardProblem(value ?? '')) throw new Error(t('idNumberInvalid'));
    },
  };
  const eitherGiven = {
    validator: async () => {
      const { phone, credentialNo: number } = form.getFieldsValue(['phone', 'credentialNo']) as BlacklistDraft;
      if (!phone?.trim() && !number?.trim()) throw new Error(t('phoneOrIdRequired'));
    },
  };
  const save = (draft: BlacklistDraft) =>
    add.mutate(
      { draft, done: t('added', { name: draft.name.trim() }) },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (!isAppError(error) || error.status !== alreadyListed) return;
          const field = error.message.startsWith('credentialNo') ? 'credentialNo' : 'phone';
          form.setFields([{ name: field, errors: [t(field === 'phone' ? 'phoneListed' : 'idListed')] }]);
        },
      },
    );
  return (
    <FormModal
      title={t('addTitle')}
      okText={t('add')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onClose={onClose}
      confirmLoading={add.isPending}
    >
      <Form<BlacklistDraft> form={form} layout="vertical" name="blacklist" onFinish={save}>
        <Form.Item
          name="name"
          label={t('name')}
          rules={[requiredRule(t('nameRequired')), schemaRule(nameField, t('nameInvalid'))]}
        >
          <Input maxLength={100} autoFocus />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('phone')}
          dependencies={['credentialNo']}
          rules={[eitherGiven, schemaRule(phoneField, t('phoneInvalid'))]}
        >
          <Input maxLength={20} inputMode="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item name="credentialNo" label={t('idNumber')} extra={t('idNumberHint')} rules={[validIdNumber]}>
          <Input maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item name="gids" label={t('gates')} extra={t('gatesHint')}>
          <GateSelect />
        </Form.Item>
        <Form.Item name="remark" label={t('remark')}>
          <Input.TextArea maxLength={500} rows={3} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
