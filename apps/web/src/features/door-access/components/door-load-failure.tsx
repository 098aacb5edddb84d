import { isAppError } from '@vestibule/contract/app-error';
import { Status } from '@vestibule/contract/status-codes';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { planLimitText } from '../../../lib/plan-limit-text';

/** Why a door access screen shows nothing: the plan's refusal (45) in its words, or that loading failed. */
export function DoorLoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('doorAccess');
  const planRefusal = isAppError(error) && error.status === Status.planLimitReached ? planLimitText(error.result) : undefined;
  return <Alert type="warning" showIcon title={planRefusal ?? t('loadFailed')} />;
}
