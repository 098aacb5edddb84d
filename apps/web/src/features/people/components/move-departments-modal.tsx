import type { DepartmentNode } from '@vestibule/contract/entities/employee';
import { Form, Modal, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoveEmployees } from '../api/employees';
import { departmentOptions } from '../lib/department-tree';

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
    <Modal
      open
      title={t('move.title', { count: empids.length })}
      okText={t('move.submit')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={move.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="move-departments"
        initialValues={{ deptIds: [] }}
        onFinish={({ deptIds }) => move.mutate({ empids, deptIds }, { onSuccess: onMoved })}
      >
        <Form.Item name="deptIds" label={t('move.departments')} extra={t('move.hint')}>
          <TreeSelect
            multiple
            allowClear
            treeDefaultExpandAll
            placeholder={t('employee.noDepartment')}
            treeData={departmentOptions(departments)}
            showSearch={{ treeNodeFilterProp: 'title' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
