import type { Questionnaire, QuestionnaireItem } from '@vestibule/contract/entities/questionnaire';
import type { TrainingVideo } from '@vestibule/contract/entities/training-video';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { pageOf } from '../../../test/fake-page';
import { AnswerPage } from './answer-page';

const heavy = 40_000;
const slow = { timeout: 20_000 };
const userid = 10000001;

const video: TrainingVideo = {
  tvid: '7',
  userid,
  qid: '',
  title: 'Site safety',
  duration: '76',
  durationSeconds: 75.5,
  uploader: 'Ada Admin',
  uploadTime: new Date(2026, 10, 28, 9, 15).getTime(),
  filesize: '1.50 MB',
  size: 1_572_864,
  mime: 'video/mp4',
  videoUrl: '/training-videos/7/1.2.x',
};
const bank: Questionnaire = {
  qid: '3',
  userid,
  title: 'Induction',
  fdesc: 'Before entering',
  createTime: video.uploadTime,
  ansTime: 10,
  topicNum: '3',
  topicRigNum: 2,
  itemCount: 1,
};
const item: QuestionnaireItem = {
  qdid: 11,
  qid: '3',
  userid,
  question: 'Helmets are worn',
  foption: [
    { key: 'A', text: 'Always' },
    { key: 'B', text: 'Never' },
  ],
  qorder: 1,
  fstatus: 1,
  answer: 'A',
  score: 2,
};

function open(path: string) {
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0, username: 'Ada Admin' });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/answer/:tab?" element={<AnswerPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('/answer', { timeout: heavy }, () => {
  it('lists videos with duration as mm:ss and size in the spec units', async () => {
    fakeApi({ getTrainingVideo: () => ok(pageOf([video])) });
    open('/answer/video');
    const row = (await screen.findByText('Site safety', {}, slow)).closest('tr')!;
    expect(within(row).getByText('01:16')).toBeTruthy();
    expect(within(row).getByText('1.50 MB')).toBeTruthy();
    expect(within(row).getByText('Ada Admin')).toBeTruthy();
  });

  it('adds a questionnaire with its fields', async () => {
    const api = fakeApi({ getQuestionnaire: () => ok(pageOf([bank])), addQuestionnaire: () => ok({ qid: '4' }) });
    open('/answer/bank');
    await screen.findByText('Induction', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Add questionnaire' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Warehouse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('addQuestionnaire')).toHaveLength(1), slow);
    expect(api.bodiesOf('addQuestionnaire')[0]).toMatchObject({ title: 'Warehouse', ansTime: 10, topicNum: 5, topicRigNum: 3 });
  });

  it('edits an item of the chosen questionnaire, sending its options and answer letter', async () => {
    const api = fakeApi({
      getQuestionnaire: () => ok(pageOf([bank])),
      getQueDetailList: () => ok(pageOf([item])),
      updateQuestionnaireDetail: () => ok(),
    });
    open('/answer/item?qid=3');
    const row = (await screen.findByText('Helmets are worn', {}, slow)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Option B'), { target: { value: 'Sometimes' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'B' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('updateQuestionnaireDetail')).toHaveLength(1), slow);
    expect(api.bodiesOf('updateQuestionnaireDetail')[0]).toMatchObject({
      qdid: 11,
      question: 'Helmets are worn',
      foption: ['Always', 'Sometimes'],
      answer: 'B',
      score: 2,
    });
  });
});
