import type { QuestionnaireItem } from '@vestibule/contract/entities/questionnaire';
import { Button, Empty, Popconfirm, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useChangeItem, useQuestionnaireItems, useQuestionnaires } from '../api/training';
import { ItemDialog, type ItemForm } from './item-dialog';

/** /answer/item?qid=: the items of the chosen questionnaire; list, add, edit, delete. */
export function ItemsPanel() {
  const { t } = useTranslation('training');
  const [search, setSearch] = useSearchParams();
  const qid = search.get('qid') ?? '';
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const banks = useQuestionnaires(1, 100);
  const items = useQuestionnaireItems(qid, paging.page, paging.pageSize);
  const change = useChangeItem(t('saved'));
  const [editing, setEditing] = useState<QuestionnaireItem | 'new'>();

  const save = (form: ItemForm) => {
    const fields = {
      question: form.question,
      foption: form.options,
      answer: form.answer,
      qorder: form.qorder,
      score: form.score,
    };
    const done =
      editing === 'new'
        ? change.mutateAsync({ action: 'add', form: { qid, ...fields } })
        : change.mutateAsync({ action: 'update', form: { qdid: editing!.qdid, ...fields } });
    void done.then(() => setEditing(undefined)).catch(() => undefined);
  };

  const columns: TableColumnsType<QuestionnaireItem> = [
    { key: 'qorder', title: t('item.order'), width: 70, render: (_value, item) => item.qorder },
    { key: 'question', title: t('item.question'), render: (_value, item) => item.question },
    {
      key: 'options',
      title: t('item.options'),
      render: (_value, item) => item.foption.map((option) => `${option.key}. ${option.text}`).join('  '),
    },
    { key: 'answer', title: t('item.answer'), width: 80, render: (_value, item) => item.answer },
    { key: 'score', title: t('item.score'), width: 70, render: (_value, item) => item.score },
    {
      key: 'actions',
      title: t('actions'),
      width: 140,
      render: (_value, item) => (
        <Space>
          <Button type="link" size="small" onClick={() => setEditing(item)}>
            {t('edit')}
          </Button>
          <Popconfirm
            title={t('item.deleteTitle')}
            okText={t('delete')}
            cancelText={t('cancel')}
            onConfirm={() => change.mutateAsync({ action: 'delete', qdid: item.qdid }).catch(() => undefined)}
          >
            <Button type="link" size="small" danger>
              {t('delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label={t('item.questionnaire')}
          placeholder={t('item.choose')}
          style={{ width: 280 }}
          value={qid || undefined}
          options={(banks.data?.list ?? []).map((bank) => ({ value: bank.qid, label: bank.title }))}
          onChange={(value: string) => {
            setPaging({ page: 1, pageSize: paging.pageSize });
            setSearch({ qid: value });
          }}
        />
        <Button type="primary" disabled={!qid} onClick={() => setEditing('new')}>
          {t('item.add')}
        </Button>
      </Space>
      {qid ? (
        <Table<QuestionnaireItem>
          rowKey="qdid"
          size="middle"
          columns={columns}
          loading={items.isFetching}
          dataSource={items.data?.list ?? []}
          locale={{ emptyText: t('item.empty') }}
          pagination={{
            current: paging.page,
            pageSize: paging.pageSize,
            total: items.data?.count ?? 0,
            onChange: (page, pageSize) => setPaging({ page, pageSize }),
          }}
        />
      ) : (
        <Empty description={t('item.choose')} />
      )}
      <ItemDialog item={editing} saving={change.isPending} onSave={save} onClose={() => setEditing(undefined)} />
    </>
  );
}
