import type { TrainingTask } from '@vestibule/contract/endpoints/training-gate';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { fakeApi, ok } from '../../../test/fake-api';
import { TrainingStep } from './training-step';

const questions = [
  {
    qdid: 11,
    question: 'Helmets are worn',
    foption: [
      { key: 'A', text: 'Always' },
      { key: 'B', text: 'Never' },
    ],
    score: 1,
  },
  {
    qdid: 12,
    question: 'Exits are kept',
    foption: [
      { key: 'A', text: 'Clear' },
      { key: 'B', text: 'Blocked' },
    ],
    score: 1,
  },
];

const attempt = (attemptId: number, mustWatch: boolean): TrainingTask => ({
  needed: true,
  validUntil: '',
  attempt: {
    attemptId,
    video: { tvid: '3', title: 'Site safety', videoUrl: '/training-videos/3/1.2.x', durationSeconds: 30, mustWatch },
    questions,
    ansTime: 5,
    passMark: 2,
    startedAt: 0,
    questionsFrom: 30_000,
    deadline: 330_000,
  },
});

function openStep(tasks: TrainingTask[], results: Array<Record<string, unknown>>) {
  const passed = vi.fn();
  const api = fakeApi({
    getTrainingTask: () => ok(tasks.shift()!),
    submitTrainingAnswers: () => ok({ validUntil: '', wrong: [], ...results.shift() } as never),
  });
  render(
    <AppProviders>
      <TrainingStep who={{ vid: 7 }} onPassed={passed} onBack={() => {}} />
    </AppProviders>,
  );
  return { api, passed };
}

const video = () => screen.getByLabelText('Training video') as HTMLVideoElement;
/** The radio of an option inside a question's group. */
const optionIn = (element: HTMLElement, name: string) => {
  const found = [...element.querySelectorAll('input[type=radio]')].find((input) =>
    input.closest('label')?.textContent?.includes(name),
  );
  if (!found) throw new Error(`no option ${name}`);
  return found;
};

beforeAll(async () => {
  await i18next.loadNamespaces(['kiosk', 'components']);
});

describe('the safety training step at the tablet', { timeout: 20_000 }, () => {
  it('lets the questions show only once the video has ended, then fails wrong answers showing the right ones, and a retry without the video passes', async () => {
    const { api, passed } = openStep(
      [attempt(1, true), attempt(2, false)],
      [
        {
          passed: false,
          outcome: 'lowScore',
          score: 1,
          passMark: 2,
          wrong: [{ qdid: 12, question: 'Exits are kept', foption: questions[1]!.foption, yourAnswer: 'B', correctAnswer: 'A' }],
        },
        { passed: true, outcome: 'passed', score: 2, passMark: 2, validUntil: '2026-12-27' },
      ],
    );
    const next = await screen.findByRole('button', { name: 'Continue to the questions' });
    expect(next).toHaveProperty('disabled', true);
    expect(api.bodiesOf('getTrainingTask')[0]).toMatchObject({ vid: 7 });
    fireEvent.ended(video());
    expect(next).toHaveProperty('disabled', false);
    fireEvent.click(next);

    fireEvent.click(optionIn(screen.getByRole('group', { name: /Helmets/ }), 'Always'));
    fireEvent.click(optionIn(screen.getByRole('group', { name: /Exits/ }), 'Blocked'));
    expect(screen.getByRole('timer').textContent).toContain('5:00');
    fireEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByText('Not passed: 1 of the 2 points needed.')).toBeTruthy();
    expect(api.bodiesOf('submitTrainingAnswers')[0]).toMatchObject({
      attemptId: 1,
      answers: [
        { qdid: 11, answer: 'A' },
        { qdid: 12, answer: 'B' },
      ],
    });
    expect(screen.getByText('Your answer: B. Blocked')).toBeTruthy();
    expect(screen.getByText('Correct answer: A. Clear')).toBeTruthy();

    // The retry has no video to watch: straight to the questions.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Send my answers' });
    expect(screen.queryByLabelText('Training video')).toBeNull();
    fireEvent.click(optionIn(screen.getByRole('group', { name: /Helmets/ }), 'Always'));
    fireEvent.click(optionIn(screen.getByRole('group', { name: /Exits/ }), 'Clear'));
    fireEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue signing in' }));
    expect(passed).toHaveBeenCalledWith('2026-12-27');
  });

  it('pulls a seek ahead of the furthest point watched back on a first viewing', async () => {
    openStep([attempt(1, true)], []);
    await screen.findByRole('button', { name: 'Continue to the questions' });
    const player = video();
    // jsdom plays no media: the position is a plain property here.
    Object.defineProperty(player, 'currentTime', { writable: true, value: 0 });
    // Playing moves the furthest point on in small steps.
    for (const second of [1, 2, 3]) {
      player.currentTime = second;
      fireEvent.timeUpdate(player);
    }
    player.currentTime = 25;
    fireEvent.seeking(player);
    expect(player.currentTime).toBe(3);
    player.currentTime = 1;
    fireEvent.seeking(player);
    expect(player.currentTime).toBe(1);
  });

  it('goes straight on when no training is needed', async () => {
    const { passed } = openStep([{ needed: false, validUntil: '2026-12-01', attempt: null }], []);
    await waitFor(() => expect(passed).toHaveBeenCalledWith('2026-12-01'));
  });
});
