import type { TrainingQuestion } from '@vestibule/contract/endpoints/training-gate';
import { Button, Radio, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "4:05" from seconds. */
const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The drawn questions, one choice each, with a countdown from the time limit
 * (0 minutes: none). At zero the answers given so far are sent.
 */
export function TrainingQuestions({
  questions,
  ansTime,
  busy,
  onSubmit,
}: {
  questions: readonly TrainingQuestion[];
  ansTime: number;
  busy: boolean;
  onSubmit: (answers: Array<{ qdid: number; answer: string }>) => void;
}) {
  const { t } = useTranslation('components');
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [left, setLeft] = useState(ansTime * 60);
  const send = () => onSubmit(questions.map((question) => ({ qdid: question.qdid, answer: answers[question.qdid] ?? '' })));
  // The timer sends what is answered when it runs out, reading the answers of that moment.
  const latest = useRef(send);
  useEffect(() => {
    latest.current = send;
  });

  useEffect(() => {
    if (ansTime <= 0) return undefined;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, ansTime * 60 - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        latest.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [ansTime]);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {ansTime > 0 && (
        <Typography.Text strong role="timer" aria-live="off" style={{ display: 'block', fontSize: 20, marginBottom: 16 }}>
          {t('safetyTraining.timeLeft', { time: clockText(left) })}
        </Typography.Text>
      )}
      <ol style={{ paddingLeft: 24, display: 'grid', gap: 20 }}>
        {questions.map((question) => (
          <li key={question.qdid}>
            {/* A labelled group rather than a fieldset: a legend sits outside the line the list number marks. */}
            <div role="group" aria-labelledby={`training-question-${question.qdid}`}>
              <div id={`training-question-${question.qdid}`} style={{ fontSize: 20, marginBottom: 8 }}>
                {question.question}{' '}
                <Typography.Text type="secondary">({t('safetyTraining.points', { count: question.score })})</Typography.Text>
              </div>
              <Radio.Group
                value={answers[question.qdid]}
                onChange={(event) => setAnswers((current) => ({ ...current, [question.qdid]: String(event.target.value) }))}
                style={{ display: 'grid', gap: 8 }}
              >
                {question.foption.map((option) => (
                  <Radio key={option.key} value={option.key} style={{ fontSize: 18 }}>
                    {t('safetyTraining.option', { key: option.key, text: option.text })}
                  </Radio>
                ))}
              </Radio.Group>
            </div>
          </li>
        ))}
      </ol>
      <Button type="primary" htmlType="submit" size="large" block loading={busy} style={{ marginTop: 16, minHeight: 56 }}>
        {t('safetyTraining.submit')}
      </Button>
    </form>
  );
}
