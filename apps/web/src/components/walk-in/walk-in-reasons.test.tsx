import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { saveProfile } from '../../lib/session';
import { AppProviders } from '../app-providers';
import { WalkInForm } from './walk-in-form';
import type { WalkInValues } from './walk-in-values';

/* The walk-in form's reason choice: the seeded reasons read in the visitor's language, and the reason itself is sent. */

const filledIn: WalkInValues = {
  name: 'Walter Walker',
  phone: '13900000077',
  host: { empid: 7, empName: 'Ivy Inviter' },
  photoUrl: '/files/a/walter.png',
};

function openForm(onSubmit: (values: WalkInValues) => void) {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 4 });
  render(
    <AppProviders>
      <WalkInForm
        station="tablet"
        initial={filledIn}
        types={[]}
        fields={[]}
        reasons={['Business', 'Delivery', 'VIP Guest']}
        avatars={[]}
        busy={false}
        onSubmit={onSubmit}
      />
    </AppProviders>,
  );
}

// antd spaces out a button label of two Chinese characters.
const labelsIn = (choice: HTMLElement) =>
  within(choice)
    .getAllByRole('button')
    .map((button) => (button.textContent ?? '').replace(/(\p{Script=Han}) (\p{Script=Han})/gu, '$1$2'));

beforeAll(async () => {
  await i18next.loadNamespaces('walkIn');
});

afterEach(async () => {
  await changeLanguage('en');
});

describe('the walk-in reason choice', () => {
  it('shows the seeded reasons in Chinese and a company reason as written, and sends "Business"', async () => {
    await changeLanguage('zh');
    await i18next.loadNamespaces('walkIn');
    const onSubmit = vi.fn();
    openForm(onSubmit);
    const choice = await screen.findByRole('group', { name: '来访事由' });
    expect(labelsIn(choice)).toEqual(['商务', '送货', 'VIP Guest']);
    fireEvent.click(within(choice).getAllByRole('button')[0]!);
    fireEvent.click(screen.getByRole('button', { name: /为我签到/ }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name: 'Walter Walker', visitType: 'Business' });
  });

  it('shows them as they are in English', async () => {
    openForm(vi.fn());
    const choice = await screen.findByRole('group', { name: 'Reason for your visit' });
    expect(labelsIn(choice)).toEqual(['Business', 'Delivery', 'VIP Guest']);
  });
});
