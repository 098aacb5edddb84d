import type { EquipmentGroup } from '@vestibule/contract/entities/door-access';
import { groupAuthorities } from '@vestibule/contract/rules/door-decision';
import { Button, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-dialog';
import { useSaveGroup } from '../api/door-access';

interface GroupValues {
  egname: string;
  egno?: string;
  etype: number;
  on: boolean;
  openAfterAuth: boolean;
  rules?: string;
}

/** Adds a door group, or changes `group`: name, number, who its doors admit, rules, and whether authorised invitations open them. */
export function GroupFormModal({ group, onClose }: { group?: EquipmentGroup; onClose: () => void }) {
  const { t } = useTranslation('doorAccess');
  const save = useSaveGroup(group ? t('group.saved') : t('group.added'));
  const submit = (values: GroupValues) =>
    save.mutate(
      {
        egid: group?.egid,
        egname: values.egname.trim(),
        egno: values.egno?.trim() ?? '',
        etype: values.etype,
        status: values.on ? 1 : 2,
        openAfterAuth: values.openAfterAuth ? 1 : 0,
        rules: values.rules?.trim() ?? '',
        gids: group?.gids ?? '',
      },
      { onSuccess: onClose },
    );
  return (
    <FormModal
      title={group ? t('group.edit') : t('group.add')}
      onClose={onClose}
      footer={(close) => [
        <Button key="cancel" onClick={close}>
          {t('cancel')}
        </Button>,
        <Button key="save" type="primary" htmlType="submit" form="door-group" loading={save.isPending}>
          {t('save')}
        </Button>,
      ]}
    >
      <Form<GroupValues>
        id="door-group"
        layout="vertical"
        onFinish={submit}
        initialValues={{
          egname: group?.egname ?? '',
          egno: group?.egno ?? '',
          etype: group?.etype ?? groupAuthorities.everyone,
          on: group ? group.status === 1 : true,
          openAfterAuth: group?.openAfterAuth === 1,
          rules: group?.rules ?? '',
        }}
      >
        <Form.Item
          name="egname"
          label={t('group.name')}
          rules={[{ required: true, whitespace: true, message: t('group.nameRequired') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="egno" label={t('group.number')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="etype" label={t('group.authority')}>
          <Select
            options={[
              { value: groupAuthorities.everyone, label: t('authority.everyone') },
              { value: groupAuthorities.visitors, label: t('authority.visitors') },
              { value: groupAuthorities.employees, label: t('authority.employees') },
            ]}
          />
        </Form.Item>
        <Form.Item name="rules" label={t('group.rules')}>
          <Input.TextArea maxLength={1000} rows={3} />
        </Form.Item>
        <Form.Item
          name="openAfterAuth"
          label={t('group.openAfterAuth')}
          valuePropName="checked"
          extra={t('group.openAfterAuthHelp')}
        >
          <Switch />
        </Form.Item>
        <Form.Item name="on" label={t('group.on')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
