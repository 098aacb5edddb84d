import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { WhitelistPage } from './whitelist-page';

const employee = (empid: number, empName: string, wlist: number) => ({
  empid,
  empName,
  empNo: `E${empid}`,
  empPhone: `1380000100${empid}`,
  deptNames: [],
  wlist,
});

describe('/whitelist', () => {
  it('searches by name and switches an employee on and off the whitelist', async () => {
    saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
    const api = fakeApi({
      getEmpWlist: () => ok({ list: [employee(1, 'Ada', 1), employee(2, 'Bo', 0)], count: 2, pageNo: 1, pageSize: 20 }),
      setEmpWlist: () => ok(),
    });
    render(
      <AppProviders>
        <WhitelistPage />
      </AppProviders>,
    );
    const bo = await screen.findByRole('switch', { name: 'Whitelist Bo' });
    expect(bo.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Whitelist Ada' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(bo);
    await waitFor(() => expect(api.bodiesOf('setEmpWlist')).toEqual([[{ userid: 10000001, empid: 2, empNo: 'E2', wlist: 1 }]]));

    fireEvent.change(screen.getByLabelText('Search employees'), { target: { value: 'Ad' } });
    fireEvent.keyDown(screen.getByLabelText('Search employees'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.bodiesOf('getEmpWlist').at(-1)).toMatchObject({ empName: 'Ad', startIndex: 1 }));
  });
});
