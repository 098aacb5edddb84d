import { Alert, Form, Input, Spin, Typography, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../lib/session';
import { TemplatePreview } from '../../../components/template-preview';
import { hasNoTemplate, templateTypeLabel, useInvitationTemplate } from '../../../lib/invitation-templates';
import { requiredRule } from '../../../lib/form-rules';

interface WatchedValues {
  visitType?: string;
  appointmentDate?: Dayjs;
  visitors?: Array<{ name?: string }>;
  inviteContent?: string;
  address?: string;
  traffic?: string;
  companyProfile?: string;
}

/**
 * The invitation's texts: the template of the chosen visit type (the
 * employee's own, else the company's), filled as the first visitor will read
 * it; without a template, the fields to write the message, which is then required.
 */
export function InvitationTexts({ form }: { form: FormInstance }) {
  const { t } = useTranslation('templates');
  const { t: ti } = useTranslation('invitations');
  const profile = useProfile();
  const values = (Form.useWatch([], form) ?? {}) as WatchedValues;
  const visitType = values.visitType?.trim() ?? '';
  const template = useInvitationTemplate(visitType);
  const placeholders = {
    visitor: values.visitors?.[0]?.name?.trim() || t('sample.visitor'),
    company: profile.company,
    employee: profile.username,
    time: values.appointmentDate?.format('YYYY-MM-DD HH:mm') ?? '',
  };
  if (visitType && template.isPending) return <Spin />;
  if (template.data) {
    return (
      <>
        <Alert
          type="info"
          showIcon
          title={t(template.data.source === 'employee' ? 'invite.fromOwn' : 'invite.fromCompany', {
            type: templateTypeLabel(t, template.data.templateType),
          })}
          style={{ marginBottom: 16 }}
        />
        <Typography.Title level={5}>{t('invite.preview')}</Typography.Title>
        <div style={{ marginBottom: 24 }}>
          <TemplatePreview texts={template.data} values={placeholders} />
        </div>
      </>
    );
  }
  return (
    <>
      {visitType && hasNoTemplate(template.error) && (
        <Alert type="warning" showIcon title={t('invite.noTemplate')} style={{ marginBottom: 16 }} />
      )}
      <Form.Item name="inviteContent" label={ti('inviteContent')} rules={[requiredRule(t('invite.messageRequired'))]}>
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="address" label={ti('address')}>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="traffic" label={ti('traffic')}>
        <Input.TextArea maxLength={1000} autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="companyProfile" label={ti('companyProfile')}>
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
      {values.inviteContent?.trim() && (
        <>
          <Typography.Title level={5}>{t('invite.preview')}</Typography.Title>
          <div style={{ marginBottom: 24 }}>
            <TemplatePreview texts={values} values={placeholders} />
          </div>
        </>
      )}
    </>
  );
}
