import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DoorGroupPicker, doorGroupIdsOf } from '../../../components/door-group-picker';
import { FormModal } from '../../../components/form-dialog';
import { useDoorGroupsChoosable } from '../../../lib/door-access';
import { requiredRule, schemaRule } from '../../../lib/form-rules';
import { visitorTypeNameField } from '../api/visitor-type-fields';
import { useSaveVisitorType } from '../api/visitor-types';

interface VisitorTypeFormModalProps {
  /** The type to change; a new one when left out. */
  type?: { tid: number; vType: string; egids: string };
  onClose: () => void;
  onSaved: (tid: number) => void;
}

interface VisitorTypeValues {
  vType: string;
  /** Only while the door group picker shows. */
  egids?: number[];
}

/** Adds a visitor type or changes one: its name and, with door access, the doors its visits open. */
export function VisitorTypeFormModal({ type, onClose, onSaved }: VisitorTypeFormModalProps) {
  const { t } = useTranslation('visitorTypes');
  const [form] = Form.useForm<VisitorTypeValues>();
  const save = useSaveVisitorType();
  // With door groups to choose, changing a type is more than renaming it.
  const changeTitle = useDoorGroupsChoosable() ? 'editType' : 'renameType';
  return (
    <FormModal
      title={type ? t(changeTitle, { name: type.vType }) : t('addType')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onClose={onClose}
      confirmLoading={save.isPending}
    >
      <Form<VisitorTypeValues>
        form={form}
        layout="vertical"
        name="visitorType"
        initialValues={{ vType: type?.vType ?? '', egids: doorGroupIdsOf(type?.egids ?? '') }}
        onFinish={(values) => save.mutate({ tid: type?.tid, ...values }, { onSuccess: onSaved })}
      >
        <Form.Item
          name="vType"
          label={t('typeName')}
          extra={type ? t('renameHint') : undefined}
          rules={[requiredRule(t('typeNameRequired')), schemaRule(visitorTypeNameField, t('typeNameInvalid'))]}
        >
          <Input maxLength={80} autoFocus />
        </Form.Item>
        <DoorGroupPicker grant="visitorType" />
      </Form>
    </FormModal>
  );
}
