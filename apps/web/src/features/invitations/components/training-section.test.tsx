import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { fakeApi, ok } from '../../../test/fake-api';
import { TrainingSection } from './training-section';

const slow = { timeout: 10_000 };
const question = {
  qdid: 4,
  question: 'Helmets are worn',
  foption: [
    { key: 'A', text: 'Always' },
    { key: 'B', text: 'Never' },
  ],
  score: 1,
};

function open(needed: boolean, validUntil = '') {
  const api = fakeApi({
    getTrainingTaskByToken: (body) =>
      body.start === 0
        ? ok({ needed, validUntil, attempt: null })
        : ok({
            needed: true,
            validUntil: '',
            attempt: {
              attemptId: 9,
              video: null,
              questions: [question],
              ansTime: 0,
              passMark: 1,
              startedAt: 0,
              questionsFrom: 0,
              deadline: null,
            },
          }),
    submitTrainingAnswersByToken: () =>
      ok({ passed: true, outcome: 'passed', score: 1, passMark: 1, validUntil: '2026-12-27', wrong: [] }),
  });
  render(
    <AppProviders>
      <TrainingSection token="1.2.3.4.mac" />
    </AppProviders>,
  );
  return api;
}

beforeAll(async () => {
  await i18next.loadNamespaces(['invitations', 'components']);
});

describe('the safety training on the invitation page', { timeout: 30_000 }, () => {
  it('offers the training when the visit needs it, begins an attempt only on Start, and shows the pass', async () => {
    const api = open(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Start the training' }, slow));
    expect(api.bodiesOf('getTrainingTaskByToken').map((body) => (body as { start: number }).start)).toEqual([0, 1]);
    fireEvent.click(await screen.findByText('A. Always', {}, slow));
    fireEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }, slow));
    expect(await screen.findByText('Safety training passed. It is valid until 2026-12-27.')).toBeTruthy();
    expect(api.bodiesOf('submitTrainingAnswersByToken')[0]).toMatchObject({ attemptId: 9, answers: [{ qdid: 4, answer: 'A' }] });
  });

  it('tells of a pass still valid', async () => {
    open(false, '2026-12-01');
    expect(await screen.findByText('Safety training passed. It is valid until 2026-12-01.', {}, slow)).toBeTruthy();
  });

  it('shows nothing when the visit asks for no training', async () => {
    const api = open(false);
    await expect.poll(() => api.bodiesOf('getTrainingTaskByToken').length).toBe(1);
    expect(screen.queryByText('Safety training')).toBeNull();
  });
});
