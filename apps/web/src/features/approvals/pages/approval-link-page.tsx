import { approvalDecisions } from '@vestibule/contract/rules/approval-flow';
import { Alert, Button, Card, Descriptions, Result, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppProviders } from '../../../components/app-providers';
import { LanguageSwitch } from '../../../components/language-switch';
import { PageFooter } from '../../../components/page-footer';
import { type Decision, useDecideByLink, useLinkTask } from '../api/approvals';
import { DecisionDialog } from '../components/decision-dialog';
import { Readable } from '../components/readable';

const when = (instant: number | null) => (instant ? dayjs(instant).format('YYYY-MM-DD HH:mm') : '');

/** The approval the link names: the visitor, and agree/refuse once. */
function ApprovalCard({ digest }: { digest: string }) {
  const { t } = useTranslation('approvals');
  const task = useLinkTask(digest);
  const decide = useDecideByLink(digest);
  const [deciding, setDeciding] = useState<Decision['type'] | null>(null);
  if (digest !== '' && task.isPending) return <Spin size="large" aria-label={t('common:loading')} />;
  if (decide.isSuccess) {
    return (
      <Result
        status="success"
        title={decide.variables.type === 'p' ? t('link.agreedTitle') : t('link.refusedTitle')}
        subTitle={t('link.doneText')}
      />
    );
  }
  const shown = task.data;
  if (!shown) return <Result status="warning" title={t('link.invalidTitle')} subTitle={t('link.invalidText')} />;
  return (
    <Card
      title={<span id="approval-title">{t('link.title', { vname: shown.vname })}</span>}
      style={{ width: '100%', maxWidth: 560 }}
    >
      <Typography.Paragraph>
        {t('link.greeting', { name: shown.rvwEmpName, level: shown.level, levels: shown.levels })}
      </Typography.Paragraph>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('list.visitor')}>{shown.vname}</Descriptions.Item>
        {shown.vcompany && <Descriptions.Item label={t('link.company')}>{shown.vcompany}</Descriptions.Item>}
        <Descriptions.Item label={t('list.host')}>{shown.empName}</Descriptions.Item>
        <Descriptions.Item label={t('list.time')}>{when(shown.appointmentDate)}</Descriptions.Item>
        {shown.visitType && <Descriptions.Item label={t('link.visitType')}>{shown.visitType}</Descriptions.Item>}
      </Descriptions>
      <div style={{ marginTop: 24 }}>
        {shown.status === approvalDecisions.pending ? (
          <Space wrap>
            <Button type="primary" size="large" onClick={() => setDeciding('p')}>
              {t('decide.agree')}
            </Button>
            <Button danger size="large" onClick={() => setDeciding('r')}>
              {t('decide.refuse')}
            </Button>
          </Space>
        ) : (
          <Alert type="info" showIcon title={t('link.decidedText')} />
        )}
      </div>
      {deciding && (
        <DecisionDialog
          vname={shown.vname}
          type={deciding}
          saving={decide.isPending}
          onClose={() => setDeciding(null)}
          onDecide={(decision) => decide.mutate(decision, { onSettled: () => setDeciding(null) })}
        />
      )}
    </Card>
  );
}

/** approval.html?digest=...: the page an approver's mail links to; works without signing in, once. */
export function ApprovalLinkPage() {
  const { t } = useTranslation('approvals');
  const digest = new URLSearchParams(window.location.search).get('digest') ?? '';
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
          <Readable>
            <ApprovalCard digest={digest} />
          </Readable>
        </main>
        <footer style={{ padding: 16 }}>
          <PageFooter />
        </footer>
      </div>
    </AppProviders>
  );
}
