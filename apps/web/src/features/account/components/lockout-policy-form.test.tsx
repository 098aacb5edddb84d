import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { fakeCompany } from '../../../test/fake-company';
import { LockoutPolicyForm } from './lockout-policy-form';

const slow = { timeout: 10_000 };
const userid = 10000001;

function openForm(lockThreshold = 5, lockMinutes = 15) {
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0 });
  const api = fakeApi({
    GetUserInfo: () => ok(fakeCompany({ userid, lockThreshold, lockMinutes })),
    updateLockoutPolicy: () => ok(null),
  });
  render(
    <AppProviders>
      <LockoutPolicyForm info={fakeCompany({ userid, lockThreshold, lockMinutes })} />
    </AppProviders>,
  );
  const panel = screen.getByRole('region', { name: 'Sign-in lockout' });
  return { api, panel };
}

describe('the sign-in lockout form', () => {
  it('shows what the company set and saves a new threshold and duration', async () => {
    const { api, panel } = openForm(5, 15);
    const threshold = within(panel).getByLabelText('Failed attempts before locking') as HTMLInputElement;
    const minutes = within(panel).getByLabelText('Lock duration') as HTMLInputElement;
    expect(threshold.value).toBe('5');
    expect(minutes.value).toBe('15');
    fireEvent.change(threshold, { target: { value: '3' } });
    fireEvent.change(minutes, { target: { value: '60' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('updateLockoutPolicy')).toHaveLength(1), slow);
    expect(api.bodiesOf('updateLockoutPolicy')[0]).toMatchObject({ lockThreshold: 3, lockMinutes: 60 });
  });

  it.each([
    ['Failed attempts before locking', '', 'Please enter the number of attempts'],
    ['Lock duration', '', 'Please enter the number of minutes'],
  ])('asks for %s when it is empty, and sends nothing', async (label, value, problem) => {
    const { api, panel } = openForm();
    fireEvent.change(within(panel).getByLabelText(label), { target: { value } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText(problem, {}, slow)).toBeTruthy();
    expect(api.bodiesOf('updateLockoutPolicy')).toHaveLength(0);
  });
});
