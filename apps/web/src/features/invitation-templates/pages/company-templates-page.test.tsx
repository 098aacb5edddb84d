import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { fakeCompany } from '../../../test/fake-company';
import { CompanyTemplatesPage } from './company-templates-page';

const heavy = 40_000;
/** Waits long enough for a screen's first load on a busy machine. */
const slow = { timeout: 10_000 };
const userid = 10000001;

const business = {
  userid,
  gid: 0,
  templateType: 'business',
  inviteContent: 'Dear {visitor}, welcome to {company}.',
  address: '1 Main Street',
  longitude: '',
  latitude: '',
  companyProfile: '',
  traffic: '',
};

function openTemplates() {
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0, company: 'Acme Labs' });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/reserve/templates']}>
        <Routes>
          <Route path="reserve/templates" element={<CompanyTemplatesPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const section = async (title: string) => screen.findByRole('region', { name: title }, slow);

afterEach(() => vi.unstubAllGlobals());

describe('/reserve/templates (company invitation templates)', { timeout: heavy }, () => {
  it('shows the built-in types, the stored texts and their filled preview', async () => {
    fakeApi({ GetAllTemplateType: () => ok([business]), GetUserInfo: () => ok(fakeCompany({ userid, tempEditSwitch: 1 })) });
    openTemplates();
    const editor = await section('Template');
    expect(within(editor).getByRole('tab', { name: /Interview/ })).toBeTruthy();
    fireEvent.click(within(editor).getByRole('tab', { name: 'Business' }));
    expect((within(editor).getByLabelText('Address') as HTMLInputElement).value).toBe('1 Main Street');
    const preview = await section('Preview');
    expect(within(preview).getByText('Dear Alex Morgan, welcome to Acme Labs.')).toBeTruthy();
    expect(within(preview).getByText('{visitor}')).toBeTruthy();
  });

  it('shows a built-in type the server lists with empty texts as not set, with nothing to delete', async () => {
    const unwritten = { ...business, templateType: 'interview', inviteContent: '', address: '' };
    fakeApi({
      GetAllTemplateType: () => ok([unwritten, business]),
      GetUserInfo: () => ok(fakeCompany({ userid, tempEditSwitch: 1 })),
    });
    openTemplates();
    const editor = await section('Template');
    const interview = within(editor).getByRole('tab', { name: /Interview/ });
    expect(interview.textContent).toContain('Not set');
    expect(within(editor).getByRole('tab', { name: 'Business' }).textContent).not.toContain('Not set');
    fireEvent.click(interview);
    expect(within(editor).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(editor).getByRole('tab', { name: 'Business' }));
    expect(await within(editor).findByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('saves a template of the chosen type with addUserTemplate', async () => {
    const api = fakeApi({
      GetAllTemplateType: () => ok([]),
      GetUserInfo: () => ok(fakeCompany({ userid, tempEditSwitch: 1 })),
      addUserTemplate: () => ok(),
    });
    openTemplates();
    const editor = await section('Template');
    fireEvent.click(within(editor).getByRole('tab', { name: /Interview/ }));
    fireEvent.change(within(editor).getByLabelText('Message'), { target: { value: 'Hello {visitor}' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('addUserTemplate')).toHaveLength(1));
    expect(api.bodiesOf('addUserTemplate')[0]).toMatchObject({ templateType: 'interview', inviteContent: 'Hello {visitor}' });
  });

  it('adds a custom type and refuses one there is', async () => {
    const api = fakeApi({
      GetAllTemplateType: () => ok([business]),
      GetUserInfo: () => ok(fakeCompany({ userid, tempEditSwitch: 1 })),
      addUserTemplate: () => ok(),
    });
    openTemplates();
    const editor = await section('Template');
    fireEvent.click(within(editor).getByRole('button', { name: 'Add a type' }));
    const dialog = await screen.findByRole('dialog', undefined, slow);
    fireEvent.change(within(dialog).getByLabelText('Type name'), { target: { value: 'business' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await within(dialog).findByText('This type exists already', undefined, slow);
    fireEvent.change(within(dialog).getByLabelText('Type name'), { target: { value: 'Training' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await within(editor).findByRole('tab', { name: /Training/, selected: true }, slow);
    fireEvent.change(within(editor).getByLabelText('Message'), { target: { value: 'Bring a laptop' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('addUserTemplate')).toHaveLength(1));
    expect(api.bodiesOf('addUserTemplate')[0]).toMatchObject({ templateType: 'Training', inviteContent: 'Bring a laptop' });
  });

  it('turns the restriction switch into 0 and 1 on the wire', async () => {
    const api = fakeApi({
      GetAllTemplateType: () => ok([]),
      GetUserInfo: () => ok(fakeCompany({ userid, tempEditSwitch: 1 })),
      updateTempEditSwitch: () => ok(),
    });
    openTemplates();
    const panel = await section("Employees' own templates");
    const toggle = await within(panel).findByRole('switch', { name: 'Restrict employee modification' }, slow);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('updateTempEditSwitch')).toHaveLength(1));
    expect(api.bodiesOf('updateTempEditSwitch')[0]).toMatchObject({ tempEditSwitch: 0 });
  });
});
