import type { Meeting } from '@vestibule/contract/entities/meeting';
import { Button, Space, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MeetingStateTag } from './meeting-state-tag';
import { meetingTimeText } from './meeting-time';

/** The meeting list's columns; a row links to its detail page at `detailPath(mid)`. */
export function useMeetingColumns({
  detailPath,
  edit,
  askCancel,
}: {
  detailPath: (mid: number) => string;
  edit: (meeting: Meeting) => void;
  askCancel: (meeting: Meeting) => void;
}): TableColumnsType<Meeting> {
  const { t } = useTranslation('meetings');
  const open = (meeting: Meeting) => meeting.meetingState === 'notStarted' || meeting.meetingState === 'inProgress';
  return [
    {
      key: 'subject',
      title: t('subject'),
      ellipsis: true,
      render: (_value, meeting) => <Link to={detailPath(meeting.mid)}>{meeting.subject}</Link>,
    },
    { key: 'time', title: t('time'), width: 220, render: (_value, meeting) => meetingTimeText(meeting) },
    {
      key: 'initiator',
      title: t('initiator'),
      width: 150,
      render: (_value, meeting) => (
        <div>
          <Typography.Text>{meeting.name}</Typography.Text>
          {meeting.phone && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {meeting.phone}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { key: 'address', title: t('address'), ellipsis: true, render: (_value, meeting) => meeting.address || '–' },
    {
      key: 'state',
      title: t('stateLabel'),
      width: 120,
      render: (_value, meeting) => <MeetingStateTag state={meeting.meetingState} />,
    },
    {
      key: 'attendees',
      title: t('attendeeCount'),
      width: 100,
      align: 'right',
      render: (_value, meeting) => meeting.attendeeCount,
    },
    {
      key: 'actions',
      title: t('actions'),
      width: 240,
      render: (_value, meeting) => (
        <Space size={4}>
          <Button
            size="small"
            type="link"
            disabled={!open(meeting)}
            onClick={() => edit(meeting)}
            aria-label={t('editOf', { subject: meeting.subject })}
          >
            {t('edit')}
          </Button>
          <Button
            size="small"
            type="link"
            danger
            disabled={meeting.meetingState !== 'notStarted'}
            onClick={() => askCancel(meeting)}
            aria-label={t('cancelOf', { subject: meeting.subject })}
          >
            {t('cancelMeeting')}
          </Button>
          <Link to={detailPath(meeting.mid)} aria-label={t('detailOf', { subject: meeting.subject })}>
            {t('detail')}
          </Link>
        </Space>
      ),
    },
  ];
}
