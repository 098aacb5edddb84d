import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import type { MeetingAttendee } from '@vestibule/contract/entities/meeting';
import { Alert, Button, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { useMeeting, useMeetingAttendees } from '../api/meetings';
import { useAttendeeColumns } from '../components/attendee-columns';
import { AttendeeImportModal } from '../components/attendee-import-modal';
import { MeetingFacts } from '../components/meeting-facts';
import { useAttendeeActions } from '../components/use-attendee-actions';
import { useMeetingActions } from '../components/use-meeting-actions';

/** /meeting/mdetail/:mid (an employee's: /mine/meetings/:mid): the meeting and how each attendee's invitation went. */
export function MeetingDetailPage() {
  const { t } = useTranslation('meetings');
  const mid = Number(useParams().mid);
  const own = useLocation().pathname.startsWith('/mine/');
  const meeting = useMeeting(mid);
  const attendees = useMeetingAttendees(mid);
  const actions = useMeetingActions({ chooseInitiator: !own });
  const [importing, setImporting] = useState(false);
  const shown = meeting.data;
  const attendeeActions = useAttendeeActions(shown);
  const columns = [...useAttendeeColumns(), attendeeActions.column];
  const notStarted = shown?.meetingState === 'notStarted';

  return (
    <>
      {actions.holder}
      {attendeeActions.holder}
      {importing && <AttendeeImportModal mid={mid} onClose={() => setImporting(false)} />}
      <Link to={own ? '/mine/meetings' : '/meeting'}>
        <ArrowLeftOutlined aria-hidden="true" /> {t('back')}
      </Link>
      <PageTitle title={shown?.subject ?? t('detailTitle')} description={t('detailDescription')} />
      {meeting.isError ? (
        <Alert type="warning" showIcon title={t('notFound')} />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Panel
            title={t('facts')}
            extra={
              shown && (
                <Space wrap>
                  <Button disabled={!notStarted && shown.meetingState !== 'inProgress'} onClick={() => actions.edit(shown)}>
                    {t('edit')}
                  </Button>
                  <Button danger disabled={!notStarted} onClick={() => actions.askCancel(shown)}>
                    {t('cancelMeeting')}
                  </Button>
                </Space>
              )
            }
          >
            {shown && <MeetingFacts meeting={shown} />}
          </Panel>
          <Panel
            title={t('attendeesCount', { count: attendees.data?.length ?? 0 })}
            extra={
              <Button disabled={!notStarted} onClick={() => setImporting(true)}>
                {t('importAttendees')}
              </Button>
            }
          >
            <Table<MeetingAttendee>
              aria-label={t('attendees')}
              rowKey="vid"
              size="middle"
              columns={columns}
              dataSource={attendees.data ?? []}
              loading={attendees.isLoading}
              scroll={{ x: 1100 }}
              locale={{ emptyText: t('noAttendees') }}
              pagination={(attendees.data?.length ?? 0) > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            />
          </Panel>
        </Space>
      )}
    </>
  );
}
