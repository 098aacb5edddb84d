import type { SsoConfig } from '@vestibule/contract/endpoints/single-sign-on';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { SsoSettingsForm } from './sso-settings-form';

const slow = { timeout: 10_000 };
const userid = 10000001;

const stored: SsoConfig = {
  enabled: 1,
  issuer: 'https://login.acme.test',
  clientId: 'vestibule',
  clientSecretSet: 1,
  claim: 'email',
  forManager: 1,
  forEmployee: 1,
  jitEmployees: 0,
  routeName: '',
  domains: 'acme.test',
  redirectUri: 'https://visit.acme.test/sso/callback',
  legacyLogin: 0,
  legacySecretSet: 0,
};

function openCard(config: SsoConfig) {
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0 });
  const api = fakeApi({ getSsoConfig: () => ok(config), updateSsoConfig: () => ok(config) });
  render(
    <AppProviders>
      <SsoSettingsForm />
    </AppProviders>,
  );
  return { api, panel: screen.getByRole('region', { name: 'Single sign-on' }) };
}

describe('the single sign-on card', () => {
  it('shows the stored provider without its secret and saves changes, keeping the secret when left empty', async () => {
    const { api, panel } = openCard(stored);
    const issuer = (await within(panel).findByLabelText('Issuer URL', {}, slow)) as HTMLInputElement;
    expect(issuer.value).toBe('https://login.acme.test');
    expect((within(panel).getByLabelText('Client secret') as HTMLInputElement).value).toBe('');
    expect(within(panel).getByText('A secret is stored and never shown. Leave this empty to keep it.')).toBeTruthy();
    expect(within(panel).getByText('https://visit.acme.test/sso/callback')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Email domains'), { target: { value: 'acme.test, acme.cn' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('updateSsoConfig')).toHaveLength(1), slow);
    expect(api.bodiesOf('updateSsoConfig')[0]).toEqual({
      userid,
      enabled: 1,
      issuer: 'https://login.acme.test',
      clientId: 'vestibule',
      clientSecret: '',
      claim: 'email',
      forManager: 1,
      forEmployee: 1,
      jitEmployees: 0,
      routeName: '',
      domains: 'acme.test, acme.cn',
      legacyLogin: 0,
      legacySecret: '',
    });
  });

  it('asks for the issuer, client id and secret before turning single sign-on on, and sends nothing', async () => {
    const { api, panel } = openCard({ ...stored, enabled: 0, issuer: '', clientId: '', clientSecretSet: 0, domains: '' });
    fireEvent.click(await within(panel).findByRole('switch', { name: 'Single sign-on on' }, slow));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Please enter the issuer URL', {}, slow)).toBeTruthy();
    expect(within(panel).getByText('Please enter the client ID')).toBeTruthy();
    expect(within(panel).getByText('Please enter the client secret')).toBeTruthy();
    expect(api.bodiesOf('updateSsoConfig')).toHaveLength(0);
  });

  it('refuses an issuer that is no web address', async () => {
    const { api, panel } = openCard(stored);
    fireEvent.change(await within(panel).findByLabelText('Issuer URL', {}, slow), { target: { value: 'ftp://idp' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Please enter an http(s) URL', {}, slow)).toBeTruthy();
    expect(api.bodiesOf('updateSsoConfig')).toHaveLength(0);
  });
});
