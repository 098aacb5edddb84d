import { render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { featureFlags } from '../lib/feature-flags';
import { saveProfile } from '../lib/session';
import { fakeApi, ok } from '../test/fake-api';
import { fakeGroup, planOfDoors } from '../test/fake-door-access';
import { AppProviders } from './app-providers';
import { DoorGroupPicker, doorGroupIdsOf, egidsOf } from './door-group-picker';

const slow = { timeout: 10_000 };
const flagAsBuilt = featureFlags.doorAccess;
afterEach(() => {
  featureFlags.doorAccess = flagAsBuilt;
});

function renderPicker(loginType: number, sType = '') {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType, sType });
  render(
    <AppProviders>
      <Form>
        <DoorGroupPicker grant="visit" />
      </Form>
    </AppProviders>,
  );
}

const groups = () => ok([fakeGroup(2, { egname: 'Lobby' })]);

describe('door group picker', () => {
  it("shows the Administrator the company's groups when the plan has door access", async () => {
    featureFlags.doorAccess = false;
    fakeApi({ getPlan: () => ok(planOfDoors(true)), getEquipmentGroupByUserid: groups });
    renderPicker(0);
    expect(await screen.findByLabelText('Door groups', {}, slow)).toBeTruthy();
    expect(
      screen.getByText('The doors this visit opens. Empty: those of its visitor type, else those of the host.'),
    ).toBeTruthy();
  });

  it('shows nothing and never lists the groups when the plan has no door access and the flag is off', async () => {
    featureFlags.doorAccess = false;
    const api = fakeApi({ getPlan: () => ok(planOfDoors(false)), getEquipmentGroupByUserid: groups });
    renderPicker(0);
    await waitFor(() => expect(api.names()).toContain('getPlan'));
    expect(screen.queryByLabelText('Door groups')).toBeNull();
    expect(api.names()).not.toContain('getEquipmentGroupByUserid');
  });

  it('goes by the build flag alone for an employee, who may not read the plan', async () => {
    featureFlags.doorAccess = false;
    const hidden = fakeApi({ getEquipmentGroupByUserid: groups });
    renderPicker(3);
    expect(screen.queryByLabelText('Door groups')).toBeNull();
    expect(hidden.names()).toEqual([]);
  });

  it('shows an employee the groups when the build flag is on', async () => {
    featureFlags.doorAccess = true;
    const api = fakeApi({ getEquipmentGroupByUserid: groups });
    renderPicker(3);
    expect(await screen.findByLabelText('Door groups', {}, slow)).toBeTruthy();
    expect(api.names()).toEqual(['getEquipmentGroupByUserid']);
  });

  it('shows nothing to a resident company, which may not list the groups, even with the flag on', () => {
    featureFlags.doorAccess = true;
    const api = fakeApi({ getEquipmentGroupByUserid: groups });
    renderPicker(2);
    expect(screen.queryByLabelText('Door groups')).toBeNull();
    expect(api.names()).toEqual([]);
  });

  it('reads comma-separated ids and sends the chosen ones, or nothing without a picker', () => {
    expect(doorGroupIdsOf(' 3, 5,x,')).toEqual([3, 5]);
    expect(doorGroupIdsOf('')).toEqual([]);
    expect(egidsOf([3, 5])).toEqual({ egids: '3,5' });
    expect(egidsOf([])).toEqual({ egids: '' });
    expect(egidsOf(undefined)).toEqual({});
  });
});
