import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { fakeCompany } from '../../../test/fake-company';
import { MyTemplatesPage } from './my-templates-page';

const heavy = 40_000;
/** Waits long enough for a screen's first load on a busy machine. */
const slow = { timeout: 10_000 };
const own = {
  empid: 7,
  templateType: 'interview',
  inviteContent: 'Hi {visitor}, {employee} here.',
  address: '',
  longitude: '',
  latitude: '',
  companyProfile: '',
  traffic: '',
};

function openMine() {
  saveProfile({ id: '7', userid: 10000001, token: '7-abc', loginType: 1, company: 'Acme Labs', username: 'Ivy Inviter' });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/mine/templates']}>
        <Routes>
          <Route path="mine/templates" element={<MyTemplatesPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/mine/templates (an employee’s own templates)', { timeout: heavy }, () => {
  it('is read-only with the reason while the company restricts employee modification', async () => {
    const api = fakeApi({ getEmptempByPost: () => ok([own]), GetUserInfo: () => ok(fakeCompany({ tempEditSwitch: 1 })) });
    openMine();
    expect(await screen.findByText('Your company does not let employees change templates', undefined, slow)).toBeTruthy();
    const editor = await screen.findByRole('region', { name: 'Template' }, slow);
    expect((within(editor).getByLabelText('Message') as HTMLTextAreaElement).disabled).toBe(true);
    expect(within(editor).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(editor).queryByRole('button', { name: 'Add a type' })).toBeNull();
    expect(await screen.findByText('Hi Alex Morgan, Ivy Inviter here.', undefined, slow)).toBeTruthy();
    expect(api.names()).not.toContain('addEmptemplate');
  });

  it('saves the employee’s own template with addEmptemplate when the company allows it', async () => {
    const api = fakeApi({
      getEmptempByPost: () => ok([own]),
      GetUserInfo: () => ok(fakeCompany({ tempEditSwitch: 0 })),
      addEmptemplate: () => ok(),
    });
    openMine();
    const editor = await screen.findByRole('region', { name: 'Template' }, slow);
    expect(screen.queryByText('Your company does not let employees change templates')).toBeNull();
    fireEvent.change(within(editor).getByLabelText('Address'), { target: { value: '2 Side Street' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('addEmptemplate')).toHaveLength(1));
    expect(api.bodiesOf('addEmptemplate')[0]).toMatchObject({ templateType: 'interview', address: '2 Side Street' });
  });
});
