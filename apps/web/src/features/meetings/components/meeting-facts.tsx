import type { Meeting } from '@vestibule/contract/entities/meeting';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { MeetingStateTag } from './meeting-state-tag';
import { meetingTimeText } from './meeting-time';

/** A meeting's own fields, as the detail page shows them. */
export function MeetingFacts({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('meetings');
  const or = (text: string) => text || '–';
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'subject', label: t('subject'), children: meeting.subject },
        { key: 'state', label: t('stateLabel'), children: <MeetingStateTag state={meeting.meetingState} /> },
        { key: 'time', label: t('time'), children: meetingTimeText(meeting) },
        {
          key: 'initiator',
          label: t('initiator'),
          children: [meeting.name, meeting.phone, meeting.email].filter(Boolean).join(' · '),
        },
        { key: 'address', label: t('address'), children: or(meeting.address) },
        { key: 'sendType', label: t('sendType'), children: t(`sendBy.${meeting.sendType === 'sms' ? 'sms' : 'email'}`) },
        { key: 'inviteContent', label: t('inviteContent'), span: 'filled', children: or(meeting.inviteContent) },
        { key: 'remark', label: t('remark'), span: 'filled', children: or(meeting.remark) },
      ]}
    />
  );
}
