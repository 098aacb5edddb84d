import type { SyncReport } from '@vestibule/contract/endpoints/directory-sync';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { fakeCompany } from '../../../test/fake-company';
import { DirectoryImportMenu } from './directory-import-menu';

const heavy = 40_000;
const userid = 10000001;
const settings = fakeCompany({ userid, ddnotify: 0, ddautosync: 0, rtxip: '', rtxport: 0, rtxAuto: 0 });
const report: SyncReport = {
  id: 7,
  source: 'dingtalk',
  trigger: 'manual',
  startedAt: Date.UTC(2026, 10, 24, 9, 0),
  finishedAt: Date.UTC(2026, 10, 24, 9, 1),
  added: 3,
  updated: 2,
  left: 1,
  errors: [{ name: 'Di', reason: 'no mobile phone' }],
};

function showMenu() {
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0 });
  render(
    <AppProviders>
      <DirectoryImportMenu />
    </AppProviders>,
  );
}

async function choose(item: string) {
  fireEvent.click(await screen.findByRole('button', { name: /Import from directory/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

afterEach(() => vi.unstubAllGlobals());

describe('DirectoryImportMenu', { timeout: heavy }, () => {
  it('imports from DingTalk and shows the report', async () => {
    const api = fakeApi({ GetUserInfo: () => ok({ ...settings, ddnotify: 1 }), getEmployeeFromDD: () => ok(report) });
    showMenu();
    await vi.waitFor(() => expect(api.names()).toContain('GetUserInfo'));
    await choose('From DingTalk');
    const dialog = await screen.findByRole('dialog', { name: 'Sync report' });
    expect(api.bodiesOf('getEmployeeFromDD')).toEqual([{ userid }]);
    const text = dialog.textContent ?? '';
    for (const part of ['DingTalk', 'Added3', 'Updated2', 'Left (disabled)1', '1 entry not imported', 'Di: no mobile phone']) {
      expect(text).toContain(part);
    }
  });

  it.each([
    ['From DingTalk', settings, 'Turn DingTalk notices on before importing from DingTalk'],
    ['From RTX', settings, 'Set the RTX server ip and port before importing from RTX'],
    [
      'From RTX',
      { ...settings, ddnotify: 1, rtxip: '10.0.0.5', rtxport: 8012 },
      'Importing from RTX is not possible while DingTalk notices are on',
    ],
  ])('%s shows the tip without calling when blocked (%#)', async (item, info, tip) => {
    const api = fakeApi({ GetUserInfo: () => ok(info) });
    showMenu();
    await vi.waitFor(() => expect(api.names()).toContain('GetUserInfo'));
    await choose(item);
    const dialog = await screen.findByRole('dialog', { name: 'Import not possible' });
    expect(within(dialog).getByText(tip)).toBeTruthy();
    expect(api.names().filter((name) => name.startsWith('getEmployeeFrom'))).toEqual([]);
  });

  it('lists the sync history', async () => {
    fakeApi({
      GetUserInfo: () => ok(settings),
      getSyncReports: () => ok([report, { ...report, id: 8, source: 'rtx', trigger: 'auto', errors: [] }]),
    });
    showMenu();
    await choose('Sync history');
    const dialog = await screen.findByRole('dialog', { name: 'Sync history' });
    await vi.waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(3));
    const rows = within(dialog).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('DingTalk');
    expect(rows[1]!.textContent).toContain('Manual');
    expect(rows[1]!.textContent).toContain('Di: no mobile phone');
    expect(rows[2]!.textContent).toContain('RTX');
    expect(rows[2]!.textContent).toContain('Daily');
  });
});
