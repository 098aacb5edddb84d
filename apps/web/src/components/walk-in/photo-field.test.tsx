import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveProfile } from '../../lib/session';
import { fakeApi, ok } from '../../test/fake-api';
import { pngFile } from '../../test/test-files';
import { AppProviders } from '../app-providers';
import { PhotoField } from './photo-field';
import type { WalkInStation } from './walk-in-station';

function PhotoHarness({ station }: { station: WalkInStation }) {
  const [url, setUrl] = useState('');
  return <PhotoField value={url} onChange={setUrl} avatars={[]} station={station} />;
}

function openField(station: WalkInStation = 'tablet') {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 4 });
  return render(
    <AppProviders>
      <PhotoHarness station={station} />
    </AppProviders>,
  );
}

/** A camera for the page: getUserMedia answers as given; the tracks it opened are told to stop through `stop`. */
function cameraAnswering(answer: () => Promise<unknown>) {
  const stop = vi.fn();
  const getUserMedia = vi.fn(async () => {
    await answer();
    return { getTracks: () => [{ stop }] };
  });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  // jsdom plays no video.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  return { getUserMedia, stop };
}

const filePicker = (name = 'Choose a photo') => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const choose = (file: File, name?: string) => fireEvent.change(filePicker(name), { target: { files: [file] } });

beforeAll(async () => {
  await i18next.loadNamespaces('walkIn');
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('walk-in photo', () => {
  it('offers a photo file, from the camera app where there is one, when the device has no camera', async () => {
    expect(navigator.mediaDevices).toBeUndefined();
    const api = fakeApi({ Upload: () => ok({ url: '/files/a/visitor.png' }) });
    openField();
    expect(screen.getByRole('status').textContent).toBe('The camera is not available. Please choose a photo instead.');
    expect(screen.queryByRole('button', { name: 'Take photo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeTruthy();
    expect(filePicker().accept).toBe('image/jpeg,image/png');
    expect(filePicker().getAttribute('capture')).toBe('user');

    choose(pngFile('me.png'));
    const photo = await screen.findByRole('img', { name: 'Your photo' });
    expect(photo.getAttribute('src')).toBe('/files/a/visitor.png');
    expect(api.names()).toEqual(['Upload']);
    const sent = api.calls[0]?.body as FormData;
    expect((sent.get('filename') as File).name).toBe('me.png');
    expect(screen.getByRole('button', { name: 'Choose another photo' })).toBeTruthy();
  });

  it('offers the photo file when the camera is refused', async () => {
    const camera = cameraAnswering(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    fakeApi({});
    openField();
    expect(await screen.findByText('The camera is not available. Please choose a photo instead.')).toBeTruthy();
    expect(camera.getUserMedia).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take photo' })).toBeNull();
  });

  it('refuses a file that is no JPEG or PNG before sending it', async () => {
    const api = fakeApi({ Upload: () => ok({ url: '/files/a/visitor.png' }) });
    openField();
    choose(new File(['not a picture'], 'notes.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose a JPEG or PNG picture');
    expect(api.calls).toEqual([]);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('keeps the tablet to its working camera, while the desk may choose a file as well', async () => {
    cameraAnswering(() => Promise.resolve());
    fakeApi({});
    const tablet = openField('tablet');
    expect(await screen.findByLabelText('Camera picture for your photo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose a photo' })).toBeNull();
    tablet.unmount();

    openField('desk');
    expect(await screen.findByLabelText("Camera picture for the visitor's photo")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeTruthy();
  });

  it('releases a camera that opens only after the field is gone', async () => {
    let open = () => undefined as void;
    const camera = cameraAnswering(() => new Promise<void>((resolve) => (open = resolve)));
    fakeApi({});
    const field = openField();
    await waitFor(() => expect(camera.getUserMedia).toHaveBeenCalled());
    field.unmount();
    open();
    await waitFor(() => expect(camera.stop).toHaveBeenCalled());
  });
});
