import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import type { SetupStep } from '@vestibule/contract/rules/setup-guide';
import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Panel } from '../../../components/panel';
import { type SetupGuide, useDismissSetupGuide, useSetupGuide } from '../api/setup-guide';

/** Where each step's data is entered (spec section 2). */
export const stepPaths: Record<SetupStep, string> = {
  companyInfo: '/account/base',
  employees: '/emp',
  registrationContent: '/vset',
  notificationMode: '/notice',
  padSettings: '/pad',
};

/** The setup guide on the overview, while the Administrator has not hidden it. */
export function SetupGuidePanel() {
  const { t } = useTranslation('setupGuide');
  const guide = useSetupGuide();
  const dismiss = useDismissSetupGuide();
  if (!guide.data || guide.data.dismissed) return null;
  const hide = (
    <Button onClick={() => dismiss.mutate(true)} loading={dismiss.isPending}>
      {t('hide')}
    </Button>
  );
  const allDone = guide.data.steps.every((step) => step.done);
  return (
    <div style={{ marginBottom: 16 }}>
      <Panel title={allDone ? t('allSet.title') : t('title')} extra={hide}>
        {allDone ? <p style={{ margin: 0 }}>{t('allSet.text')}</p> : <StepList steps={guide.data.steps} />}
      </Panel>
    </div>
  );
}

function StepList({ steps }: { steps: SetupGuide['steps'] }) {
  const { t } = useTranslation('setupGuide');
  const doneCount = steps.filter((step) => step.done).length;
  const current = steps.find((step) => !step.done)?.key;
  return (
    <>
      <p style={{ margin: '0 0 16px' }}>
        {t('description')} <strong>{t('progress', { done: doneCount, total: steps.length })}</strong>
      </p>
      <ol aria-label={t('stepsLabel')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {steps.map((step, index) => (
          <StepItem key={step.key} step={step.key} number={index + 1} done={step.done} current={step.key === current} />
        ))}
      </ol>
    </>
  );
}

function StepItem({ step, number, done, current }: { step: SetupStep; number: number; done: boolean; current: boolean }) {
  const { t } = useTranslation('setupGuide');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  return (
    <li
      aria-current={current ? 'step' : undefined}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '8px 16px',
        padding: '12px 16px',
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${current ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
        background: current ? token.colorPrimaryBg : undefined,
      }}
    >
      <span
        aria-hidden="true"
        style={{
          width: 28,
          height: 28,
          flex: 'none',
          display: 'grid',
          placeItems: 'center',
          borderRadius: '50%',
          fontWeight: 600,
          color: done ? token.colorSuccess : current ? '#fff' : token.colorTextSecondary,
          background: done ? undefined : current ? token.colorPrimary : token.colorFillSecondary,
          fontSize: done ? 24 : token.fontSize,
        }}
      >
        {done ? <CheckCircleFilled /> : number}
      </span>
      <div style={{ flex: '1 1 240px', minWidth: 0 }}>
        <div style={{ fontWeight: 600 }}>
          <Link to={stepPaths[step]} style={{ color: token.colorTextHeading }}>
            {t(`steps.${step}.title`)}
          </Link>
          <span
            style={{ marginInlineStart: 8, fontWeight: 400, color: done ? token.colorSuccessText : token.colorTextSecondary }}
          >
            {done ? t('done') : t('toDo')}
          </span>
        </div>
        <div style={{ color: token.colorTextSecondary }}>{t(`steps.${step}.text`)}</div>
      </div>
      {current && (
        <Button type="primary" onClick={() => void navigate(stepPaths[step])}>
          {t(`steps.${step}.action`)}
        </Button>
      )}
    </li>
  );
}
