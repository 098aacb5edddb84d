import type { PlanSummary } from '@vestibule/contract/endpoints/plans';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { PlanCard } from './plan-card';

const slow = { timeout: 10_000 };
const userid = 10000001;

const freeAtItsLimit: PlanSummary = {
  plan: 'free',
  quotas: [
    { limit: 'employees', allowed: 50, used: 50, liftedBy: 'business' },
    { limit: 'smsPerMonth', allowed: 100, used: 12, liftedBy: 'business' },
    { limit: 'residentCompanies', allowed: 0, used: 0, liftedBy: 'business' },
    { limit: 'gates', allowed: 1, used: 0, liftedBy: 'business' },
  ],
  features: { approvals: false, doorAccess: false, questionnaires: false },
};

const factory: PlanSummary = {
  plan: 'factory',
  quotas: [
    { limit: 'employees', allowed: null, used: 1234, liftedBy: null },
    { limit: 'smsPerMonth', allowed: 10000, used: 10000, liftedBy: null },
    { limit: 'residentCompanies', allowed: null, used: 3, liftedBy: null },
    { limit: 'gates', allowed: null, used: 2, liftedBy: null },
  ],
  features: { approvals: true, doorAccess: true, questionnaires: true },
};

async function openCard(summary: PlanSummary) {
  fakeApi({ getPlan: () => ok(summary) });
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0 });
  render(
    <AppProviders>
      <PlanCard />
    </AppProviders>,
  );
  const panel = await screen.findByRole('region', { name: 'Plan' }, slow);
  await within(panel).findByRole('list', { name: 'What the plan allows' }, slow);
  return panel;
}

const quotaRow = (panel: HTMLElement, label: string) => {
  const row = within(panel).getByText(label).closest('li');
  if (!row) throw new Error(`No row for ${label}`);
  return row;
};

describe('the plan card', () => {
  it('shows each quota as used / allowed with a bar, and the plan lifting a limit that is reached', async () => {
    const panel = await openCard(freeAtItsLimit);
    expect(within(panel).getByText('Your company is on the Free plan.')).toBeTruthy();

    const employees = quotaRow(panel, 'Employees');
    expect(within(employees).getByText('50 / 50')).toBeTruthy();
    expect(within(employees).getByRole('progressbar', { name: 'Employees' }).getAttribute('aria-valuenow')).toBe('100');
    expect(within(employees).getByText('The Business plan lifts this limit')).toBeTruthy();

    const sms = quotaRow(panel, 'SMS notices this month');
    expect(within(sms).getByText('12 / 100')).toBeTruthy();
    expect(within(sms).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('12');
    expect(within(sms).queryByText(/lifts this limit/)).toBeNull();

    // A quota of none is a feature the plan leaves out: no bar, and the plan that includes it.
    const residents = quotaRow(panel, 'Resident companies');
    expect(within(residents).getByText('Not included')).toBeTruthy();
    expect(within(residents).queryByRole('progressbar')).toBeNull();
    expect(within(residents).getByText('The Business plan includes it')).toBeTruthy();
    expect(within(quotaRow(panel, 'Gates')).getByText('0 / 1')).toBeTruthy();

    const features = within(panel).getByRole('list', { name: 'Features' });
    expect(within(features).getAllByRole('img', { name: 'Not included' })).toHaveLength(3);
    expect(within(panel).getByText('Ask whoever runs Vestibule for your company to change the plan.')).toBeTruthy();
  });

  it('shows an unlimited quota as Unlimited without a bar, and no plan lifting the top plan', async () => {
    const panel = await openCard(factory);
    expect(within(panel).getByText('Your company is on the Factory plan.')).toBeTruthy();
    const employees = quotaRow(panel, 'Employees');
    expect(within(employees).getByText('1234 / Unlimited')).toBeTruthy();
    expect(within(employees).queryByRole('progressbar')).toBeNull();
    // At its allowance, but no higher plan has more.
    expect(within(quotaRow(panel, 'SMS notices this month')).getByText('10000 / 10000')).toBeTruthy();
    expect(within(panel).queryByText(/lifts this limit/)).toBeNull();
    const features = within(panel).getByRole('list', { name: 'Features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['✓Approvals', '✓Door access', '✓Questionnaires']);
    expect(within(features).getAllByRole('img', { name: 'Included' })).toHaveLength(3);
  });
});
