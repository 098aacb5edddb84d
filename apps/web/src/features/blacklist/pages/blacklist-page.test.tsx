import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { captureToasts } from '../../../test/capture-toasts';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { fakeCompany } from '../../../test/fake-company';
import { BlacklistPage } from './blacklist-page';

const slow = { timeout: 10_000 };

interface Entry {
  bid: string;
  name: string;
  phone: string;
  credentialNo: string;
  remark: string;
}

/** A server holding one company's blacklist and its switch. */
function blacklistServer(initial: Entry[], switchOn = 0) {
  let entries = [...initial];
  let next = 100;
  const company = { blackListSwitch: switchOn };
  const api = fakeApi({
    GetUserInfo: () => ok(fakeCompany({ userid: 10000001, company: 'Acme', blackListSwitch: company.blackListSwitch })),
    getGate: () => ok([{ gid: 7, userid: 10000001, gname: 'North gate', qrcode: 'G.7.abcdefghijklmnop' }]),
    updateblackListSwitch: (body) => {
      company.blackListSwitch = Number(body.blackListSwitch);
      return ok();
    },
    getBlacklist: (body) => {
      const condition = String(body.condition ?? '').toLowerCase();
      const matching = entries.filter((entry) =>
        [entry.name, entry.phone, entry.credentialNo, entry.remark].some((text) => text.toLowerCase().includes(condition)),
      );
      const [start, size] = [Number(body.startIndex), Number(body.requestedCount)];
      const list = matching.slice(start - 1, start - 1 + size).map((entry) => ({
        ...entry,
        userid: 10000001,
        gids: '',
        sids: '',
        gname: '',
        sname: '',
        createTime: Date.UTC(2026, 10, 20),
      }));
      return ok({ list, count: matching.length, pageNo: 1, pageSize: size });
    },
    addBlacklist: (body) => {
      if (entries.some((entry) => entry.phone && entry.phone === body.phone)) return fail(3, 'phone: already on the blacklist');
      const entry = {
        bid: String(next++),
        name: String(body.name),
        phone: String(body.phone),
        credentialNo: String(body.credentialNo),
        remark: String(body.remark),
      };
      entries = [entry, ...entries];
      return ok({ bid: entry.bid });
    },
    delBlacklist: (body) => {
      const bids = body.bids as string[];
      entries = entries.filter((entry) => !bids.includes(entry.bid));
      return ok();
    },
  });
  return { api, company, entries: () => entries };
}

const mallory = { bid: '1', name: 'Mallory', phone: '13800001111', credentialNo: '11010519491231002X', remark: 'Tailgated' };
const eve = { bid: '2', name: 'Eve', phone: '', credentialNo: 'E1234567', remark: '' };

function openBlacklist() {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
  render(
    <AppProviders>
      <BlacklistPage />
    </AppProviders>,
  );
}

const dialog = () => within(screen.getByRole('dialog'));
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const theSwitch = () => screen.getByRole('switch', { name: 'Refuse blacklisted visitors' });

