import { templateTypeMaxLength } from '@vestibule/contract/endpoints/invitation-templates';
import type { InvitationPlaceholderValues } from '@vestibule/contract/rules/invitation-placeholders';
import { Button, Col, Form, Input, Modal, Popconfirm, Row, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from './panel';
import { requiredRule } from '../lib/form-rules';
import { templateTypeLabel, templateTypesOf } from '../lib/invitation-templates';
import { PlaceholderHelp } from './placeholder-help';
import { TemplatePreview, type TemplateTexts } from './template-preview';

export type StoredTemplate = TemplateTexts & { templateType: string };

interface TemplateEditorProps {
  /** The form's name; also the prefix of its fields' ids. */
  name: string;
  templates: readonly StoredTemplate[];
  /** Shown, not editable: the fields are disabled and there is nothing to save. */
  readOnly?: boolean;
  saving: boolean;
  onSave: (template: StoredTemplate) => Promise<unknown>;
  /** Offered for stored templates when given. */
  onDelete?: (templateType: string) => Promise<unknown>;
  /** What the preview fills the placeholders with. */
  sample: InvitationPlaceholderValues;
}

/** Templates by type: a tab per type (the built-ins, the stored ones, new ones), its texts, and their preview. */
export function TemplateEditor({ name, templates, readOnly = false, saving, onSave, onDelete, sample }: TemplateEditorProps) {
  const { t } = useTranslation('templates');
  const [added, setAdded] = useState<string[]>([]);
  const types = templateTypesOf(
    templates,
    added.map((templateType) => ({ templateType })),
  );
  const [active, setActive] = useState(types[0]!);
  const [adding, setAdding] = useState(false);
  const stored = templates.find((template) => template.templateType === active);
  const [form] = Form.useForm<TemplateTexts>();
  const watched = Form.useWatch([], form) ?? stored ?? {};

  const addType = (templateType: string) => {
    setAdded((list) => [...list, templateType]);
    setActive(templateType);
    setAdding(false);
  };

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={14}>
        <Panel
          title={t('editor.title')}
          extra={
            !readOnly && (
              <Button onClick={() => setAdding(true)} data-testid={`${name}-add-type`}>
                {t('editor.addType')}
              </Button>
            )
          }
        >
          <Tabs
            activeKey={active}
            onChange={setActive}
            items={types.map((type) => ({
              key: type,
              label: (
                <span>
                  {templateTypeLabel(t, type)}
                  {!templates.some((template) => template.templateType === type) && (
                    <Tag style={{ marginInlineStart: 8 }}>{t('editor.notSet')}</Tag>
                  )}
                </span>
              ),
            }))}
          />
          <Form<TemplateTexts>
            key={active}
            form={form}
            name={name}
            layout="vertical"
            disabled={readOnly}
            initialValues={stored ?? {}}
            onFinish={(values) => void onSave({ ...values, templateType: active }).catch(() => undefined)}
          >
            <Form.Item name="inviteContent" label={t('fields.inviteContent')} extra={t('editor.contentHint')}>
              <Input.TextArea maxLength={2000} autoSize={{ minRows: 3, maxRows: 8 }} />
            </Form.Item>
            <Form.Item name="address" label={t('fields.address')}>
              <Input maxLength={255} />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item name="longitude" label={t('fields.longitude')}>
                  <Input maxLength={20} inputMode="decimal" />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="latitude" label={t('fields.latitude')}>
                  <Input maxLength={20} inputMode="decimal" />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="traffic" label={t('fields.traffic')}>
              <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 5 }} />
            </Form.Item>
            <Form.Item name="companyProfile" label={t('fields.companyProfile')}>
              <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
            </Form.Item>
            {!readOnly && (
              <Space wrap>
                <Button type="primary" htmlType="submit" loading={saving}>
                  {t('editor.save')}
                </Button>
                {onDelete && stored && (
                  <Popconfirm
                    title={t('editor.deleteTitle', { type: templateTypeLabel(t, active) })}
                    okText={t('editor.delete')}
                    cancelText={t('editor.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => onDelete(active).catch(() => undefined)}
                  >
                    <Button danger>{t('editor.delete')}</Button>
                  </Popconfirm>
                )}
              </Space>
            )}
          </Form>
        </Panel>
      </Col>
      <Col xs={24} xl={10}>
        <Panel title={t('preview.title')}>
          <TemplatePreview texts={watched} values={sample} />
          <div style={{ marginTop: 24 }}>
            <PlaceholderHelp />
          </div>
        </Panel>
      </Col>
      <NewTypeDialog open={adding} taken={types} onAdd={addType} onCancel={() => setAdding(false)} />
    </Row>
  );
}

/** Asks for a custom template type's name: not blank, at most 20 characters, not one there is. */
function NewTypeDialog({
  open,
  taken,
  onAdd,
  onCancel,
}: {
  open: boolean;
  taken: string[];
  onAdd: (templateType: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('templates');
  const [form] = Form.useForm<{ templateType: string }>();
  return (
    <Modal
      open={open}
      title={t('editor.addType')}
      okText={t('editor.add')}
      cancelText={t('editor.cancel')}
      destroyOnHidden
      onOk={() => form.submit()}
      onCancel={onCancel}
    >
      <Form
        form={form}
        layout="vertical"
        name="new-template-type"
        preserve={false}
        onFinish={(values) => onAdd(values.templateType.trim())}
      >
        <Form.Item
          name="templateType"
          label={t('editor.typeName')}
          rules={[
            requiredRule(t('editor.typeRequired')),
            { max: templateTypeMaxLength, message: t('editor.typeTooLong', { max: templateTypeMaxLength }) },
            { pattern: /^[^<>]*$/, message: t('editor.typeCharacters') },
            {
              validator: async (_rule, value: string | undefined) => {
                if (value && taken.includes(value.trim())) throw new Error(t('editor.typeTaken'));
              },
            },
          ]}
        >
          <Input maxLength={templateTypeMaxLength} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
