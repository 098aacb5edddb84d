import { Form, InputNumber, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiQueryOptions } from '../../../lib/api-query';

/** The most of a company's videos and questionnaires offered in the dialog's lists. */
const listedMax = 100;

/**
 * The safety training a visitor type asks for before sign-in (decision 0039):
 * its video, its questionnaire (0: none) and how many days a pass holds.
 * Shown only when the company's plan includes questionnaires.
 */
export function TrainingFields() {
  const { t } = useTranslation('visitorTypes');
  const plan = useQuery({ ...apiQueryOptions('getPlan'), select: (answer) => answer.features.questionnaires });
  const videos = useQuery({
    ...apiQueryOptions('getTrainingVideo', { startIndex: 1, requestedCount: listedMax }),
    enabled: plan.data === true,
  });
  const banks = useQuery({
    ...apiQueryOptions('getQuestionnaire', { startIndex: 1, requestedCount: listedMax }),
    enabled: plan.data === true,
  });
  if (plan.data !== true) return null;
  const none = { value: 0, label: t('training.none') };
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8 }}>{t('training.title')}</legend>
      <Form.Item name="tvid" label={t('training.video')} extra={t('training.hint')}>
        <Select<number>
          loading={videos.isPending}
          options={[none, ...(videos.data?.list ?? []).map((video) => ({ value: Number(video.tvid), label: video.title }))]}
        />
      </Form.Item>
      <Form.Item name="qid" label={t('training.questionnaire')}>
        <Select<number>
          loading={banks.isPending}
          options={[none, ...(banks.data?.list ?? []).map((bank) => ({ value: Number(bank.qid), label: bank.title }))]}
        />
      </Form.Item>
      <Form.Item
        name="povDays"
        label={t('training.validity')}
        extra={t('training.validityHint')}
        rules={[{ type: 'integer', min: 1, max: 365, message: t('training.validityInvalid') }]}
      >
        <InputNumber min={1} max={365} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </fieldset>
  );
}