describe('/emp/blacklist', () => {
  it('lists people with the ID number masked, and searches by part of any field', async () => {
    const { api } = blacklistServer([mallory, eve]);
    openBlacklist();
    expect(await screen.findByText('Mallory', {}, slow)).toBeTruthy();
    // The test screen is narrow: phone and the masked ID number sit under the name.
    expect(within(rowOf('Mallory')).getByText('13800001111 · 110105********002X')).toBeTruthy();
    expect(screen.queryByText('11010519491231002X')).toBeNull();
    expect(within(rowOf('Mallory')).getByText('Tailgated')).toBeTruthy();
    expect(within(rowOf('Mallory')).getByText('November 20, 2026')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search the blacklist'), { target: { value: 'e123' } });
    fireEvent.keyDown(screen.getByLabelText('Search the blacklist'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByText('Mallory')).toBeNull());
    expect(screen.getByText('Eve')).toBeTruthy();
    expect(api.bodiesOf('getBlacklist').at(-1)).toMatchObject({ condition: 'e123', startIndex: 1, requestedCount: 20 });

    fireEvent.change(screen.getByLabelText('Search the blacklist'), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    await waitFor(() => expect(api.bodiesOf('getBlacklist').at(-1)).toMatchObject({ condition: 'nobody' }));
    expect(await screen.findByText('No one on the blacklist matches this search', {}, slow)).toBeTruthy();
  });

  it('turns the switch on at once and asks before turning it off', async () => {
    const { api, company } = blacklistServer([mallory]);
    openBlacklist();
    expect(await screen.findByText(/refused at appointment and at sign-in/, {}, slow)).toBeTruthy();
    await waitFor(() => expect(theSwitch().getAttribute('aria-checked')).toBe('false'));
    fireEvent.click(theSwitch());
    await waitFor(() => expect(company.blackListSwitch).toBe(1));
    await waitFor(() => expect(theSwitch().getAttribute('aria-checked')).toBe('true'));

    fireEvent.click(theSwitch());
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('Stop refusing blacklisted visitors?');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodiesOf('updateblackListSwitch')).toEqual([{ userid: 10000001, blackListSwitch: 1 }]);

    fireEvent.click(theSwitch());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(company.blackListSwitch).toBe(0));
    await waitFor(() => expect(theSwitch().getAttribute('aria-checked')).toBe('false'));
  });

  it('adds a person: needs a name and a phone or ID number, and refuses a resident ID number that fails its check', async () => {
    const { api } = blacklistServer([mallory]);
    openBlacklist();
    await screen.findByText('Mallory', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Add person' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please enter the name')).toBeTruthy();
    expect(await screen.findByText('Please enter a phone or an ID number')).toBeTruthy();

    fireEvent.change(dialog().getByLabelText('Name'), { target: { value: 'Trudy' } });
    fireEvent.change(dialog().getByLabelText('Phone'), { target: { value: 'call me' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    fireEvent.change(dialog().getByLabelText('Phone'), { target: { value: '' } });
    fireEvent.change(dialog().getByLabelText('ID number'), { target: { value: '110105194912310021' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/is not a valid resident ID number/)).toBeTruthy();
    expect(api.bodiesOf('addBlacklist')).toEqual([]);
    fireEvent.change(dialog().getByLabelText('ID number'), { target: { value: '11010519491231002X' } });
    fireEvent.change(dialog().getByLabelText('Remark'), { target: { value: 'Fake badge' } });
    fireEvent.mouseDown(dialog().getByLabelText('Gates'));
    fireEvent.click(await screen.findByText('North gate', { selector: '.ant-select-item-option-content' }, slow));
    fireEvent.click(dialog().getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.bodiesOf('addBlacklist')).toEqual([
        { userid: 10000001, name: 'Trudy', phone: '', credentialNo: '11010519491231002X', remark: 'Fake badge', gids: '7' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Trudy')).toBeTruthy();
  });

  it('shows a phone already on the list at the phone field', async () => {
    blacklistServer([mallory]);
    const toasts = captureToasts();
    openBlacklist();
    await screen.findByText('Mallory', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Add person' }));
    fireEvent.change(dialog().getByLabelText('Name'), { target: { value: 'Again' } });
    fireEvent.change(dialog().getByLabelText('Phone'), { target: { value: '13800001111' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This phone is already on the blacklist')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(toasts.shown.some((toast) => toast.kind === 'error')).toBe(true);
  });

  it('removes the selected people after asking', async () => {
    const { api, entries } = blacklistServer([mallory, eve]);
    openBlacklist();
    await screen.findByText('Mallory', {}, slow);
    const remove = () => screen.getByRole('button', { name: /Remove/ });
    expect(remove().hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(rowOf('Eve')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove 1 selected' }));
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('Remove 1 person from the blacklist?');
    fireEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Eve')).toBeNull());
    expect(api.bodiesOf('delBlacklist')).toEqual([{ userid: 10000001, bids: ['2'] }]);
    expect(entries().map((entry) => entry.name)).toEqual(['Mallory']);
  });

  it('explains the blacklist when it is empty', async () => {
    blacklistServer([]);
    openBlacklist();
    expect(await screen.findByText('No one is on the blacklist yet', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add person' })).toBeTruthy();
  });
});
