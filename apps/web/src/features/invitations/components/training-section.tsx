import { isAppError } from '@vestibule/contract/app-error';
import { Alert, Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafetyTraining } from '../../../components/safety-training/safety-training';
import { sendTrainingAnswers, startTraining, useTrainingNeed } from '../api/training-link';

/**
 * "Safety training" on the invitation page: when the visit's type asks for it
 * and the visitor holds no valid pass, they may do it here before arriving,
 * so the tablet lets them straight in. Nothing shows when none is needed.
 */
export function TrainingSection({ token }: { token: string }) {
  const { t } = useTranslation('invitations');
  const need = useTrainingNeed(token);
  const [started, setStarted] = useState(false);
  const [passedUntil, setPassedUntil] = useState<string>();
  const task = need.data;
  if (!task || (!task.needed && !task.validUntil)) return null;
  const validUntil = passedUntil ?? (task.needed ? undefined : task.validUntil);
  return (
    <Card
      title={<span id="training-title">{t('training.title')}</span>}
      aria-labelledby="training-title"
      style={{ width: '100%', maxWidth: 560, marginTop: 16 }}
    >
      {validUntil !== undefined ? (
        <Alert type="success" showIcon role="status" title={t('training.done', { date: validUntil })} />
      ) : started ? (
        <SafetyTraining
          load={() => startTraining(token)}
          submit={(attemptId, answers) => sendTrainingAnswers(token, attemptId, answers)}
          onPassed={(until) => setPassedUntil(until)}
          passedLabel={t('training.finish')}
          renderError={(error) => (
            <Alert
              type="error"
              showIcon
              title={isAppError(error) ? t(`codes:${error.status}`, { defaultValue: error.message }) : t('training.failed')}
            />
          )}
        />
      ) : (
        <>
          <p>{t('training.intro')}</p>
          <Button type="primary" size="large" onClick={() => setStarted(true)}>
            {t('training.start')}
          </Button>
        </>
      )}
    </Card>
  );
}
