import { Form, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PadPanel } from './pad-panel';

const timeFormat = 'HH:mm';

/** "HH:mm" as a time of today; a value that is not a time reads as empty. */
const timeOf = (text: string): Dayjs | undefined => {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  return match ? dayjs().startOf('day').hour(Number(match[1])).minute(Number(match[2])) : undefined;
};

const clock = (value: unknown): string => (dayjs.isDayjs(value) ? value.format(timeFormat) : '');

/** The company's working day; the after-hours visitor list counts from its end. */
export function WorkingHoursPanel({ upDuty, offDuty }: { upDuty: string; offDuty: string }) {
  const { t } = useTranslation('pad');
  const required = { required: true, message: t('hours.required') };
  return (
    <PadPanel
      call="updateOffDutyTime"
      name="pad-hours"
      title={t('hours.title')}
      initialValues={{ upDuty: timeOf(upDuty), offDuty: timeOf(offDuty) }}
      toBody={(values) => ({ upDuty: clock(values.upDuty), offDuty: clock(values.offDuty) })}
    >
      <Form.Item name="upDuty" label={t('hours.start')} rules={[required]}>
        <TimePicker format={timeFormat} minuteStep={5} needConfirm={false} />
      </Form.Item>
      <Form.Item
        name="offDuty"
        label={t('hours.end')}
        extra={t('hours.hint')}
        dependencies={['upDuty']}
        rules={[
          required,
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              const start = clock(getFieldValue('upDuty'));
              // "HH:mm" orders as text does.
              if (start && clock(value) && clock(value) <= start) throw new Error(t('hours.order'));
            },
          }),
        ]}
      >
        <TimePicker format={timeFormat} minuteStep={5} needConfirm={false} />
      </Form.Item>
    </PadPanel>
  );
}
