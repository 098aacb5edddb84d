import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-dialog';
import { PageLoading } from '../../../components/page-loading';
import type { FoundVisit } from '../api/terminal-visits';

// Most of the desk's work is finding visits: the walk-in form's code and texts load when it is first opened.
const WalkInPanel = lazy(async () => ({ default: (await import('./walk-in-panel')).WalkInPanel }));

interface WalkInDrawerProps {
  operator: string;
  onClose: () => void;
  onSignedIn: (found: FoundVisit) => void;
}

/** A walk-in registered at the desk, beside the lists; closing it with something typed asks first. */
export function WalkInDrawer({ operator, onClose, onSignedIn }: WalkInDrawerProps) {
  const { t } = useTranslation('terminal');
  return (
    <FormDrawer
      title={t('walkIn.title')}
      size="large"
      onClose={onClose}
      closable={{ 'aria-label': t('common:close') }}
      // The form ends with its own sign-in button, as at the tablet.
      footer={() => null}
    >
      <Suspense fallback={<PageLoading />}>
        <WalkInPanel operator={operator} onSignedIn={onSignedIn} />
      </Suspense>
    </FormDrawer>
  );
}
