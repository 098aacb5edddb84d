import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { InvitationPage } from './invitation-page';

/* The invitation form's contacts: what each send type needs, and visitors imported from a spreadsheet. */

const heavy = 40_000;
const slow = { timeout: 10_000 };
const business = {
  templateType: 'business',
  inviteContent: 'Dear {visitor}, {employee} of {company} expects you.',
  address: '',
  longitude: '',
  latitude: '',
  companyProfile: '',
  traffic: '',
};
const invitationCalls = {
  checkInviteCount: () => ok({ count: 100, maxDays: 3, qrcodeType: 0, qrMaxCount: 1 }),
  GetAllTemplateType: () => ok([{ userid: 10000001, gid: 0, ...business }]),
  getEmptempByPost: () => ok([]),
  getEmptemplateByType: () => ok({ source: 'company' as const, ...business }),
  addAppointment: () => ok({ vids: [1, 2] }),
};

async function openInvite() {
  saveProfile({ id: '7', userid: 10000001, token: '7-abc', loginType: 1, company: 'Acme Labs', username: 'Ivy Inviter' });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/mine/invite']}>
        <Routes>
          <Route path="mine/invite" element={<InvitationPage />} />
          <Route path="mine/invitations" element={<p>list</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  expect(await screen.findByText('The company\'s template "Business" is sent.', undefined, slow)).toBeTruthy();
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));

afterEach(() => vi.unstubAllGlobals());

describe('/mine/invite: contacts by send type', { timeout: heavy }, () => {
  it('sends by email without a phone, and asks for the email a mail needs', async () => {
    const api = fakeApi(invitationCalls);
    await openInvite();
    fill('Name of visitor 1', 'Gina Guest');
    fireEvent.click(screen.getByRole('radio', { name: 'Email' }));
    send();
    expect(await screen.findByText("Enter the visitor's email", undefined, slow)).toBeTruthy();
    expect(screen.queryByText("Enter the visitor's phone")).toBeNull();
    expect(api.bodiesOf('addAppointment')).toEqual([]);
    fill('Email of visitor 1', 'gina@example.com');
    send();
    await vi.waitFor(() => expect(api.bodiesOf('addAppointment')).toHaveLength(1), slow);
    expect(api.bodiesOf('addAppointment')[0]).toMatchObject([
      { name: 'Gina Guest', phone: '', vemail: 'gina@example.com', sendType: 'email' },
    ]);
  });

  it('asks for the phone an SMS needs, and not for an email', async () => {
    const api = fakeApi(invitationCalls);
    await openInvite();
    fill('Name of visitor 1', 'Gina Guest');
    fireEvent.click(screen.getByRole('radio', { name: 'SMS' }));
    send();
    expect(await screen.findByText("Enter the visitor's phone", undefined, slow)).toBeTruthy();
    expect(screen.queryByText("Enter the visitor's email")).toBeNull();
    fill('Phone of visitor 1', '13800000021');
    send();
    await vi.waitFor(() => expect(api.bodiesOf('addAppointment')).toHaveLength(1), slow);
    expect(api.bodiesOf('addAppointment')[0]).toMatchObject([{ phone: '13800000021', vemail: '', sendType: 'sms' }]);
  });
});

describe('/mine/invite: visitors from a spreadsheet', { timeout: heavy }, () => {
  it('puts the read rows in the form in place of the blank one, to review and send as one batch', async () => {
    const api = fakeApi({
      ...invitationCalls,
      checkVisitorImport: () =>
        ok({
          total: 2,
          rows: [
            { row: 2, name: 'Gina Guest', phone: '13800000021', vemail: 'gina@example.com', vcompany: 'Globex' },
            { row: 3, name: 'Hal Helper', phone: '', vemail: 'hal@example.com', vcompany: '' },
          ],
          bad: [],
        }),
    });
    await openInvite();
    fireEvent.click(screen.getByRole('button', { name: 'Import from a spreadsheet' }));
    const input = document.querySelector<HTMLInputElement>('.ant-modal input[type=file]');
    fireEvent.change(input!, { target: { files: [new File(['name,phone\n'], 'visitors.csv')] } });
    const check = await within(screen.getByRole('dialog')).findByRole('button', { name: 'Check file' });
    await waitFor(() => expect(check.hasAttribute('disabled')).toBe(false));
    fireEvent.click(check);
    fireEvent.click(await screen.findByRole('button', { name: 'Add 2 visitors to the form' }, slow));

    await waitFor(() => expect((screen.getByLabelText('Name of visitor 2') as HTMLInputElement).value).toBe('Hal Helper'));
    expect((screen.getByLabelText('Name of visitor 1') as HTMLInputElement).value).toBe('Gina Guest');
    expect((screen.getByLabelText('Email of visitor 2') as HTMLInputElement).value).toBe('hal@example.com');
    expect(screen.queryByLabelText('Name of visitor 3')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Email' }));
    send();
    await vi.waitFor(() => expect(api.bodiesOf('addAppointment')).toHaveLength(1), slow);
    expect(api.bodiesOf('addAppointment')[0]).toMatchObject([
      { name: 'Gina Guest', phone: '13800000021', vemail: 'gina@example.com', vcompany: 'Globex', sendType: 'email' },
      { name: 'Hal Helper', phone: '', vemail: 'hal@example.com', vcompany: '', sendType: 'email' },
    ]);
  });
});
