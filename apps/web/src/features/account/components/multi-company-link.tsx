import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../../components/panel';

/** Where a company on a build without multi-company turns it on: the resident companies' own screen. */
export function MultiCompanyLink() {
  const { t } = useTranslation('account');
  const { token } = theme.useToken();
  return (
    <Panel title={t('coms.title')}>
      <p style={{ marginTop: 0, color: token.colorTextSecondary }}>{t('coms.text')}</p>
      <Link to="/account/coms">{t('coms.link')}</Link>
    </Panel>
  );
}
