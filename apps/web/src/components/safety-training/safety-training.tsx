import type { TrainingAttempt, TrainingResult, TrainingTask } from '@vestibule/contract/endpoints/training-gate';
import { Alert, Button, Spin, Typography } from 'antd';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedVideo } from './guarded-video';
import { TrainingQuestions } from './training-questions';

/*
 * Safety training before sign-in (decision 0039), for the tablet and the
 * invitation page alike: each hands in how it asks for an attempt and sends
 * the answers. The video first (no skipping ahead on a first viewing), then
 * the questions against the clock; a pass moves on, a fail shows what was
 * wrong and offers a new attempt (which need not watch the video again).
 */

type Phase =
  | { kind: 'loading' }
  | { kind: 'video'; attempt: TrainingAttempt; ended: boolean }
  | { kind: 'questions'; attempt: TrainingAttempt }
  | { kind: 'result'; attempt: TrainingAttempt; result: TrainingResult };

export interface SafetyTrainingProps {
  /** A new attempt, or word that no training is needed. */
  load: () => Promise<TrainingTask>;
  submit: (attemptId: number, answers: Array<{ qdid: number; answer: string }>) => Promise<TrainingResult>;
  /** Training passed, or not needed: the sign-in goes on. validUntil is the pass's last day. */
  onPassed: (validUntil: string) => void;
  /** How a failed call is shown (the tablet's own refusal texts, the page's alert). */
  renderError: (error: unknown) => ReactNode;
  /** The button after a pass: the tablet goes on signing in; a page before arrival only closes the training. */
  passedLabel?: string;
}

export function SafetyTraining({ load, submit, onPassed, renderError, passedLabel }: SafetyTrainingProps) {
  const { t } = useTranslation('components');
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  // The callers' functions as they are now: a new attempt is asked for once on showing, and again only on Retry.
  const calls = useRef({ load, onPassed });
  useEffect(() => {
    calls.current = { load, onPassed };
  });

  const start = useCallback(async () => {
    setError(undefined);
    setPhase({ kind: 'loading' });
    try {
      const task = await calls.current.load();
      if (!task.attempt) calls.current.onPassed(task.validUntil);
      else if (task.attempt.video?.mustWatch) setPhase({ kind: 'video', attempt: task.attempt, ended: false });
      else setPhase({ kind: 'questions', attempt: task.attempt });
    } catch (failure) {
      setError(failure);
    }
  }, []);

  useEffect(() => {
    void start();
  }, [start]);

  const send = async (attempt: TrainingAttempt, answers: Array<{ qdid: number; answer: string }>) => {
    setBusy(true);
    setError(undefined);
    try {
      setPhase({ kind: 'result', attempt, result: await submit(attempt.attemptId, answers) });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const shownError = error ? <div style={{ marginTop: 16 }}>{renderError(error)}</div> : null;

  if (phase.kind === 'loading') {
    return error ? shownError : <Spin size="large" aria-label={t('safetyTraining.title')} />;
  }

  if (phase.kind === 'video') {
    const { attempt } = phase;
    return (
      <section aria-labelledby="safety-training-title">
        <h2 id="safety-training-title">{t('safetyTraining.title')}</h2>
        <p>{t('safetyTraining.intro')}</p>
        <Typography.Paragraph type="secondary">{t('safetyTraining.watch')}</Typography.Paragraph>
        <GuardedVideo
          src={attempt.video!.videoUrl}
          label={t('safetyTraining.videoLabel')}
          guarded
          onEnded={() => setPhase({ kind: 'video', attempt, ended: true })}
        />
        <Button
          type="primary"
          size="large"
          block
          disabled={!phase.ended}
          loading={busy}
          style={{ marginTop: 16, minHeight: 56 }}
          onClick={() => {
            // A video with no questions is done once watched: its empty answers pass.
            if (attempt.questions.length === 0) void send(attempt, []);
            else setPhase({ kind: 'questions', attempt });
          }}
        >
          {t('safetyTraining.continue')}
        </Button>
        {shownError}
      </section>
    );
  }

  if (phase.kind === 'questions') {
    const { attempt } = phase;
    return (
      <section aria-labelledby="safety-training-title">
        <h2 id="safety-training-title">{t('safetyTraining.questions')}</h2>
        {attempt.questions.length === 0 ? (
          <Button type="primary" size="large" block loading={busy} onClick={() => void send(attempt, [])}>
            {t('safetyTraining.submit')}
          </Button>
        ) : (
          <TrainingQuestions
            key={attempt.attemptId}
            questions={attempt.questions}
            ansTime={attempt.ansTime}
            busy={busy}
            onSubmit={(answers) => void send(attempt, answers)}
          />
        )}
        {shownError}
      </section>
    );
  }

  const { result } = phase;
  if (result.passed) {
    return (
      <section aria-labelledby="safety-training-title">
        <h2 id="safety-training-title">{t('safetyTraining.title')}</h2>
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ fontSize: 20 }}
          title={
            phase.attempt.questions.length > 0
              ? t('safetyTraining.passed', { score: result.score })
              : t('safetyTraining.noQuestions')
          }
          description={t('safetyTraining.validUntil', { date: result.validUntil })}
        />
        <Button
          type="primary"
          size="large"
          block
          style={{ marginTop: 16, minHeight: 64, fontSize: 22 }}
          onClick={() => onPassed(result.validUntil)}
        >
          {passedLabel ?? t('safetyTraining.passedContinue')}
        </Button>
      </section>
    );
  }
  return (
    <section aria-labelledby="safety-training-title">
      <h2 id="safety-training-title">{t('safetyTraining.title')}</h2>
      <Alert
        type="error"
        showIcon
        role="alert"
        style={{ fontSize: 20 }}
        title={
          result.outcome === 'timeUp'
            ? t('safetyTraining.timeUp')
            : t('safetyTraining.failed', { score: result.score, passMark: result.passMark })
        }
      />
      {result.wrong.length > 0 && (
        <>
          <h3>{t('safetyTraining.wrongTitle')}</h3>
          <ol style={{ paddingLeft: 24, display: 'grid', gap: 12 }}>
            {result.wrong.map((item) => {
              const textOf = (key: string) => {
                const option = item.foption.find((candidate) => candidate.key === key);
                return option ? t('safetyTraining.option', { key, text: option.text }) : t('safetyTraining.noAnswer');
              };
              return (
                <li key={item.qdid}>
                  <div style={{ fontSize: 18 }}>{item.question}</div>
                  <Typography.Text type="danger">
                    {t('safetyTraining.yourAnswer', { answer: textOf(item.yourAnswer) })}
                  </Typography.Text>
                  <br />
                  <Typography.Text type="success">
                    {t('safetyTraining.correctAnswer', { answer: textOf(item.correctAnswer) })}
                  </Typography.Text>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <Button type="primary" size="large" block style={{ marginTop: 16, minHeight: 56 }} onClick={() => void start()}>
        {t('safetyTraining.retry')}
      </Button>
    </section>
  );
}
