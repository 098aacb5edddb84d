import type { DepartmentNode } from '@vestibule/contract/entities/employee';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { DepartmentPicker } from '../../../components/department-picker';
import { FormModal } from '../../../components/form-dialog';
import { useMoveEmployees } from '../api/employees';

interface MoveDepartmentsModalProps {
  empids: number[];
  departments: DepartmentNode[];
  onClose: () => void;
  onMoved: () => void;
}

/** Puts the selected employees in exactly the departments chosen (none takes them out of all). */
export function MoveDepartmentsModal({ empids, departments, onClose, onMoved }: MoveDepartmentsModalProps) {
  const { t } = useTranslation('people');
  const [form] = Form.useForm<{ deptIds: number[] }>();
  const move = useMoveEmployees();
  return (
    <FormModal
      title={t('move.title', { count: empids.length })}
      okText={t('move.submit')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onClose={onClose}
      confirmLoading={move.isPending}
    >
      <Form
        form={form}
        layout="vertical"
        name="move-departments"
        initialValues={{ deptIds: [] }}
        onFinish={({ deptIds }) => move.mutate({ empids, deptIds }, { onSuccess: onMoved })}
      >
        <Form.Item name="deptIds" label={t('move.departments')} extra={t('move.hint')}>
          <DepartmentPicker multiple departments={departments} placeholder={t('employee.noDepartment')} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
