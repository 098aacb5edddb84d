import { Alert, Button, Col, Form, Row, Switch } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LoadFrame } from '../../../components/load-frame';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { useProfile } from '../../../lib/session';
import {
  useCompanyTemplates,
  useDeleteCompanyTemplate,
  useSaveCompanyTemplate,
  useSaveTemplateSwitch,
  useTemplatesRestricted,
} from '../../../lib/invitation-templates';
import { TemplateEditor } from '../../../components/template-editor';

/** /reserve/templates: the company's invitation templates by type, and whether employees may write their own. */
export function CompanyTemplatesPage() {
  const { t } = useTranslation('templates');
  const profile = useProfile();
  const templates = useCompanyTemplates();
  const save = useSaveCompanyTemplate();
  const remove = useDeleteCompanyTemplate();
  return (
    <>
      <PageTitle title={t('companyPage')} description={t('companyDescription')} />
      <LoadFrame query={templates} texts={{ loadFailed: t('loadFailed'), retry: t('retry') }}>
        {(companyTemplates) => (
          <TemplateEditor
            name="company-template"
            templates={companyTemplates}
            saving={save.isPending}
            onSave={(template) => save.mutateAsync(template)}
            onDelete={(templateType) => remove.mutateAsync(templateType)}
            sample={{
              visitor: t('sample.visitor'),
              company: profile.company,
              employee: t('sample.employee'),
              time: dayjs().add(1, 'day').hour(10).minute(0).format('YYYY-MM-DD HH:mm'),
            }}
          />
        )}
      </LoadFrame>
      <Row gutter={[24, 24]} style={{ marginTop: 24 }}>
        <Col xs={24} xl={14}>
          <EmployeeEditingPanel />
        </Col>
      </Row>
    </>
  );
}

/** The switch 'restrict employee modification' (tempEditSwitch 1): employees keep to the templates they have. */
function EmployeeEditingPanel() {
  const { t } = useTranslation('templates');
  const restricted = useTemplatesRestricted();
  const save = useSaveTemplateSwitch();
  return (
    <Panel title={t('switch.title')}>
      {restricted.data !== undefined ? (
        <Form
          layout="vertical"
          name="template-switch"
          initialValues={{ restricted: restricted.data }}
          onFinish={(values: { restricted: boolean }) => save.mutate(values.restricted ? 1 : 0)}
        >
          <Form.Item name="restricted" label={t('switch.label')} extra={t('switch.hint')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('editor.save')}
          </Button>
        </Form>
      ) : (
        restricted.isError && <Alert type="warning" showIcon title={t('loadFailed')} />
      )}
    </Panel>
  );
}
