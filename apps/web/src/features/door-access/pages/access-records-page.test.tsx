import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { fakeRecord } from '../../../test/fake-door-access';
import { pageOf } from '../../../test/fake-page';
import { AccessRecordsPage } from './access-records-page';

const slow = { timeout: 10_000 };

afterEach(() => vi.restoreAllMocks());

describe('/key/record', () => {
  it('lists the decisions with their reasons, filters them, and exports what the filters find', async () => {
    const api = fakeApi({
      getOpendoorInfo: (body) =>
        ok(
          pageOf(
            body.openStatus === '0'
              ? [fakeRecord(2, { vname: 'Mallory', openStatus: '0', status: 0, reason: 'blacklisted' })]
              : [
                  fakeRecord(1, { vname: 'Peggy', mobile: '13800000001' }),
                  fakeRecord(2, { vname: 'Mallory', openStatus: '0', reason: 'blacklisted' }),
                ],
          ),
        ),
      getDownloadTicket: () => ok({ ticket: 'cd34', url: '/api/ExportRfidRecordsList?ticket=cd34' }),
    });
    const opened: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.getAttribute('href') ?? '');
    });
    saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
    render(
      <AppProviders>
        <MemoryRouter>
          <AccessRecordsPage />
        </MemoryRouter>
      </AppProviders>,
    );
    const peggy = await screen.findByRole('row', { name: /Peggy/ }, slow);
    expect(peggy.textContent).toContain('Opened');
    expect(peggy.textContent).toContain('Signed in');
    expect(screen.getByRole('row', { name: /Mallory/ }).textContent).toContain('Blacklisted');

    fireEvent.mouseDown(screen.getByLabelText('Result'));
    fireEvent.click(await screen.findByTitle('Refused'));
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '13800000002' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Peggy/ })).toBeNull(), slow);
    expect(api.bodiesOf('getOpendoorInfo').at(-1)).toMatchObject({ openStatus: '0', mobile: '13800000002', startIndex: 1 });

    fireEvent.mouseEnter(screen.getByRole('button', { name: /Export/ }));
    fireEvent.click(await screen.findByText('CSV', {}, slow));
    await waitFor(() => expect(opened).toHaveLength(1));
    const url = new URL(opened[0]!, 'http://localhost');
    expect(url.pathname).toBe('/api/ExportRfidRecordsList');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ticket: 'cd34',
      format: 'csv',
      openStatus: '0',
      mobile: '13800000002',
    });
  });
});
