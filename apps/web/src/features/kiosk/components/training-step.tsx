import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { SafetyTraining } from '../../../components/safety-training/safety-training';
import type { RequestOf } from '../../../lib/api-client';
import { submitTraining, trainingTask } from '../api/kiosk';
import { RefusalMessage } from './kiosk-frame';

/**
 * The tablet's safety-training step (decision 0039), shown when a sign-in was
 * refused for want of a valid pass (1140): `who` names the visit, or the chosen
 * type and the phone. On a pass the sign-in is sent again.
 */
export function TrainingStep({
  who,
  onPassed,
  onBack,
}: {
  who: RequestOf<'getTrainingTask'>;
  onPassed: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('kiosk');
  return (
    <div className="kiosk-panel" style={{ maxWidth: 820, width: '100%', margin: '0 auto' }}>
      <SafetyTraining
        load={() => trainingTask(who)}
        submit={(attemptId, answers) => submitTraining({ attemptId, answers })}
        onPassed={onPassed}
        renderError={(error) => <RefusalMessage error={error} />}
      />
      <Button size="large" block style={{ marginTop: 16, minHeight: 56 }} onClick={onBack}>
        {t('back')}
      </Button>
    </div>
  );
}
