import { useMutation } from '@tanstack/react-query';
import { Switch, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';
import { useCompany, useRefreshCompany } from '../../../lib/company';

/**
 * questionnaireSwitch (decision 0039): whether visitor types that name a video
 * or questionnaire make their visitors train before signing in. It sits with
 * the videos and banks it puts to use, not with the tablet's settings.
 */
export function TrainingGateSwitch() {
  const { t } = useTranslation('training');
  const labelId = useId();
  const company = useCompany();
  const refresh = useRefreshCompany();
  const save = useMutation({
    mutationFn: (on: boolean) =>
      callApi('updateQuestionnaireSwitch', { questionnaireSwitch: on ? 1 : 0 }, { successToast: true }),
    onSuccess: refresh,
  });
  const on = (save.isPending ? save.variables : company.data?.questionnaireSwitch === 1) ?? false;
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', marginBottom: 16 }}>
      <Switch
        aria-labelledby={labelId}
        checked={on}
        loading={save.isPending || company.isPending}
        onChange={(checked) => save.mutate(checked)}
      />
      <div>
        <Typography.Text strong id={labelId}>
          {t('gate.label')}
        </Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('gate.hint')}
        </Typography.Paragraph>
      </div>
    </div>
  );
}
