import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-dialog';
import { requiredRule, schemaRule } from '../../../lib/form-rules';
import { type RoleGroup, useSaveRole } from '../api/roles';
import { roleNameField } from '../api/role-fields';

/** What the form edits: a group (no parent), or a role in a group; `rid` when it exists already. */
export interface RoleDraft {
  rid?: number;
  rgName: string;
  /** 0 for a group. */
  parentId: number;
}

interface RoleFormModalProps {
  draft: RoleDraft;
  groups: RoleGroup[];
  onClose: () => void;
  onSaved: () => void;
}

/** Name of a group or role; a role can also move to another group. */
export function RoleFormModal({ draft, groups, onClose, onSaved }: RoleFormModalProps) {
  const { t } = useTranslation('roles');
  const [form] = Form.useForm<RoleDraft>();
  const save = useSaveRole();
  const isGroup = draft.parentId === 0;
  const title = isGroup
    ? draft.rid === undefined
      ? t('addGroup')
      : t('editGroup')
    : draft.rid === undefined
      ? t('addRole')
      : t('editRole');
  return (
    <FormModal
      title={title}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onClose={onClose}
      confirmLoading={save.isPending}
    >
      <Form<RoleDraft>
        form={form}
        layout="vertical"
        name="role"
        initialValues={draft}
        onFinish={(values) =>
          save.mutate(
            { rgName: values.rgName, parentId: values.parentId ?? draft.parentId, rid: draft.rid },
            { onSuccess: onSaved },
          )
        }
      >
        <Form.Item
          name="rgName"
          label={isGroup ? t('groupName') : t('roleName')}
          rules={[requiredRule(t('nameRequired')), schemaRule(roleNameField, t('nameInvalid'))]}
        >
          <Input maxLength={100} autoFocus />
        </Form.Item>
        {!isGroup && (
          <Form.Item name="parentId" label={t('group')}>
            <Select options={groups.map((group) => ({ value: group.rid, label: group.rgName }))} />
          </Form.Item>
        )}
      </Form>
    </FormModal>
  );
}
