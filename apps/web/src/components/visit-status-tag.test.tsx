import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './app-providers';
import { awaitsApproval, VisitStatusTag } from './visit-status-tag';

const slow = { timeout: 10_000 };

describe('the visit status badge', () => {
  it.each([
    ['an invitation the approval still holds', { permission: 4, visitdate: null, signOutDate: null }, true],
    ['an approved one', { permission: 1, visitdate: null, signOutDate: null }, false],
    ['one that arrived after all', { permission: 4, visitdate: 1, signOutDate: null }, false],
    ['a refused one', { permission: 2, visitdate: null, signOutDate: null }, false],
  ])('%s awaits approval: %s', (_case, visit, awaits) => {
    expect(awaitsApproval(visit)).toBe(awaits);
  });

  it('shows the approval progress beside the status', async () => {
    render(
      <AppProviders>
        <VisitStatusTag status="sent" awaitingApproval />
      </AppProviders>,
    );
    expect(await screen.findByText('Awaiting approval', {}, slow)).toBeTruthy();
    expect(screen.getByText('Sent')).toBeTruthy();
  });
});
