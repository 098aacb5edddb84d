import type { Holiday } from '@vestibule/contract/entities/holiday';
import { holidayRemarkMaxLength } from '@vestibule/contract/endpoints/holidays';
import { isAppError } from '@vestibule/contract/app-error';
import { Button, DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-dialog';
import { formatDay } from '../../../lib/dates';
import { dateRepeatedStatus, useDeleteHoliday, useSaveHoliday } from '../api/holidays';

interface HolidayDialogProps {
  /** The marked day to change; a new mark when left out. */
  holiday?: Holiday;
  /** The day a new mark starts on. */
  day: Dayjs;
  onClose: () => void;
}

interface HolidayValues {
  day: Dayjs;
  passFlag: 0 | 1;
  remark: string;
}

/** Marks a day as a rest or work day with a remark, or changes or removes a mark; a day marked twice is shown (223). */
export function HolidayDialog({ holiday, day, onClose }: HolidayDialogProps) {
  const { t } = useTranslation('calendar');
  const [form] = Form.useForm<HolidayValues>();
  const save = useSaveHoliday();
  const remove = useDeleteHoliday();
  const submit = (values: HolidayValues) =>
    save.mutate(
      {
        ...(holiday ? { hid: holiday.hid } : {}),
        day: values.day.format('YYYY-MM-DD'),
        passFlag: values.passFlag,
        remark: values.remark ?? '',
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (isAppError(error) && error.status === dateRepeatedStatus) {
            form.setFields([{ name: 'day', errors: [t('dialog.dateRepeated', { day: formatDay(values.day.valueOf()) })] }]);
          }
        },
      },
    );
  return (
    <FormModal
      title={holiday ? t('dialog.editTitle', { day: formatDay(holiday.hdate) }) : t('dialog.addTitle')}
      onClose={onClose}
      footer={(close) => (
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          {holiday && (
            <Button
              danger
              style={{ marginInlineEnd: 'auto' }}
              loading={remove.isPending}
              onClick={() => remove.mutate(holiday.hid, { onSuccess: onClose })}
            >
              {t('dialog.remove')}
            </Button>
          )}
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('save')}
          </Button>
        </div>
      )}
    >
      <Form<HolidayValues>
        form={form}
        layout="vertical"
        name="holiday"
        initialValues={{
          day: holiday ? dayjs(holiday.hdate) : day,
          passFlag: holiday?.passFlag === 1 ? 1 : 0,
          remark: holiday?.remark ?? '',
        }}
        onFinish={submit}
      >
        <Form.Item name="day" label={t('dialog.day')} rules={[{ required: true, message: t('dialog.dayRequired') }]}>
          <DatePicker allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="passFlag" label={t('dialog.kind')}>
          <Radio.Group
            options={[
              { value: 0, label: t('restDay') },
              { value: 1, label: t('workDay') },
            ]}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('dialog.remark')} extra={t('dialog.remarkHint')}>
          <Input maxLength={holidayRemarkMaxLength} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
