import type { Dayjs } from 'dayjs';
import { Col, DatePicker, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { daysReversed } from '../lib/resident-form';

interface ValidityFieldsProps {
  startLabel: string;
  endLabel: string;
  requiredMessage: string;
}

const half = { xs: 24, sm: 12 };

/** A form's startDate and endDate, both required, the end not before the start (a project's, a resident's). */
export function ValidityFields({ startLabel, endLabel, requiredMessage }: ValidityFieldsProps) {
  const { t } = useTranslation('residents');
  return (
    <>
      <Col {...half}>
        <Form.Item name="startDate" label={startLabel} rules={[{ required: true, message: requiredMessage }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="endDate"
          label={endLabel}
          dependencies={['startDate']}
          rules={[
            { required: true, message: requiredMessage },
            ({ getFieldValue }) => ({
              validator: (_rule, value: Dayjs | null | undefined) =>
                daysReversed(getFieldValue('startDate') as Dayjs | null | undefined, value)
                  ? Promise.reject(new Error(t('daysReversed')))
                  : Promise.resolve(),
            }),
          ]}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </>
  );
}
