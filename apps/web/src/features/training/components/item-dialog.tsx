import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { type QuestionnaireItem, questionOptionLimits } from '@vestibule/contract/entities/questionnaire';
import { Button, Form, Input, InputNumber, Modal, Radio, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface ItemForm {
  question: string;
  options: string[];
  answer: string;
  qorder?: number;
  score: number;
}

const letters = ['A', 'B', 'C', 'D', 'E', 'F'];

/** Adds or edits an item: the question, 2-6 options, the correct one, order and score. */
export function ItemDialog({
  item,
  saving,
  onSave,
  onClose,
}: {
  item: QuestionnaireItem | 'new' | undefined;
  saving: boolean;
  onSave: (form: ItemForm) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('training');
  const [form] = Form.useForm<ItemForm>();
  const options = Form.useWatch('options', form) ?? [];
  useEffect(() => {
    if (item === undefined) return;
    form.setFieldsValue(
      item === 'new'
        ? { question: '', options: ['', ''], answer: 'A', qorder: undefined, score: 1 }
        : { ...item, options: item.foption.map((option) => option.text) },
    );
  }, [item, form]);

  return (
    <Modal
      open={item !== undefined}
      title={item === 'new' ? t('item.add') : t('item.edit')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      onOk={() =>
        void form
          .validateFields()
          .then(onSave)
          .catch(() => undefined)
      }
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="question"
          label={t('item.question')}
          rules={[{ required: true, whitespace: true, message: t('required') }]}
        >
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <Form.List name="options">
          {(fields, { add, remove }) => (
            <Form.Item label={t('item.options')} required>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <span style={{ width: 16 }}>{letters[index]}</span>
                  <Form.Item name={field.name} rules={[{ required: true, whitespace: true, message: t('required') }]}>
                    <Input maxLength={200} aria-label={t('item.option', { letter: letters[index] })} style={{ width: 340 }} />
                  </Form.Item>
                  {fields.length > questionOptionLimits.min && (
                    <MinusCircleOutlined aria-label={t('item.removeOption')} onClick={() => remove(field.name)} />
                  )}
                </Space>
              ))}
              {fields.length < questionOptionLimits.max && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>
                  {t('item.addOption')}
                </Button>
              )}
            </Form.Item>
          )}
        </Form.List>
        <Form.Item name="answer" label={t('item.answer')} rules={[{ required: true, message: t('required') }]}>
          <Radio.Group options={options.map((_option, index) => ({ value: letters[index]!, label: letters[index]! }))} />
        </Form.Item>
        <Space size="large">
          <Form.Item name="qorder" label={t('item.order')}>
            <InputNumber min={0} max={100000} precision={0} placeholder={t('item.orderNext')} />
          </Form.Item>
          <Form.Item name="score" label={t('item.score')} rules={[{ required: true, message: t('required') }]}>
            <InputNumber min={0} max={1000} precision={0} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
