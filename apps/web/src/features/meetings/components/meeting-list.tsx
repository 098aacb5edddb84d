import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { Meeting } from '@vestibule/contract/entities/meeting';
import { type MeetingState, meetingStates } from '@vestibule/contract/rules/meeting-state';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import type { MeetingQuery } from '../api/meetings';
import { useMeetingColumns } from './meeting-columns';
import { useMeetingActions } from './use-meeting-actions';

const firstQuery: MeetingQuery = { subject: '', page: 1, pageSize: 10 };

/**
 * A list of meetings with its search, state filter and actions. The answer is
 * a bare array of one row more than the page: that row tells a next page exists.
 */
export function MeetingList({
  useMeetings,
  detailPath,
  chooseInitiator,
}: {
  useMeetings: (query: MeetingQuery) => UseQueryResult<Meeting[]>;
  detailPath: (mid: number) => string;
  chooseInitiator: boolean;
}) {
  const { t } = useTranslation('meetings');
  const [query, setQuery] = useState(firstQuery);
  const meetings = useMeetings(query);
  const actions = useMeetingActions({ chooseInitiator });
  const columns = useMeetingColumns({ detailPath, edit: actions.edit, askCancel: actions.askCancel });
  const rows = meetings.data ?? [];
  const shown = rows.slice(0, query.pageSize);

  return (
    <>
      {actions.holder}
      <Panel
        title={t('list')}
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={actions.add}>
            {t('addMeeting')}
          </Button>
        }
      >
        <Space wrap style={{ marginBottom: 16 }} role="search" aria-label={t('filters')}>
          <Input.Search
            allowClear
            placeholder={t('subjectSearch')}
            aria-label={t('subjectSearch')}
            onSearch={(subject) => setQuery({ ...query, subject, page: 1 })}
            style={{ width: 240 }}
          />
          <Select<MeetingState>
            allowClear
            placeholder={t('stateLabel')}
            aria-label={t('stateLabel')}
            style={{ width: 160 }}
            options={meetingStates.map((state) => ({ value: state, label: t(`state.${state}`) }))}
            onChange={(state) => setQuery({ ...query, state, page: 1 })}
          />
        </Space>
        {meetings.isError ? (
          <Alert type="warning" showIcon title={t('loadFailed')} />
        ) : (
          <Table<Meeting>
            rowKey="mid"
            size="middle"
            columns={columns}
            dataSource={shown}
            loading={meetings.isFetching}
            scroll={{ x: 1150 }}
            locale={{ emptyText: t('empty') }}
            pagination={{
              current: query.page,
              pageSize: query.pageSize,
              // The pages seen so far and, when the extra row came, one more.
              total: (query.page - 1) * query.pageSize + rows.length,
              showSizeChanger: true,
              onChange: (page, pageSize) => setQuery({ ...query, page, pageSize }),
            }}
          />
        )}
      </Panel>
    </>
  );
}
