import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { CustomInputType, ExtendVisitor } from '@vestibule/contract/entities/visitor-type';
import { Button, Empty, Modal, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customFieldOptions } from '../../../components/custom-fields';
import { Panel } from '../../../components/panel';
import { type CustomFieldDraft, useDeleteCustomField } from '../api/visitor-types';
import { CustomFieldFormModal, hasOptions, inputTypes } from './custom-field-form-modal';

interface CustomFieldPanelProps {
  /** The fields of the selected form, in form order. */
  fields: ExtendVisitor[];
  /** The type's name; '' for the fields of every type. */
  eType: string;
  formName: string;
}

const knownType = (inputType: string): CustomInputType =>
  inputType === 'button'
    ? 'select'
    : (((inputTypes as readonly string[]).includes(inputType) ? inputType : 'text') as CustomInputType);

const draftOf = (field: ExtendVisitor): CustomFieldDraft => ({
  eid: field.eid,
  displayName: field.displayName,
  fieldName: field.fieldName,
  inputType: knownType(field.inputType),
  options: customFieldOptions(field.inputValue),
  inputOrder: field.inputOrder,
  required: field.required === 1,
  placeholder: field.placeholder,
  isDisplay: field.isDisplay === 1,
  eType: field.eType,
});

/** The custom fields of one visitor form in a table; add, change and delete them. */
export function CustomFieldPanel({ fields, eType, formName }: CustomFieldPanelProps) {
  const { t } = useTranslation('visitorTypes');
  const [modal, modalHolder] = Modal.useModal();
  const remove = useDeleteCustomField();
  const [draft, setDraft] = useState<CustomFieldDraft | null>(null);
  const nextOrder = fields.reduce((most, field) => Math.max(most, field.inputOrder), 0) + 1;
  const newField = () =>
    setDraft({
      displayName: '',
      fieldName: '',
      inputType: 'text',
      options: [],
      inputOrder: nextOrder,
      required: false,
      placeholder: '',
      isDisplay: true,
      eType,
    });

  const confirmDelete = (field: ExtendVisitor) =>
    void modal.confirm({
      title: t('deleteField', { name: field.displayName }),
      content: t('deleteFieldText'),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => remove.mutateAsync(field.eid).catch(() => undefined),
    });

  const yesNo = (value: number) => (value === 1 ? t('yes') : t('no'));
  const columns: TableColumnsType<ExtendVisitor> = [
    { key: 'label', title: t('label'), dataIndex: 'displayName', ellipsis: true },
    { key: 'inputType', title: t('inputType'), width: 110, render: (_v, field) => t(`inputTypes.${knownType(field.inputType)}`) },
    {
      key: 'options',
      title: t('options'),
      render: (_v, field) =>
        hasOptions(knownType(field.inputType)) ? (
          <Space size={[0, 4]} wrap>
            {customFieldOptions(field.inputValue).map((option) => (
              <Tag key={option}>{option}</Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    { key: 'order', title: t('order'), dataIndex: 'inputOrder', width: 70, align: 'end' },
    { key: 'required', title: t('required'), width: 90, render: (_v, field) => yesNo(field.required) },
    { key: 'shown', title: t('shown'), width: 80, render: (_v, field) => yesNo(field.isDisplay) },
    {
      key: 'actions',
      title: t('actions'),
      width: 130,
      render: (_v, field) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => setDraft(draftOf(field))}
            aria-label={t('editField', { name: field.displayName })}
          >
            {t('edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => confirmDelete(field)}
            aria-label={t('deleteField', { name: field.displayName })}
          >
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];

  const addButton = (
    <Button type="primary" size="small" icon={<PlusOutlined aria-hidden="true" />} onClick={newField}>
      {t('addField')}
    </Button>
  );

  return (
    <Panel title={t('fieldsOf', { form: formName })} extra={addButton}>
      {modalHolder}
      <Table<ExtendVisitor>
        rowKey="eid"
        size="middle"
        columns={columns}
        dataSource={fields}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={eType === '' ? t('noSharedFields') : t('noFields', { name: formName })}
            />
          ),
        }}
      />
      {draft && (
        <CustomFieldFormModal draft={draft} formName={formName} onClose={() => setDraft(null)} onSaved={() => setDraft(null)} />
      )}
    </Panel>
  );
}
