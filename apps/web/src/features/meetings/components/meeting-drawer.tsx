import type { Meeting } from '@vestibule/contract/entities/meeting';
import { Alert, Button, DatePicker, Divider, Form, Input, Radio, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { EmployeeSelect, type EmployeeChoice } from '../../../components/employee-select';
import { FormDrawer } from '../../../components/form-dialog';
import { requiredRule } from '../../../lib/form-rules';
import { type MeetingDraft, useSaveMeeting } from '../api/meetings';
import { type AttendeeValues, AttendeesEditor } from './attendees-editor';

interface MeetingValues {
  subject: string;
  when: [Dayjs | null, Dayjs | null] | null;
  initiator?: EmployeeChoice | null;
  address?: string;
  inviteContent?: string;
  remark?: string;
  sendType: 'email' | 'sms';
  attendees?: AttendeeValues[];
}

const minuteFormat = 'YYYY-MM-DD HH:mm';
const trimmed = (value: string | undefined) => value?.trim() ?? '';

function draftOf(values: MeetingValues): MeetingDraft {
  const [start, end] = values.when ?? [null, null];
  return {
    subject: values.subject.trim(),
    startTime: start?.format(minuteFormat) ?? '',
    endTime: end?.format(minuteFormat) ?? '',
    ...(values.initiator ? { empid: values.initiator.value } : {}),
    address: trimmed(values.address),
    inviteContent: trimmed(values.inviteContent),
    remark: trimmed(values.remark),
    sendType: values.sendType,
    attendees: (values.attendees ?? []).map((attendee) => ({
      name: attendee.name.trim(),
      phone: trimmed(attendee.phone),
      email: trimmed(attendee.email),
      company: trimmed(attendee.company),
    })),
  };
}

/**
 * Adds a meeting (`editing` undefined) or edits one: subject, start and end
 * are required, the end after the start. Attendees are invited on saving; an
 * edit invites more, and once the meeting has started its time and attendees stay.
 */
export function MeetingDrawer({
  editing,
  chooseInitiator,
  onClose,
}: {
  editing?: Meeting | undefined;
  chooseInitiator: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('meetings');
  const [form] = Form.useForm<MeetingValues>();
  const save = useSaveMeeting();
  const started = editing !== undefined && editing.meetingState !== 'notStarted';
  const initial: Partial<MeetingValues> = editing
    ? {
        subject: editing.subject,
        when: [dayjs(editing.mdate), dayjs(editing.endDate)],
        address: editing.address,
        inviteContent: editing.inviteContent,
        remark: editing.remark,
        sendType: editing.sendType === 'sms' ? 'sms' : 'email',
        attendees: [],
      }
    : { sendType: 'email', attendees: [{ name: '', phone: '', email: '', company: '' }] };

  const submit = (values: MeetingValues) => {
    const draft = draftOf(values);
    const done = t(editing ? 'saved' : 'added', { subject: draft.subject });
    save.mutate({ mid: editing?.mid, draft, done }, { onSuccess: onClose });
  };

  return (
    <FormDrawer
      title={editing ? t('editTitle', { subject: editing.subject }) : t('addTitle')}
      size="large"
      onClose={onClose}
      footer={(close) => (
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {editing ? t('save') : t('add')}
          </Button>
        </Space>
      )}
    >
      <Form<MeetingValues> form={form} layout="vertical" name="meeting" initialValues={initial} onFinish={submit}>
        <Form.Item name="subject" label={t('subject')} rules={[requiredRule(t('subjectRequired'))]}>
          <Input maxLength={100} autoFocus={!editing} />
        </Form.Item>
        <Form.Item
          name="when"
          label={t('time')}
          rules={[
            { required: true, message: t('timeRequired') },
            {
              validator: async (_rule, value: MeetingValues['when']) => {
                // Nothing chosen is the required rule's to say.
                if (!value) return;
                if (!value[0] || !value[1]) throw new Error(t('timeRequired'));
                if (!value[1].isAfter(value[0])) throw new Error(t('endAfterStart'));
              },
            },
          ]}
        >
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm', minuteStep: 5 }}
            format={minuteFormat}
            disabled={started}
            placeholder={[t('start'), t('end')]}
            style={{ width: '100%' }}
          />
        </Form.Item>
        {chooseInitiator && !editing && (
          <Form.Item name="initiator" label={t('initiator')} rules={[{ required: true, message: t('initiatorRequired') }]}>
            <EmployeeSelect />
          </Form.Item>
        )}
        <Form.Item name="address" label={t('address')}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="inviteContent" label={t('inviteContent')} extra={t('inviteContentHint')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="remark" label={t('remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item name="sendType" label={t('sendType')} extra={t('sendTypeHint')}>
          <Radio.Group disabled={started}>
            <Radio value="email">{t('sendBy.email')}</Radio>
            <Radio value="sms">{t('sendBy.sms')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Divider titlePlacement="start">{editing ? t('moreAttendees') : t('attendees')}</Divider>
        {started ? (
          <Alert type="info" showIcon title={t('startedNoAttendees')} />
        ) : (
          <>
            {editing && <p style={{ marginTop: 0 }}>{t('invitedAlready', { count: editing.attendeeCount })}</p>}
            <AttendeesEditor disabled={started} />
          </>
        )}
      </Form>
    </FormDrawer>
  );
}
