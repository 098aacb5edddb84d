import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { BanksPanel } from '../components/banks-panel';
import { ItemsPanel } from '../components/items-panel';
import { TrainingGateSwitch } from '../components/training-gate-switch';
import { VideosPanel } from '../components/videos-panel';

const tabs = ['video', 'bank', 'item'] as const;

/** /answer/{video,bank,item}: the questionnaire system's three screens as tabs; /answer opens the videos. */
export function AnswerPage() {
  const { t } = useTranslation('training');
  const navigate = useNavigate();
  const { tab } = useParams();
  if (!tabs.includes(tab as (typeof tabs)[number])) return <Navigate to="/answer/video" replace />;
  const panels = { video: <VideosPanel />, bank: <BanksPanel />, item: <ItemsPanel /> };
  return (
    <>
      <PageTitle title={t('title')} description={t('description')} />
      <Panel title={t(`tabs.${tab as (typeof tabs)[number]}`)}>
        <TrainingGateSwitch />
        <Tabs
          activeKey={tab}
          destroyOnHidden
          onChange={(key) => void navigate(`/answer/${key}`)}
          items={tabs.map((key) => ({ key, label: t(`tabs.${key}`), children: panels[key] }))}
        />
      </Panel>
    </>
  );
}
