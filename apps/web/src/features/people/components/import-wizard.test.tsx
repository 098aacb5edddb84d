import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { captureToasts } from '../../../test/capture-toasts';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { ImportWizard } from './import-wizard';

const importId = 'f'.repeat(32);
const report = {
  importId,
  total: 455,
  good: 453,
  bad: [
    { row: 3, name: 'Bo Li', status: 24, reason: 'phone: another employee has it' },
    { row: 7, name: '', status: 604, reason: 'name: must not be empty' },
  ],
  unchanged: 3,
  created: 400,
  updated: 50,
  newDepartments: [] as string[],
};

function openWizard() {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
  const onClose = vi.fn();
  render(
    <AppProviders>
      <ImportWizard onClose={onClose} />
    </AppProviders>,
  );
  return onClose;
}

const pickFile = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
};

/** Clicks "Check file" once the wizard has taken the picked file: it looks at the file's size and type first. */
async function checkPickedFile() {
  const check = await screen.findByRole('button', { name: 'Check file' });
  await waitFor(() => expect(check.hasAttribute('disabled')).toBe(false));
  fireEvent.click(check);
}

describe('import wizard', () => {
  it('checks the file, lists every bad row with its reason, applies in batches with progress, then sums up', async () => {
    const api = fakeApi({
      checkEmpImport: () => ok(report),
      applyEmpImport: (body) => ok({ applied: Math.min(Number(body.startIndex) + Number(body.requestedCount), 450), total: 450 }),
      getDeptList: () => ok([]),
    });
    const onClose = openWizard();
    expect(await screen.findByRole('link', { name: 'Download the template (.xlsx)' })).toBeTruthy();
    const check = screen.getByRole('button', { name: 'Check file' });
    expect(check.hasAttribute('disabled')).toBe(true);

    pickFile(new File(['name,email,phone\n'], 'people.xlsx'));
    await checkPickedFile();
    expect(await screen.findByText('2 rows will be skipped')).toBeTruthy();
    const form = api.bodiesOf('checkEmpImport')[0] as FormData;
    expect((form.get('file') as File).name).toBe('people.xlsx');
    expect(form.get('userid')).toBe('10000001');

    const summary = within(screen.getByLabelText('What the file holds'));
    expect(summary.getByText('To add').nextSibling?.textContent).toBe('400');
    expect(summary.getByText('With problems').nextSibling?.textContent).toBe('2');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '3Bo LiPhone number is not uniquephone: another employee has it',
      '7Invalid namename: must not be empty',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Import 450 rows' }));
    expect(await screen.findByText('Import finished')).toBeTruthy();
    expect(screen.getByText('400 added, 50 updated, 3 unchanged.')).toBeTruthy();
    expect(screen.getByText('2 rows with problems were skipped.')).toBeTruthy();
    expect(api.bodiesOf('applyEmpImport')).toEqual(
      [0, 200, 400].map((startIndex) => ({
        userid: 10000001,
        importId,
        startIndex,
        requestedCount: 200,
        createDepartments: [],
      })),
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the progress while batches are applied', async () => {
    let release: () => void = () => undefined;
    fakeApi({
      checkEmpImport: () => ok({ ...report, bad: [], created: 300, updated: 0 }),
      applyEmpImport: (body) =>
        Number(body.startIndex) === 0
          ? ok({ applied: 200, total: 300 })
          : new Promise((resolve) => (release = () => resolve(ok({ applied: 300, total: 300 })))),
    });
    openWizard();
    pickFile(new File(['x'], 'people.csv'));
    await checkPickedFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Import 300 rows' }));
    expect(await screen.findByText('Imported 200 of 300')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('66');
    release();
    expect(await screen.findByText('Import finished')).toBeTruthy();
  });

  it('refuses other file types and says when every row is unchanged already', async () => {
    const toasts = captureToasts();
    fakeApi({ checkEmpImport: () => ok({ ...report, bad: [], created: 0, updated: 0, unchanged: 455 }) });
    openWizard();
    await screen.findByRole('button', { name: 'Check file' });
    pickFile(new File(['x'], 'people.pdf'));
    await waitFor(() => expect(toasts.errors()).toEqual(['Wrong file format: please choose a CSV, XLS or XLSX file']));
    expect(screen.getByRole('button', { name: 'Check file' }).hasAttribute('disabled')).toBe(true);

    pickFile(new File(['x'], 'people.CSV'));
    await checkPickedFile();
    expect(await screen.findByText('Nothing to import: every good row matches the address book already.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).toBeNull();
  });

  it('states the size limit, refuses a larger file before sending it, and tells why the server refused one', async () => {
    const toasts = captureToasts();
    const api = fakeApi({ checkEmpImport: () => fail(21, 'Wrong file format: use a csv, xls or xlsx file') });
    openWizard();
    expect(await screen.findByText('CSV, XLS or XLSX, at most 5 MB, up to 20,000 rows')).toBeTruthy();
    expect(document.querySelector<HTMLInputElement>('input[type=file]')?.accept).toBe('.csv,.xls,.xlsx');

    pickFile(new File([new Uint8Array(6 * 1024 * 1024)], 'people.xlsx'));
    await waitFor(() => expect(toasts.errors()).toEqual(['people.xlsx is too large: a file may be at most 5 MB']));
    expect(screen.getByRole('button', { name: 'Check file' }).hasAttribute('disabled')).toBe(true);

    pickFile(new File(['not a sheet'], 'people.xlsx'));
    await checkPickedFile();
    await waitFor(() => expect(toasts.errors()).toHaveLength(2));
    expect(toasts.errors()[1]).toBe('Upload failed: Wrong file format: use a csv, xls or xlsx file');
    expect(api.calls.map((call) => call.name)).toEqual(['checkEmpImport']);
  });

  it('lists the departments the import would create and creates them only after the user agrees', async () => {
    const api = fakeApi({
      checkEmpImport: () => ok({ ...report, bad: [], created: 2, updated: 0, newDepartments: ['Warehouse', 'Night shift'] }),
      applyEmpImport: () => ok({ applied: 2, total: 2 }),
    });
    openWizard();
    pickFile(new File(['x'], 'people.csv'));
    await checkPickedFile();
    const notice = (await screen.findByText('2 departments will be created')).closest('[role=alert]') as HTMLElement;
    expect(within(notice).getByText(/No department has these names yet/)).toBeTruthy();
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Warehouse', 'Night shift']);

    const askToApply = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));
      await waitFor(() =>
        expect(document.querySelector('.ant-modal-confirm')?.textContent).toContain('Create 2 departments and import?'),
      );
      return within(document.querySelector<HTMLElement>('.ant-modal-confirm')!);
    };
    fireEvent.click((await askToApply()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(api.bodiesOf('applyEmpImport')).toEqual([]);

    fireEvent.click((await askToApply()).getByRole('button', { name: 'Create and import' }));
    expect(await screen.findByText('Import finished')).toBeTruthy();
    expect(api.bodiesOf('applyEmpImport')).toEqual([
      { userid: 10000001, importId, startIndex: 0, requestedCount: 200, createDepartments: ['Warehouse', 'Night shift'] },
    ]);
  });
});
