import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { saveProfile } from '../lib/session';
import { captureToasts } from '../test/capture-toasts';
import { fail, fakeApi, ok } from '../test/fake-api';
import { pngFile } from '../test/test-files';
import { AppProviders } from './app-providers';
import { PictureUpload } from './picture-upload';

const labels = {
  upload: 'Upload logo',
  change: 'Change logo',
  remove: 'Remove logo',
  preview: 'Company logo',
  empty: 'No logo',
  wrongType: 'The logo must be a JPEG or PNG picture',
};

function LogoField() {
  const [logo, setLogo] = useState('');
  return <PictureUpload value={logo} onChange={setLogo} labels={labels} frame={{ width: 168, height: 42 }} />;
}

function openField() {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
  render(
    <AppProviders>
      <LogoField />
    </AppProviders>,
  );
}

const picker = () => screen.getByLabelText('Upload logo', { selector: 'input' }) as HTMLInputElement;
const choose = (file: File) => fireEvent.change(picker(), { target: { files: [file] } });

describe('picture upload', () => {
  it('states the types and the size limit beside its button, and offers only those types', () => {
    fakeApi({});
    openField();
    const button = screen.getByRole('button', { name: 'Upload logo' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('JPEG or PNG, at most 5 MB');
    expect(picker().accept).toBe('image/jpeg,image/png');
  });

  it('refuses a file over 5 MB and a text file named .png before sending them', async () => {
    const toasts = captureToasts();
    const api = fakeApi({ Upload: () => ok({ url: '/files/a/logo.png' }) });
    openField();
    choose(pngFile('big-logo.png', 6 * 1024 * 1024));
    await waitFor(() => expect(toasts.errors()).toEqual(['big-logo.png is too large: a file may be at most 5 MB']));
    choose(new File(['just some notes'], 'notes.png', { type: 'image/png' }));
    await waitFor(() => expect(toasts.errors()).toHaveLength(2));
    expect(toasts.errors()[1]).toBe('The logo must be a JPEG or PNG picture');
    expect(api.calls).toEqual([]);
  });

  it('uploads a picture of exactly 5 MB and shows it', async () => {
    const api = fakeApi({ Upload: () => ok({ url: '/files/a/logo.png' }) });
    openField();
    choose(pngFile('logo.png', 5 * 1024 * 1024));
    expect(await screen.findByRole('img', { name: 'Company logo' })).toBeTruthy();
    expect(api.calls.map((call) => call.name)).toEqual(['Upload']);
  });

  it("tells the server's reason when it refuses the file", async () => {
    const toasts = captureToasts();
    fakeApi({ Upload: () => fail(21, 'Picture format is wrong: use JPEG, PNG, GIF or WebP') });
    openField();
    choose(pngFile('logo.png'));
    await waitFor(() => expect(toasts.errors()).toEqual(['Upload failed: Picture format is wrong: use JPEG, PNG, GIF or WebP']), {
      timeout: 10_000,
    });
    // The field offers the upload again once the refused one has ended.
    expect(await screen.findByRole('button', { name: 'Upload logo' }, { timeout: 10_000 })).toBeTruthy();
  });
});
