import type { NoticeDelivery } from '@vestibule/contract/endpoints/notice';
import { loginTypes } from '@vestibule/contract/login-types';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Skeleton, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { apiQueryOptions } from '../lib/api-query';
import { isDeputyProfile, readProfile, storedLoginType } from '../lib/session';

const statusColours: Record<NoticeDelivery['status'], string> = {
  sent: 'green',
  // Nobody received it: the server has no mail server and wrote the mail to its log.
  logged: 'gold',
  retrying: 'orange',
  failed: 'red',
};

/**
 * The visit's notices, channel by channel (sent, written to the log only,
 * retrying, failed with the provider's answer), for the visit drawer. Only the
 * Administrator reads it.
 */
export function NoticeLog({ vid }: { vid: number }) {
  // Its texts load beside the drawer's: suspending here would unmount the open drawer and lose its focus.
  const { t, ready } = useTranslation('notice', { useSuspense: false });
  // A manager reads visits but not the notice settings the log belongs to.
  const allowed = storedLoginType() === loginTypes.administrator && !isDeputyProfile(readProfile());
  const log = useQuery({ ...apiQueryOptions('getNoticeLog', { vid }), enabled: allowed });
  if (!allowed || !ready) return null;
  return (
    <section aria-label={t('log.title')}>
      <Typography.Title level={5}>{t('log.title')}</Typography.Title>
      {log.isError && <Alert type="warning" showIcon title={t('log.loadFailed')} />}
      {log.data?.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('log.empty')} />}
      {log.isPending && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      {log.data && log.data.length > 0 && (
        <Table<NoticeDelivery>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={log.data}
          columns={[
            { key: 'event', title: t('log.event'), render: (_value, row) => t(`log.events.${row.event}`) },
            { key: 'channel', title: t('log.channel'), render: (_value, row) => t(`log.channels.${row.channel}`, row.channel) },
            { key: 'recipient', title: t('log.recipient'), dataIndex: 'recipient' },
            {
              key: 'status',
              title: t('log.status'),
              render: (_value, row) => (
                <Tag color={statusColours[row.status]}>{t(`log.statuses.${row.status}`, { attempts: row.attempts })}</Tag>
              ),
            },
            { key: 'answer', title: t('log.answer'), dataIndex: 'answer', ellipsis: { showTitle: true } },
            { key: 'time', title: t('log.time'), render: (_value, row) => dayjs(row.updateTime).format('YYYY-MM-DD HH:mm:ss') },
          ]}
        />
      )}
    </section>
  );
}
