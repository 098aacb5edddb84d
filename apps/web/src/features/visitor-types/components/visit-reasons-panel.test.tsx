import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { changeLanguage } from '../../../lib/i18n';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { VisitReasonsPanel } from './visit-reasons-panel';

const userid = 10000001;

afterEach(async () => {
  await changeLanguage('en');
});

describe('the visit reasons of the visitor-type settings', () => {
  it('names the seeded reasons in Japanese, keeps a company reason as written, and saves the reasons themselves', async () => {
    await changeLanguage('ja');
    const api = fakeApi({ updateVisitType: () => ok() });
    saveProfile({ userid, token: `${userid}-abc`, loginType: 0 });
    render(
      <AppProviders>
        <VisitReasonsPanel saved={['Business', 'Interview', 'VIP Guest']} />
      </AppProviders>,
    );
    const list = await screen.findByRole('list', { name: '来訪目的' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent?.replace('×', '')),
    ).toEqual(['商談', '面接', 'VIP Guest']);
    fireEvent.click(within(list).getByLabelText('面接 を削除'));
    fireEvent.click(screen.getByRole('button', { name: '来訪目的を保存' }));
    await waitFor(() => expect(api.bodiesOf('updateVisitType')).toEqual([{ userid, inputValue: 'Business,VIP Guest' }]));
  });
});
