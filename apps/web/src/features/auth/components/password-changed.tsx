import { useTranslation } from 'react-i18next';
import { pages } from '../../../lib/browser';
import { ResultPanel } from './result-panel';

/** The end of a reset: the new password works from now on. */
export function PasswordChanged() {
  const { t } = useTranslation('auth');
  return (
    <ResultPanel
      kind="success"
      title={t('forgot.changedTitle')}
      text={t('forgot.changedText')}
      action={
        <a className="button button-primary button-block" href={pages.signin}>
          {t('signIn')}
        </a>
      }
    />
  );
}
