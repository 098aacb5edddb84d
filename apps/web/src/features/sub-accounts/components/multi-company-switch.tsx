import { Switch, theme } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { useSetMultiCompany } from '../api/sub-accounts';

/** The company's resident-company mode: while it is off, resident companies cannot sign in. */
export function MultiCompanySwitch({ on }: { on: boolean }) {
  const { t } = useTranslation('subAccounts');
  const { token } = theme.useToken();
  const setMultiCompany = useSetMultiCompany();
  const labelId = useId();
  const hintId = useId();
  const checked = setMultiCompany.isPending ? setMultiCompany.variables.on : on;
  return (
    <Panel title={t('switchTitle')}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16 }}>
        <div>
          <div id={labelId}>{t('switchLabel')}</div>
          <p id={hintId} style={{ margin: '4px 0 0', color: token.colorTextSecondary }}>
            {t('switchHint')}
          </p>
        </div>
        <Switch
          aria-labelledby={labelId}
          aria-describedby={hintId}
          checked={checked}
          loading={setMultiCompany.isPending}
          onChange={(next) => setMultiCompany.mutate({ on: next, done: t(next ? 'switchOnDone' : 'switchOffDone') })}
        />
      </div>
    </Panel>
  );
}
