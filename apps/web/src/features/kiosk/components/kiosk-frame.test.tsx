import { AppError } from '@vestibule/contract/app-error';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { fakeApi, ok } from '../../../test/fake-api';
import { RefusalMessage } from './kiosk-frame';

const slow = { timeout: 10_000 };

const renderRefusal = (error: unknown) =>
  render(
    <AppProviders>
      <RefusalMessage error={error} />
    </AppProviders>,
  );

describe('the tablet refusal message', () => {
  it('lets a visitor still on site from an earlier visit sign that visit out, then says they may sign in again', async () => {
    let signedOut = 0;
    fakeApi({
      VisitorSignOutByVid: ({ vid }) => {
        signedOut = Number(vid);
        return ok(null);
      },
    });
    renderRefusal(new AppError(105, 'Dora Double is already on site', { vid: 9, vname: 'Dora Double' }));
    expect((await screen.findByRole('alert', {}, slow)).textContent).toContain('You are still signed in from an earlier visit.');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out my earlier visit' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('You are signed out.'));
    expect(signedOut).toBe(9);
  });

  it('says a blacklisted visitor was refused at the front desk and offers nothing else', async () => {
    renderRefusal(new AppError(66, 'Refused at the front desk'));
    expect((await screen.findByRole('alert', {}, slow)).textContent).toBe(
      'Sorry, your sign-in was refused at the front desk. Please ask at reception.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
