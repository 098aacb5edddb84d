import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './app-providers';
import { VisitStatusTag } from './visit-status-tag';

const slow = { timeout: 10_000 };

describe('the visit status badge', () => {
  it.each([
    ['awaiting', 'Awaiting approval'],
    ['approved', 'Approved'],
  ] as const)('shows the approval progress %s beside the status', async (approval, text) => {
    render(
      <AppProviders>
        <VisitStatusTag status="sent" approval={approval} />
      </AppProviders>,
    );
    expect(await screen.findByText(text, {}, slow)).toBeTruthy();
    expect(screen.getByText('Sent')).toBeTruthy();
  });

  it('shows the status alone when there is no approval to tell of', async () => {
    render(
      <AppProviders>
        <VisitStatusTag status="authorized" />
      </AppProviders>,
    );
    expect(await screen.findByText('Authorized', {}, slow)).toBeTruthy();
    expect(screen.queryByText('Approved')).toBeNull();
    expect(screen.queryByText('Awaiting approval')).toBeNull();
  });
});
