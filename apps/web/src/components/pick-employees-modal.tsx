import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { type EmployeeChoice, EmployeeSelect } from './employee-select';
import { FormModal } from './form-dialog';

export interface PickEmployeesModalProps {
  title: string;
  okText: string;
  /** The field's label, and a hint under it if any. */
  label: string;
  hint?: string;
  busy: boolean;
  onPick: (empids: number[]) => void;
  onClose: () => void;
}

/** Picks one or more employees with the address-book search (adding role members, whitelisting, ...). */
export function PickEmployeesModal({ title, okText, label, hint, busy, onPick, onClose }: PickEmployeesModalProps) {
  const { t } = useTranslation('components');
  const [form] = Form.useForm<{ people: EmployeeChoice[] }>();
  return (
    <FormModal
      title={title}
      okText={okText}
      cancelText={t('pickEmployees.cancel')}
      onOk={() => form.submit()}
      onClose={onClose}
      confirmLoading={busy}
    >
      <Form
        form={form}
        layout="vertical"
        name="pick-employees"
        initialValues={{ people: [] }}
        onFinish={({ people }) => onPick(people.map((choice) => choice.value))}
      >
        <Form.Item
          name="people"
          label={label}
          extra={hint}
          rules={[{ required: true, type: 'array', min: 1, message: t('pickEmployees.required') }]}
        >
          <EmployeeSelect multiple />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
