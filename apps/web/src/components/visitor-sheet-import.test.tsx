import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveProfile } from '../lib/session';
import { fakeApi, ok } from '../test/fake-api';
import { AppProviders } from './app-providers';
import { VisitorSheetImport } from './visitor-sheet-import';

const read = {
  total: 4,
  rows: [
    { row: 2, name: 'Gina Guest', phone: '13800000021', vemail: 'gina@example.com', vcompany: 'Globex' },
    { row: 3, name: 'Hal Helper', phone: '', vemail: 'hal@example.com', vcompany: '' },
  ],
  bad: [
    { row: 4, name: 'Nora Nowhere', status: 604, reason: 'phone or email: give one to reach the visitor' },
    { row: 5, name: 'Dan Again', status: 24, reason: 'phone: same as row 2' },
  ],
};

function openImport(spaceLeft: number) {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
  const onImport = vi.fn();
  render(
    <AppProviders>
      <VisitorSheetImport spaceLeft={() => spaceLeft} onImport={onImport} />
    </AppProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Import from a spreadsheet' }));
  return onImport;
}

async function checkFile(name: string) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File(['name,phone\n'], name)] } });
  const check = await screen.findByRole('button', { name: 'Check file' });
  await waitFor(() => expect(check.hasAttribute('disabled')).toBe(false));
  fireEvent.click(check);
}

afterEach(() => vi.unstubAllGlobals());

describe('import visitors from a spreadsheet', { timeout: 20_000 }, () => {
  it('offers the template, has the file read, lists the rows with problems and hands over the good ones', async () => {
    const api = fakeApi({ checkVisitorImport: () => ok(read) });
    const onImport = openImport(100);
    const template = await screen.findByRole('link', { name: 'Download the template (.csv)' });
    expect(template.getAttribute('download')).toBe('visitor-import-template.csv');
    expect(decodeURIComponent(template.getAttribute('href') ?? '')).toContain('name,phone,email,company\r\n');

    await checkFile('visitors.xlsx');
    expect(await screen.findByText('Rows read: 4. Ready: 2. With problems (left out): 2.')).toBeTruthy();
    expect(((api.bodiesOf('checkVisitorImport')[0] as FormData).get('file') as File).name).toBe('visitors.xlsx');
    const problems = within(screen.getByRole('table', { name: 'Rows with problems' }));
    expect(
      problems
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '4Nora NowhereNo phone and no emailphone or email: give one to reach the visitor',
      '5Dan AgainPhone already given in an earlier rowphone: same as row 2',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Add 2 visitors to the form' }));
    expect(onImport).toHaveBeenCalledWith(read.rows);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds nothing when the form has no room for the rows', async () => {
    fakeApi({ checkVisitorImport: () => ok(read) });
    const onImport = openImport(1);
    await checkFile('visitors.csv');
    expect(
      await screen.findByText('The form has room for 1 more visitor only: remove rows from the file or the form.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add 2 visitors to the form' }).hasAttribute('disabled')).toBe(true);
    expect(onImport).not.toHaveBeenCalled();
  });
});
