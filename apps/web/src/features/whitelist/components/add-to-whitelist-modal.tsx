import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { type EmployeeChoice, EmployeeSelect } from '../../../components/employee-select';
import { FormModal } from '../../../components/form-dialog';
import { useAddToWhitelist } from '../api/whitelist';

/** Picks one or more employees with the address-book search and puts them on the whitelist. */
export function AddToWhitelistModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('whitelist');
  const [form] = Form.useForm<{ people: EmployeeChoice[] }>();
  const add = useAddToWhitelist();
  return (
    <FormModal
      title={t('addTitle')}
      okText={t('add')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onClose={onClose}
      confirmLoading={add.isPending}
    >
      <Form
        form={form}
        layout="vertical"
        name="whitelist-add"
        initialValues={{ people: [] }}
        onFinish={({ people }) =>
          add.mutate(
            { empids: people.map((choice) => choice.value), done: t('added', { count: people.length }) },
            { onSuccess: onClose },
          )
        }
      >
        <Form.Item
          name="people"
          label={t('people')}
          extra={t('addHint')}
          rules={[{ required: true, type: 'array', min: 1, message: t('peopleRequired') }]}
        >
          <EmployeeSelect multiple />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
