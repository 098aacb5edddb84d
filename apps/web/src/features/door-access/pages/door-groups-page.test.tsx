import type { EquipmentGroup } from '@vestibule/contract/entities/door-access';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { captureToasts } from '../../../test/capture-toasts';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { fakeGroup } from '../../../test/fake-door-access';
import { DoorGroupsPage } from './door-groups-page';

const slow = { timeout: 10_000 };

function openGroups() {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
  render(
    <AppProviders>
      <MemoryRouter>
        <DoorGroupsPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

const dialog = () => within(screen.getByRole('dialog'));

describe('/key', () => {
  it('lists the door groups, adds one opening on authorisation, and deletes one after asking', async () => {
    const groups: EquipmentGroup[] = [fakeGroup(1, { egname: 'Lobby', egno: 'G-1' })];
    const api = fakeApi({
      getEquipmentGroupByUserid: () => ok(groups),
      addEquipmentGroup: (body) => {
        const added = fakeGroup(2, { egname: String(body.egname), openAfterAuth: Number(body.openAfterAuth) });
        groups.push(added);
        return ok(added);
      },
      delEquipmentGroup: (body) => {
        groups.splice(
          groups.findIndex((group) => group.egid === body.egid),
          1,
        );
        return ok();
      },
    });
    const toasts = captureToasts();
    openGroups();
    expect(await screen.findByRole('link', { name: 'Lobby' })).toHaveProperty('href', expect.stringMatching(/\/key\/detail\/1$/));

    fireEvent.click(screen.getByRole('button', { name: /Add group/ }));
    fireEvent.change(dialog().getByLabelText('Group name'), { target: { value: ' Welcome ' } });
    fireEvent.click(dialog().getByRole('switch', { name: 'Open after authorisation' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodiesOf('addEquipmentGroup')).toEqual([
        { userid: 10000001, egname: 'Welcome', egno: '', etype: 0, status: 1, openAfterAuth: 1, rules: '', gids: '' },
      ]),
    );
    expect(await screen.findByRole('link', { name: 'Welcome' }, slow)).toBeTruthy();
    expect(toasts.shown.map((toast) => toast.text)).toContain('Door group added');

    const lobbyRow = screen.getByRole('row', { name: /Lobby/ });
    fireEvent.click(within(lobbyRow).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('Delete the door group Lobby?');
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.bodiesOf('delEquipmentGroup')).toEqual([{ userid: 10000001, egid: 1 }]));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Lobby' })).toBeNull(), slow);
  });

  it('tells a company on the free plan that door access needs the factory plan', async () => {
    fakeApi({
      getEquipmentGroupByUserid: () =>
        fail(45, 'plan', { limit: 'doorAccess', plan: 'free', allowed: null, liftedBy: 'factory' }),
    });
    openGroups();
    expect(await screen.findByText(/does not include door access. The Factory plan includes it/, {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add group/ })).toHaveProperty('disabled', true);
  });
});
