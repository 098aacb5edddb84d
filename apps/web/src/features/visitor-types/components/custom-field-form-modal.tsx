import type { CustomInputType } from '@vestibule/contract/entities/visitor-type';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-dialog';
import { requiredRule, schemaRule } from '../../../lib/form-rules';
import { fieldKeyField, fieldLabelField } from '../api/visitor-type-fields';
import { type CustomFieldDraft, useSaveCustomField } from '../api/visitor-types';

/** The input types a field can have, in the order the form offers them. */
export const inputTypes = ['text', 'number', 'date', 'select', 'radio', 'checkbox'] as const satisfies readonly CustomInputType[];
const choiceTypes: ReadonlySet<string> = new Set(['select', 'radio', 'checkbox']);
export const hasOptions = (inputType: string) => choiceTypes.has(inputType);

interface CustomFieldFormModalProps {
  draft: CustomFieldDraft;
  /** The form it is on: a type's name, or the text for every type. */
  formName: string;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds or changes a custom field of a visitor form. */
export function CustomFieldFormModal({ draft, formName, onClose, onSaved }: CustomFieldFormModalProps) {
  const { t } = useTranslation('visitorTypes');
  const [form] = Form.useForm<CustomFieldDraft>();
  const save = useSaveCustomField();
  const inputType = Form.useWatch('inputType', form) ?? draft.inputType;
  const optionRules = [
    { type: 'array' as const, required: true, min: 1, message: t('optionsRequired') },
    {
      validator: async (_rule: unknown, options: string[] | undefined) => {
        const list = (options ?? []).map((option) => option.trim());
        if (list.some((option) => option.length > 50)) throw new Error(t('optionTooLong'));
        if (new Set(list).size !== list.length) throw new Error(t('optionTwice'));
      },
    },
  ];
  return (
    <FormModal
      title={draft.eid === undefined ? t('addFieldTo', { form: formName }) : t('editField', { name: draft.displayName })}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onClose={onClose}
      confirmLoading={save.isPending}
      width={560}
    >
      <Form<CustomFieldDraft>
        form={form}
        layout="vertical"
        name="customField"
        initialValues={draft}
        onFinish={(values) =>
          save.mutate(
            { ...draft, ...values, options: hasOptions(values.inputType) ? values.options : [] },
            { onSuccess: onSaved },
          )
        }
      >
        <Form.Item
          name="displayName"
          label={t('label')}
          rules={[requiredRule(t('labelRequired')), schemaRule(fieldLabelField, t('labelInvalid'))]}
        >
          <Input maxLength={50} autoFocus />
        </Form.Item>
        <Form.Item name="inputType" label={t('inputType')}>
          <Select
            popupMatchSelectWidth={false}
            options={inputTypes.map((value) => ({ value, label: t(`inputTypes.${value}`) }))}
          />
        </Form.Item>
        {hasOptions(inputType) && (
          <Form.Item name="options" label={t('options')} extra={t('optionsHint')} rules={optionRules}>
            <Select mode="tags" open={false} tokenSeparators={[',', '，']} suffixIcon={null} aria-label={t('options')} />
          </Form.Item>
        )}
        <Form.Item name="placeholder" label={t('placeholder')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="fieldName"
          label={t('fieldName')}
          extra={draft.eid === undefined ? t('fieldNameHint') : t('fieldNameEditHint')}
          rules={[schemaRule(fieldKeyField, t('fieldNameInvalid'))]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
          <Form.Item name="inputOrder" label={t('order')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="required" label={t('required')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="isDisplay" label={t('shown')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </div>
      </Form>
    </FormModal>
  );
}
