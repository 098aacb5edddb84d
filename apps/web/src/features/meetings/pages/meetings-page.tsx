import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useCompanyMeetings } from '../api/meetings';
import { MeetingList } from '../components/meeting-list';

const detailPath = (mid: number) => `/meeting/mdetail/${mid}`;

/** /meeting: the company's meetings; add, edit, cancel, and open one's attendees. */
export function MeetingsPage() {
  const { t } = useTranslation('meetings');
  return (
    <>
      <PageTitle title={t('title')} description={t('description')} />
      <MeetingList useMeetings={useCompanyMeetings} detailPath={detailPath} chooseInitiator />
    </>
  );
}
