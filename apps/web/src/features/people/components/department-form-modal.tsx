import type { DepartmentNode } from '@vestibule/contract/entities/employee';
import { useQuery } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DepartmentPicker } from '../../../components/department-picker';
import { type EmployeeChoice, EmployeeSelect } from '../../../components/employee-select';
import { FormModal } from '../../../components/form-dialog';
import { PageLoading } from '../../../components/page-loading';
import { apiQueryOptions } from '../../../lib/api-query';
import { requiredRule, schemaRule } from '../../../lib/form-rules';
import { useSaveDepartment } from '../api/departments';
import { departmentField } from '../api/people-fields';
import { receiverIds } from '../lib/department-tree';

interface DepartmentFormValues {
  deptName: string;
  deptNo: string;
  parentId?: number;
  directors: EmployeeChoice[];
  receivers: EmployeeChoice[];
}

interface DepartmentFormModalProps {
  departments: DepartmentNode[];
  /** The department to edit; a new one when left out. */
  editing?: DepartmentNode;
  /** Where a new department goes. */
  parentId?: number;
  onClose: () => void;
  onSaved: () => void;
}

/** Default receivers are stored as ids; their names come from the department's people and its directors. */
function useReceiverChoices(department: DepartmentNode | undefined) {
  const ids = department ? receiverIds(department.defaultReceiver) : [];
  const members = useQuery({
    ...apiQueryOptions('getEmpDeptList', { deptid: department?.deptid ?? 0, requestedCount: 1000 }),
    enabled: ids.length > 0,
    select: ({ list }) => list,
  });
  const names = new Map<number, string>([
    ...(department?.deptManager ?? []).map((manager) => [manager.empid, manager.empName] as const),
    ...(members.data ?? []).map((employee) => [employee.empid, employee.empName] as const),
  ]);
  return {
    loading: ids.length > 0 && members.isPending,
    choices: ids.map((id) => ({ value: id, label: names.get(id) ?? `#${id}` })),
  };
}

/** Name, number, superior department, directors and default receivers of a department. */
export function DepartmentFormModal({ departments, editing, parentId, onClose, onSaved }: DepartmentFormModalProps) {
  const { t } = useTranslation('people');
  const [form] = Form.useForm<DepartmentFormValues>();
  const save = useSaveDepartment();
  const receivers = useReceiverChoices(editing);
  const initialValues: DepartmentFormValues = editing
    ? {
        deptName: editing.deptName,
        deptNo: editing.deptNo,
        parentId: editing.parentId > 0 ? editing.parentId : undefined,
        directors: editing.deptManager.map((manager) => ({ value: manager.empid, label: manager.empName })),
        receivers: receivers.choices,
      }
    : { deptName: '', deptNo: '', parentId, directors: [], receivers: [] };

  const submit = (values: DepartmentFormValues) =>
    save.mutate(
      {
        deptid: editing?.deptid,
        values: {
          deptName: values.deptName,
          deptNo: values.deptNo,
          parentId: values.parentId ?? 0,
          deptManagerEmpid: values.directors.map((choice) => choice.value),
          defaultReceiver: values.receivers.map((choice) => choice.value),
        },
      },
      { onSuccess: onSaved },
    );

  return (
    <FormModal
      title={editing ? t('department.editTitle') : t('department.addTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onClose={onClose}
      confirmLoading={save.isPending}
    >
      {receivers.loading ? (
        <PageLoading />
      ) : (
        <Form form={form} layout="vertical" name="department" initialValues={initialValues} onFinish={submit}>
          <Form.Item
            name="deptName"
            label={t('department.name')}
            rules={[requiredRule(t('department.nameRequired')), schemaRule(departmentField('deptName'), t('nameInvalid'))]}
          >
            <Input maxLength={100} autoFocus />
          </Form.Item>
          <Form.Item
            name="deptNo"
            label={t('department.number')}
            rules={[
              requiredRule(t('department.numberRequired')),
              schemaRule(departmentField('deptNo'), t('tooLong', { max: 50 })),
            ]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="parentId" label={t('department.parent')} extra={t('department.parentHint')}>
            <DepartmentPicker departments={departments} without={editing?.deptid} placeholder={t('department.topLevel')} />
          </Form.Item>
          <Form.Item name="directors" label={t('department.directors')}>
            <EmployeeSelect multiple />
          </Form.Item>
          <Form.Item name="receivers" label={t('department.receivers')} extra={t('department.receiversHint')}>
            <EmployeeSelect multiple />
          </Form.Item>
        </Form>
      )}
    </FormModal>
  );
}
