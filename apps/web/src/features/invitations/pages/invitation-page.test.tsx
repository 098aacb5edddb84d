import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { featureFlags } from '../../../lib/feature-flags';
import { saveProfile } from '../../../lib/session';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { fakeGroup } from '../../../test/fake-door-access';
import { InvitationPage } from './invitation-page';

const heavy = 40_000;
/** Waits long enough for a screen's first load on a busy machine. */
const slow = { timeout: 10_000 };
const allowance = () => ok({ count: 100, maxDays: 3, qrcodeType: 0, qrMaxCount: 1 });
const business = {
  templateType: 'business',
  inviteContent: 'Dear {visitor}, {employee} of {company} expects you.',
  address: '1 Main Street',
  longitude: '',
  latitude: '',
  companyProfile: '',
  traffic: '',
};

function openInvite(loginType = 1) {
  saveProfile({ id: '7', userid: 10000001, token: '7-abc', loginType, company: 'Acme Labs', username: 'Ivy Inviter' });
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
}

afterEach(() => vi.unstubAllGlobals());

describe('/mine/invite with templates', { timeout: heavy }, () => {
  it('preselects the visit type with a template and previews it filled for the first visitor', async () => {
    const api = fakeApi({
      checkInviteCount: allowance,
      GetAllTemplateType: () => ok([{ userid: 10000001, gid: 0, ...business }]),
      getEmptempByPost: () => ok([]),
      getEmptemplateByType: (body) => (body.visitType === 'business' ? ok({ source: 'company', ...business }) : fail(56)),
      addAppointment: () => ok({ vids: [1] }),
    });
    openInvite();
    expect(await screen.findByText('The company\'s template "Business" is sent.', undefined, slow)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name of visitor 1'), { target: { value: 'Gina Guest' } });
    fireEvent.change(screen.getByLabelText('Phone of visitor 1'), { target: { value: '13800000021' } });
    fireEvent.change(screen.getByLabelText('Email of visitor 1'), { target: { value: 'gina@example.com' } });
    expect(await screen.findByText('Dear Gina Guest, Ivy Inviter of Acme Labs expects you.', undefined, slow)).toBeTruthy();
    expect(screen.queryByLabelText('Message')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Email' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await vi.waitFor(() => expect(api.bodiesOf('addAppointment')).toHaveLength(1));
    expect(api.bodiesOf('addAppointment')[0]).toMatchObject([{ name: 'Gina Guest', visitType: 'business' }]);
    // Door access is off in this build: no door groups are offered or sent.
    expect(screen.queryByLabelText('Door groups')).toBeNull();
    expect((api.bodiesOf('addAppointment')[0] as object[])[0]).not.toHaveProperty('egids');
  });

  it('lets an employee choose the doors of the visit when the build has door access', async () => {
    const flagAsBuilt = featureFlags.doorAccess;
    featureFlags.doorAccess = true;
    onTestFinished(() => {
      featureFlags.doorAccess = flagAsBuilt;
    });
    const api = fakeApi({
      checkInviteCount: allowance,
      GetAllTemplateType: () => ok([{ userid: 10000001, gid: 0, ...business }]),
      getEmptempByPost: () => ok([]),
      getEmptemplateByType: () => ok({ source: 'company', ...business }),
      getEquipmentGroupByUserid: () => ok([fakeGroup(5, { egname: 'Lab' })]),
      addAppointment: () => ok({ vids: [1] }),
    });
    openInvite(3);
    expect(await screen.findByText('The company\'s template "Business" is sent.', undefined, slow)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name of visitor 1'), { target: { value: 'Gina Guest' } });
    fireEvent.change(screen.getByLabelText('Email of visitor 1'), { target: { value: 'gina@example.com' } });
    fireEvent.mouseDown(await screen.findByLabelText('Door groups', undefined, slow));
    fireEvent.click(await screen.findByText('Lab', { selector: '.ant-select-item-option-content' }, slow));
    fireEvent.click(screen.getByRole('radio', { name: 'Email' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await vi.waitFor(() => expect(api.bodiesOf('addAppointment')).toHaveLength(1), slow);
    expect(api.bodiesOf('addAppointment')[0]).toMatchObject([{ name: 'Gina Guest', egids: '5' }]);
    expect(api.names()).not.toContain('getPlan');
  });

  it("checks each visitor's phone and email with the contract's rules before anything is sent", async () => {
    const api = fakeApi({
      checkInviteCount: allowance,
      GetAllTemplateType: () => ok([{ userid: 10000001, gid: 0, ...business }]),
      getEmptempByPost: () => ok([]),
      getEmptemplateByType: () => ok({ source: 'company', ...business }),
      addAppointment: () => ok({ vids: [1] }),
    });
    openInvite();
    expect(await screen.findByText('The company\'s template "Business" is sent.', undefined, slow)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name of visitor 1'), { target: { value: 'Gina Guest' } });
    fireEvent.change(screen.getByLabelText('Phone of visitor 1'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Email of visitor 1'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Email' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Enter a valid phone number', undefined, slow)).toBeTruthy();
    expect(await screen.findByText('Enter a valid email address', undefined, slow)).toBeTruthy();
    expect(api.bodiesOf('addAppointment')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Phone of visitor 1'), { target: { value: '+86 138-0000-0021' } });
    fireEvent.change(screen.getByLabelText('Email of visitor 1'), { target: { value: 'gina@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await vi.waitFor(() => expect(api.bodiesOf('addAppointment')).toHaveLength(1), slow);
    expect(api.bodiesOf('addAppointment')[0]).toMatchObject([{ phone: '+86 138-0000-0021', vemail: 'gina@example.com' }]);
  });

  it('asks for a message when the visit type has no template', async () => {
    const api = fakeApi({
      checkInviteCount: allowance,
      GetAllTemplateType: () => ok([]),
      getEmptempByPost: () => ok([]),
      getEmptemplateByType: () => fail(56),
      addAppointment: () => ok({ vids: [1] }),
    });
    openInvite();
    const type = await screen.findByLabelText('Visit type', undefined, slow);
    fireEvent.mouseDown(type);
    fireEvent.click(await screen.findByTitle('Interview', undefined, slow));
    expect(
      await screen.findByText('No template for this visit type: write the message the visitor receives.', undefined, slow),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name of visitor 1'), { target: { value: 'Gina Guest' } });
    fireEvent.change(screen.getByLabelText('Phone of visitor 1'), { target: { value: '13800000021' } });
    fireEvent.change(screen.getByLabelText('Email of visitor 1'), { target: { value: 'gina@example.com' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Email' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Write the message, or choose a visit type with a template', undefined, slow)).toBeTruthy();
    expect(api.bodiesOf('addAppointment')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Welcome {visitor}' } });
    expect(within(await screen.findByTestId('template-preview', undefined, slow)).getByText('Welcome Gina Guest')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await vi.waitFor(() => expect(api.bodiesOf('addAppointment')).toHaveLength(1));
    expect(api.bodiesOf('addAppointment')[0]).toMatchObject([{ visitType: 'interview', inviteContent: 'Welcome {visitor}' }]);
  });
});
