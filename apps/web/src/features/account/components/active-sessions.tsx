import type { ActiveSession } from '@vestibule/contract/entities/active-session';
import { Alert, Button, Modal, Table, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { useActiveSessions, useEndOtherSessions, useEndSession } from '../api/account-security';
import { deviceOf } from '../lib/device-name';

const timeOf = (epochMs: number) => dayjs(epochMs).format('YYYY-MM-DD HH:mm');

/** Where the account is signed in: each other session can be ended, or all of them at once after asking. */
export function ActiveSessions() {
  const { t } = useTranslation(['accountSecurity', 'account']);
  const sessions = useActiveSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [modal, holder] = Modal.useModal();

  const deviceName = (userAgent: string) => {
    const { browser, system } = deviceOf(userAgent);
    if (browser && system) return t('sessions.device', { browser, system });
    return browser ?? system ?? t('sessions.unknownDevice');
  };

  const askEndOthers = () =>
    void modal.confirm({
      title: t('sessions.endOthersTitle'),
      content: t('sessions.endOthersText'),
      okText: t('sessions.endOthersOk'),
      cancelText: t('sessions.cancel'),
      okButtonProps: { danger: true },
      onOk: () => endOthers.mutateAsync(t('sessions.endedOthers')).catch(() => undefined),
    });

  const columns: TableColumnsType<ActiveSession> = [
    {
      title: t('sessions.columnDevice'),
      key: 'device',
      render: (_value, session) => (
        <span title={session.userAgent}>
          {deviceName(session.userAgent)}
          {session.current && (
            <Tag color="green" style={{ marginInlineStart: 8 }}>
              {t('sessions.thisDevice')}
            </Tag>
          )}
        </span>
      ),
    },
    { title: t('sessions.columnAddress'), dataIndex: 'ip', key: 'ip' },
    { title: t('sessions.columnSignedIn'), dataIndex: 'createTime', key: 'createTime', render: timeOf },
    { title: t('sessions.columnLastActive'), dataIndex: 'lastSeen', key: 'lastSeen', render: timeOf },
    {
      title: t('sessions.columnActions'),
      key: 'actions',
      render: (_value, session) =>
        session.current ? null : (
          <Button
            size="small"
            danger
            loading={endOne.isPending && endOne.variables?.id === session.id}
            onClick={() => endOne.mutate({ id: session.id, done: t('sessions.ended') })}
          >
            {t('sessions.end')}
          </Button>
        ),
    },
  ];

  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  return (
    <Panel
      title={t('sessions.title')}
      extra={
        <Button danger disabled={others === 0} loading={endOthers.isPending} onClick={askEndOthers}>
          {t('sessions.endOthers')}
        </Button>
      }
    >
      {holder}
      <Typography.Paragraph type="secondary">{t('sessions.intro')}</Typography.Paragraph>
      {sessions.isError ? (
        <Alert type="warning" showIcon title={t('sessions.loadFailed')} />
      ) : (
        <Table<ActiveSession>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={sessions.data ?? []}
          loading={sessions.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={false}
          footer={sessions.data && others === 0 ? () => t('sessions.noOthers') : undefined}
        />
      )}
    </Panel>
  );
}
