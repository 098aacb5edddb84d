import type { UserInfo } from '@vestibule/contract/entities/company';
import { Switch, theme } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { useSetUnsubscribe } from '../api/company-settings';

/** Product mails to the Administrator: the switch on means unsubscribed. */
export function UnsubscribeSetting({ info }: { info: UserInfo }) {
  const { t } = useTranslation('account');
  const { token } = theme.useToken();
  const setUnsubscribe = useSetUnsubscribe();
  const labelId = useId();
  const hintId = useId();
  const checked = setUnsubscribe.isPending ? setUnsubscribe.variables === 1 : info.unsubscribe === 1;
  return (
    <Panel title={t('unsubscribe.title')}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16 }}>
        <div>
          <div id={labelId}>{t('unsubscribe.label')}</div>
          <p id={hintId} style={{ margin: '4px 0 0', color: token.colorTextSecondary }}>
            {t('unsubscribe.hint')}
          </p>
        </div>
        <Switch
          aria-labelledby={labelId}
          aria-describedby={hintId}
          checked={checked}
          loading={setUnsubscribe.isPending}
          onChange={(on) => setUnsubscribe.mutate(on ? 1 : 0)}
        />
      </div>
    </Panel>
  );
}
