import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { meetingAttendeesMax } from '@vestibule/contract/endpoints/meetings';
import { emailPattern, phonePattern } from '@vestibule/contract/patterns';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredRule } from '../../../lib/form-rules';

export interface AttendeeValues {
  name: string;
  phone?: string;
  email?: string;
  company?: string;
}

/** One attendee a row: its four fields share the width, and wrap as whole fields on a narrow drawer. */
const rowStyle = { display: 'flex', gap: 8, alignItems: 'start' } as const;
const fieldsStyle = {
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
  columnGap: 8,
} as const;

/** The attendees to invite, one row each: a name and a phone or an email (the invitation's way to them). */
export function AttendeesEditor({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('meetings');
  return (
    <Form.List name="attendees">
      {(rows, { add, remove }) => (
        <>
          {rows.map(({ key, name }, index) => (
            <div key={key} style={rowStyle}>
              <div style={fieldsStyle}>
                <Form.Item name={[name, 'name']} rules={[requiredRule(t('attendeeNameRequired'))]}>
                  <Input placeholder={t('attendeeName')} aria-label={t('attendeeNameOf', { n: index + 1 })} maxLength={50} />
                </Form.Item>
                <Form.Item
                  name={[name, 'phone']}
                  dependencies={[['attendees', name, 'email']]}
                  rules={[
                    { pattern: phonePattern, message: t('phoneInvalid') },
                    ({ getFieldValue }) => ({
                      validator: async (_rule, value?: string) => {
                        if (!value?.trim() && !String(getFieldValue(['attendees', name, 'email']) ?? '').trim()) {
                          throw new Error(t('contactRequired'));
                        }
                      },
                    }),
                  ]}
                >
                  <Input placeholder={t('phone')} aria-label={t('phoneOf', { n: index + 1 })} maxLength={20} />
                </Form.Item>
                <Form.Item name={[name, 'email']} rules={[{ pattern: emailPattern, message: t('emailInvalid') }]}>
                  <Input placeholder={t('email')} aria-label={t('emailOf', { n: index + 1 })} maxLength={80} />
                </Form.Item>
                <Form.Item name={[name, 'company']}>
                  <Input placeholder={t('company')} aria-label={t('companyOf', { n: index + 1 })} maxLength={100} />
                </Form.Item>
              </div>
              <Button
                type="text"
                icon={<DeleteOutlined aria-hidden="true" />}
                aria-label={t('removeAttendee', { n: index + 1 })}
                onClick={() => remove(name)}
              />
            </div>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined aria-hidden="true" />}
            disabled={disabled || rows.length >= meetingAttendeesMax}
            onClick={() => add({ name: '', phone: '', email: '', company: '' })}
          >
            {t('addAttendee')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
