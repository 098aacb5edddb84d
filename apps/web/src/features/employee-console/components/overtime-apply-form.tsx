import { overtimeMaxDays } from '@vestibule/contract/endpoints/overtime';
import { Button, DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useApplyForOvertime } from '../api/my-overtime';

interface ApplyValues {
  days: [Dayjs, Dayjs];
  checkIn?: Dayjs | null;
  reason: string;
}

/** Every day from the first to the last, as YYYY-MM-DD. */
const daysBetween = ([first, last]: [Dayjs, Dayjs]) =>
  Array.from({ length: last.diff(first, 'day') + 1 }, (_, index) => first.add(index, 'day').format('YYYY-MM-DD'));

/** The employee's application: a run of overtime days, an optional check-in time and the reason. */
export function OvertimeApplyForm() {
  const { t } = useTranslation('employee');
  const [form] = Form.useForm<ApplyValues>();
  const apply = useApplyForOvertime();
  const submit = (values: ApplyValues) =>
    apply.mutate(
      {
        oDates: daysBetween(values.days).join(','),
        ...(values.checkIn ? { checkIn: values.checkIn.valueOf() } : {}),
        reason: values.reason.trim(),
        done: t('console.overtime.applied'),
      },
      { onSuccess: () => form.resetFields() },
    );
  return (
    <Form<ApplyValues> form={form} name="overtime-apply" layout="vertical" onFinish={submit} style={{ maxWidth: 420 }}>
      <Form.Item
        name="days"
        label={t('console.overtime.days')}
        rules={[
          { required: true, message: t('console.overtime.daysRequired') },
          {
            validator: (_rule, days?: [Dayjs, Dayjs]) =>
              days && daysBetween(days).length > overtimeMaxDays
                ? Promise.reject(new Error(t('console.overtime.daysTooMany', { max: overtimeMaxDays })))
                : Promise.resolve(),
          },
        ]}
      >
        <DatePicker.RangePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="checkIn" label={t('console.overtime.checkIn')}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('console.overtime.reason')}
        rules={[{ required: true, whitespace: true, message: t('console.overtime.reasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={apply.isPending}>
        {t('console.overtime.submit')}
      </Button>
    </Form>
  );
}
