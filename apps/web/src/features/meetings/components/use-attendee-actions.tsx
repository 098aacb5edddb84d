import { attendeeSendStatus, type Meeting, type MeetingAttendee } from '@vestibule/contract/entities/meeting';
import { Button, Modal, Space, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRemoveAttendee, useResendInvitation } from '../api/meetings';

/** An attendee whose invitation is open: not arrived, not closed, in a meeting not started yet. */
const openAttendee = (meeting: Meeting | undefined, attendee: MeetingAttendee) =>
  meeting?.meetingState === 'notStarted' && attendee.visitdate === null && attendee.reply !== 'cancelled';

/**
 * What the detail page does with one attendee before the meeting starts:
 * send the invitation again (at once after a failure, after asking once it
 * went out; a waiting or retrying one is on its way already), or remove them
 * after asking. `holder` renders the questions; `column` is the table's.
 */
export function useAttendeeActions(meeting: Meeting | undefined) {
  const { t } = useTranslation('meetings');
  const resend = useResendInvitation();
  const remove = useRemoveAttendee();
  const [modal, questions] = Modal.useModal();

  const resendable = (attendee: MeetingAttendee) =>
    openAttendee(meeting, attendee) &&
    attendee.reply !== 'refused' &&
    (attendee.sendStatus === attendeeSendStatus.failed || attendee.sendStatus === attendeeSendStatus.sent);

  const sendAgain = (mid: number, attendee: MeetingAttendee) =>
    resend.mutateAsync({ mid, vid: attendee.vid, done: t('resent', { name: attendee.name }) }).catch(() => undefined);

  const askResend = (mid: number, attendee: MeetingAttendee) => {
    if (attendee.sendStatus === attendeeSendStatus.failed) return void sendAgain(mid, attendee);
    void modal.confirm({
      title: t('resendTitle', { name: attendee.name }),
      content: t('resendText'),
      okText: t('resend'),
      cancelText: t('cancel'),
      onOk: () => sendAgain(mid, attendee),
    });
  };

  const askRemove = (mid: number, attendee: MeetingAttendee) =>
    void modal.confirm({
      title: t('removeTitle', { name: attendee.name }),
      content: t('removeText'),
      okText: t('remove'),
      okButtonProps: { danger: true },
      cancelText: t('keepAttendee'),
      onOk: () =>
        remove.mutateAsync({ mid, vid: attendee.vid, done: t('removed', { name: attendee.name }) }).catch(() => undefined),
    });

  const column: TableColumnsType<MeetingAttendee>[number] = {
    key: 'actions',
    title: t('actions'),
    width: 170,
    render: (_value, attendee) =>
      meeting && (
        <Space size={4}>
          <Button
            size="small"
            type="link"
            disabled={!resendable(attendee)}
            onClick={() => askResend(meeting.mid, attendee)}
            aria-label={t('resendTo', { name: attendee.name })}
          >
            {t('resend')}
          </Button>
          <Button
            size="small"
            type="link"
            danger
            disabled={!openAttendee(meeting, attendee)}
            onClick={() => askRemove(meeting.mid, attendee)}
            aria-label={t('removeFrom', { name: attendee.name })}
          >
            {t('remove')}
          </Button>
        </Space>
      ),
  };
  return { holder: questions, column };
}
