import type { Visit } from '@vestibule/contract/entities/visit';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Empty, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { VisitStatusTag } from '../../../components/visit-status-tag';

interface TodayListProps {
  kind: 'expected' | 'onSite';
  query: UseQueryResult<Visit[]>;
  /** The visit whose action is running, if any. */
  busyVid: number | undefined;
  onAction: (visit: Visit) => void;
}

/** One of today's lists: each row with its visitor, host and time, badge, and the row's sign-in or sign-out. */
export function TodayList({ kind, query, busyVid, onAction }: TodayListProps) {
  const { t } = useTranslation('terminal');
  const visits = query.data ?? [];
  const titleId = `today-${kind}`;
  const action = kind === 'expected' ? 'signIn' : 'signOut';
  return (
    <Card
      className="today-list"
      role="region"
      aria-labelledby={titleId}
      title={
        <span className="today-list-title">
          <span id={titleId}>{t(`lists.${kind}`)}</span>
          <Badge count={visits.length} showZero color={kind === 'expected' ? '#ad4e00' : '#237804'} />
        </span>
      }
      extra={
        <Button type="link" onClick={() => void query.refetch()}>
          {t('lists.refresh')}
        </Button>
      }
    >
      {query.isError && <Alert type="warning" showIcon title={t('lists.loadFailed')} />}
      {query.isPending && <PageLoading />}
      {query.isSuccess && visits.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`lists.${kind}Empty`)} />
      )}
      {visits.length > 0 && (
        <ul className="today-rows">
          {visits.map((visit) => (
            <li key={visit.vid} className="today-row">
              <div className="today-row-text">
                <span className="today-row-title">
                  <Typography.Text strong>{visit.vname}</Typography.Text> <VisitStatusTag status={visit.visitStatus} />
                </span>
                <Typography.Text type="secondary">{rowDetails(visit, kind, t)}</Typography.Text>
              </div>
              <Button
                type={action === 'signIn' ? 'primary' : 'default'}
                danger={action === 'signOut'}
                loading={busyVid === visit.vid}
                onClick={() => onAction(visit)}
                aria-label={t(`card.${action}For`, { name: visit.vname })}
              >
                {t(`card.${action}`)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function rowDetails(visit: Visit, kind: TodayListProps['kind'], t: (key: string, values?: Record<string, string>) => string) {
  const instant = kind === 'expected' ? visit.appointmentDate : visit.visitdate;
  const time = instant === null ? '' : dayjs(instant).format('HH:mm');
  return [
    visit.vcompany,
    visit.empName && t('lists.host', { name: visit.empName }),
    time && t(kind === 'expected' ? 'lists.expectedAt' : 'lists.arrivedAt', { time }),
  ]
    .filter(Boolean)
    .join(' · ');
}
