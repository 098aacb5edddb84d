import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { visitReasonLabel } from '../../../lib/visit-reasons';
import { useSaveVisitReasons } from '../api/visitor-types';

const maxReasons = 30;
const maxLength = 50;
const illegal = /[<>\p{Cc}]/u;

/** The company's visit reasons as tags (the seeded ones in the interface language): add, remove, then save them together. */
export function VisitReasonsPanel({ saved }: { saved: string[] }) {
  const { t } = useTranslation('visitorTypes');
  const save = useSaveVisitReasons();
  const [reasons, setReasons] = useState(saved);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const changed = reasons.join(',') !== saved.join(',');

  const add = () => {
    const reason = typed.trim();
    if (reason === '') return;
    const refusal =
      reason.includes(',') || reason.includes('，') || illegal.test(reason)
        ? t('reasonInvalid')
        : reason.length > maxLength
          ? t('reasonTooLong', { max: maxLength })
          : reasons.includes(reason)
            ? t('reasonTwice', { reason })
            : reasons.length >= maxReasons
              ? t('reasonsTooMany', { max: maxReasons })
              : null;
    setProblem(refusal);
    if (refusal) return;
    setReasons([...reasons, reason]);
    setTyped('');
  };

  return (
    <Panel
      title={t('reasons')}
      extra={
        <Button
          type="primary"
          size="small"
          disabled={!changed || reasons.length === 0}
          loading={save.isPending}
          onClick={() => save.mutate(reasons)}
        >
          {t('saveReasons')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {t('reasonsHint', { max: maxReasons })}
      </Typography.Paragraph>
      <Space size={[0, 8]} wrap aria-label={t('reasons')} role="list" style={{ marginBottom: 12 }}>
        {reasons.map((reason) => (
          <Tag
            key={reason}
            role="listitem"
            closable={reasons.length > 1}
            closeIcon={<span aria-label={t('removeReason', { reason: visitReasonLabel(t, reason) })}>×</span>}
            onClose={(event) => {
              event.preventDefault();
              setReasons(reasons.filter((other) => other !== reason));
            }}
            style={{ fontSize: 14, padding: '2px 8px' }}
          >
            {visitReasonLabel(t, reason)}
          </Tag>
        ))}
      </Space>
      <Space.Compact style={{ width: '100%', maxWidth: 420, display: 'flex' }}>
        <Input
          value={typed}
          maxLength={maxLength + 1}
          aria-label={t('newReason')}
          placeholder={t('newReason')}
          status={problem ? 'error' : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onPressEnter={add}
        />
        <Button icon={<PlusOutlined aria-hidden="true" />} onClick={add}>
          {t('addReason')}
        </Button>
      </Space.Compact>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12, maxWidth: 420 }} />}
    </Panel>
  );
}
