import { Alert, Button, Card, Descriptions, QRCode, Result, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AppProviders } from '../../../components/app-providers';
import { LanguageSwitch } from '../../../components/language-switch';
import { PageFooter } from '../../../components/page-footer';
import { useInvitation, useReply } from '../api/invitation-link';
import { InvitationStatusTag } from '../components/invitation-status-tag';
import { TrainingSection } from '../components/training-section';
import '../invite-page.css';

const when = (instant: number | null) => (instant ? dayjs(instant).format('YYYY-MM-DD HH:mm') : '');

/** What the visitor sees: the visit, and accept/refuse while it can still be answered. */
function InvitationCard({ token }: { token: string }) {
  const { t } = useTranslation('invitations');
  const invitation = useInvitation(token);
  const reply = useReply(token);
  if (token !== '' && invitation.isPending) return <Spin size="large" aria-label={t('common:loading')} />;
  const visit = invitation.data;
  if (!visit) return <Result status="warning" title={t('link.invalidTitle')} subTitle={t('link.invalidText')} />;
  return (
    <Card
      title={<span id="invite-title">{t('link.title', { company: visit.company })}</span>}
      extra={<InvitationStatusTag status={visit.visitStatus} />}
      style={{ width: '100%', maxWidth: 560 }}
    >
      <Typography.Paragraph>{t('link.greeting', { name: visit.vname, host: visit.empName })}</Typography.Paragraph>
      <ApprovalState permission={visit.permission} refusal={visit.refusal} />
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('link.host')}>
          {visit.empName}
          {visit.empPhone ? ` (${visit.empPhone})` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('link.company')}>{visit.company}</Descriptions.Item>
        <Descriptions.Item label={t('time')}>{when(visit.appointmentDate)}</Descriptions.Item>
        {/* A blank text child would still take a row: only a visit type that is there gets one. */}
        {visit.visitType ? <Descriptions.Item label={t('visitType')}>{visit.visitType}</Descriptions.Item> : null}
        <Descriptions.Item label={t('link.validUntil')}>{when(visit.validUntil)}</Descriptions.Item>
        {visit.acode ? (
          <Descriptions.Item label={t('link.entryCode')}>
            <Typography.Text strong style={{ fontSize: 22, letterSpacing: 4, fontFamily: 'monospace' }}>
              {visit.acode}
            </Typography.Text>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <EntryCode token={token} acode={visit.acode} />
      {visit.doorCode && <DoorPass code={visit.doorCode} />}
      <div style={{ marginTop: 24 }}>
        {visit.answerable ? (
          <Space wrap>
            <Button
              type="primary"
              size="large"
              loading={reply.isPending && reply.variables === 3}
              onClick={() => reply.mutate(3)}
            >
              {t('link.accept')}
            </Button>
            <Button danger size="large" loading={reply.isPending && reply.variables === 4} onClick={() => reply.mutate(4)}>
              {t('link.refuse')}
            </Button>
          </Space>
        ) : (
          <Alert
            type={visit.status === 4 ? 'warning' : 'success'}
            showIcon
            title={t(visit.status === 3 ? 'link.acceptedText' : visit.status === 4 ? 'link.refusedText' : 'link.closedText')}
          />
        )}
        {reply.isError && <Alert type="error" showIcon title={t('link.replyFailed')} style={{ marginTop: 16 }} />}
      </div>
    </Card>
  );
}

/** Where the company's approval of the visit stands: waiting, or refused with the reason; nothing once approved. */
function ApprovalState({ permission, refusal }: { permission: number; refusal: string }) {
  const { t } = useTranslation('invitations');
  if (permission === 4) return <Alert type="info" showIcon title={t('link.awaitingApproval')} style={{ marginBottom: 16 }} />;
  if (permission !== 2) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={refusal ? t('link.approvalRefusedBecause', { reason: refusal }) : t('link.approvalRefused')}
      style={{ marginBottom: 16 }}
    />
  );
}

/** invite.html?token=...: the invitation page the visitor's mail or SMS links to. */
export function InvitePage() {
  const { t } = useTranslation('invitations');
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  return (
    <AppProviders>
      <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f5f7fb' }}>
        <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '12px 16px' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('common:brand')}
          </Typography.Title>
          <LanguageSwitch />
        </header>
        <main style={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', padding: '16px 12px' }}>
          <div style={{ width: '100%', maxWidth: 560 }}>
            <InvitationCard token={token} />
            <TrainingSection token={token} />
          </div>
        </main>
        <footer style={{ padding: 16 }}>
          <PageFooter />
        </footer>
      </div>
    </AppProviders>
  );
}

/** At the entrance the visitor shows this QR code to the tablet, or types the short code. */
function EntryCode({ token, acode }: { token: string; acode: string }) {
  const { t } = useTranslation('invitations');
  return (
    <figure style={{ margin: '24px 0 0', textAlign: 'center' }}>
      <QRCode value={token} size={200} style={{ margin: '0 auto' }} aria-label={t('link.entryQr')} />
      <figcaption style={{ marginTop: 8 }}>{acode ? t('link.entryHint', { code: acode }) : t('link.entryHintQrOnly')}</figcaption>
    </figure>
  );
}

/** For door readers that decide without the network: the visit's signed door code (decision 0031). */
function DoorPass({ code }: { code: string }) {
  const { t } = useTranslation('invitations');
  return (
    <figure style={{ margin: '24px 0 0', textAlign: 'center' }}>
      <QRCode value={code} size={200} style={{ margin: '0 auto' }} aria-label={t('link.doorPass')} />
      <figcaption style={{ marginTop: 8 }}>
        <Typography.Text strong>{t('link.doorPass')}</Typography.Text>
        <br />
        {t('link.doorPassHint')}
      </figcaption>
    </figure>
  );
}
