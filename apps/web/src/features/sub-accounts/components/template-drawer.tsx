import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-dialog';
import { placementDraft, type PlacementValues, placementValues } from '../api/placement';
import { type SubAccountTemplate, useSaveSubAccountTemplate } from '../api/sub-accounts';
import { PlacementFields } from './placement-fields';

/** The defaults a new resident company starts with: its floor, room, gates, invite permission and modules. */
export function TemplateDrawer({ template, onClose }: { template: SubAccountTemplate; onClose: () => void }) {
  const { t } = useTranslation('subAccounts');
  const [form] = Form.useForm<PlacementValues>();
  const save = useSaveSubAccountTemplate();
  return (
    <FormDrawer
      title={t('templateTitle')}
      size="large"
      onClose={onClose}
      footer={(close) => (
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('save')}
          </Button>
        </Space>
      )}
    >
      <p style={{ marginTop: 0 }}>{t('templateText')}</p>
      <Form<PlacementValues>
        form={form}
        layout="vertical"
        name="subAccountTemplate"
        initialValues={placementValues(template)}
        onFinish={(values) => save.mutate(placementDraft(values, template.vaPerm), { onSuccess: onClose })}
      >
        <PlacementFields />
      </Form>
    </FormDrawer>
  );
}
