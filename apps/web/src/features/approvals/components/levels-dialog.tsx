import { approverKinds, type ProcessArea } from '@vestibule/contract/endpoints/approvals';
import { maxApprovalLevels } from '@vestibule/contract/rules/approval-flow';
import { Button, Form, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type EmployeeChoice, EmployeeSelect } from '../../../components/employee-select';
import { FormModal } from '../../../components/form-dialog';
import { useApproverRoles, useSaveRules } from '../api/approvals';

interface LevelValues {
  roles: number[];
  people: EmployeeChoice[];
}

const levelsOf = (area: ProcessArea): LevelValues[] => {
  const count = Math.max(1, ...area.prlist.map((rule) => rule.level));
  return Array.from({ length: count }, (_unused, index) => {
    const rules = area.prlist.filter((rule) => rule.level === index + 1);
    return {
      roles: rules.filter((rule) => rule.rType === approverKinds.role).map((rule) => rule.role),
      people: rules
        .filter((rule) => rule.rType === approverKinds.employee)
        .map((rule) => ({ value: rule.role, label: rule.roleName })),
    };
  });
};

/** The area's levels, 1 to 5, each with the roles and employees who approve at it (any one of them decides). */
export function LevelsDialog({ area, onClose }: { area: ProcessArea; onClose: () => void }) {
  const { t } = useTranslation('approvals');
  const roles = useApproverRoles();
  const save = useSaveRules();
  const roleOptions = (roles.data ?? []).flatMap((group) =>
    group.childRoleList.map((role) => ({ value: role.rid, label: `${group.rgName} / ${role.rgName}` })),
  );
  const submit = ({ levels }: { levels: LevelValues[] }) => {
    const rules = levels.flatMap((level, index) => [
      ...(level.roles ?? []).map((role) => ({ aid: area.aid, level: index + 1, role, roleName: '', rType: approverKinds.role })),
      ...(level.people ?? []).map((person) => ({
        aid: area.aid,
        level: index + 1,
        role: person.value,
        roleName: person.label,
        rType: approverKinds.employee,
      })),
    ]);
    save.mutate(rules, { onSuccess: onClose });
  };
  return (
    <FormModal
      title={t('levels.title', { area: area.aName })}
      width={640}
      onClose={onClose}
      footer={(close) => [
        <Button key="cancel" onClick={close}>
          {t('cancel')}
        </Button>,
        <Button key="save" type="primary" htmlType="submit" form="approval-levels" loading={save.isPending}>
          {t('save')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('levels.hint')}</Typography.Paragraph>
      <Form
        id="approval-levels"
        name="approval-levels"
        layout="vertical"
        initialValues={{ levels: levelsOf(area) }}
        onFinish={submit}
      >
        <Form.List name="levels">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <fieldset
                  key={field.key}
                  style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: '8px 16px', marginBottom: 12 }}
                >
                  <legend style={{ width: 'auto', padding: '0 8px', fontSize: 14 }}>
                    {t('levels.level', { level: index + 1 })}
                  </legend>
                  <Form.Item
                    name={[field.name, 'roles']}
                    label={t('levels.roles')}
                    rules={[
                      ({ getFieldValue }) => ({
                        validator: async () => {
                          const level = getFieldValue(['levels', field.name]) as LevelValues | undefined;
                          if ((level?.roles?.length ?? 0) + (level?.people?.length ?? 0) === 0)
                            throw new Error(t('levels.needsApprover'));
                        },
                      }),
                    ]}
                    dependencies={[['levels', field.name, 'people']]}
                  >
                    <Select
                      mode="multiple"
                      options={roleOptions}
                      loading={roles.isPending}
                      placeholder={t('levels.rolesPlaceholder')}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'people']} label={t('levels.people')}>
                    <EmployeeSelect multiple />
                  </Form.Item>
                  {fields.length > 1 && index === fields.length - 1 && (
                    <Button type="link" danger onClick={() => remove(field.name)} style={{ paddingInline: 0 }}>
                      {t('levels.remove', { level: index + 1 })}
                    </Button>
                  )}
                </fieldset>
              ))}
              <Space>
                <Button onClick={() => add({ roles: [], people: [] })} disabled={fields.length >= maxApprovalLevels}>
                  {t('levels.add')}
                </Button>
                {fields.length >= maxApprovalLevels && (
                  <Typography.Text type="secondary">{t('levels.max', { max: maxApprovalLevels })}</Typography.Text>
                )}
              </Space>
            </>
          )}
        </Form.List>
      </Form>
    </FormModal>
  );
}
