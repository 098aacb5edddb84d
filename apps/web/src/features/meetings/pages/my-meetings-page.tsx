import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useOwnMeetings } from '../api/meetings';
import { MeetingList } from '../components/meeting-list';

const detailPath = (mid: number) => `/mine/meetings/${mid}`;

/** /mine/meetings: the meetings the signed-in employee initiates. */
export function MyMeetingsPage() {
  const { t } = useTranslation('meetings');
  return (
    <>
      <PageTitle title={t('myTitle')} description={t('myDescription')} />
      <MeetingList useMeetings={useOwnMeetings} detailPath={detailPath} chooseInitiator={false} />
    </>
  );
}
