import type { SetupGuide } from '@vestibule/contract/endpoints/setup-guide';
import { setupSteps } from '@vestibule/contract/rules/setup-guide';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { SetupGuidePanel } from './setup-guide-panel';
import { ShowGuideButton } from './show-guide-button';

const slow = { timeout: 10_000 };

const guideOf = (done: number, dismissed = false): SetupGuide => ({
  steps: setupSteps.map((key, index) => ({ key, done: index < done })),
  dismissed,
});

/** A server holding the guide: dismissSetupGuide changes what getSetupGuide answers. */
function guideServer(initial: SetupGuide) {
  let guide = initial;
  return fakeApi({
    getSetupGuide: () => ok(guide),
    dismissSetupGuide: (body) => {
      guide = { ...guide, dismissed: body.dismissed === 1 };
      return ok(guide);
    },
  });
}

function openOverview(loginType = 0) {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route index element={<SetupGuidePanel />} />
          {['/account/base', '/emp', '/vset', '/notice', '/pad'].map((path) => (
            <Route key={path} path={path} element={<h1>{`screen ${path}`}</h1>} />
          ))}
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const stepItem = (title: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('link', { name: title }))!;

describe('setup guide panel', () => {
  it('ticks the steps the answer says are done and highlights the first undone one', async () => {
    guideServer(guideOf(2));
    openOverview();
    await screen.findByText('2 of 5 done', {}, slow);
    const steps = within(screen.getByRole('list', { name: 'Setup steps' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('link').textContent)).toEqual([
      'Company information',
      'Add employees',
      'Registration content',
      'Notification mode',
      'Tablet settings',
    ]);
    expect(steps.map((step) => (step.textContent?.includes('Done') ? 'done' : 'to do'))).toEqual([
      'done',
      'done',
      'to do',
      'to do',
      'to do',
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, null, 'step', null, null]);
    expect(within(steps[2]!).getByRole('button', { name: 'Set up registration' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Hide the guide', 'Set up registration']);
  });

  it.each([
    [0, 'Enter company information', '/account/base'],
    [1, 'Add employees', '/emp'],
    [2, 'Set up registration', '/vset'],
    [3, 'Choose notifications', '/notice'],
    [4, 'Set up the tablet', '/pad'],
  ])('with %i steps done, opens the next one with "%s" (%s)', async (done, action, path) => {
    guideServer(guideOf(done));
    openOverview();
    fireEvent.click(await screen.findByRole('button', { name: action }, slow));
    expect(await screen.findByRole('heading', { name: `screen ${path}` })).toBeTruthy();
  });

  it('links every step to its screen, done ones included', async () => {
    guideServer(guideOf(3));
    openOverview();
    await screen.findByText('3 of 5 done', {}, slow);
    fireEvent.click(within(stepItem('Company information')).getByRole('link'));
    expect(await screen.findByRole('heading', { name: 'screen /account/base' })).toBeTruthy();
  });

  it('hides the guide through the API', async () => {
    const api = guideServer(guideOf(1));
    openOverview();
    fireEvent.click(await screen.findByRole('button', { name: 'Hide the guide' }, slow));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Setup steps' })).toBeNull());
    expect(api.bodiesOf('dismissSetupGuide')).toEqual([{ userid: 10000001, dismissed: 1 }]);
  });

  it('shows nothing once hidden', async () => {
    const api = guideServer(guideOf(1, true));
    openOverview();
    await waitFor(() => expect(api.names()).toContain('getSetupGuide'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Hide the guide' })).toBeNull();
  });

  it('says all is set when the five steps are done, and can still be hidden', async () => {
    const api = guideServer(guideOf(5));
    openOverview();
    expect(await screen.findByRole('heading', { name: 'All set' }, slow)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Setup steps' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hide the guide' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'All set' })).toBeNull());
    expect(api.bodiesOf('dismissSetupGuide')).toEqual([{ userid: 10000001, dismissed: 1 }]);
  });

  it('is not asked for by other sessions than the Administrator', async () => {
    const api = guideServer(guideOf(0));
    openOverview(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.names()).not.toContain('getSetupGuide');
    expect(screen.queryByRole('button', { name: 'Hide the guide' })).toBeNull();
  });
});

describe('the user menu entry', () => {
  it('shows the guide again and then goes on', async () => {
    const api = guideServer(guideOf(1, true));
    const shown = vi.fn();
    saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
    render(
      <AppProviders>
        <ShowGuideButton onShown={shown} />
      </AppProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Setup guide' }, slow));
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    expect(api.bodiesOf('dismissSetupGuide')).toEqual([{ userid: 10000001, dismissed: 0 }]);
  });

  it('is not offered to an HQ Administrator', async () => {
    guideServer(guideOf(1, true));
    saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 1 });
    render(
      <AppProviders>
        <ShowGuideButton onShown={() => undefined} />
      </AppProviders>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Setup guide' })).toBeNull();
  });
});
