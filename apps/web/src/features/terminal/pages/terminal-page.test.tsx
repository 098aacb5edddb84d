import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { readProfile, saveProfile } from '../../../lib/session';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { visitOf } from '../../../test/test-visits';
import { TerminalPage } from './terminal-page';

const slow = { timeout: 10_000 };

const renderPage = () =>
  render(
    <AppProviders>
      <TerminalPage />
    </AppProviders>,
  );

const signedInAtDesk = () =>
  saveProfile({ token: 'lobby-abc', userid: 10000001, id: 'lobby', username: 'Lobby desk', company: 'Acme', loginType: 4 });

const gina = visitOf(21, { vname: 'Gina Guest', signinType: 1, visitStatus: 'accepted', vcompany: 'Acme Labs' });

describe('reception terminal', () => {
  it('signs a reception account in with LoginManager and keeps its session as <account>-<token>', async () => {
    const api = fakeApi({
      getSiteConfig: () => ok({ captcha: 0, loginTypes: [0, 3], filingNumber: '', version: '1' }),
      LoginManager: () =>
        ok({
          userid: 10000001,
          pemail: 'admin@acme.example',
          account: 'lobby',
          sName: 'Lobby desk',
          sType: 2,
          company: 'Acme',
          token: 'abc',
          tokenExpire: 43200,
          gid: '',
          gname: '',
        }),
      SearchVisitByCondition: () => ok([]),
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Account', {}, slow), { target: { value: ' lobby ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'desk-Pass1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Find a visitor' }, slow);
    expect(api.bodiesOf('LoginManager')).toEqual([{ account: 'lobby', password: 'desk-Pass1', digest: '' }]);
    expect(readProfile()).toMatchObject({ token: 'lobby-abc', userid: '10000001', username: 'Lobby desk', loginType: '4' });
  });

  it('finds a visit by its invitation code and signs it in with the code', async () => {
    signedInAtDesk();
    const api = fakeApi({
      SearchVisitByCondition: () => ok([]),
      getVisitByCode: () => ok(gina),
      AppClientSignin: () => ok({ visit: { ...gina, visitStatus: 'signedIn', visitdate: Date.now() }, vcount: 1 }),
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Code, badge number, phone or ID number', {}, slow), {
      target: { value: 'abc.def' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    const card = await screen.findByRole('region', { name: 'Visit of Gina Guest' }, slow);
    expect(card.textContent).toContain('Acme Labs');
    fireEvent.click(within(card).getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Gina Guest is signed in.', {}, slow);
    expect(api.bodiesOf('AppClientSignin')).toEqual([{ userid: 10000001, code: 'abc.def', signInOpName: 'Lobby desk' }]);
    await within(card).findByRole('button', { name: 'Sign out' });
  });

  it('looks a phone up among today’s appointments and those on site, and says when nothing is found', async () => {
    signedInAtDesk();
    const api = fakeApi({ SearchVisitByCondition: () => ok([]), searchTodayAppointment: () => ok([]) });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Code, badge number, phone or ID number', {}, slow), {
      target: { value: '13800000031' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    await screen.findByText('No visit today for 13800000031.', {}, slow);
    expect(api.bodiesOf('searchTodayAppointment')).toEqual([{ userid: 10000001, phone: '13800000031' }]);
    expect(api.bodiesOf('SearchVisitByCondition')).toContainEqual(expect.objectContaining({ phone: '13800000031', svcType: 1 }));
  });

  it('tells when sign-in opens when an expected visitor comes too early', async () => {
    signedInAtDesk();
    const appointmentDate = new Date(2026, 10, 24, 14, 0).getTime();
    fakeApi({
      SearchVisitByCondition: (body) => ok(body.svcType === 2 ? [visitOf(5, { vname: 'Paul Phone', appointmentDate })] : []),
      VisitAppointmentSignin: () => fail(64, 'Too early', { appointmentDate, preExtendTime: 30 }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in Paul Phone' }, slow));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too early: sign-in opens at 2026-11-24 13:30.'));
  });

  it('offers the sign-out of the visit a visitor is still on site with when a second sign-in is refused', async () => {
    signedInAtDesk();
    const earlier = visitOf(9, { vname: 'Dora Double', visitStatus: 'signedIn', visitdate: Date.now() - 3_600_000 });
    let signedOut = 0;
    fakeApi({
      SearchVisitByCondition: (body) => ok(body.svcType === 2 ? [visitOf(5, { vname: 'Dora Double' })] : []),
      VisitAppointmentSignin: () => fail(105, 'Dora Double is already on site', { vid: 9, vname: 'Dora Double' }),
      GetVisitorByVid: ({ vid }) => ok(vid === 9 ? { ...earlier, events: [] } : { ...visitOf(5), events: [] }),
      VisitorSignOutByVid: ({ vid }) => {
        signedOut = Number(vid);
        return ok(null);
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in Dora Double' }, slow));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Dora Double is already on site and not signed out.'),
    );
    const found = await screen.findByRole('group', { name: 'Visits found' });
    fireEvent.click(within(found).getByRole('button', { name: /Sign out/ }));
    await waitFor(() => expect(signedOut).toBe(9));
  });
});
