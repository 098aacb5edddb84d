import { type InterimCard, openInterimCardStatuses } from '@vestibule/contract/entities/interim-card';
import { Alert, Button, Col, Form, Input, Row, Table, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { noFilters, useAskForInterimCard, useInterimCards } from '../api/interim-cards';
import { InterimCardStatusTag } from '../components/interim-card-status-tag';

const pageSize = 10;
const time = (at: number | null) => (at === null ? '–' : dayjs(at).format('YYYY-MM-DD HH:mm'));

/** /mine/tempcard: the signed-in employee asks for a temporary card and follows the desk's answers. */
export function MyInterimCardsPage() {
  const { t } = useTranslation('interimCards');
  const [page, setPage] = useState(1);
  const mine = useInterimCards(noFilters, page, pageSize);
  const ask = useAskForInterimCard();
  const [form] = Form.useForm<{ office?: string }>();
  // The newest comes first; one open request at a time.
  const open = mine.data?.list.find((card) => openInterimCardStatuses.includes(card.icStatus));

  const columns: TableColumnsType<InterimCard> = [
    { key: 'submitTime', title: t('submitTime'), render: (_value, card) => time(card.submitTime) },
    { key: 'cardNo', title: t('cardNo'), render: (_value, card) => card.cardNo || '–' },
    {
      key: 'status',
      title: t('status.label'),
      render: (_value, card) => (
        <div>
          <InterimCardStatusTag status={card.icStatus} />
          {card.refuseReason && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {card.refuseReason}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { key: 'returnTime', title: t('returnTime'), responsive: ['md'], render: (_value, card) => time(card.returnTime) },
  ];

  return (
    <>
      <PageTitle title={t('mine.title')} description={t('mine.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={9}>
          <Panel title={t('mine.ask')}>
            {open ? (
              <Alert
                type="info"
                showIcon
                title={t(open.cardNo ? 'mine.openIssued' : 'mine.openWaiting', { cardNo: open.cardNo })}
              />
            ) : (
              <Form
                form={form}
                name="interim-card-ask"
                layout="vertical"
                onFinish={({ office }) =>
                  ask.mutate({ office: office?.trim() ?? '', done: t('mine.asked') }, { onSuccess: () => form.resetFields() })
                }
                style={{ maxWidth: 420 }}
              >
                <Form.Item name="office" label={t('office')} extra={t('mine.officeHint')}>
                  <Input maxLength={100} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={ask.isPending}>
                  {t('mine.submit')}
                </Button>
              </Form>
            )}
          </Panel>
        </Col>
        <Col xs={24} xl={15}>
          <Panel title={t('mine.list')}>
            {mine.isError ? (
              <Alert type="warning" showIcon title={t('loadFailed')} />
            ) : (
              <Table<InterimCard>
                rowKey="cid"
                size="middle"
                columns={columns}
                dataSource={mine.data?.list ?? []}
                loading={mine.isFetching}
                locale={{ emptyText: t('mine.empty') }}
                pagination={{ current: page, pageSize, total: mine.data?.count ?? 0, onChange: setPage, showSizeChanger: false }}
              />
            )}
          </Panel>
        </Col>
      </Row>
    </>
  );
}
