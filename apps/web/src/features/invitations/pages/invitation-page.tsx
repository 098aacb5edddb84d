import { Alert, Button, Col, DatePicker, Form, InputNumber, Radio, Row, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DoorGroupPicker, egidsOf } from '../../../components/door-group-picker';
import { PageLoading } from '../../../components/page-loading';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { VisitorSheetImport } from '../../../components/visitor-sheet-import';
import { featureFlags } from '../../../lib/feature-flags';
import { requiredRule } from '../../../lib/form-rules';
import { templateTypesOf, useCompanyTemplates, useOwnTemplates } from '../../../lib/invitation-templates';
import { roomLeft, withImported } from '../../../lib/visitor-import';
import { useInvite, useInviteAllowance } from '../api/invitations';
import { InvitationTexts } from '../components/invitation-texts';
import { VisitorRows } from '../components/visitor-rows';
import { VisitTypeSelect } from '../components/visit-type-select';

type InvitedVisitor = { name?: string; phone?: string; vemail?: string; vcompany?: string };

export interface InvitationValues {
  visitors: InvitedVisitor[];
  visitType: string;
  appointmentDate: Dayjs;
  qrcodeConf: number;
  sendType?: 'email' | 'sms';
  inviteContent?: string;
  address?: string;
  traffic?: string;
  companyProfile?: string;
  /** The visit's own door groups; only while the door group picker shows. */
  egids?: number[];
}

// A row still as added, with nothing typed: an imported visitor takes its place.
const blankVisitor = (visitor: InvitedVisitor | undefined) =>
  !visitor?.name?.trim() && !visitor?.phone?.trim() && !visitor?.vemail?.trim();

/** The send types the build offers: sendSmsType 0 mail only, 1 SMS only, 2 either. */
const offeredSendTypes = (): Array<'email' | 'sms'> =>
  featureFlags.sendSmsType === 0 ? ['email'] : featureFlags.sendSmsType === 1 ? ['sms'] : ['email', 'sms'];

/** /mine/invite: the signed-in employee invites 1 to 100 visitors, who receive a mail or SMS with the link and code. */
export function InvitationPage() {
  const { t } = useTranslation('invitations');
  const allowance = useInviteAllowance();
  const invite = useInvite();
  const navigate = useNavigate();
  const [form] = Form.useForm<InvitationValues>();
  const sendTypes = offeredSendTypes();
  const companyTemplates = useCompanyTemplates();
  const ownTemplates = useOwnTemplates();
  const types = templateTypesOf(ownTemplates.data, companyTemplates.data);
  // Preselects the first visit type with a template, own or the company's, once they are known.
  const firstWithTemplate = [...(ownTemplates.data ?? []), ...(companyTemplates.data ?? [])][0]?.templateType;
  useEffect(() => {
    if (firstWithTemplate && !form.getFieldValue('visitType')) form.setFieldValue('visitType', firstWithTemplate);
  }, [firstWithTemplate, form]);

  const submit = async (values: InvitationValues) => {
    const shared = {
      visitType: values.visitType,
      appointmentDate: values.appointmentDate.valueOf(),
      qrcodeConf: values.qrcodeConf,
      sendType: values.sendType ?? '',
      inviteContent: values.inviteContent ?? '',
      address: values.address ?? '',
      traffic: values.traffic ?? '',
      companyProfile: values.companyProfile ?? '',
      ...egidsOf(values.egids),
    };
    // The company a spreadsheet gave has no field of its own: the submitted values leave it out, the form keeps it.
    const kept = form.getFieldValue('visitors') as InvitedVisitor[] | undefined;
    await invite.mutateAsync(
      values.visitors.map((visitor, index) => ({
        name: visitor.name ?? '',
        phone: visitor.phone ?? '',
        vemail: visitor.vemail ?? '',
        vcompany: kept?.[index]?.vcompany ?? '',
        ...shared,
      })),
    );
    void navigate('/mine/invitations');
  };

  if (allowance.isPending) return <PageLoading />;
  if (allowance.isError) return <Alert type="warning" showIcon title={t('loadFailed')} />;
  const { count, maxDays, qrcodeType } = allowance.data;
  return (
    <>
      <PageTitle title={t('invitePage')} description={t('inviteDescription')} />
      <Form<InvitationValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{
          visitors: [{}],
          appointmentDate: dayjs().add(1, 'day').hour(10).minute(0).second(0),
          qrcodeConf: 1,
          sendType: sendTypes.length === 1 ? sendTypes[0] : undefined,
        }}
        onFinish={(values) => void submit(values).catch(() => undefined)}
      >
        <Row gutter={[24, 24]}>
          <Col xs={24} xl={14}>
            <Panel
              title={t('visitorsTitle')}
              extra={
                <VisitorSheetImport
                  spaceLeft={() => roomLeft(form.getFieldValue('visitors') as InvitedVisitor[], count, blankVisitor)}
                  onImport={(imported) =>
                    form.setFieldValue(
                      'visitors',
                      withImported(
                        form.getFieldValue('visitors') as InvitedVisitor[],
                        imported.map(({ name, phone, vemail, vcompany }) => ({ name, phone, vemail, vcompany })),
                        blankVisitor,
                      ),
                    )
                  }
                />
              }
            >
              <VisitorRows max={count} />
            </Panel>
          </Col>
          <Col xs={24} xl={10}>
            <Panel title={t('visitTitle')}>
              <Form.Item name="visitType" label={t('visitType')} rules={[requiredRule(t('visitTypeRequired'))]}>
                <VisitTypeSelect types={types} />
              </Form.Item>
              <Form.Item name="appointmentDate" label={t('time')} rules={[{ required: true, message: t('timeRequired') }]}>
                <DatePicker
                  showTime={{ format: 'HH:mm' }}
                  format="YYYY-MM-DD HH:mm"
                  style={{ width: '100%' }}
                  disabledDate={(day) => day.isBefore(dayjs(), 'day')}
                />
              </Form.Item>
              {qrcodeType === 0 ? (
                <Form.Item name="qrcodeConf" label={t('validity')} extra={t('validityHint', { count: maxDays })}>
                  <InputNumber min={1} max={maxDays} precision={0} addonAfter={t('days')} />
                </Form.Item>
              ) : (
                <Alert type="info" showIcon title={t('sameDayOnly')} style={{ marginBottom: 24 }} />
              )}
              <Form.Item name="sendType" label={t('sendType')} rules={[{ required: true, message: t('sendTypeRequired') }]}>
                <Radio.Group>
                  {sendTypes.map((type) => (
                    <Radio key={type} value={type}>
                      {t(`sendBy.${type}`)}
                    </Radio>
                  ))}
                </Radio.Group>
              </Form.Item>
              <DoorGroupPicker grant="visit" />
              <InvitationTexts form={form} />
              <Space>
                <Button type="primary" htmlType="submit" loading={invite.isPending}>
                  {t('send')}
                </Button>
              </Space>
            </Panel>
          </Col>
        </Row>
      </Form>
    </>
  );
}
