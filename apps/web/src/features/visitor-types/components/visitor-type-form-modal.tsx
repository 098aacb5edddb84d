import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-dialog';
import { requiredRule, schemaRule } from '../../../lib/form-rules';
import { visitorTypeNameField } from '../api/visitor-type-fields';
import { useSaveVisitorType } from '../api/visitor-types';

interface VisitorTypeFormModalProps {
  /** The type to rename; a new one when left out. */
  type?: { tid: number; vType: string };
  onClose: () => void;
  onSaved: (tid: number) => void;
}

/** Adds a visitor type or renames one. */
export function VisitorTypeFormModal({ type, onClose, onSaved }: VisitorTypeFormModalProps) {
  const { t } = useTranslation('visitorTypes');
  const [form] = Form.useForm<{ vType: string }>();
  const save = useSaveVisitorType();
  return (
    <FormModal
      title={type ? t('renameType', { name: type.vType }) : t('addType')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onClose={onClose}
      confirmLoading={save.isPending}
    >
      <Form<{ vType: string }>
        form={form}
        layout="vertical"
        name="visitorType"
        initialValues={{ vType: type?.vType ?? '' }}
        onFinish={(values) => save.mutate({ tid: type?.tid, vType: values.vType }, { onSuccess: onSaved })}
      >
        <Form.Item
          name="vType"
          label={t('typeName')}
          extra={type ? t('renameHint') : undefined}
          rules={[requiredRule(t('typeNameRequired')), schemaRule(visitorTypeNameField, t('typeNameInvalid'))]}
        >
          <Input maxLength={80} autoFocus />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
