import { render, screen, waitFor, within } from '@testing-library/react';
import { loginTypes } from '@vestibule/contract/login-types';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { saveProfile } from '../../lib/session';
import { navIcons } from './nav-icons';
import { type ConsoleAudience, screensFor } from './route-table';
import { SideNavigation } from './side-navigation';

const audiences: Record<ConsoleAudience, number> = { admin: loginTypes.administrator, employee: loginTypes.employee };

describe('side navigation', () => {
  it('has an icon for every screen of either navigation', () => {
    for (const audience of Object.keys(audiences) as ConsoleAudience[]) {
      for (const { path } of screensFor(audience)) expect(navIcons[path], `/${path}`).toBeDefined();
    }
  });

  it.each(Object.entries(audiences))(
    'shows, collapsed, each %s screen as its icon with its name kept for screen readers',
    async (audience, loginType) => {
      saveProfile({ userid: 10000001, token: '10000001-abc', company: 'Acme', username: 'Ada', loginType });
      render(
        <MemoryRouter>
          <SideNavigation collapsed />
        </MemoryRouter>,
      );
      const links = within(screen.getByRole('navigation', { name: 'Main navigation' })).getAllByRole('link');
      expect(links).toHaveLength(screensFor(audience as ConsoleAudience).length);
      // The icons arrive with their own chunk, after the first render.
      await waitFor(() =>
        expect(links.filter((link) => link.querySelector('[aria-hidden="true"] svg'))).toHaveLength(links.length),
      );
      for (const link of links) expect(link.getAttribute('title')).toBe(link.textContent);
    },
  );
});
