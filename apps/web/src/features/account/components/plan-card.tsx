import type { PlanSummary } from '@vestibule/contract/endpoints/plans';
import { planFeatures } from '@vestibule/contract/rules/plans';
import { Progress, theme } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { usePlan } from '../api/plan';

type Quota = PlanSummary['quotas'][number];

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 } as const;

/** One quota: used of allowed with a bar, and the plan that lifts it once it is reached. */
function QuotaRow({ quota }: { quota: Quota }) {
  const { t } = useTranslation('plan');
  const { token } = theme.useToken();
  const labelId = useId();
  const { limit, allowed, used, liftedBy } = quota;
  const reached = allowed !== null && used >= allowed;
  // A quota of none (resident companies on free) is a feature the plan leaves out, not a limit reached.
  const excluded = allowed === 0;
  return (
    <li>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
        <span id={labelId}>{t(`quotas.${limit}`)}</span>
        <span>{excluded ? t('notIncluded') : t('usage', { used, allowed: allowed ?? t('unlimited') })}</span>
      </div>
      {allowed !== null && !excluded && (
        <Progress
          aria-labelledby={labelId}
          size="small"
          showInfo={false}
          percent={Math.min(100, (used / allowed) * 100)}
          status={reached ? 'exception' : 'normal'}
        />
      )}
      {reached && liftedBy && (
        <div style={{ color: token.colorTextSecondary }}>
          {t(excluded ? 'includedBy' : 'liftedBy', { plan: t(`names.${liftedBy}`) })}
        </div>
      )}
    </li>
  );
}

function PlanDetails({ summary }: { summary: PlanSummary }) {
  const { t } = useTranslation('plan');
  const { token } = theme.useToken();
  return (
    <>
      <p style={{ marginTop: 0, fontWeight: 600 }}>{t('current', { plan: t(`names.${summary.plan}`) })}</p>
      <ul aria-label={t('quotasLabel')} style={listStyle}>
        {summary.quotas.map((quota) => (
          <QuotaRow key={quota.limit} quota={quota} />
        ))}
      </ul>
      <ul aria-label={t('featuresLabel')} style={{ ...listStyle, gap: 4, marginTop: 24 }}>
        {planFeatures.map((feature) => {
          const included = summary.features[feature] === true;
          return (
            <li key={feature}>
              <span
                role="img"
                aria-label={t(included ? 'included' : 'notIncluded')}
                style={{ display: 'inline-block', width: 20, color: included ? token.colorSuccess : token.colorTextQuaternary }}
              >
                {included ? '✓' : '✗'}
              </span>
              {t(`features.${feature}`)}
            </li>
          );
        })}
      </ul>
      <p style={{ margin: '24px 0 0', color: token.colorTextSecondary }}>{t('changedByOperator')}</p>
    </>
  );
}

/** The company's plan as the Administrator sees it; only the installation's operator changes it. */
export function PlanCard() {
  const { t } = useTranslation('plan');
  const { token } = theme.useToken();
  const plan = usePlan();
  return (
    <Panel title={t('title')}>
      {plan.isError && <p style={{ margin: 0, color: token.colorWarningText }}>{t('loadFailed')}</p>}
      {plan.data && <PlanDetails summary={plan.data} />}
    </Panel>
  );
}
