import type { VisitorType } from '@vestibule/contract/entities/visitor-type';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { readProfile, saveProfile } from '../../../lib/session';
import { type FakeHandlers, fail, fakeApi, ok } from '../../../test/fake-api';
import { employeeOf } from '../../../test/fake-employees';
import { pngFile } from '../../../test/test-files';
import { visitOf } from '../../../test/test-visits';
import { TerminalPage } from './terminal-page';

const slow = { timeout: 10_000 };
/** The walk-in form is a long antd form: jsdom renders it slowly. */
const formTest = 60_000;

const renderPage = () =>
  render(
    <AppProviders>
      <TerminalPage />
    </AppProviders>,
  );

const signedInAtDesk = () =>
  saveProfile({ token: 'lobby-abc', userid: 10000001, id: 'lobby', username: 'Lobby desk', company: 'Acme', loginType: 4 });

const gina = visitOf(21, { vname: 'Gina Guest', signinType: 1, visitStatus: 'accepted', vcompany: 'Acme Labs' });

const visitorType = (tid: number, vType: string): VisitorType => ({
  tid,
  userid: 10000001,
  vType,
  povDays: 1,
  qid: '',
  category: 0,
  gateType: '',
  refuseRestDay: 0,
  refuseWeekend: 0,
  refuseOutsideHours: 0,
  egids: '',
});
const padConfig = {
  carousel: [],
  logo: '',
  themecolor: '',
  backgroundPic: '',
  avatars: [] as string[],
  cardText: '',
  photoSkippable: false,
  secureProtocol: '',
};

/** What the walk-in form reads: two visitor types, two visit reasons, a host to find and the tablet's settings. */
const walkInCalls = (avatars: string[] = []): FakeHandlers => ({
  getVisitorType: () => ok([visitorType(3, 'Guest'), visitorType(4, 'Contractor')]),
  GetExtendVisitor: () => ok([]),
  GetVisitType: () => ok({ inputValue: 'Meeting,Delivery' }),
  getPadConfig: () => ok({ ...padConfig, avatars, photoSkippable: avatars.length > 0 }),
  getEmpByName: () => ok([employeeOf(7, { empName: 'Ivy Inviter' })]),
  Upload: () => ok({ url: '/files/a/walter.png' }),
});

