import type { InterimCard } from '@vestibule/contract/entities/interim-card';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { pageOf } from '../../../test/fake-page';
import { InterimCardsPage } from './interim-cards-page';
import { MyInterimCardsPage } from './my-interim-cards-page';

// antd tables and dialogs render slowly in jsdom on a busy machine.
const heavy = 40_000;
const slow = { timeout: 20_000 };
const userid = 10000001;

const card = (cid: number, name: string, icStatus: number, fields: Partial<InterimCard> = {}): InterimCard => ({
  cid,
  userid,
  empid: cid + 100,
  cardNo: '',
  name,
  email: '',
  phone: '13800000000',
  deptName: 'Sales',
  empNo: `E-${cid}`,
  office: 'Floor 3',
  icStatus,
  submitTime: new Date(2026, 10, 28, 9, 15).getTime(),
  issueTime: null,
  returnTime: null,
  refuseReason: '',
  ...fields,
});

function open(path: string, page: React.ReactNode, profile: Parameters<typeof saveProfile>[0]) {
  saveProfile(profile);
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[`/${path}`]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}
const openDesk = () =>
  open('emp/tempcard', <InterimCardsPage />, { userid, token: `${userid}-abc`, loginType: 0, username: 'Ada Admin' });
const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) });

describe('/emp/tempcard', { timeout: heavy }, () => {
  it('issues a card with its number to a waiting request, and refuses another with a reason', async () => {
    let issued = false;
    const api = fakeApi({
      getInterimCard: () =>
        ok(
          pageOf([
            issued ? card(1, 'Ann Archer', 1, { cardNo: 'T-01', issueTime: Date.now() }) : card(1, 'Ann Archer', 0),
            card(2, 'Bob Baker', 0),
          ]),
        ),
      issueInterimCard: () => {
        issued = true;
        return ok();
      },
      refuseInterimCard: () => ok(),
    });
    openDesk();
    await screen.findByText('Ann Archer', {}, slow);
    expect(api.bodiesOf('getInterimCard')[0]).toEqual({
      userid,
      startDate: '',
      endDate: '',
      name: '',
      empNo: '',
      cardNo: '',
      icStatus: '',
      startIndex: 1,
      requestedCount: 10,
    });
    expect(within(rowOf('Ann Archer')).getByText('2026-11-28 09:15')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Issue a card to Ann Archer' }));
    const issuing = await screen.findByRole('dialog');
    fireEvent.change(within(issuing).getByLabelText('Card number'), { target: { value: ' T-01 ' } });
    fireEvent.click(within(issuing).getByRole('button', { name: 'Issue' }));
    await waitFor(() => expect(api.bodiesOf('issueInterimCard')).toEqual([{ userid, cid: 1, cardNo: 'T-01' }]));
    await waitFor(() => expect(within(rowOf('Ann Archer')).getByText('Issued')).toBeTruthy(), slow);
    expect(screen.getByRole('button', { name: 'Mark the card of Ann Archer returned' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Refuse the request of Bob Baker' }));
    const refusing = await screen.findByRole('dialog');
    fireEvent.click(within(refusing).getByRole('button', { name: 'Refuse' }));
    expect(await within(refusing).findByText('Enter the reason the employee will read')).toBeTruthy();
    fireEvent.change(within(refusing).getByLabelText('Reason'), { target: { value: 'No cards left' } });
    fireEvent.click(within(refusing).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(api.bodiesOf('refuseInterimCard')).toEqual([{ userid, cid: 2, refuseReason: 'No cards left' }]));
  });

  it('marks an issued card returned after asking, and searches with the filters from the first page', async () => {
    const api = fakeApi({
      getInterimCard: () => ok(pageOf([card(3, 'Cat Cooper', 1, { cardNo: 'T-07' })])),
      returnInterimCard: () => ok(),
    });
    openDesk();
    await screen.findByText('Cat Cooper', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Mark the card of Cat Cooper returned' }));
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('Has Cat Cooper returned card T-07?');
    fireEvent.click(within(question).getByRole('button', { name: 'Returned' }));
    await waitFor(() => expect(api.bodiesOf('returnInterimCard')).toEqual([{ userid, cid: 3 }]));

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Cat ' } });
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: 'T-0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.bodiesOf('getInterimCard').at(-1)).toMatchObject({ name: 'Cat', cardNo: 'T-0', empNo: '', startIndex: 1 }),
    );
  });
});

describe('/mine/tempcard', { timeout: heavy }, () => {
  const openMine = () =>
    open('mine/tempcard', <MyInterimCardsPage />, {
      id: '7',
      userid,
      token: '7-abc',
      loginType: 3,
      company: 'Acme Labs',
      username: 'Ivy Inviter',
    });

  it('asks for a card with the office, then shows the open request instead of the form', async () => {
    let asked = false;
    const api = fakeApi({
      getInterimCard: () =>
        ok(pageOf(asked ? [card(5, 'Ivy Inviter', 0)] : [card(4, 'Ivy Inviter', 3, { refuseReason: 'None left' })])),
      addInterimCard: () => {
        asked = true;
        return ok({ cid: 5 });
      },
    });
    openMine();
    expect(await screen.findByText('None left', {}, slow)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Office'), { target: { value: 'Floor 3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a temporary card' }));
    await waitFor(() => expect(api.bodiesOf('addInterimCard')).toEqual([{ userid, office: 'Floor 3' }]));
    expect(await screen.findByText('Your request is waiting for the desk.', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for a temporary card' })).toBeNull();
  });

  it('shows the card number lent while it is out, and the desk refusing a second request', async () => {
    fakeApi({
      getInterimCard: () => ok(pageOf([card(6, 'Ivy Inviter', 1, { cardNo: 'T-09' })])),
      addInterimCard: () => fail(1132, 'You already have a temporary card request open', 6),
    });
    openMine();
    expect(await screen.findByText('You have card T-09. Return it to the desk when you leave.', {}, slow)).toBeTruthy();
    expect(within(rowOf('T-09')).getByText('Issued')).toBeTruthy();
  });
});
