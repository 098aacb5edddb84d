import type { Questionnaire } from '@vestibule/contract/entities/questionnaire';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChangeQuestionnaire, useQuestionnaires } from '../api/training';

interface BankForm {
  title: string;
  fdesc: string;
  ansTime: number;
  topicNum: number;
  topicRigNum: number;
}

/** /answer/bank: the questionnaires (item banks), added and edited in a dialog, each linking to its items. */
export function BanksPanel() {
  const { t } = useTranslation('training');
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const banks = useQuestionnaires(paging.page, paging.pageSize);
  const change = useChangeQuestionnaire(t('saved'));
  const [editing, setEditing] = useState<Questionnaire | 'new'>();
  const [form] = Form.useForm<BankForm>();

  const open = (bank: Questionnaire | 'new') => {
    form.setFieldsValue(
      bank === 'new'
        ? { title: '', fdesc: '', ansTime: 10, topicNum: 5, topicRigNum: 3 }
        : { ...bank, topicNum: Number(bank.topicNum) },
    );
    setEditing(bank);
  };
  const save = async () => {
    const values = await form.validateFields();
    const done =
      editing === 'new'
        ? change.mutateAsync({ action: 'add', form: values })
        : change.mutateAsync({ action: 'update', form: { ...values, qid: editing!.qid } });
    await done.then(() => setEditing(undefined)).catch(() => undefined);
  };

  const columns: TableColumnsType<Questionnaire> = [
    {
      key: 'title',
      title: t('bank.title'),
      render: (_value, bank) => <Link to={`/answer/item?qid=${bank.qid}`}>{bank.title}</Link>,
    },
    { key: 'fdesc', title: t('bank.fdesc'), render: (_value, bank) => bank.fdesc || '–' },
    {
      key: 'ansTime',
      title: t('bank.ansTime'),
      width: 120,
      render: (_value, bank) => t('bank.minutes', { count: bank.ansTime }),
    },
    { key: 'topicNum', title: t('bank.topicNum'), width: 110, render: (_value, bank) => bank.topicNum },
    { key: 'topicRigNum', title: t('bank.topicRigNum'), width: 100, render: (_value, bank) => bank.topicRigNum },
    { key: 'items', title: t('bank.items'), width: 90, render: (_value, bank) => bank.itemCount },
    {
      key: 'created',
      title: t('bank.created'),
      width: 150,
      render: (_value, bank) => dayjs(bank.createTime).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'actions',
      title: t('actions'),
      width: 200,
      render: (_value, bank) => (
        <Space>
          <Link to={`/answer/item?qid=${bank.qid}`}>{t('bank.openItems')}</Link>
          <Button type="link" size="small" onClick={() => open(bank)}>
            {t('edit')}
          </Button>
          <Popconfirm
            title={t('bank.deleteTitle', { title: bank.title })}
            okText={t('delete')}
            cancelText={t('cancel')}
            onConfirm={() => change.mutateAsync({ action: 'delete', qid: bank.qid }).catch(() => undefined)}
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
      <Button type="primary" style={{ marginBottom: 16 }} onClick={() => open('new')}>
        {t('bank.add')}
      </Button>
      <Table<Questionnaire>
        rowKey="qid"
        size="middle"
        columns={columns}
        loading={banks.isFetching}
        dataSource={banks.data?.list ?? []}
        locale={{ emptyText: t('bank.empty') }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: banks.data?.count ?? 0,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
      <Modal
        open={editing !== undefined}
        title={editing === 'new' ? t('bank.add') : t('bank.edit')}
        okText={t('save')}
        cancelText={t('cancel')}
        confirmLoading={change.isPending}
        onOk={() => void save()}
        onCancel={() => setEditing(undefined)}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item name="title" label={t('bank.title')} rules={[{ required: true, whitespace: true, message: t('required') }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="fdesc" label={t('bank.fdesc')}>
            <Input.TextArea maxLength={1000} rows={3} />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item name="ansTime" label={t('bank.ansTimeMinutes')} rules={[{ required: true, message: t('required') }]}>
              <InputNumber min={1} max={600} precision={0} />
            </Form.Item>
            <Form.Item name="topicNum" label={t('bank.topicNum')} rules={[{ required: true, message: t('required') }]}>
              <InputNumber min={1} max={100} precision={0} />
            </Form.Item>
            <Form.Item name="topicRigNum" label={t('bank.topicRigNum')} rules={[{ required: true, message: t('required') }]}>
              <InputNumber min={0} max={10000} precision={0} />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </>
  );
}
