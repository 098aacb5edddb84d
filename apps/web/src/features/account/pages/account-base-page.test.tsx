import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { fakeCompany } from '../../../test/fake-company';
import { AccountBasePage } from './account-base-page';

const slow = { timeout: 10_000 };
const userid = 10000001;
const company = fakeCompany({ userid, company: 'Acme Robotics', abbreviation: 'Acme', language: 'zh' });

function openPage() {
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0 });
  render(
    <AppProviders>
      <MemoryRouter>
        <AccountBasePage />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('the account page: the language of the company mails', () => {
  it('shows the stored language and offers the four, each named in itself, and saves the one chosen', async () => {
    const api = fakeApi({
      GetUserInfo: () => ok(company),
      ModifyUserInfo: (body) => ok({ ...company, language: (body as { language: 'ja' }).language }),
    });
    openPage();
    const panel = await screen.findByRole('region', { name: 'Basic information' }, slow);
    const select = within(panel).getByRole('combobox', { name: 'Language of mails and SMS' }) as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', '简体中文', '繁體中文', '日本語']);
    // The stored language is the one chosen.
    expect(select.value).toBe('zh');
    fireEvent.change(select, { target: { value: 'ja' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('ModifyUserInfo')).toHaveLength(1), slow);
    expect(api.bodiesOf('ModifyUserInfo')[0]).toMatchObject({ company: 'Acme Robotics', language: 'ja' });
  });
});

describe('the account page: resident companies', () => {
  it.each([
    [0, true],
    [1, false],
  ])('with the company switch %i, links to /account/coms: %s', async (subAccount, linked) => {
    fakeApi({ GetUserInfo: () => ok({ ...company, subAccount }) });
    openPage();
    await screen.findByRole('region', { name: 'Basic information' }, slow);
    const link = screen.queryByRole('link', { name: 'Set up resident companies' });
    expect(link?.getAttribute('href') ?? null).toBe(linked ? '/account/coms' : null);
  });
});

describe('the account page: the plan', () => {
  it('shows the plan card with what is used of each quota', async () => {
    fakeApi({
      GetUserInfo: () => ok(company),
      getPlan: () =>
        ok({
          plan: 'business',
          quotas: [
            { limit: 'employees', allowed: 1000, used: 7, liftedBy: 'factory' },
            { limit: 'smsPerMonth', allowed: 2000, used: 0, liftedBy: 'factory' },
            { limit: 'residentCompanies', allowed: 20, used: 1, liftedBy: 'factory' },
            { limit: 'gates', allowed: 10, used: 0, liftedBy: 'factory' },
          ],
          features: { approvals: true, doorAccess: false, questionnaires: true },
        }),
    });
    openPage();
    const card = await screen.findByRole('region', { name: 'Plan' }, slow);
    expect(await within(card).findByText('Your company is on the Business plan.', {}, slow)).toBeTruthy();
    expect(within(card).getByText('7 / 1000')).toBeTruthy();
  });
});
