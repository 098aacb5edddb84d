import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Checkable, schemaRule } from '../../../lib/form-rules';

/** The contract's rules for a visitor's phone and email, loaded with the first check. */
const visitorField = (name: 'phone' | 'vemail') => async (): Promise<Checkable> =>
  (await import('@vestibule/contract/endpoints/visits')).appointmentItemSchema.shape[name];

/**
 * The visitors of an invitation: one row each (name, phone, email), 1 to `max`.
 * Each needs only the contact the chosen send type uses: a phone for SMS, an email for mail.
 */
export function VisitorRows({ max }: { max: number }) {
  const { t } = useTranslation('invitations');
  const sendType = Form.useWatch<'email' | 'sms' | undefined>('sendType', Form.useFormInstance());
  return (
    <Form.List
      name="visitors"
      rules={[
        {
          validator: async (_rule, rows: unknown[] | undefined) => {
            if (!rows || rows.length === 0) throw new Error(t('atLeastOne'));
            if (rows.length > max) throw new Error(t('atMost', { count: max }));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field, index) => (
            <div key={field.key} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr auto', columnGap: 8 }}>
              <Form.Item
                name={[field.name, 'name']}
                label={index === 0 ? t('name') : undefined}
                rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}
              >
                <Input maxLength={50} aria-label={t('nameOf', { index: index + 1 })} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'phone']}
                label={index === 0 ? t('phone') : undefined}
                dependencies={['sendType']}
                rules={[
                  { required: sendType === 'sms', whitespace: true, message: t('phoneRequired') },
                  schemaRule(visitorField('phone'), t('phoneInvalid')),
                ]}
              >
                <Input maxLength={20} aria-label={t('phoneOf', { index: index + 1 })} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'vemail']}
                label={index === 0 ? t('email') : undefined}
                dependencies={['sendType']}
                rules={[
                  { required: sendType === 'email', whitespace: true, message: t('emailRequired') },
                  schemaRule(visitorField('vemail'), t('emailInvalid')),
                ]}
              >
                <Input maxLength={80} aria-label={t('emailOf', { index: index + 1 })} />
              </Form.Item>
              <Button
                type="text"
                icon={<DeleteOutlined aria-hidden="true" />}
                aria-label={t('removeRow', { index: index + 1 })}
                onClick={() => remove(field.name)}
                style={{ marginTop: index === 0 ? 30 : 0 }}
              />
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={() => add({})}
            disabled={fields.length >= max}
          >
            {t('addRow')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
