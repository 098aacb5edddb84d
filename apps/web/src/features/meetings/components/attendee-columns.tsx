import { type AttendeeReply, attendeeSendStatus, type MeetingAttendee } from '@vestibule/contract/entities/meeting';
import { type TableColumnsType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

// Dark colours: the tag's text keeps a WCAG AA contrast in each.
const replyColours: Record<AttendeeReply, string> = {
  sent: '#874d00',
  viewed: '#874d00',
  accepted: '#237804',
  refused: '#a8071a',
  cancelled: '#595959',
};

function SendingState({ attendee }: { attendee: MeetingAttendee }) {
  const { t } = useTranslation('meetings');
  const sent = attendee.sendStatus === attendeeSendStatus.sent;
  const waiting = attendee.sendStatus === attendeeSendStatus.waiting;
  const failed = !sent && !waiting;
  return (
    <div>
      <Tag color={sent ? '#237804' : waiting ? '#874d00' : '#a8071a'} style={{ marginInlineEnd: 0 }}>
        {t(`sendStatus.${attendee.sendStatus}`)}
      </Tag>
      {failed && attendee.sendReason && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {attendee.sendReason}
        </Typography.Text>
      )}
    </div>
  );
}

/** The attendees table's columns: who, how the invitation went, their reply and arrival. */
export function useAttendeeColumns(): TableColumnsType<MeetingAttendee> {
  const { t } = useTranslation('meetings');
  return [
    {
      key: 'name',
      title: t('attendeeName'),
      width: 160,
      render: (_value, attendee) => (
        <div>
          <Typography.Text strong>{attendee.name}</Typography.Text>
          {attendee.company && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {attendee.company}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      key: 'contact',
      title: t('contact'),
      width: 200,
      render: (_value, attendee) => [attendee.phone, attendee.email].filter(Boolean).join(' · '),
    },
    { key: 'code', title: t('code'), width: 90, render: (_value, attendee) => attendee.acode || '–' },
    {
      key: 'sending',
      title: t('sending'),
      width: 220,
      render: (_value, attendee) => (
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`sendBy.${attendee.sendType === 'sms' ? 'sms' : 'email'}`)}
          </Typography.Text>
          <SendingState attendee={attendee} />
        </div>
      ),
    },
    {
      key: 'reply',
      title: t('reply'),
      width: 110,
      render: (_value, attendee) => (
        <Tag color={replyColours[attendee.reply]} style={{ marginInlineEnd: 0 }}>
          {t(`replies.${attendee.reply}`)}
        </Tag>
      ),
    },
    {
      key: 'arrived',
      title: t('arrived'),
      width: 150,
      render: (_value, attendee) =>
        attendee.visitdate === null ? (
          <Typography.Text type="secondary">{t('notArrived')}</Typography.Text>
        ) : (
          t('arrivedAt', { time: dayjs(attendee.visitdate).format('YYYY-MM-DD HH:mm') })
        ),
    },
  ];
}
