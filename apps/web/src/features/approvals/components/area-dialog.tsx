import type { ProcessArea } from '@vestibule/contract/endpoints/approvals';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DepartmentPicker } from '../../../components/department-picker';
import { FormModal } from '../../../components/form-dialog';
import { useAreaDepartments, useSaveArea } from '../api/approvals';

interface AreaValues {
  aName: string;
  address: string;
  deptid?: number;
}

/** Adds an approval area, or renames one and changes its address. */
export function AreaDialog({ area, onClose }: { area?: ProcessArea; onClose: () => void }) {
  const { t } = useTranslation('approvals');
  const save = useSaveArea();
  const departments = useAreaDepartments();
  const submit = (values: AreaValues) =>
    save.mutate(
      {
        ...(area ? { aid: area.aid } : {}),
        aName: values.aName.trim(),
        address: (values.address ?? '').trim(),
        // No department: the default area, for every visit no department's area takes.
        deptid: values.deptid ?? 0,
      },
      { onSuccess: onClose },
    );
  return (
    <FormModal
      title={area ? t('area.editTitle') : t('area.addTitle')}
      onClose={onClose}
      footer={(close) => [
        <Button key="cancel" onClick={close}>
          {t('cancel')}
        </Button>,
        <Button key="save" type="primary" htmlType="submit" form="approval-area" loading={save.isPending}>
          {t('save')}
        </Button>,
      ]}
    >
      <Form<AreaValues>
        id="approval-area"
        name="approval-area"
        layout="vertical"
        initialValues={{ aName: area?.aName ?? '', address: area?.address ?? '', deptid: area?.deptid || undefined }}
        onFinish={submit}
      >
        <Form.Item
          name="aName"
          label={t('area.name')}
          rules={[
            { required: true, whitespace: true, message: t('area.nameRequired') },
            { max: 100, message: t('area.nameTooLong') },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="address" label={t('area.address')} rules={[{ max: 255, message: t('area.addressTooLong') }]}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="deptid" label={t('area.department')} extra={t('area.departmentHint')}>
          <DepartmentPicker departments={departments.data ?? []} placeholder={t('area.anyDepartment')} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
