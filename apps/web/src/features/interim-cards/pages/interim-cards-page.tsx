import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { type InterimCard, interimCardStatuses } from '@vestibule/contract/entities/interim-card';
import { Alert, Button, Dropdown, Modal, Space, Table, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { exportInterimCards, noFilters, useChangeInterimCard, useInterimCards } from '../api/interim-cards';
import { type Answer, CardAnswerDialog } from '../components/card-answer-dialog';
import { InterimCardFilters } from '../components/interim-card-filters';
import { InterimCardStatusTag } from '../components/interim-card-status-tag';

const time = (at: number | null) => (at === null ? '–' : dayjs(at).format('YYYY-MM-DD HH:mm'));

/** /emp/tempcard: the desk lends temporary cards, takes them back or refuses; filters and export. */
export function InterimCardsPage() {
  const { t, i18n } = useTranslation('interimCards');
  const [filters, setFilters] = useState(noFilters);
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const cards = useInterimCards(filters, paging.page, paging.pageSize);
  const change = useChangeInterimCard();
  const [answering, setAnswering] = useState<{ card: InterimCard; answer: Answer }>();
  const [modal, holder] = Modal.useModal();

  const takeBack = (card: InterimCard) =>
    void modal.confirm({
      title: t('returnTitle', { cardNo: card.cardNo, name: card.name }),
      okText: t('return'),
      cancelText: t('cancel'),
      onOk: () =>
        change
          .mutateAsync({ action: 'return', cid: card.cid, done: t('returned', { cardNo: card.cardNo }) })
          .catch(() => undefined),
    });
  const exportAs = (format: 'xlsx' | 'csv') => void exportInterimCards(filters, format, i18n.language).catch(() => undefined);

  const columns: TableColumnsType<InterimCard> = [
    {
      key: 'employee',
      title: t('employee'),
      width: 170,
      render: (_value, card) => (
        <div>
          <Typography.Text strong>{card.name}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[card.empNo, card.deptName].filter(Boolean).join(' · ') || '–'}
          </Typography.Text>
        </div>
      ),
    },
    { key: 'phone', title: t('phone'), width: 130, render: (_value, card) => card.phone || '–' },
    { key: 'office', title: t('office'), width: 130, render: (_value, card) => card.office || '–' },
    { key: 'cardNo', title: t('cardNo'), width: 110, render: (_value, card) => card.cardNo || '–' },
    {
      key: 'status',
      title: t('status.label'),
      width: 200,
      render: (_value, card) => (
        <div>
          <InterimCardStatusTag status={card.icStatus} />
          {card.icStatus === interimCardStatuses.refused && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {card.refuseReason}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { key: 'submitTime', title: t('submitTime'), width: 150, render: (_value, card) => time(card.submitTime) },
    { key: 'issueTime', title: t('issueTime'), width: 150, render: (_value, card) => time(card.issueTime) },
    { key: 'returnTime', title: t('returnTime'), width: 150, render: (_value, card) => time(card.returnTime) },
    {
      key: 'actions',
      title: t('actions'),
      width: 150,
      fixed: 'right',
      render: (_value, card) => (
        <Space size={4}>
          {card.icStatus === interimCardStatuses.requested && (
            <>
              <Button
                size="small"
                type="link"
                onClick={() => setAnswering({ card, answer: 'issue' })}
                aria-label={t('issueTo', { name: card.name })}
              >
                {t('issue')}
              </Button>
              <Button
                size="small"
                type="link"
                danger
                onClick={() => setAnswering({ card, answer: 'refuse' })}
                aria-label={t('refuseTo', { name: card.name })}
              >
                {t('refuse')}
              </Button>
            </>
          )}
          {card.icStatus === interimCardStatuses.issued && (
            <Button size="small" type="link" onClick={() => takeBack(card)} aria-label={t('returnFrom', { name: card.name })}>
              {t('return')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      {holder}
      {answering && <CardAnswerDialog {...answering} onClose={() => setAnswering(undefined)} />}
      <PageTitle title={t('title')} description={t('description')} />
      <Panel
        title={t('list')}
        extra={
          <Dropdown
            menu={{
              items: [
                { key: 'xlsx', label: t('exportXlsx') },
                { key: 'csv', label: t('exportCsv') },
              ],
              onClick: ({ key }) => exportAs(key === 'csv' ? 'csv' : 'xlsx'),
            }}
          >
            <Button icon={<DownloadOutlined aria-hidden="true" />}>{t('export')}</Button>
          </Dropdown>
        }
      >
        <InterimCardFilters
          onSearch={(next) => {
            setFilters(next);
            setPaging({ ...paging, page: 1 });
          }}
        />
        {cards.isError ? (
          <Alert type="warning" showIcon title={t('loadFailed')} />
        ) : (
          <Table<InterimCard>
            rowKey="cid"
            size="middle"
            columns={columns}
            dataSource={cards.data?.list ?? []}
            loading={cards.isFetching}
            scroll={{ x: 1150 }}
            locale={{ emptyText: t('empty') }}
            pagination={{
              current: paging.page,
              pageSize: paging.pageSize,
              total: cards.data?.count ?? 0,
              showSizeChanger: true,
              showTotal: (total) => t('total', { count: total }),
              onChange: (page, pageSize) => setPaging({ page, pageSize }),
            }}
          />
        )}
      </Panel>
    </>
  );
}
