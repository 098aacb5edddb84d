import { Button, Form, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { useSavePassableTime } from '../api/holidays';

const timeFormat = 'HH:mm';

/** "HH:mm" as a time of today (a bad value reads as midnight; the server only stores good ones). */
const timeOf = (text: string): Dayjs => {
  const [hours = 0, minutes = 0] = text.split(':').map(Number);
  return dayjs()
    .startOf('day')
    .hour(hours || 0)
    .minute(minutes || 0);
};

interface HoursValues {
  passableSTime: Dayjs;
  passableETime: Dayjs;
}

/** The hours visitors may sign in, for visitor types that refuse visits outside them. */
export function PassableHoursPanel({ passableSTime, passableETime }: { passableSTime: string; passableETime: string }) {
  const { t } = useTranslation('calendar');
  const save = useSavePassableTime();
  const required = [{ required: true, message: t('hours.required') }];
  return (
    <Panel title={t('hours.title')}>
      <Form<HoursValues>
        layout="vertical"
        name="passable-hours"
        initialValues={{ passableSTime: timeOf(passableSTime), passableETime: timeOf(passableETime) }}
        onFinish={(values) =>
          save.mutate({
            passableSTime: values.passableSTime.format(timeFormat),
            passableETime: values.passableETime.format(timeFormat),
          })
        }
      >
        <Form.Item name="passableSTime" label={t('hours.start')} rules={required}>
          <TimePicker format={timeFormat} minuteStep={5} needConfirm={false} />
        </Form.Item>
        <Form.Item name="passableETime" label={t('hours.end')} extra={t('hours.hint')} rules={required}>
          <TimePicker format={timeFormat} minuteStep={5} needConfirm={false} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </Form>
    </Panel>
  );
}