/** Opens the walk-in drawer and fills in a name, a phone and the host. */
async function startWalkIn(name: string, phone: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Register a walk-in' }, slow));
  const drawer = await screen.findByRole('dialog', { name: 'Walk-in visitor' }, slow);
  fireEvent.change(await within(drawer).findByLabelText('Name', {}, slow), { target: { value: name } });
  fireEvent.change(within(drawer).getByLabelText('Phone'), { target: { value: phone } });
  fireEvent.change(within(drawer).getByLabelText('Host'), { target: { value: 'Ivy' } });
  fireEvent.click(await within(drawer).findByRole('button', { name: 'Ivy Inviter' }, slow));
  return drawer;
}

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
          module: [],
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
    fireEvent.change(await screen.findByLabelText('Code, phone or ID number', {}, slow), {
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
    fireEvent.change(await screen.findByLabelText('Code, phone or ID number', {}, slow), {
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

  it(
    'registers a walk-in with the tablet’s form, shows them signed in and refreshes today’s lists',
    async () => {
      signedInAtDesk();
      const walter = visitOf(31, {
        vname: 'Walter Walker',
        visitStatus: 'signedIn',
        visitdate: Date.now(),
        vType: 'Contractor',
        visitType: 'Meeting',
        empName: 'Ivy Inviter',
      });
      let registered = false;
      const api = fakeApi({
        ...walkInCalls(),
        SearchVisitByCondition: (body) => ok(body.svcType === 1 && registered ? [walter] : []),
        UpdatePhoto: () => {
          registered = true;
          return ok({ visit: walter, vcount: 1 });
        },
      });
      renderPage();
      const drawer = await startWalkIn('Walter Walker', '');
      // The visit reason is labelled as such, apart from the visitor type.
      expect(
        within(within(drawer).getByRole('group', { name: 'Visit reason' }))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Meeting', 'Delivery']);
      expect(
        within(within(drawer).getByRole('group', { name: 'Visitor type' }))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Guest', 'Contractor']);

      // As at the tablet: a phone or an ID number, each valid, and a photo.
      fireEvent.click(within(drawer).getByRole('button', { name: 'Sign the visitor in' }));
      expect(await within(drawer).findByText('Enter a phone number or an ID number')).toBeTruthy();
      expect(within(drawer).getByText("Choose the visitor's photo")).toBeTruthy();
      fireEvent.change(within(drawer).getByLabelText('ID number'), { target: { value: '123' } });
      expect(await within(drawer).findByText('Wrong length: an ID number has 18 digits (or 15 for the old ones)')).toBeTruthy();
      fireEvent.change(within(drawer).getByLabelText('ID number'), { target: { value: '' } });
      fireEvent.change(within(drawer).getByLabelText('Phone'), { target: { value: '13900000077' } });

      fireEvent.click(within(drawer).getByRole('button', { name: 'Contractor' }));
      fireEvent.click(within(drawer).getByRole('button', { name: 'Meeting' }));
      fireEvent.change(within(drawer).getByLabelText('Choose a photo', { selector: 'input' }), {
        target: { files: [pngFile('walter.png')] },
      });
      await within(drawer).findByRole('img', { name: "Visitor's photo" }, slow);
      const listSearches = api.bodiesOf('SearchVisitByCondition').length;
      fireEvent.click(within(drawer).getByRole('button', { name: 'Sign the visitor in' }));

      await screen.findByText('Walter Walker is signed in.', {}, slow);
      expect(api.bodiesOf('UpdatePhoto')).toEqual([
        {
          userid: 10000001,
          name: 'Walter Walker',
          phone: '13900000077',
          empid: 7,
          tid: 4,
          vType: 'Contractor',
          visitType: 'Meeting',
          photoUrl: '/files/a/walter.png',
          peopleCount: 1,
          memberName: '',
          extendCol: [],
          signInOpName: 'Lobby desk',
        },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Walk-in visitor' })).toBeNull());
      const card = screen.getByRole('region', { name: 'Visit of Walter Walker' });
      expect(card.textContent).toContain('Visit reasonMeeting');
      expect(card.textContent).toContain('Visitor typeContractor');
      expect(within(card).getByRole('button', { name: 'Sign out' })).toBeTruthy();
      await within(screen.getByRole('region', { name: 'On site now' })).findByText('Walter Walker', {}, slow);
      expect(api.bodiesOf('SearchVisitByCondition').length).toBeGreaterThan(listSearches);
    },
    formTest,
  );

  it(
    'tells a refused walk-in in plain words, and offers the sign-out of the visit still on site',
    async () => {
      signedInAtDesk();
      const earlier = visitOf(9, { vname: 'Dora Double', visitStatus: 'signedIn', visitdate: Date.now() - 3_600_000 });
      const answers = [
        () => fail(66, 'Refused'),
        () => fail(105, 'Dora Double is already on site', { vid: 9, vname: 'Dora Double' }),
        () => ok({ visit: visitOf(32, { vname: 'Dora Double', visitStatus: 'signedIn', visitdate: Date.now() }), vcount: 1 }),
      ];
      let signedOut = 0;
      const api = fakeApi({
        ...walkInCalls(['/files/a/avatar-1.png']),
        SearchVisitByCondition: () => ok([]),
        UpdatePhoto: () => answers[api.bodiesOf('UpdatePhoto').length - 1]!(),
        GetVisitorByVid: () =>
          ok({ ...earlier, ...(signedOut ? { visitStatus: 'signedOut', signOutDate: Date.now() } : {}), events: [] }),
        VisitorSignOutByVid: ({ vid }) => {
          signedOut = Number(vid);
          return ok(null);
        },
      });
      // jsdom scrolls nothing: the panel's wish to bring the refusal into view is recorded instead.
      const scrolled = vi.fn();
      Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: scrolled });
      onTestFinished(() => {
        Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
      });
      renderPage();
      const drawer = await startWalkIn('Dora Double', '13900000099');
      // The company's built-in avatars stand in for a photo, as at the tablet.
      fireEvent.click(within(drawer).getByRole('button', { name: 'Picture 1' }));
      const submit = within(drawer).getByRole('button', { name: 'Sign the visitor in' });

      fireEvent.click(submit);
      expect((await within(drawer).findByRole('alert', {}, slow)).textContent).toContain(
        'Refused at the front desk: this visitor cannot sign in.',
      );
      expect(api.bodiesOf('UpdatePhoto')[0]).toMatchObject({ photoUrl: '/files/a/avatar-1.png' });
      expect(scrolled.mock.contexts).toContain(within(drawer).getByRole('alert').parentElement);

      fireEvent.click(submit);
      await waitFor(() =>
        expect(within(drawer).getByRole('alert').textContent).toContain('Dora Double is already on site and not signed out.'),
      );
      const onSite = await within(drawer).findByRole('region', { name: 'Visit of Dora Double' }, slow);
      fireEvent.click(within(onSite).getByRole('button', { name: 'Sign out' }));
      await within(drawer).findByText("Dora Double's earlier visit is signed out: sign the walk-in in again.", {}, slow);
      expect(signedOut).toBe(9);

      fireEvent.click(submit);
      await screen.findByText('Dora Double is signed in.', {}, slow);
      expect(api.bodiesOf('UpdatePhoto')).toHaveLength(3);
    },
    formTest,
  );
});
