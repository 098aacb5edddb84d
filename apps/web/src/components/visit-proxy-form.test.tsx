import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveProfile } from '../lib/session';
import { fakeApi, ok } from '../test/fake-api';
import { employeeOf } from '../test/fake-employees';
import { AppProviders } from './app-providers';
import { VisitProxyForm } from './visit-proxy-form';

const slow = { timeout: 10_000 };
const proxySwitch = () => screen.getByRole('switch', { name: 'Proxy is on' });

function openForm() {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
  render(
    <AppProviders>
      <VisitProxyForm empid={7} empName="Eve Host" />
    </AppProviders>,
  );
}

describe('visit proxy form', () => {
  it('shows the proxy off while none is set, and turns it on with the first one chosen', async () => {
    const api = fakeApi({
      getVisitProxyForEmp: () => ok(null),
      getEmpByName: () => ok([employeeOf(8, { empName: 'Max Proxy', empNo: 'E8', empPhone: '13800000008' })]),
      setVisitProxy: () => ok(),
    });
    openForm();
    await screen.findByRole('switch', { name: 'Proxy is on' }, slow);
    expect(proxySwitch().getAttribute('aria-checked')).toBe('false');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Proxy' }));
    fireEvent.click(await screen.findByText('Max Proxy', {}, slow));
    await waitFor(() => expect(proxySwitch().getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Save proxy' }));
    await waitFor(() => expect(api.bodiesOf('setVisitProxy')).toHaveLength(1), slow);
    expect(api.bodiesOf('setVisitProxy')[0]).toMatchObject({ empid: 7, proxyId: 8, proxyStatus: 1 });
  });

  it('keeps a stored proxy that is off as off', async () => {
    fakeApi({
      getVisitProxyForEmp: () =>
        ok({
          userid: 10000001,
          empid: 7,
          empName: 'Eve Host',
          proxyId: 8,
          proxyName: 'Max Proxy',
          proxyType: 0,
          proxyStatus: 0,
          startDate: null,
          endDate: null,
        }),
    });
    openForm();
    await screen.findByText('Max Proxy', {}, slow);
    expect(proxySwitch().getAttribute('aria-checked')).toBe('false');
  });
});
