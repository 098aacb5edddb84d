import type { InvitationView } from '@vestibule/contract/endpoints/invitations';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api';
import { InvitePage } from './invite-page';

const slow = { timeout: 10_000 };
const invitation: InvitationView = {
  vid: 5,
  vname: 'Ada Visitor',
  company: 'Acme Labs',
  empName: 'Ivy Inviter',
  empPhone: '',
  visitType: 'business',
  appointmentDate: Date.UTC(2026, 10, 22, 14),
  status: 2,
  visitStatus: 'viewed',
  permission: 1,
  refusal: '',
  answerable: true,
  qrcodeType: 0,
  qrcodeConf: 1,
  validFrom: 0,
  validUntil: Date.UTC(2026, 10, 23),
  acode: '482913',
};

beforeEach(() => window.history.replaceState(null, '', '/invite.html?token=1.2.3.4.mac'));
afterEach(() => vi.unstubAllGlobals());

describe('invite.html: the approval state', { timeout: 40_000 }, () => {
  it.each([
    [4, '', "Your visit awaits the company's approval. Your entry code works once it is approved."],
    [2, 'No escort available', 'Your visit was not approved: No escort available'],
    [2, '', 'Your visit was not approved.'],
  ])('permission %i (%s) tells the visitor where the approval stands', async (permission, refusal, text) => {
    fakeApi({ getAppointmentbySecId: () => ok({ ...invitation, permission, refusal }) });
    render(<InvitePage />);
    expect(await screen.findByText(text, {}, slow)).toBeTruthy();
  });

  it('says nothing of approval once the visit is authorised', async () => {
    fakeApi({ getAppointmentbySecId: () => ok(invitation) });
    render(<InvitePage />);
    await screen.findByRole('button', { name: 'Accept' }, slow);
    expect(screen.queryByText(/approv/i)).toBeNull();
  });

  it('lists only the details the visit has: no blank row for a visit without a type', async () => {
    fakeApi({ getAppointmentbySecId: () => ok({ ...invitation, visitType: '' }) });
    const { container } = render(<InvitePage />);
    await screen.findByText('482913', {}, slow);
    const labels = [...container.querySelectorAll('.ant-descriptions-item-label')].map((label) => label.textContent);
    expect(labels).toEqual(['Host', 'Company', 'Time', 'Entry code valid until', 'Entry code']);
  });

  it('gives the visitor the entry QR code and the six-digit code to type at the tablet', async () => {
    fakeApi({ getAppointmentbySecId: () => ok(invitation) });
    render(<InvitePage />);
    expect(await screen.findByText('482913', {}, slow)).toBeTruthy();
    expect(screen.getByText(/type the code 482913/)).toBeTruthy();
    expect(screen.getByLabelText('Entry QR code')).toBeTruthy();
  });

  it('adds the door pass for door readers below the entry code when the invitation carries one', async () => {
    fakeApi({ getAppointmentbySecId: () => ok({ ...invitation, doorCode: 'D.10000001.5.0.1.2.mac' }) });
    render(<InvitePage />);
    expect(await screen.findByLabelText('Door pass', {}, slow)).toBeTruthy();
    expect(screen.getByText('Show this QR code to the door readers inside.')).toBeTruthy();
    const [entry, pass] = [screen.getByLabelText('Entry QR code'), screen.getByLabelText('Door pass')];
    expect(entry.compareDocumentPosition(pass) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no door pass when the invitation has none', async () => {
    fakeApi({ getAppointmentbySecId: () => ok(invitation) });
    render(<InvitePage />);
    expect(await screen.findByLabelText('Entry QR code', {}, slow)).toBeTruthy();
    expect(screen.queryByText('Door pass')).toBeNull();
  });
});
