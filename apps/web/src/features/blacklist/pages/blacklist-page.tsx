import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { maskIdNumber } from '@vestibule/contract/rules/id-number';
import { Button, Grid, Input, Modal, Space, Switch, Table, type TableColumnsType, theme, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPanel } from '../../../components/list-panel';
import { PageTitle } from '../../../components/page-title';
import { useRemoveAfterAsking } from '../../../components/use-remove-after-asking';
import { formatDay } from '../../../lib/dates';
import {
  type BlacklistEntry,
  type BlacklistQuery,
  useBlacklistPage,
  useBlacklistSwitch,
  useRemoveFromBlacklist,
  useSetBlacklistSwitch,
} from '../api/blacklist';
import { AddToBlacklistModal } from '../components/add-to-blacklist-modal';

/** The company's switch for the blacklist check, with what it does; turning it off asks first. */
function BlacklistSwitch() {
  const { t } = useTranslation('blacklist');
  const { token } = theme.useToken();
  const [modal, modalHolder] = Modal.useModal();
  const labelId = useId();
  const enabled = useBlacklistSwitch();
  const setSwitch = useSetBlacklistSwitch();
  const change = (on: boolean) => {
    if (on) {
      setSwitch.mutate({ on, done: t('switchOnDone') });
      return;
    }
    void modal.confirm({
      title: t('switchOffTitle'),
      content: t('switchOffText'),
      okText: t('switchOff'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      autoFocusButton: 'cancel',
      onOk: () => setSwitch.mutateAsync({ on, done: t('switchOffDone') }).catch(() => undefined),
    });
  };
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 16,
        padding: '16px 24px',
        marginBottom: 16,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      {modalHolder}
      <Switch
        aria-labelledby={labelId}
        checked={enabled.data === true}
        loading={enabled.isPending || setSwitch.isPending}
        disabled={enabled.isError}
        onChange={change}
        style={{ marginTop: 2, flex: 'none' }}
      />
      <div>
        <Typography.Text strong id={labelId}>
          {t('switchLabel')}
        </Typography.Text>
        <br />
        <Typography.Text type="secondary">{t('switchHelp')}</Typography.Text>
      </div>
    </div>
  );
}

/** /emp/blacklist: people refused at appointment and at sign-in while the switch is on; search, add, remove selected. */
export function BlacklistPage() {
  const { t } = useTranslation('blacklist');
  const [query, setQuery] = useState<BlacklistQuery>({ page: 1, pageSize: 20, condition: '' });
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const blacklist = useBlacklistPage(query);
  const wide = Grid.useBreakpoint().lg === true;
  const remove = useRemoveFromBlacklist();
  // Nobody at all, as opposed to nobody matching a search.
  const empty = blacklist.data?.count === 0 && query.condition.trim() === '';

  const removal = useRemoveAfterAsking({
    page: query.page,
    rows: blacklist.data?.list.length ?? 0,
    goToPage: (page) => setQuery({ ...query, page }),
  });
  const confirmRemove = () =>
    removal.ask({
      title: t('removeTitle', { count: selected.length }),
      content: t('removeText'),
      okText: t('remove'),
      cancelText: t('cancel'),
      removing: selected.length,
      remove: () => remove.mutateAsync({ bids: selected, done: t('removed', { count: selected.length }) }),
      onRemoved: () => setSelected([]),
    });

  const maskedId = (value: string) => (value ? maskIdNumber(value) : '—');
  const nameColumn: TableColumnsType<BlacklistEntry>[number] = {
    key: 'name',
    title: t('name'),
    render: (_value, entry) =>
      wide ? (
        <Typography.Text strong>{entry.name}</Typography.Text>
      ) : (
        // Narrow screens: phone and ID number join the name.
        <span style={{ display: 'grid' }}>
          <Typography.Text strong>{entry.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[entry.phone, entry.credentialNo && maskIdNumber(entry.credentialNo)].filter(Boolean).join(' · ')}
          </Typography.Text>
        </span>
      ),
  };
  const columns: TableColumnsType<BlacklistEntry> = [
    nameColumn,
    ...(wide
      ? ([
          { key: 'phone', title: t('phone'), dataIndex: 'phone', render: (phone: string) => phone || '—' },
          { key: 'credentialNo', title: t('idNumber'), dataIndex: 'credentialNo', render: maskedId },
          { key: 'gname', title: t('gates'), dataIndex: 'gname', render: (gname: string) => gname || '—' },
        ] satisfies TableColumnsType<BlacklistEntry>)
      : []),
    {
      key: 'remark',
      title: t('remark'),
      dataIndex: 'remark',
      render: (remark: string) => (
        <span
          title={remark || undefined}
          style={{
            display: 'inline-block',
            maxWidth: wide ? 320 : 140,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            verticalAlign: 'bottom',
          }}
        >
          {remark || '—'}
        </span>
      ),
    },
    { key: 'createTime', title: t('addedOn'), dataIndex: 'createTime', render: (at: number) => formatDay(at) },
  ];

  return (
    <>
      {removal.holder}
      <PageTitle title={t('title')} description={t('description')} />
      <BlacklistSwitch />
      <ListPanel
        title={t('list')}
        addLabel={t('addPerson')}
        onAdd={() => setAdding(true)}
        texts={{ loadFailed: t('loadFailed'), emptyTitle: t('emptyTitle'), emptyText: t('emptyText'), noMatch: t('noMatch') }}
        loadFailed={blacklist.isError}
        empty={empty}
        toolbar={
          <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
            <Input.Search
              allowClear
              aria-label={t('searchLabel')}
              placeholder={t('searchPlaceholder')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onSearch={(value) => setQuery({ ...query, page: 1, condition: value })}
              enterButton
              style={{ width: 340, maxWidth: '100%' }}
            />
            <Button danger icon={<DeleteOutlined aria-hidden="true" />} disabled={selected.length === 0} onClick={confirmRemove}>
              {selected.length > 0 ? t('removeSelectedCount', { count: selected.length }) : t('removeSelected')}
            </Button>
          </Space>
        }
      >
        <Table<BlacklistEntry>
          rowKey="bid"
          size="middle"
          columns={columns}
          dataSource={blacklist.data?.list ?? []}
          loading={blacklist.isFetching}
          scroll={{ x: 'max-content' }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(String)),
            preserveSelectedRowKeys: true,
          }}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: blacklist.data?.count ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (count) => t('total', { count }),
            onChange: (page, pageSize) => setQuery({ ...query, page, pageSize }),
          }}
        />
      </ListPanel>
      {adding && <AddToBlacklistModal onClose={() => setAdding(false)} />}
    </>
  );
}
